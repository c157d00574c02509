import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { checkPageRequest, PageRequestError, readCountedPage, type ListSource, type PageRequest } from '../firestore/connection';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { invalidInput } from './errors';

/**
 * The GraphQL side of the API's one list convention (docs/decisions/0012-api-lists-as-connections.md):
 * `XConnection { edges { cursor node } nodes pageInfo { hasNextPage endCursor } totalCount }`, paged
 * forward with `first` and `after`.
 */

/** The most items one page may hold. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

@ObjectType({ description: 'Where a page of a list stands: whether more follows and the cursor to ask for it.' })
export class PageInfo {
  @Field(() => Boolean, { description: 'True when another page follows this one: ask for it with `after: endCursor`.' })
  hasNextPage!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The cursor to pass as `after` for the next page (the last item’s); null when the page is empty.',
  })
  endCursor!: string | null;

  @Field(() => Boolean, {
    description: 'True when this page was asked for with `after`: items come before it. Lists are paged forward only (no `last`/`before`).',
  })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'The cursor of the first item of this page; null when the page is empty.' })
  startCursor!: string | null;
}

@ArgsType()
export class PageArgs implements PageRequest {
  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `How many items to return: 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}). Outside that: BAD_USER_INPUT on \`first\`.`,
  })
  first!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'Returns the items after this cursor: the `pageInfo.endCursor` of the previous page. Leave out for the first page. A cursor that is not one of this list’s: BAD_USER_INPUT on `after`.',
  })
  after?: string | null;
}

/**
 * The checked page request of a list, or BAD_USER_INPUT naming `first` or `after`, with the list's own
 * argument problems (`otherProblems`) in the same answer.
 */
export function pageRequest(args: PageRequest, source: Pick<ListSource<unknown>, 'orderBy'>, otherProblems: FieldError[] = []) {
  const problems = [...otherProblems];
  let request: ReturnType<typeof checkPageRequest> | null = null;
  try {
    request = checkPageRequest(args, MAX_PAGE_SIZE, source.orderBy.length);
  } catch (error) {
    if (!(error instanceof PageRequestError)) throw error;
    problems.push({ path: error.argument, message: error.message });
  }
  if (problems.length || !request) throw invalidInput(problems, problems[0]?.message);
  return request;
}

/**
 * One page of a list with its total, for `first` and `after` as a resolver received them; the list's own
 * argument problems (`otherProblems`) are refused in the same answer.
 */
export function countedPage<T>(source: ListSource<T>, args: PageRequest, otherProblems: FieldError[] = []) {
  return readCountedPage(source, pageRequest(args, source, otherProblems));
}

/**
 * The edge type and the fields every connection has, for a node type. A list's connection extends it,
 * adding `totalCount` when the count is cheap (a Firestore count() aggregation).
 */
export function Connection<T extends object>(nodeType: ClassType<T>, noun: { one: string; many: string }) {
  @ObjectType(`${nodeType.name}Edge`, { description: `One ${noun.one} of a page, with the cursor of its place in the list.` })
  class EdgeType {
    @Field(() => String, { description: `Opaque cursor of this ${noun.one}: pass it as \`after\` for the ${noun.many} after it.` })
    cursor!: string;

    @Field(() => nodeType, { description: `The ${noun.one}.` })
    node!: T;
  }

  // Not in the schema itself: only the lists' connections that extend it are.
  @ObjectType()
  abstract class ConnectionType {
    @Field(() => [EdgeType], { description: `The ${noun.many} of this page, each with its cursor.` })
    edges!: EdgeType[];

    @Field(() => [nodeType], { description: `The ${noun.many} of this page, without cursors (the same as edges' nodes).` })
    nodes!: T[];

    @Field(() => PageInfo, { description: 'Whether another page follows, and the cursor to ask for it.' })
    pageInfo!: PageInfo;
  }
  return ConnectionType;
}

/** The description of a counted connection's totalCount. */
export const totalCountDescription = (many: string) =>
  `How many ${many} the list holds with these filters, on every page (not only this page).`;

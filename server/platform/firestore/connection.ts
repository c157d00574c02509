import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from './firestore';

/**
 * Every list of the API is a cursor connection read from one Firestore query
 * (docs/decisions/0012-api-lists-as-connections.md). A page after a cursor is read with range filters on
 * the sort fields, never with startAfter() (which the embedded emulator ignores) or offset() (which it honours
 * since docs/decisions/0017-emulator-patch.md, but which still reads every skipped item), so the items
 * before the cursor are not read again, however deep the page.
 *
 * The document id breaks ties, ascending, in memory: the emulator can neither order nor filter on
 * `__name__` (it keeps ties in insertion order). Documents sharing every sort value with the cursor are
 * read as one group; the lists sort on timestamps, so such a group is one document in practice.
 */

export interface PageRequest {
  /** How many items, 1 to the list's maximum. */
  first: number;
  /** The `endCursor` of the previous page; null for the first page. */
  after?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
  /** True on every page asked for with `after`: the list goes on before it. */
  hasPreviousPage: boolean;
  startCursor: string | null;
}

export interface Page<T> {
  edges: Array<Edge<T>>;
  nodes: T[];
  pageInfo: PageInfo;
}

export interface CountedPage<T> extends Page<T> {
  totalCount: number;
}

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListSource<T> {
  /** The filtered collection, without order or limit. */
  query: Query;
  /** The sort fields, most significant first; the document id (ascending) breaks the remaining ties. */
  orderBy: SortKey[];
  toNode(doc: QueryDocumentSnapshot<DocumentData>): T;
  /**
   * A rule Firestore cannot express (e.g. "not bought by this company"): documents it refuses are read and
   * stepped over. Reads stop after `maxScan` documents; the page may then be short, with hasNextPage true.
   */
  keep?(node: T): boolean;
  maxScan?: number;
  /** True once no later document can be kept (e.g. leads past their 30 days, newest first): the list ends there. */
  endsAt?(node: T): boolean;
}

type SortValue = Timestamp | number | string;

/** A place in a list: the sort values and the id of the item there. */
export interface Position {
  values: SortValue[];
  id: string;
}

/** How many documents sharing every sort value one read takes; far above what timestamps ever share. */
const TIE_GROUP_LIMIT = 500;

export const INVALID_CURSOR = 'This cursor is not valid for this list: start again from the first page (leave out `after`)';

/** A mistake in `first` or `after`, for the caller's service to turn into a BAD_USER_INPUT field error. */
export class PageRequestError extends Error {
  constructor(
    readonly argument: 'first' | 'after',
    message: string,
  ) {
    super(message);
  }
}

const encodeValue = (value: SortValue) =>
  value instanceof Timestamp ? ['t', value.seconds, value.nanoseconds] : typeof value === 'number' ? ['n', value] : ['s', value];

function decodeValue(encoded: unknown): SortValue | undefined {
  if (!Array.isArray(encoded)) return undefined;
  const [kind, a, b] = encoded;
  if (kind === 't' && encoded.length === 3 && Number.isInteger(a) && Number.isInteger(b) && b >= 0 && b < 1e9) return new Timestamp(a, b);
  if (kind === 'n' && encoded.length === 2 && typeof a === 'number' && Number.isFinite(a)) return a;
  if (kind === 's' && encoded.length === 2 && typeof a === 'string') return a;
  return undefined;
}

/** The opaque cursor of a position: base64url of its JSON. */
export function encodeCursor({ values, id }: Position): string {
  return Buffer.from(JSON.stringify([values.map(encodeValue), id])).toString('base64url');
}

export function decodeCursor(cursor: string, keyCount: number): Position | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [encoded, id] = parsed;
    if (typeof id !== 'string' || !id || !Array.isArray(encoded) || encoded.length !== keyCount) return null;
    const values = encoded.map(decodeValue);
    return values.every((value): value is SortValue => value !== undefined) ? { values, id } : null;
  } catch {
    return null;
  }
}

/** Checks `first` against the list's maximum and decodes `after`; throws PageRequestError naming the argument. */
export function checkPageRequest(request: PageRequest, maxFirst: number, keyCount: number): { first: number; after: Position | null } {
  if (!Number.isInteger(request.first) || request.first < 1 || request.first > maxFirst) {
    throw new PageRequestError('first', `Page size must be between 1 and ${maxFirst}`);
  }
  if (!request.after) return { first: request.first, after: null };
  const after = decodeCursor(request.after, keyCount);
  if (!after) throw new PageRequestError('after', INVALID_CURSOR);
  return { first: request.first, after };
}

function sortValueOf(doc: QueryDocumentSnapshot, field: string): SortValue | null {
  const value = doc.get(field) as unknown;
  return value instanceof Timestamp || typeof value === 'number' || typeof value === 'string' ? value : null;
}

function positionOf(doc: QueryDocumentSnapshot, keys: SortKey[]): Position | null {
  const values = keys.map((key) => sortValueOf(doc, key.field));
  return values.every((value): value is SortValue => value !== null) ? { values, id: doc.id } : null;
}

const sameValue = (a: SortValue, b: SortValue) => (a instanceof Timestamp && b instanceof Timestamp ? a.isEqual(b) : a === b);
const sameValues = (a: Position, b: Position) => a.values.every((value, i) => sameValue(value, b.values[i]));

/**
 * One read of the list in its order (`orderKeys`, the tail of the list's sort fields when the read is
 * already equal on the others), with documents that share all sort values in ascending id order. When the
 * read was cut at `limit`, the last group of equal sort values may be incomplete: it is read whole
 * (`wholeGroup`), so the order within it never depends on which of its documents the read returned.
 */
async function orderedRead(
  query: Query,
  orderKeys: SortKey[],
  keys: SortKey[],
  limit: number,
  wholeGroup: (at: Position) => Query,
): Promise<QueryDocumentSnapshot[]> {
  const docs = (
    await orderKeys
      .reduce((q, key) => q.orderBy(key.field, key.direction), query)
      .limit(limit)
      .get()
  ).docs;
  const last = docs.length === limit ? positionOf(docs[docs.length - 1], keys) : null;
  const inGroupOf = (at: Position | null) => (doc: QueryDocumentSnapshot) => {
    const here = positionOf(doc, keys);
    return Boolean(at && here && sameValues(here, at));
  };
  const ordered = last
    ? [...docs.filter((doc) => !inGroupOf(last)(doc)), ...(await wholeGroup(last).limit(TIE_GROUP_LIMIT).get()).docs]
    : docs;
  const groups: QueryDocumentSnapshot[][] = [];
  for (const doc of ordered) {
    const previous = groups.at(-1);
    if (previous && inGroupOf(positionOf(previous[0], keys))(doc)) previous.push(doc);
    else groups.push([doc]);
  }
  return groups.flatMap((group) => group.sort(byId));
}

const byId = (a: QueryDocumentSnapshot, b: QueryDocumentSnapshot) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Up to `limit` documents after a position, in list order, without reading any before it: first the rest
 * of the position's group of ties, then, from the least significant sort field to the most, the documents
 * equal on the fields before it and later on it.
 */
async function readAfter(source: ListSource<unknown>, after: Position | null, limit: number): Promise<QueryDocumentSnapshot[]> {
  const keys = source.orderBy;
  const equalOn = (q: Query, at: Position, count: number) =>
    keys.slice(0, count).reduce((filtered, key, i) => filtered.where(key.field, '==', at.values[i]), q);
  const wholeGroup = (at: Position) => equalOn(source.query, at, keys.length);
  if (!after) return (await orderedRead(source.query, keys, keys, limit, wholeGroup)).slice(0, limit);

  const found = (await wholeGroup(after).limit(TIE_GROUP_LIMIT).get()).docs.filter((doc) => doc.id > after.id).sort(byId);
  for (let level = keys.length - 1; level >= 0 && found.length < limit; level--) {
    const key = keys[level];
    const later = equalOn(source.query, after, level).where(key.field, key.direction === 'desc' ? '<' : '>', after.values[level]);
    found.push(...(await orderedRead(later, keys.slice(level), keys, limit - found.length, wholeGroup)));
  }
  return found.slice(0, limit);
}

/** One page of a list, with its cursors. */
export async function readPage<T>(source: ListSource<T>, request: { first: number; after: Position | null }): Promise<Page<T>> {
  const edges: Array<Edge<T>> = [];
  const page = (hasNextPage: boolean, endCursor: string | null): Page<T> => ({
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: { hasNextPage, endCursor, hasPreviousPage: request.after !== null, startCursor: edges[0]?.cursor ?? null },
  });
  const maxScan = source.maxScan ?? Number.POSITIVE_INFINITY;
  let position = request.after;
  let scanned = 0;
  for (;;) {
    if (scanned >= maxScan) return page(true, position && encodeCursor(position)); // short page: the rest lies after the last document read
    // One more than the page, to know whether another page follows.
    const limit = Math.min(request.first + 1, maxScan - scanned);
    const docs = await readAfter(source as ListSource<unknown>, position, limit);
    for (const doc of docs) {
      const node = source.toNode(doc);
      if (source.endsAt?.(node)) return page(false, edges.at(-1)?.cursor ?? null);
      if (edges.length === request.first && (!source.keep || source.keep(node))) return page(true, edges.at(-1)!.cursor);
      scanned += 1;
      position = positionOf(doc, source.orderBy) ?? position;
      if (source.keep && !source.keep(node)) continue;
      edges.push({ cursor: encodeCursor(position!), node });
    }
    if (docs.length < limit || !source.keep) return page(false, edges.at(-1)?.cursor ?? null);
  }
}

/** A page plus the number of items in the whole list (a count() aggregation: no documents are read). */
export async function readCountedPage<T>(
  source: ListSource<T>,
  request: { first: number; after: Position | null },
): Promise<CountedPage<T>> {
  const [page, count] = await Promise.all([readPage(source, request), source.query.count().get()]);
  return { ...page, totalCount: count.data().count };
}

/**
 * The position that ends page `page - 1` of a list cut into pages of `pageSize`, for page-numbered URLs
 * (the blog): the earlier items are read with their sort fields only (`select`), not their content. Null
 * for page 1, and when the list ends before that page.
 */
export async function positionBeforePage(
  source: Pick<ListSource<unknown>, 'query' | 'orderBy'>,
  page: number,
  pageSize: number,
): Promise<Position | null> {
  if (page <= 1) return null;
  const skipped = (page - 1) * pageSize;
  const keys = source.orderBy;
  const equalOn = (q: Query, at: Position) => keys.reduce((filtered, key, i) => filtered.where(key.field, '==', at.values[i]), q);
  const docs = await orderedRead(source.query.select(...keys.map((key) => key.field)), keys, keys, skipped, (at) =>
    equalOn(source.query, at),
  );
  const last = docs.length >= skipped ? docs[skipped - 1] : undefined;
  return last ? positionOf(last, keys) : null;
}

/** Maps the nodes of a page, keeping its cursors. */
export function mapPage<P extends Page<unknown>, U>(page: P, map: (node: P['nodes'][number]) => U): Omit<P, 'edges' | 'nodes'> & Page<U> {
  const edges = page.edges.map((edge) => ({ cursor: edge.cursor, node: map(edge.node) }));
  return { ...page, edges, nodes: edges.map((edge) => edge.node) };
}

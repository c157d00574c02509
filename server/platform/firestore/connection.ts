import { FieldPath, Timestamp, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * Every list of the API is a cursor connection served from one Firestore query
 * (docs/decisions/0008-api-lists-as-connections.md). A page is read with a range filter on the sort field
 * and the document id as the tie-break, never with startAfter() or offset(), which the embedded emulator
 * ignores: so only the page's own documents are read, however deep the page.
 */

export interface PageRequest {
  /** How many items, 1 to `maxFirst`. */
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

export interface ListSource<T> {
  /** The filtered collection, without order or limit. */
  query: Query;
  /** The field the list is sorted by; the document id breaks ties in the same direction. */
  orderBy: string;
  direction: 'asc' | 'desc';
  toNode(doc: QueryDocumentSnapshot<DocumentData>): T;
  /**
   * A rule Firestore cannot express (e.g. "not bought by this company"): documents it refuses are read and
   * stepped over. Reads stop after `maxScan` documents; the page may then be short, with hasNextPage true.
   */
  keep?(node: T): boolean;
  maxScan?: number;
}

/** The sort value and document id of a position in a list, as an opaque string. */
type SortValue = Timestamp | number | string | null;
export interface Position {
  value: SortValue;
  id: string;
}

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

export function encodeCursor({ value, id }: Position): string {
  const encoded =
    value instanceof Timestamp ? ['t', value.seconds, value.nanoseconds] : typeof value === 'number' ? ['n', value] : typeof value === 'string' ? ['s', value] : ['z'];
  return Buffer.from(JSON.stringify([...encoded, id])).toString('base64url');
}

export function decodeCursor(cursor: string): Position | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed)) return null;
    const id = parsed.at(-1);
    if (typeof id !== 'string' || !id) return null;
    const [kind, a, b] = parsed;
    if (kind === 't' && parsed.length === 4 && Number.isInteger(a) && Number.isInteger(b) && b >= 0 && b < 1e9) return { value: new Timestamp(a, b), id };
    if (kind === 'n' && parsed.length === 3 && typeof a === 'number' && Number.isFinite(a)) return { value: a, id };
    if (kind === 's' && parsed.length === 3 && typeof a === 'string') return { value: a, id };
    return null;
  } catch {
    return null;
  }
}

/** Checks `first` against the list's maximum and decodes `after`; throws PageRequestError naming the argument. */
export function checkPageRequest(request: PageRequest, maxFirst: number): { first: number; after: Position | null } {
  if (!Number.isInteger(request.first) || request.first < 1 || request.first > maxFirst) {
    throw new PageRequestError('first', `Ask for between 1 and ${maxFirst} items (\`first\`)`);
  }
  if (!request.after) return { first: request.first, after: null };
  const after = decodeCursor(request.after);
  if (!after) throw new PageRequestError('after', INVALID_CURSOR);
  return { first: request.first, after };
}

function positionOf(doc: QueryDocumentSnapshot, field: string): Position {
  const value = doc.get(field) as unknown;
  return { value: value instanceof Timestamp || typeof value === 'number' || typeof value === 'string' ? value : null, id: doc.id };
}

/**
 * The documents after a position, in list order, at most `limit`: those sharing the position's sort value
 * with a later id, then those with a later sort value. Two bounded queries; nothing before the position is read.
 */
async function readAfter(source: ListSource<unknown>, after: Position | null, limit: number): Promise<QueryDocumentSnapshot[]> {
  const { query, orderBy, direction } = source;
  const later = direction === 'desc' ? '<' : '>';
  const ordered = (q: Query) => q.orderBy(orderBy, direction).orderBy(FieldPath.documentId(), direction);
  if (!after) return (await ordered(query).limit(limit).get()).docs;
  if (after.value === null) return []; // a document without the sort field is not in the sorted list
  const ties = (await query.where(orderBy, '==', after.value).where(FieldPath.documentId(), later, after.id).orderBy(FieldPath.documentId(), direction).limit(limit).get()).docs;
  if (ties.length >= limit) return ties;
  const rest = (await ordered(query.where(orderBy, later, after.value)).limit(limit - ties.length).get()).docs;
  return [...ties, ...rest];
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
      if (source.keep && !source.keep(node)) {
        scanned += 1;
        position = positionOf(doc, source.orderBy);
        continue;
      }
      if (edges.length === request.first) return page(true, edges.at(-1)!.cursor);
      scanned += 1;
      position = positionOf(doc, source.orderBy);
      edges.push({ cursor: encodeCursor(position), node });
    }
    if (docs.length < limit || !source.keep) return page(false, edges.at(-1)?.cursor ?? null);
  }
}

/** A page plus the number of items in the whole list (a count() aggregation: no documents are read). */
export async function readCountedPage<T>(source: ListSource<T>, request: { first: number; after: Position | null }): Promise<CountedPage<T>> {
  const [page, count] = await Promise.all([readPage(source, request), source.query.count().get()]);
  return { ...page, totalCount: count.data().count };
}

/**
 * The position that ends page `page - 1` of a list cut into pages of `pageSize`, for page-numbered URLs
 * (the blog): the earlier items are read with their sort field only (`select`), not their content. Null
 * for page 1, and when the list ends before that page.
 */
export async function positionBeforePage(source: Pick<ListSource<unknown>, 'query' | 'orderBy' | 'direction'>, page: number, pageSize: number): Promise<Position | null> {
  if (page <= 1) return null;
  const snap = await source.query
    .orderBy(source.orderBy, source.direction)
    .orderBy(FieldPath.documentId(), source.direction)
    .select(source.orderBy)
    .limit((page - 1) * pageSize)
    .get();
  const last = snap.docs.at(-1);
  return last && snap.docs.length === (page - 1) * pageSize ? positionOf(last, source.orderBy) : null;
}

/** Maps the nodes of a page, keeping its cursors. */
export function mapPage<P extends Page<unknown>, U>(page: P, map: (node: P['nodes'][number]) => U): Omit<P, 'edges' | 'nodes'> & Page<U> {
  const edges = page.edges.map((edge) => ({ cursor: edge.cursor, node: map(edge.node) }));
  return { ...page, edges, nodes: edges.map((edge) => edge.node) };
}

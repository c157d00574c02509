import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

/**
 * Counts what each GraphQL request reads from Firestore (docs/decisions/0014-dashboard-counters.md): the
 * documents returned by document reads and queries (what Firestore bills as document reads), and the
 * aggregation (count()) queries, which return no documents. A request runs inside `withReadCount`; the
 * GraphQL edge reports the counts in `extensions.firestoreReads` outside production, so a test can prove
 * that a screen's cost does not grow with the data.
 *
 * The counting hooks the Firestore SDK's three read paths (DocumentReader for gets and getAll, in and out
 * of transactions; Query._get for queries; AggregateQuery._get for count()). They are private methods:
 * tests/api/adminScale.test.ts fails (every count 0) if an SDK upgrade moves them.
 */
export interface ReadCount {
  documents: number;
  queries: number;
  aggregations: number;
}

const scope = new AsyncLocalStorage<ReadCount>();
let installed = false;

export function withReadCount<T>(count: ReadCount, work: () => T): T {
  return scope.run(count, work);
}

export const newReadCount = (): ReadCount => ({ documents: 0, queries: 0, aggregations: 0 });

function wrap(proto: Record<string, unknown>, method: string, tally: (result: unknown, count: ReadCount) => void) {
  const original = proto[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
  if (typeof original !== 'function') return false;
  proto[method] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    const count = scope.getStore();
    if (count) tally(result, count);
    return result;
  };
  return true;
}

/** Installs the hooks once, on the copy of the SDK that firebase-admin uses. */
export function installReadCounter(): boolean {
  if (installed) return true;
  const require = createRequire(require_resolve_base());
  const sdk = require.resolve('@google-cloud/firestore');
  const build = sdk.slice(0, sdk.lastIndexOf('/build/') + '/build/'.length);
  const { DocumentReader } = require(`${build}src/document-reader.js`);
  const { Query } = require(`${build}src/reference/query.js`);
  const { AggregateQuery } = require(`${build}src/reference/aggregate-query.js`);
  installed =
    wrap(DocumentReader.prototype, '_get', (result, count) => {
      count.documents += ((result as { result?: unknown[] }).result ?? []).length;
    }) &&
    wrap(Query.prototype, '_get', (result, count) => {
      count.queries += 1;
      count.documents += (result as { result?: { size: number } }).result?.size ?? 0;
    }) &&
    wrap(AggregateQuery.prototype, '_get', (_result, count) => {
      count.aggregations += 1;
    });
  return installed;
}

function require_resolve_base() {
  return createRequire(__filename).resolve('firebase-admin/firestore');
}

/** The counts of the request running now; null outside one. */
export const currentReadCount = (): ReadCount | null => scope.getStore() ?? null;

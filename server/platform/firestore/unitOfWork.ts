/**
 * What a service may use of the data layer (docs/decisions/0011-data-access.md): it opens a transaction
 * (a unit of work) with `runTransaction` and hands the `Transaction` to repository functions, which do every
 * read and write with it. A service never builds a reference or a query; it only passes `tx` along.
 */
export { runTransaction, Timestamp, toDate, type Transaction } from './firestore';
export { changedSince, withHistory } from './recordHistory';

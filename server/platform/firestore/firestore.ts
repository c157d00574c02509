import { getFirestore, Timestamp, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import { installReadCounter } from './readCounter';

/**
 * The single way the application reaches Firestore. Transactions are isolated by the store, Cloud
 * Firestore's or the embedded one's (docs/decisions/0026-transaction-isolation.md): they run concurrently
 * and a conflicting commit is retried by firebase-admin, so a transaction's function may run more than
 * once and must do nothing but Firestore reads and writes (and pure work). Application code never uses
 * BulkWriter or array transforms, which the emulator lacks.
 */
let database: Firestore | null = null;

export function initFirestore(app: App) {
  database = getFirestore(app);
  installReadCounter();
  database.settings({ ignoreUndefinedProperties: true });
  return database;
}

export function db(): Firestore {
  if (!database) throw new Error('Firestore is not initialised: call initFirestore() first');
  return database;
}

export function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().runTransaction(work);
}

export const serverTimestamp = () => FieldValue.serverTimestamp();
export const now = () => Timestamp.now();
export { Timestamp };
export type { Transaction, Firestore };

export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

import { getFirestore, Timestamp, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import { installReadCounter } from './readCounter';

/**
 * The single way the application reaches Firestore. Production relies on Firestore's own transaction
 * isolation; the embedded emulator does not isolate transactions (concurrent read-modify-write
 * transactions overwrite each other), so in embedded mode every transaction runs behind one
 * in-process lock. Application code never uses BulkWriter or array transforms, which the emulator lacks.
 */
let database: Firestore | null = null;
let serialiseTransactions = false;
let transactionQueue: Promise<unknown> = Promise.resolve();

export function initFirestore(app: App, options: { serialiseTransactions: boolean }) {
  database = getFirestore(app);
  installReadCounter();
  database.settings({ ignoreUndefinedProperties: true });
  serialiseTransactions = options.serialiseTransactions;
  return database;
}

export function db(): Firestore {
  if (!database) throw new Error('Firestore is not initialised: call initFirestore() first');
  return database;
}

export function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!serialiseTransactions) return db().runTransaction(work);
  const result = transactionQueue.then(() => db().runTransaction(work, { maxAttempts: 1 }));
  transactionQueue = result.catch(() => undefined);
  return result;
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

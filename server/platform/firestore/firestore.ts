import type * as FirestoreSdk from 'firebase-admin/firestore';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { App } from 'firebase-admin/app';
import { installReadCounter } from './readCounter';
import { atFirstUse } from '../runtime/atFirstUse';

let sdk: typeof FirestoreSdk | null = null;

/**
 * firebase-admin's Firestore SDK, loaded at first use: loading it (gRPC, protobufs, google-gax) is about
 * half a second, which a page that reads nothing from Firestore need not wait for on a cold start
 * (docs/decisions/0036-firestore-loaded-at-first-use.md).
 */
export function firestoreSdk(): typeof FirestoreSdk {
  return (sdk ??= require('firebase-admin/firestore') as typeof FirestoreSdk);
}

// The SDK's classes, standing in for them until first used.
export const Timestamp = atFirstUse(() => firestoreSdk().Timestamp);
export type Timestamp = FirestoreSdk.Timestamp;
export const FieldValue = atFirstUse(() => firestoreSdk().FieldValue);
export const AggregateField = atFirstUse(() => firestoreSdk().AggregateField);

/**
 * The single way the application reaches Firestore. Transactions are isolated by the store, Cloud
 * Firestore's or the embedded one's (docs/decisions/0026-transaction-isolation.md): they run concurrently
 * and a conflicting commit is retried by firebase-admin, so a transaction's function may run more than
 * once and must do nothing but Firestore reads and writes (and pure work). Application code never uses
 * BulkWriter or array transforms, which the emulator lacks.
 */
let firebaseApp: (() => App) | null = null;
let database: Firestore | null = null;

/** Names the app whose Firestore db() returns (or how to make it); the SDK and the client are made at the first db(). */
export function initFirestore(app: App | (() => App)) {
  firebaseApp = typeof app === 'function' ? app : () => app;
  database = null;
}

export function db(): Firestore {
  if (database) return database;
  if (!firebaseApp) throw new Error('Firestore is not initialised: call initFirestore() first');
  database = firestoreSdk().getFirestore(firebaseApp());
  installReadCounter();
  database.settings({ ignoreUndefinedProperties: true });
  return database;
}

/** Whether this process has opened Firestore yet (a cold start's first page reads nothing from it). */
export function firestoreOpened(): boolean {
  return database !== null;
}

export function runTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db().runTransaction(work);
}

export const serverTimestamp = () => FieldValue.serverTimestamp();
export type { Transaction, Firestore };

export function toDate(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  return null;
}

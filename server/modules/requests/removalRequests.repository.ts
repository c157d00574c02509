import crypto from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { readCounter, writeCounter } from '../../platform/firestore/counters';
import { db, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import type { DuplicateGuard, RemovalRequestReceipt } from './removalRequests.plan';

/**
 * This module owns `removalRequests`, `duplicateGuards` and the `counters/leads` sequence
 * (docs/decisions/0011-data-access.md). Every function reads or writes in the caller's transaction.
 */
const requestRef = (id: string) => db().collection('removalRequests').doc(id);
const guardRef = (id: string) => db().collection('duplicateGuards').doc(id);
const LEAD_COUNTER = 'leads';

/**
 * One guard document per phone and postcode, read inside the transaction, so two identical requests sent at
 * once cannot both create a lead (a query inside a transaction is not supported by the embedded emulator).
 */
export const duplicateGuardId = (phone: string, postcode: string) =>
  crypto.createHash('sha256').update(`${phone}|${postcode}`).digest('hex').slice(0, 32);

/** The receipt of a request stored before under this id (a replayed idempotency key) and its lead's id, or null. */
export async function readStoredReceipt(
  tx: Transaction,
  requestId: string,
): Promise<{ receipt: RemovalRequestReceipt; leadId: string | null } | null> {
  const snap = await tx.get(requestRef(requestId));
  if (!snap.exists) return null;
  const data = snap.data()!;
  return {
    receipt: {
      requestId,
      reference: data.leadRef as string,
      estimateLowPence: data.estimate.lowPence as number,
      estimateHighPence: data.estimate.highPence as number,
      replayed: true,
    },
    leadId: typeof data.leadId === 'string' ? data.leadId : null,
  };
}

export async function readLeadSequence(tx: Transaction): Promise<number> {
  return ((await readCounter(tx, LEAD_COUNTER))?.value as number | undefined) ?? 0;
}

export async function readDuplicateGuard(tx: Transaction, guardId: string): Promise<DuplicateGuard | null> {
  const snap = await tx.get(guardRef(guardId));
  return snap.exists ? (snap.data() as DuplicateGuard) : null;
}

/** A request kept as a note on an earlier lead. */
export function createRequest(tx: Transaction, requestId: string, request: DocumentData) {
  tx.create(requestRef(requestId), request);
}

/** The records of a new request, except its lead (the marketplace's): the sequence, the guard, the request. */
export function writeNewRequest(
  tx: Transaction,
  records: { requestId: string; guardId: string; leadSequence: number; guard: DocumentData | null; request: DocumentData },
  now: Timestamp,
) {
  writeCounter(tx, LEAD_COUNTER, { value: records.leadSequence, updatedAt: now });
  if (records.guard) tx.set(guardRef(records.guardId), records.guard);
  tx.create(requestRef(records.requestId), records.request);
}

/** The lead ids of the stored requests among `requestIds` (missing requests are skipped). */
export async function leadIdsOfRequests(requestIds: string[]): Promise<string[]> {
  if (!requestIds.length) return [];
  const requests = await db().getAll(...requestIds.map((id) => requestRef(id)));
  return requests.flatMap((snap) => (snap.exists && typeof snap.get('leadId') === 'string' ? [snap.get('leadId') as string] : []));
}

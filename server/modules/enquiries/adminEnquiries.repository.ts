import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, runTransaction, toDate, type Transaction } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { ListSource } from '../../platform/firestore/connection';

/** The enquiry collections this module owns (written by enquiries.service.ts through storePublicSubmission). */
export const quickCallbacksCollection = () => db().collection('quickCallbacks');

/** Call-backs nobody has called yet: a count() aggregation. */
export async function countCallbacksWaiting(): Promise<number> {
  return (await quickCallbacksCollection().where('status', '==', 'new').count().get()).data().count;
}

export interface StoredCallback {
  id: string;
  reference: string;
  name: string;
  phone: string;
  preferredTime: string;
  pagePath: string | null;
  status: string;
  convertedLeadId: string | null;
  convertedLeadRef: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function callbackFromDocument(id: string, data: DocumentData): StoredCallback {
  return {
    id,
    reference: data.reference ?? id,
    name: data.name ?? '',
    phone: data.phone ?? '',
    preferredTime: data.preferredTime ?? 'anytime',
    pagePath: data.pagePath ?? null,
    status: data.status ?? 'new',
    convertedLeadId: data.convertedLeadId ?? null,
    convertedLeadRef: data.convertedLeadRef ?? null,
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt)!,
    history: historyFromDocument(data),
  };
}

/** Call-backs, newest first, optionally of one status. */
export function callbacksList(status: string | null): ListSource<StoredCallback> {
  const query: Query = status ? quickCallbacksCollection().where('status', '==', status) : quickCallbacksCollection();
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => callbackFromDocument(doc.id, doc.data()) };
}

export class CallbackChangedMeanwhile extends Error {}
export class CallbackNotFound extends Error {}

/** Sets a call-back's status if it still has the `updatedAt` the admin loaded; the change joins its history. */
export async function setCallbackStatusIfUnchanged(
  id: string,
  status: string,
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<StoredCallback> {
  return runTransaction(async (tx) => {
    const ref = quickCallbacksCollection().doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new CallbackNotFound();
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new CallbackChangedMeanwhile();
    const changes = withHistory(data, { by, action: status }, { status });
    tx.update(ref, changes);
    return callbackFromDocument(id, { ...data, ...changes });
  });
}

/** One call-back; null when there is none. */
export async function getCallback(id: string): Promise<StoredCallback | null> {
  const snapshot = await quickCallbacksCollection().doc(id).get();
  return snapshot.exists ? callbackFromDocument(id, snapshot.data()!) : null;
}

/**
 * A call-back read in the caller's transaction, with its stored fields for the change that follows and
 * whether it changed since `expectedUpdatedAt`; null when there is none.
 */
export async function readCallbackInTransaction(
  tx: Transaction,
  id: string,
  expectedUpdatedAt: Date | null,
): Promise<{ callback: StoredCallback; data: DocumentData; changedMeanwhile: boolean } | null> {
  const snapshot = await tx.get(quickCallbacksCollection().doc(id));
  if (!snapshot.exists) return null;
  const data = snapshot.data()!;
  return { callback: callbackFromDocument(id, data), data, changedMeanwhile: changedSince(data, expectedUpdatedAt) };
}

/** Marks a call-back read in this transaction converted to a lead; the conversion joins its history. */
export function markCallbackConverted(
  tx: Transaction,
  id: string,
  data: DocumentData,
  lead: { leadId: string; reference: string },
  by: string,
) {
  const changes = withHistory(
    data,
    { by, action: 'converted', note: `Lead ${lead.reference}` },
    { status: 'converted', convertedLeadId: lead.leadId, convertedLeadRef: lead.reference },
  );
  tx.update(quickCallbacksCollection().doc(id), changes);
}

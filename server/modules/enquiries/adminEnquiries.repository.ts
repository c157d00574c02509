import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, runTransaction, toDate } from '../../platform/firestore/firestore';
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

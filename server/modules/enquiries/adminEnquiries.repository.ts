import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp, toDate } from '../../platform/firestore/firestore';
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
  history: Array<{ at: Date; by: string; action: string; note: string | null }>;
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
    history: (Array.isArray(data.history) ? data.history : []).map((entry: DocumentData) => ({
      at: toDate(entry.at)!,
      by: String(entry.by ?? ''),
      action: String(entry.action ?? ''),
      note: entry.note ?? null,
    })),
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
    const stored = toDate(data.updatedAt);
    if (expectedUpdatedAt && stored && stored.getTime() !== expectedUpdatedAt.getTime()) throw new CallbackChangedMeanwhile();
    const now = Timestamp.now();
    const history = [...(Array.isArray(data.history) ? data.history : []), { at: now, by, action: status, note: null }];
    const changes = { status, history, updatedAt: now };
    tx.update(ref, changes);
    return callbackFromDocument(id, { ...data, ...changes });
  });
}

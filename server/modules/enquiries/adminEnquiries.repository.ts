import type { DocumentData, Query } from 'firebase-admin/firestore';
import { CONTACT_SUBJECT_LABELS, PREFERRED_TIME_LABELS, SURVEY_LEVEL_LABELS } from '../../../common/formOptions';
import { db, runTransaction, toDate, type Transaction } from '../../platform/firestore/firestore';
import {
  districtOnly,
  ERASED,
  erasedAction,
  plainData,
  SUBJECT_QUERY_LIMIT,
  uniqueRecords,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';
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

/* UK GDPR subject requests (docs/requirements/privacy.md): the person's call-backs, contact inquiries and surveys. */

const ENQUIRY_KINDS = {
  callback: { collection: 'quickCallbacks', kind: 'callback', label: 'Call-back request', emailField: false },
  contact_inquiry: { collection: 'contactInquiries', kind: 'contact_inquiry', label: 'Contact inquiry', emailField: true },
  rics_survey: { collection: 'ricsSurveys', kind: 'rics_survey', label: 'RICS survey request', emailField: true },
} as const;
export type EnquiryKind = keyof typeof ENQUIRY_KINDS;

const labelOf = (labels: Record<string, string>, value: unknown) => (typeof value === 'string' ? (labels[value] ?? value) : null);

function enquirySummary(kind: EnquiryKind, data: DocumentData): string {
  const details =
    kind === 'callback'
      ? [labelOf(PREFERRED_TIME_LABELS, data.preferredTime)]
      : kind === 'contact_inquiry'
        ? [labelOf(CONTACT_SUBJECT_LABELS, data.subject)]
        : [labelOf(SURVEY_LEVEL_LABELS, data.surveyLevel), districtOnly(data.postcode)];
  return [ENQUIRY_KINDS[kind].label, ...details].filter(Boolean).join(', ');
}

/** One kind of enquiry by its top-level `email` and `phone` (call-backs have no e-mail). */
export async function findEnquiriesByContact(kind: EnquiryKind, contact: SubjectContact): Promise<SubjectRecord[]> {
  const { collection, emailField } = ENQUIRY_KINDS[kind];
  const queries: Query[] = [];
  if (contact.email && emailField) queries.push(db().collection(collection).where('email', '==', contact.email));
  if (contact.phone) queries.push(db().collection(collection).where('phone', '==', contact.phone));
  const snapshots = await Promise.all(queries.map((query) => query.limit(SUBJECT_QUERY_LIMIT).get()));
  return uniqueRecords(
    snapshots
      .flatMap((snapshot) => snapshot.docs)
      .map((doc) => {
        const data = doc.data();
        return {
          kind,
          id: doc.id,
          path: `${collection}/${doc.id}`,
          reference: typeof data.reference === 'string' ? data.reference : null,
          status: typeof data.status === 'string' ? data.status : null,
          createdAt: toDate(data.createdAt),
          summary: enquirySummary(kind, data),
          data: plainData(data),
        };
      }),
  );
}

/** Reads the enquiries in the caller's transaction; `commit` anonymises the person's details in place. */
export async function prepareEnquiryErasure(tx: Transaction, kind: EnquiryKind, ids: string[]): Promise<PreparedErasure> {
  const collection = db().collection(ENQUIRY_KINDS[kind].collection);
  const snapshots = (await Promise.all(ids.map((id) => tx.get(collection.doc(id))))).filter((snapshot) => snapshot.exists);
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const snapshot of snapshots) {
        const data = snapshot.data()!;
        const erased: DocumentData = { name: ERASED, phone: data.phone ? ERASED : null, erasedAt: now };
        if ('email' in data) erased.email = ERASED;
        if ('postcode' in data) erased.postcode = districtOnly(data.postcode);
        if (data.message) erased.message = ERASED;
        if (data.notes) erased.notes = ERASED;
        tx.update(snapshot.ref, withHistory(data, { by, action: erasedAction(by) }, erased, now));
      }
    },
  };
}

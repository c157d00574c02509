import crypto from 'node:crypto';
import type { DocumentData, DocumentReference, Query } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { CONTACT_SUBJECT_LABELS, PREFERRED_TIME_LABELS, SURVEY_LEVEL_LABELS } from '../../../common/formOptions';
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
export const ricsSurveysCollection = () => db().collection('ricsSurveys');
export const contactEnquiriesCollection = () => db().collection('contactInquiries');

export interface StoredRicsSurvey {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  propertyType: string;
  lender: string | null;
  surveyLevel: string;
  preferredDate: string | null;
  notes: string;
  status: string;
  removalRecordNumber: string | null;
  leadId: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function ricsSurveyFromDocument(id: string, data: DocumentData): StoredRicsSurvey {
  return {
    id,
    reference: data.reference ?? id,
    name: data.name ?? '',
    email: data.email ?? '',
    phone: data.phone ?? '',
    postcode: data.postcode ?? '',
    propertyType: data.propertyType ?? '',
    lender: data.lender ?? null,
    surveyLevel: data.surveyLevel ?? '',
    preferredDate: data.preferredDate ?? null,
    notes: data.notes ?? '',
    status: data.status ?? 'new',
    removalRecordNumber: data.linkedTo?.number ?? null,
    leadId: data.linkedTo?.leadId ?? null,
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt)!,
    history: historyFromDocument(data),
  };
}

/** A survey request made in another module's transaction (the survey form's go through storePublicSubmission). */
export function createSurveyRequest(tx: Transaction, fields: DocumentData, at: Timestamp): { id: string; path: string; reference: string } {
  const ref = ricsSurveysCollection().doc(crypto.randomBytes(10).toString('hex'));
  const reference = `RS-${ref.id.slice(-6).toUpperCase()}`;
  tx.create(ref, { ...fields, reference, status: 'new', createdAt: at, updatedAt: at });
  return { id: ref.id, path: ref.path, reference };
}

/** Survey requests, newest first, optionally of one status. */
export function ricsSurveysList(status: string | null): ListSource<StoredRicsSurvey> {
  const query: Query = status ? ricsSurveysCollection().where('status', '==', status) : ricsSurveysCollection();
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => ricsSurveyFromDocument(doc.id, doc.data()) };
}

export interface StoredContactEnquiry {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function contactEnquiryFromDocument(id: string, data: DocumentData): StoredContactEnquiry {
  return {
    id,
    reference: data.reference ?? id,
    name: data.name ?? '',
    email: data.email ?? '',
    phone: data.phone ?? null,
    subject: data.subject ?? 'other',
    message: data.message ?? '',
    status: data.status ?? 'new',
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt)!,
    history: historyFromDocument(data),
  };
}

/** Contact messages, newest first, optionally of one status. */
export function contactEnquiriesList(status: string | null): ListSource<StoredContactEnquiry> {
  const query: Query = status ? contactEnquiriesCollection().where('status', '==', status) : contactEnquiriesCollection();
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => contactEnquiryFromDocument(doc.id, doc.data()) };
}

export class EnquiryNotFound extends Error {}
export class EnquiryChangedMeanwhile extends Error {}

/**
 * One admin change of an enquiry, in a transaction: refused if the record changed since `expectedUpdatedAt`;
 * `decide` sees the record as stored (and may throw to refuse the change), `alongside` writes what goes with
 * it in the same transaction (e.g. the e-mail of a reply).
 */
async function changeEnquiry<T extends { id: string }>(
  ref: DocumentReference,
  fromDocument: (id: string, data: DocumentData) => T,
  expectedUpdatedAt: Date | null,
  decide: (current: T) => { entry: { by: string; action: string; note?: string | null }; changes: DocumentData },
  alongside?: (tx: Transaction, current: T, at: Timestamp) => void,
): Promise<T> {
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new EnquiryNotFound();
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new EnquiryChangedMeanwhile();
    const current = fromDocument(ref.id, data);
    const { entry, changes } = decide(current);
    const now = Timestamp.now();
    const written = withHistory(data, entry, changes, now);
    tx.update(ref, written);
    alongside?.(tx, current, now);
    return fromDocument(ref.id, { ...data, ...written });
  });
}

export function changeRicsSurvey(
  id: string,
  expectedUpdatedAt: Date | null,
  decide: (current: StoredRicsSurvey) => { entry: { by: string; action: string; note?: string | null }; changes: DocumentData },
): Promise<StoredRicsSurvey> {
  return changeEnquiry(ricsSurveysCollection().doc(id), ricsSurveyFromDocument, expectedUpdatedAt, decide);
}

export function changeContactEnquiry(
  id: string,
  expectedUpdatedAt: Date | null,
  decide: (current: StoredContactEnquiry) => { entry: { by: string; action: string; note?: string | null }; changes: DocumentData },
  alongside?: (tx: Transaction, current: StoredContactEnquiry, at: Timestamp) => void,
): Promise<StoredContactEnquiry> {
  return changeEnquiry(contactEnquiriesCollection().doc(id), contactEnquiryFromDocument, expectedUpdatedAt, decide, alongside);
}

/** Where a contact message is stored, for the `related` of its e-mails. */
export const contactEnquiryPath = (id: string) => contactEnquiriesCollection().doc(id).path;
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

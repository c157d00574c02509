import type { DocumentData } from 'firebase-admin/firestore';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';

/**
 * `removalSurveys/{jobRecordId}`: the independent survey after removal of one job (docs/requirements/quotes-and-removal-records.md#survey).
 * The survey request itself is the enquiries module's (`ricsSurveys`); this is what the removal record needs of it:
 * the surveyor's private link (stored as its hash), the report's upload and the outcome the surveyor stated.
 */
const collection = () => db().collection('removalSurveys');

export interface StoredSurveyOutcome {
  inspectedOn: string;
  removalComplete: boolean;
  timberCondition: string;
  summary: string;
  qualification: string;
}

export interface StoredRemovalSurvey {
  jobRecordId: string;
  leadId: string;
  /** The removal record it was asked for (any later version of that record shows it too). */
  number: string;
  surveyRequestId: string;
  reference: string;
  requestedAt: Date;
  surveyor: { name: string; email: string; firm: string } | null;
  linkHash: string | null;
  linkSentAt: Date | null;
  linkExpiresAt: Date | null;
  report: { storagePath: string; size: number; uploadedAt: Date } | null;
  outcome: StoredSurveyOutcome | null;
  outcomeAt: Date | null;
}

function surveyFrom(id: string, data: DocumentData): StoredRemovalSurvey {
  const report = data.report as { storagePath: string; size: number; uploadedAt: unknown } | null;
  return {
    jobRecordId: id,
    leadId: String(data.leadId),
    number: String(data.number),
    surveyRequestId: String(data.surveyRequestId),
    reference: String(data.reference),
    requestedAt: toDate(data.requestedAt)!,
    surveyor: (data.surveyor as StoredRemovalSurvey['surveyor']) ?? null,
    linkHash: data.linkHash ?? null,
    linkSentAt: toDate(data.linkSentAt),
    linkExpiresAt: toDate(data.linkExpiresAt),
    report: report ? { storagePath: report.storagePath, size: Number(report.size), uploadedAt: toDate(report.uploadedAt)! } : null,
    outcome: (data.outcome as StoredSurveyOutcome) ?? null,
    outcomeAt: toDate(data.outcomeAt),
  };
}

export async function getRemovalSurvey(jobRecordId: string): Promise<StoredRemovalSurvey | null> {
  const snap = await collection().doc(jobRecordId).get();
  return snap.exists ? surveyFrom(snap.id, snap.data()!) : null;
}

export async function readRemovalSurvey(tx: Transaction, jobRecordId: string): Promise<StoredRemovalSurvey | null> {
  const snap = await tx.get(collection().doc(jobRecordId));
  return snap.exists ? surveyFrom(snap.id, snap.data()!) : null;
}

/** The surveys of a lead's jobs (one per job record at most). */
export async function removalSurveysOfLead(leadId: string): Promise<StoredRemovalSurvey[]> {
  const snap = await collection().where('leadId', '==', leadId).limit(20).get();
  return snap.docs.map((doc) => surveyFrom(doc.id, doc.data()));
}

export function createRemovalSurvey(
  tx: Transaction,
  survey: { jobRecordId: string; leadId: string; number: string; surveyRequestId: string; reference: string; requestedAt: Timestamp },
) {
  const { jobRecordId, ...fields } = survey;
  tx.create(collection().doc(jobRecordId), {
    ...fields,
    surveyor: null,
    linkHash: null,
    linkSentAt: null,
    linkExpiresAt: null,
    report: null,
    outcome: null,
    outcomeAt: null,
  });
}

export function updateRemovalSurvey(tx: Transaction, jobRecordId: string, fields: DocumentData) {
  tx.update(collection().doc(jobRecordId), fields);
}

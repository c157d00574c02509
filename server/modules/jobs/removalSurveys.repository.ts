import type { DocumentData } from 'firebase-admin/firestore';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { inChunks, plainData, SUBJECT_QUERY_LIMIT, type PreparedErasure, type SubjectRecord } from '../../platform/privacy/subjectRecords';

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

/* UK GDPR subject requests (docs/requirements/privacy.md): a surveyor's report describes the person's home. */

/** The surveys of these leads that hold a report or a summary: found and exported with the person's records. */
export async function findSurveyReportsOfLeads(leadIds: string[]): Promise<SubjectRecord[]> {
  const snapshots = await Promise.all(
    inChunks(leadIds, 30).map((chunk) => collection().where('leadId', 'in', chunk).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((doc) => doc.get('report') || doc.get('outcome.summary'))
    .map((doc) => ({
      kind: 'survey_report' as const,
      id: doc.id,
      path: `removalSurveys/${doc.id}`,
      reference: String(doc.get('reference') ?? '') || null,
      status: doc.get('outcome') ? 'outcome stated' : 'report uploaded',
      createdAt: toDate(doc.get('requestedAt')),
      summary: `Post-removal survey of removal record ${String(doc.get('number'))}`,
      data: plainData(doc.data()),
    }));
}

/**
 * Reads the surveys in the caller's transaction; `commit` removes the report and the surveyor's summary (the outcome,
 * which names no one, stays on the record); `afterCommit` deletes the report files through `removeFile`.
 */
export async function prepareSurveyReportErasure(
  tx: Transaction,
  ids: string[],
  removeFile: (storagePath: string) => Promise<void>,
): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(collection().doc(id))))).filter((snapshot) => snapshot.exists);
  const files = snapshots
    .map((snapshot) => snapshot.get('report.storagePath'))
    .filter((value): value is string => typeof value === 'string');
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const snapshot of snapshots)
        tx.update(snapshot.ref, {
          report: null,
          ...(snapshot.get('outcome') ? { 'outcome.summary': '' } : {}),
          erased: { by, at: now },
        });
    },
    async afterCommit() {
      await Promise.all(files.map((file) => removeFile(file)));
    },
  };
}

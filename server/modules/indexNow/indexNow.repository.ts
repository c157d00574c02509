import type { DocumentData } from 'firebase-admin/firestore';
import { db, Timestamp, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';

export const indexNowSubmissionsCollection = () => db().collection('indexNowSubmissions');

export interface IndexNowSubmissionRecord {
  id: string;
  urls: string[];
  trigger: string;
  status: string;
  httpStatus: number | null;
  /** What the endpoint answered (its body, shortened) or why nothing was sent. */
  response: string | null;
  by: string;
  at: Date;
}

function submissionFromDocument(id: string, data: DocumentData): IndexNowSubmissionRecord {
  return {
    id,
    urls: Array.isArray(data.urls) ? data.urls : [],
    trigger: data.trigger ?? 'manual',
    status: data.status ?? 'queued',
    httpStatus: typeof data.httpStatus === 'number' ? data.httpStatus : null,
    response: data.response ?? null,
    by: data.by ?? 'system',
    at: toDate(data.at) ?? new Date(0),
  };
}

/** Records a submission about to be sent (status `queued`); answers its id. */
export async function recordQueuedSubmission(urls: string[], trigger: string, by: string): Promise<string> {
  const ref = indexNowSubmissionsCollection().doc();
  await ref.create({ urls, trigger, by, status: 'queued', httpStatus: null, response: null, at: Timestamp.now() });
  return ref.id;
}

export async function recordSubmissionOutcome(id: string, outcome: { status: string; httpStatus: number | null; response: string | null }) {
  await indexNowSubmissionsCollection().doc(id).update(outcome);
}

export async function getSubmission(id: string): Promise<IndexNowSubmissionRecord | null> {
  const snapshot = await indexNowSubmissionsCollection().doc(id).get();
  return snapshot.exists ? submissionFromDocument(id, snapshot.data()!) : null;
}

/** Submissions, newest first. */
export function submissionsList(): ListSource<IndexNowSubmissionRecord> {
  return {
    query: indexNowSubmissionsCollection(),
    orderBy: [{ field: 'at', direction: 'desc' }],
    toNode: (doc) => submissionFromDocument(doc.id, doc.data()),
  };
}

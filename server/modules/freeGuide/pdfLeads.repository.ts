import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { withHistory } from '../../platform/firestore/recordHistory';
import {
  districtOnly,
  ERASED,
  erasedAction,
  plainData,
  SUBJECT_QUERY_LIMIT,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';
import type { FreeGuideData } from '../../../common/validation/freeGuide';
import type { SubmissionSource } from '../../../common/validation/submission';
import { readRateLimits, type RateLimitRule } from '../../platform/submissions/rateLimit';
import { queueMail } from '../../platform/mail/outbox';

/** `pdfLeads/{id}`: one document per person and guide; repeat requests and downloads update it. */
export const pdfLeadsCollection = () => db().collection('pdfLeads');

export interface GuideRequest {
  guide: string;
  input: FreeGuideData;
  idempotencyKey: string;
  source: SubmissionSource;
  /** Applied to new requests only: a retry of the last one is answered without counting. */
  rateLimits: RateLimitRule[];
  /** The e-mailed download link, queued with every request but a retry. */
  mail: { downloadPath: string; expiresAt: Date };
}

/**
 * Stores a guide request: the first one creates the lead; a later one from the same person refreshes the
 * name, postcode and consent and counts the request. Each queues the e-mail with the download link. A retry
 * of the same submission (same idempotency key as the last one stored) changes nothing and sends nothing.
 */
export function saveGuideRequest(id: string, request: GuideRequest): Promise<{ created: boolean }> {
  const ref = pdfLeadsCollection().doc(id);
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (snapshot.exists && snapshot.get('idempotencyKey') === request.idempotencyKey) return { created: false };
    (await readRateLimits(tx, request.rateLimits)).commit();
    const now = Timestamp.now();
    const { input } = request;
    queueMail(
      tx,
      {
        to: input.email,
        template: 'free_guide_link',
        data: { name: input.name, downloadPath: request.mail.downloadPath, expiresAt: request.mail.expiresAt.toISOString() },
        related: [`pdfLeads/${id}`],
      },
      now,
    );
    const consent = { terms: true, marketing: input.consent.marketing, at: now };
    if (!snapshot.exists) {
      tx.create(ref, {
        guide: request.guide,
        name: input.name,
        email: input.email,
        postcode: input.postcode ?? null,
        downloads: 0,
        requests: 1,
        idempotencyKey: request.idempotencyKey,
        source: request.source,
        consent,
        lastRequestedAt: now,
        lastDownloadedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      return { created: true };
    }
    const existing = snapshot.data()!;
    tx.update(ref, {
      name: input.name,
      // Set again: a record erased under UK GDPR keeps its id (a hash of the e-mail) but not the e-mail.
      email: input.email,
      postcode: input.postcode ?? existing.postcode ?? null,
      requests: ((existing.requests as number | undefined) ?? 1) + 1,
      idempotencyKey: request.idempotencyKey,
      consent, // the latest answer wins: someone may opt out of marketing on a later request
      lastRequestedAt: now,
      updatedAt: now,
    });
    return { created: false };
  });
}

/** Counts one download of the guide; false when the lead no longer exists. */
export function countGuideDownload(id: string): Promise<boolean> {
  const ref = pdfLeadsCollection().doc(id);
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return false;
    const now = Timestamp.now();
    tx.update(ref, { downloads: ((snapshot.get('downloads') as number | undefined) ?? 0) + 1, lastDownloadedAt: now, updatedAt: now });
    return true;
  });
}

export async function pdfLeadExists(id: string): Promise<boolean> {
  return (await pdfLeadsCollection().doc(id).get()).exists;
}

export interface StoredPdfLead {
  id: string;
  guide: string;
  name: string;
  email: string;
  postcode: string | null;
  downloads: number;
  requests: number;
  marketingConsent: boolean;
  lastRequestedAt: Date | null;
  lastDownloadedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

function pdfLeadFromDocument(id: string, data: DocumentData): StoredPdfLead {
  return {
    id,
    guide: data.guide ?? '',
    name: data.name ?? '',
    email: data.email ?? '',
    postcode: data.postcode ?? null,
    downloads: typeof data.downloads === 'number' ? data.downloads : 0,
    requests: typeof data.requests === 'number' ? data.requests : 1,
    marketingConsent: Boolean(data.consent?.marketing),
    lastRequestedAt: toDate(data.lastRequestedAt),
    lastDownloadedAt: toDate(data.lastDownloadedAt),
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt)!,
  };
}

/** Guide leads for the admin list, newest first, optionally of one guide. */
export function pdfLeadsList(guide: string | null): ListSource<StoredPdfLead> {
  const query: Query = guide ? pdfLeadsCollection().where('guide', '==', guide) : pdfLeadsCollection();
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => pdfLeadFromDocument(doc.id, doc.data()) };
}
/* UK GDPR subject requests (docs/requirements/privacy.md): the person's guide downloads. */

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

export async function findGuideRequestsByEmail(contact: SubjectContact): Promise<SubjectRecord[]> {
  if (!contact.email) return [];
  const snapshot = await pdfLeadsCollection().where('email', '==', contact.email).limit(SUBJECT_QUERY_LIMIT).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    return {
      kind: 'guide_download' as const,
      id: doc.id,
      path: `pdfLeads/${doc.id}`,
      reference: null,
      status: null,
      createdAt: toDate(data.createdAt),
      summary: `Free guide: asked for ${times(data.requests ?? 1)}, downloaded ${times(data.downloads ?? 0)}`,
      data: plainData(data),
    };
  });
}

/** Reads the guide requests in the caller's transaction; `commit` anonymises them in place (the counts stay). */
export async function prepareGuideRequestErasure(tx: Transaction, ids: string[]): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(pdfLeadsCollection().doc(id))))).filter((snapshot) => snapshot.exists);
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const snapshot of snapshots) {
        const data = snapshot.data()!;
        const erased = { name: ERASED, email: ERASED, postcode: districtOnly(data.postcode), erasedAt: now };
        tx.update(snapshot.ref, withHistory(data, { by, action: erasedAction(by) }, erased, now));
      }
    },
  };
}

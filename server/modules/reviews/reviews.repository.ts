import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';
import { inChunks, plainData, SUBJECT_QUERY_LIMIT, type PreparedErasure, type SubjectRecord } from '../../platform/privacy/subjectRecords';
import { RATING_ASPECTS, type Ratings } from '../../../common/reviews';

/**
 * This module owns `companyReviews` (docs/decisions/0046-verified-reviews.md): one document per hired job, its id
 * `{leadId}_{companyId}`, so a second review of the same job cannot be created.
 */
const reviewsCollection = () => db().collection('companyReviews');

/** `erased`: emptied at the homeowner's request (privacy module); never shown again. */
export type ReviewStatus = 'pending' | 'published' | 'rejected' | 'erased';

export interface StoredReview {
  id: string;
  leadId: string;
  leadRef: string;
  companyId: string;
  companyName: string;
  ratings: Ratings;
  text: string;
  /** First name and initial only. */
  reviewerName: string;
  /** The job's postcode district and region, e.g. RG1, South East. */
  district: string;
  region: string;
  jobDate: string | null;
  status: ReviewStatus;
  submittedAt: Date;
  publishedAt: Date | null;
  moderatedBy: string | null;
  rejectionReason: string | null;
  reply: { text: string; at: Date } | null;
}

export const reviewId = (leadId: string, companyId: string) => `${leadId}_${companyId}`;
export const reviewPath = (id: string) => `companyReviews/${id}`;

function reviewFromDocument(id: string, data: DocumentData): StoredReview {
  return {
    id,
    leadId: String(data.leadId),
    leadRef: String(data.leadRef ?? ''),
    companyId: String(data.companyId),
    companyName: String(data.companyName ?? ''),
    ratings: Object.fromEntries(RATING_ASPECTS.map((aspect) => [aspect, Number(data.ratings?.[aspect] ?? 0)])) as Ratings,
    text: String(data.text ?? ''),
    reviewerName: String(data.reviewerName ?? ''),
    district: String(data.district ?? ''),
    region: String(data.region ?? ''),
    jobDate: typeof data.jobDate === 'string' ? data.jobDate : null,
    status: data.status as ReviewStatus,
    submittedAt: toDate(data.submittedAt)!,
    publishedAt: toDate(data.publishedAt),
    moderatedBy: data.moderatedBy ?? null,
    rejectionReason: data.rejectionReason ?? null,
    reply: data.reply ? { text: String(data.reply.text), at: toDate(data.reply.at)! } : null,
  };
}

export async function findReview(id: string): Promise<StoredReview | null> {
  const snap = await reviewsCollection().doc(id).get();
  return snap.exists ? reviewFromDocument(snap.id, snap.data()!) : null;
}

export async function readReview(tx: Transaction, id: string): Promise<StoredReview | null> {
  const snap = await tx.get(reviewsCollection().doc(id));
  return snap.exists ? reviewFromDocument(snap.id, snap.data()!) : null;
}

/** Creates the review in the caller's transaction (which read that none exists). */
export function createReview(tx: Transaction, id: string, review: DocumentData) {
  tx.create(reviewsCollection().doc(id), review);
}

export function updateReview(tx: Transaction, id: string, changes: DocumentData) {
  tx.update(reviewsCollection().doc(id), changes);
}

/** Reviews for the moderation queue, newest first, optionally of one status. */
export function reviewsList(status: ReviewStatus | null): ListSource<StoredReview> {
  let query: Query = reviewsCollection();
  if (status) query = query.where('status', '==', status);
  return { query, orderBy: [{ field: 'submittedAt', direction: 'desc' }], toNode: (doc) => reviewFromDocument(doc.id, doc.data()) };
}

/** A company's published reviews, newest first: what its profile shows and its rating is made of. */
export function publishedReviewsList(companyId: string): ListSource<StoredReview> {
  return {
    query: reviewsCollection().where('companyId', '==', companyId).where('status', '==', 'published'),
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    toNode: (doc) => reviewFromDocument(doc.id, doc.data()),
  };
}

/** Every published review of a company, up to `limit`, newest first (for its rating). */
export async function publishedReviews(companyId: string, limit: number): Promise<StoredReview[]> {
  const snapshot = await reviewsCollection()
    .where('companyId', '==', companyId)
    .where('status', '==', 'published')
    .orderBy('publishedAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => reviewFromDocument(doc.id, doc.data()));
}

/** Reviews waiting for an administrator: a count() aggregation. */
export async function countPendingReviews(): Promise<number> {
  return (await reviewsCollection().where('status', '==', 'pending').count().get()).data().count;
}

/** The reviews written about these leads' jobs: the homeowner's own words, found and exported with them. */
export async function findReviewsOfLeads(leadIds: string[]): Promise<SubjectRecord[]> {
  const snapshots = await Promise.all(
    inChunks(leadIds, 30).map((chunk) => reviewsCollection().where('leadId', 'in', chunk).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .filter((doc) => doc.get('status') !== 'erased')
    .map((doc) => ({
      kind: 'review' as const,
      id: doc.id,
      path: reviewPath(doc.id),
      reference: typeof doc.get('leadRef') === 'string' ? doc.get('leadRef') : null,
      status: String(doc.get('status') ?? ''),
      createdAt: toDate(doc.get('submittedAt')),
      summary: `Review of ${doc.get('companyName') ?? 'a company'}`,
      data: plainData(doc.data()),
    }));
}

/** Empties the reviews in the caller's transaction: the words, the ratings and the name go; the review leaves the profile. */
export async function prepareReviewErasure(tx: Transaction, ids: string[]): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(reviewsCollection().doc(id))))).filter(
    (snapshot) => snapshot.exists && snapshot.get('status') !== 'erased',
  );
  return {
    count: snapshots.length,
    commit(by: string, now: Timestamp) {
      for (const snapshot of snapshots)
        tx.update(snapshot.ref, { status: 'erased', text: '', reviewerName: '', ratings: null, erasedAt: now, erasedBy: by });
    },
  };
}

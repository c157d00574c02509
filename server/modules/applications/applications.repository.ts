import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import type { Application, ApplicationStatus } from './applications.types';

export const APPLICATIONS_COLLECTION = 'applications';
const applicationsCollection = () => db().collection(APPLICATIONS_COLLECTION);
const applicationRef = (id: string) => applicationsCollection().doc(id);
/** The document's path, as the outbox records what a message is about (`related`). */
export const applicationPath = (id: string) => `${APPLICATIONS_COLLECTION}/${id}`;

export function applicationFromDocument(id: string, data: DocumentData): Application {
  return {
    id,
    reference: String(data.reference ?? ''),
    companyName: data.companyName,
    contactName: data.contactName,
    email: data.email,
    phone: data.phone,
    website: data.website ?? null,
    companiesHouseNumber: data.companiesHouseNumber,
    yearsTrading: data.yearsTrading,
    regions: data.regions ?? [],
    services: data.services ?? [],
    publicLiabilityCoverPence: data.publicLiabilityCoverPence,
    accreditations: data.accreditations ?? [],
    message: data.message ?? '',
    status: data.status as ApplicationStatus,
    reviewNote: data.reviewNote ?? null,
    reviewedBy: data.reviewedBy ?? null,
    reviewedAt: toDate(data.reviewedAt),
    companyId: data.companyId ?? null,
    companiesHouseCheck: data.companiesHouseCheck
      ? { ...data.companiesHouseCheck, checkedAt: toDate(data.companiesHouseCheck.checkedAt)! }
      : null,
    accountInvitedAt: toDate(data.accountInvitedAt),
    createdAt: toDate(data.createdAt)!,
  };
}

/** Applications, newest first, optionally of one status. */
export function applicationsList(status: ApplicationStatus | null): ListSource<Application> {
  let query: Query = applicationsCollection();
  if (status) query = query.where('status', '==', status);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => applicationFromDocument(doc.id, doc.data()) };
}

export async function getApplication(id: string): Promise<Application | null> {
  const snap = await applicationRef(id).get();
  return snap.exists ? applicationFromDocument(snap.id, snap.data()!) : null;
}

export async function readApplication(tx: Transaction, id: string): Promise<Application | null> {
  const snap = await tx.get(applicationRef(id));
  return snap.exists ? applicationFromDocument(snap.id, snap.data()!) : null;
}

export interface Review {
  status: ApplicationStatus;
  reviewNote: string | null;
  reviewedBy: string;
  companyId?: string;
  companiesHouseCheck?: { directors: string; checkedBy: string; checkedAt: Timestamp };
}

export function writeReview(tx: Transaction, id: string, review: Review, now: Timestamp) {
  tx.update(applicationRef(id), { ...review, reviewedAt: now, updatedAt: now });
}

export function markAccountInvited(tx: Transaction, id: string, uid: string, now: Timestamp) {
  tx.update(applicationRef(id), { accountUid: uid, accountInvitedAt: now, updatedAt: now });
}

/** Applications waiting for a decision: a count() aggregation, no documents read. */
export async function countPendingApplications(): Promise<number> {
  return (await applicationsCollection().where('status', 'in', ['submitted', 'under_review']).count().get()).data().count;
}

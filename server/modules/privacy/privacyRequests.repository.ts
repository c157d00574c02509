import { db, Timestamp, toDate } from '../../platform/firestore/firestore';

/**
 * `privacyRequests`: the audit of UK GDPR subject requests (docs/requirements/privacy.md). Who, when, which
 * kind and how many records of each kind: never the person's details, which an erasure has just removed.
 */
const privacyRequestsCollection = () => db().collection('privacyRequests');

export interface PrivacyRequestAudit {
  kind: 'access' | 'erasure';
  by: string;
  /** Records found (access) or anonymised (erasure), per kind of record. */
  counts: Record<string, number>;
  /** Which identifiers the admin searched by: `email`, `phone`, or both; not their values. */
  searchedBy: string[];
}

export async function recordPrivacyRequest(audit: PrivacyRequestAudit): Promise<{ id: string; at: Date }> {
  const ref = privacyRequestsCollection().doc();
  const now = Timestamp.now();
  await ref.create({ ...audit, at: now, createdAt: now, updatedAt: now });
  return { id: ref.id, at: toDate(now)! };
}

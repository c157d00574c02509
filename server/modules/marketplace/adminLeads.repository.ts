import type { Query } from 'firebase-admin/firestore';
import { runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { ListSource } from '../../platform/firestore/connection';
import type { Lead, LeadStatus } from '../leads/leads.types';
import { leadFromDocument, leadsCollection, purchaseFromDocument, type StoredPurchase } from './marketplace.repository';

/** The admin's side of the leads this module owns: the filtered table, history, archiving with version checks. */
export interface AdminLeadsQuery {
  status: LeadStatus | null;
  archived: boolean;
  origin: string | null;
  region: string | null;
  urgency: string | null;
  /** A normalised search term (leadSearch.ts): one of the lead's `searchTerms`. */
  search: string | null;
  createdFrom: Date | null;
  createdTo: Date | null;
  sort: { field: 'createdAt' | 'pricePence'; direction: 'asc' | 'desc' };
}

/**
 * The admin leads table (docs/requirements/admin-console.md#requests-area): equality filters on top-level
 * fields, one array-contains for the search, a createdAt range; sorted by date or by price then date.
 * A page reads its own documents plus one count() for the total, whatever the number of leads.
 */
export function adminLeadsList(q: AdminLeadsQuery): ListSource<Lead> {
  let query: Query = leadsCollection().where('archived', '==', q.archived);
  if (q.status) query = query.where('status', '==', q.status);
  if (q.origin) query = query.where('origin', '==', q.origin);
  if (q.region) query = query.where('region', '==', q.region);
  if (q.urgency) query = query.where('urgency', '==', q.urgency);
  if (q.search) query = query.where('searchTerms', 'array-contains', q.search);
  if (q.createdFrom) query = query.where('createdAt', '>=', q.createdFrom);
  if (q.createdTo) query = query.where('createdAt', '<', q.createdTo);
  const orderBy =
    q.sort.field === 'pricePence'
      ? [
          { field: 'pricePence', direction: q.sort.direction },
          { field: 'createdAt', direction: 'desc' as const },
        ]
      : [{ field: 'createdAt', direction: q.sort.direction }];
  return { query, orderBy, toNode: (doc) => leadFromDocument(doc.id, doc.data()) };
}

export class LeadVersionConflict extends Error {
  constructor(readonly refs: string[]) {
    super('changed meanwhile');
  }
}

export class LeadsNotFound extends Error {
  constructor(readonly ids: string[]) {
    super('not found');
  }
}

/**
 * Archives or unarchives leads in one transaction, each only if it still has the `updatedAt` the admin
 * loaded (docs/requirements/admin-console.md#conflicts): otherwise nothing is written and the leads
 * changed meanwhile are named. Each change is added to the lead's history with who and when.
 */
export async function setLeadsArchivedIfUnchanged(
  versions: Array<{ id: string; updatedAt: Date | null }>,
  archived: boolean,
  by: string,
): Promise<Lead[]> {
  return runTransaction(async (tx) => {
    const refs = versions.map((version) => leadsCollection().doc(version.id));
    const snapshots = await Promise.all(refs.map((ref) => tx.get(ref)));
    const missing = snapshots.filter((snapshot) => !snapshot.exists).map((snapshot) => snapshot.id);
    if (missing.length) throw new LeadsNotFound(missing);
    const changed = snapshots.filter((snapshot, i) => changedSince(snapshot.data()!, versions[i].updatedAt));
    if (changed.length) throw new LeadVersionConflict(changed.map((snapshot) => String(snapshot.get('ref'))));
    const now = Timestamp.now();
    return snapshots.map((snapshot, i) => {
      const data = snapshot.data()!;
      if (Boolean(data.archived) === archived) return leadFromDocument(snapshot.id, data);
      const changes = withHistory(
        data,
        { by, action: archived ? 'archived' : 'unarchived' },
        { archived, archivedAt: archived ? now : null },
        now,
      );
      tx.update(refs[i], changes);
      return leadFromDocument(snapshot.id, { ...data, ...changes });
    });
  });
}

/** One lead with its history; null when there is none. */
export async function getLeadWithHistory(id: string): Promise<{ lead: Lead; history: HistoryEntryRecord[] } | null> {
  const snapshot = await leadsCollection().doc(id).get();
  if (!snapshot.exists) return null;
  const data = snapshot.data()!;
  return { lead: leadFromDocument(snapshot.id, data), history: historyFromDocument(data) };
}

/** `leads/{leadId}/distributions/{id}`: each time an administrator sent the lead to a company. */
const distributionsCollection = (leadId: string) => leadsCollection().doc(leadId).collection('distributions');

export interface StoredDistribution {
  id: string;
  companyId: string;
  companyName: string;
  sentAt: Date;
  by: string;
  channel: string;
  mailId: string | null;
}

export function createDistribution(
  tx: Transaction,
  leadId: string,
  distribution: Omit<StoredDistribution, 'id' | 'sentAt'>,
  now: Timestamp,
) {
  tx.create(distributionsCollection(leadId).doc(), { ...distribution, sentAt: now });
}

/** Whom the lead was sent to, newest first; bounded. */
export async function leadDistributions(leadId: string, limit = 100): Promise<StoredDistribution[]> {
  const snap = await distributionsCollection(leadId).orderBy('sentAt', 'desc').limit(limit).get();
  return snap.docs.map((doc) => ({
    id: doc.id,
    companyId: String(doc.get('companyId') ?? ''),
    companyName: String(doc.get('companyName') ?? ''),
    sentAt: toDate(doc.get('sentAt'))!,
    by: String(doc.get('by') ?? ''),
    channel: String(doc.get('channel') ?? 'email'),
    mailId: (doc.get('mailId') as string | undefined) ?? null,
  }));
}

/** Every purchase of the lead (at most its `maxBuyers`, plus refunded ones), oldest first. */
export async function leadPurchases(leadId: string): Promise<StoredPurchase[]> {
  const snap = await leadsCollection().doc(leadId).collection('purchases').get();
  return snap.docs.map((doc) => purchaseFromDocument(leadId, doc.data())).sort((a, b) => a.at.getTime() - b.at.getTime());
}

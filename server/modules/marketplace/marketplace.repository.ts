import { type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '../../../common/marketplace';
import type { ListSource } from '../../platform/firestore/connection';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { withHistory } from '../../platform/firestore/recordHistory';
import {
  districtOnly,
  ERASED,
  erasedAction,
  inChunks,
  matchesContact,
  plainData,
  SUBJECT_QUERY_LIMIT,
  withoutContact,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';
import { erasedLeadSearchTerms } from '../leads/leadSearch';
import type { StoredLead } from './marketplace.redaction';
import type { Lead, LeadStatus } from '../leads/leads.types';

/**
 * This module owns `leads` and their `purchases` (docs/decisions/0011-data-access.md): a lead is created with
 * its request (requests module, in the request's transaction), published, bought and disputed here, and the
 * admin's lead list (leads module) reads it through marketplace.service.
 */
export const leadsCollection = () => db().collection('leads');
export const leadRef = (leadId: string) => leadsCollection().doc(leadId);
/** `leads/{leadId}/purchases/{companyId}`: one per buyer (docs/requirements/data-model.md#leads). */
export const purchaseRef = (leadId: string, companyId: string) => leadRef(leadId).collection('purchases').doc(companyId);
export const disputesCollection = () => db().collection('leadDisputes');

export function storedLeadFromDocument(id: string, data: DocumentData): StoredLead {
  const property = data.property ?? {};
  const job = data.job ?? {};
  return {
    id,
    ref: String(data.ref ?? ''),
    status: String(data.status ?? ''),
    archived: data.archived === true,
    region: String(data.region ?? property.region ?? ''),
    targetCompanyId: data.targetCompanyId ?? null,
    homeowner: data.homeowner,
    property: {
      postcode: property.postcode,
      district: property.district,
      region: property.region,
      type: property.type,
      bedrooms: property.bedrooms ?? null,
    },
    job: {
      foamType: job.foamType,
      locations: job.locations ?? [],
      areaM2: job.areaM2 ?? null,
      access: job.access,
      urgency: job.urgency,
      reason: job.reason,
      notes: job.notes ?? '',
    },
    estimate: data.estimate,
    pricePence: data.pricePence,
    vatPence: data.vatPence,
    maxBuyers: data.maxBuyers,
    buyerCompanyIds: data.buyerCompanyIds ?? [],
    declinedBy: data.declinedBy ?? [],
    distributedCompanyIds: data.distributedCompanyIds ?? [],
    createdAt: toDate(data.createdAt)!,
    expiresAt: toDate(data.expiresAt)!,
  };
}

/**
 * The flat copies of nested lead fields that marketplace queries filter on: the embedded emulator cannot
 * filter on `property.region` or `job.urgency`. Written where a lead is created and when it is published.
 */
export function marketplaceQueryFields(lead: { property: { region: string }; job: { urgency: string; foamType: string } }) {
  return { region: lead.property.region, urgency: lead.job.urgency, foamType: lead.job.foamType };
}

export interface AvailableLeadsQuery {
  regions: string[];
  urgency: string | null;
  foamType: string | null;
  sort: 'newest' | 'price';
}

/**
 * Available, unarchived leads in the given regions, newest first, or cheapest first (then newest). The
 * rules Firestore cannot express (the 30-day window, bought, declined, sent to another company) are the
 * service's.
 */
export function availableLeadsList(q: AvailableLeadsQuery): ListSource<StoredLead> {
  let query: Query = leadsCollection().where('status', '==', 'available').where('archived', '==', false);
  query = q.regions.length === 1 ? query.where('region', '==', q.regions[0]) : query.where('region', 'in', q.regions);
  if (q.urgency) query = query.where('urgency', '==', q.urgency);
  if (q.foamType) query = query.where('foamType', '==', q.foamType);
  const toNode = (doc: QueryDocumentSnapshot) => storedLeadFromDocument(doc.id, doc.data());
  const newest = { field: 'createdAt', direction: 'desc' } as const;
  return { query, orderBy: q.sort === 'price' ? [{ field: 'pricePence', direction: 'asc' }, newest] : [newest], toNode };
}

export async function getStoredLead(leadId: string): Promise<StoredLead | null> {
  if (!leadId || leadId.includes('/')) return null;
  const snap = await leadRef(leadId).get();
  return snap.exists ? storedLeadFromDocument(snap.id, snap.data()!) : null;
}

/** Leads this company bought, newest lead first. */
export function purchasedLeadsList(companyId: string): ListSource<StoredLead> {
  return {
    query: leadsCollection().where('buyerCompanyIds', 'array-contains', companyId),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    toNode: (doc) => storedLeadFromDocument(doc.id, doc.data()),
  };
}

export interface StoredPurchase {
  leadId: string;
  companyId: string;
  paymentId: string;
  at: Date;
  refunded: boolean;
  refundedAt: Date | null;
  disputeId: string | null;
  disputeStatus: string | null;
}

export function purchaseFromDocument(leadId: string, data: DocumentData): StoredPurchase {
  return {
    leadId,
    companyId: data.companyId,
    paymentId: data.paymentId,
    at: toDate(data.at)!,
    refunded: data.refunded === true,
    refundedAt: toDate(data.refundedAt),
    disputeId: data.disputeId ?? null,
    disputeStatus: data.disputeStatus ?? null,
  };
}

export async function getPurchases(keys: Array<{ leadId: string; companyId: string }>): Promise<Array<StoredPurchase | null>> {
  if (!keys.length) return [];
  const snaps = await db().getAll(...keys.map((k) => purchaseRef(k.leadId, k.companyId)));
  return snaps.map((snap, i) => (snap.exists ? purchaseFromDocument(keys[i].leadId, snap.data()!) : null));
}

/** Adds or removes the company in the lead's `declinedBy` (read-modify-write: the emulator has no array transforms). */
export function setDeclined(leadId: string, companyId: string, declined: boolean) {
  return runTransaction(async (tx) => {
    const ref = leadRef(leadId);
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const declinedBy = (snap.get('declinedBy') as string[] | undefined) ?? [];
    const next = declined
      ? declinedBy.includes(companyId)
        ? declinedBy
        : [...declinedBy, companyId]
      : declinedBy.filter((id) => id !== companyId);
    if (next.length !== declinedBy.length) tx.update(ref, { declinedBy: next, updatedAt: Timestamp.now() });
    return storedLeadFromDocument(snap.id, { ...snap.data(), declinedBy: next });
  });
}

export interface StoredDispute {
  id: string;
  leadId: string;
  leadRef: string;
  companyId: string;
  companyName: string;
  companyEmail: string;
  paymentId: string;
  reason: string;
  note: string;
  status: string;
  resolutionNote: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  /** The decision an administrator is carrying out (claimed before the refund), until it is recorded. */
  claim: { decision: string; by: string; at: Date } | null;
}

export function disputeFromDocument(id: string, data: DocumentData): StoredDispute {
  return {
    id,
    leadId: data.leadId,
    leadRef: data.leadRef,
    companyId: data.companyId,
    companyName: data.companyName ?? '',
    companyEmail: data.companyEmail ?? '',
    paymentId: data.paymentId,
    reason: data.reason,
    note: data.note ?? '',
    status: data.status,
    resolutionNote: data.resolutionNote ?? null,
    createdAt: toDate(data.createdAt)!,
    resolvedAt: toDate(data.resolvedAt),
    claim: data.claim ? { decision: data.claim.decision, by: data.claim.by, at: toDate(data.claim.at)! } : null,
  };
}

export async function getDisputes(ids: string[]): Promise<Map<string, StoredDispute>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snaps = await db().getAll(...unique.map((id) => disputesCollection().doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, disputeFromDocument(s.id, s.data()!)]));
}

/** Lead disputes, newest first, optionally of one status. */
export function disputesList(status: string | null): ListSource<StoredDispute> {
  let query: Query = disputesCollection();
  if (status) query = query.where('status', '==', status);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => disputeFromDocument(doc.id, doc.data()) };
}

export type { Transaction };

/* Reads and writes in the caller's transaction (the unit of work its service opened). */

export async function readStoredLead(tx: Transaction, leadId: string): Promise<StoredLead | null> {
  const snap = await tx.get(leadRef(leadId));
  return snap.exists ? storedLeadFromDocument(snap.id, snap.data()!) : null;
}

/** The lead as the admin pages show it after `changes`: the stored fields with the changes applied. */
export async function readLeadData(tx: Transaction, leadId: string): Promise<DocumentData | null> {
  const snap = await tx.get(leadRef(leadId));
  return snap.exists ? snap.data()! : null;
}

export function updateLead(tx: Transaction, leadId: string, changes: DocumentData) {
  tx.update(leadRef(leadId), changes);
}

/** A new lead's id, chosen before its transaction writes it (createLead). */
export const newLeadId = () => leadsCollection().doc().id;

export function createLead(tx: Transaction, leadId: string, lead: DocumentData) {
  tx.create(leadRef(leadId), lead);
}

export async function readPurchase(tx: Transaction, leadId: string, companyId: string): Promise<StoredPurchase | null> {
  const snap = await tx.get(purchaseRef(leadId, companyId));
  return snap.exists ? purchaseFromDocument(leadId, snap.data()!) : null;
}

/** The buyer joins `buyerCompanyIds` (the lead sells out with the last place) and `leads/{id}/purchases/{companyId}` is written. */
export function recordPurchase(tx: Transaction, lead: StoredLead, purchase: { companyId: string; paymentId: string }, now: Timestamp) {
  const buyers = [...lead.buyerCompanyIds, purchase.companyId];
  tx.update(leadRef(lead.id), {
    buyerCompanyIds: buyers,
    ...(buyers.length >= lead.maxBuyers ? { status: 'sold_out', soldOutAt: now } : {}),
    updatedAt: now,
  });
  tx.set(purchaseRef(lead.id, purchase.companyId), {
    companyId: purchase.companyId,
    leadId: lead.id,
    paymentId: purchase.paymentId,
    at: now,
    refunded: false,
    disputed: false,
    disputeId: null,
    disputeStatus: null,
    createdAt: now,
    updatedAt: now,
  });
}

export function updatePurchase(tx: Transaction, leadId: string, companyId: string, changes: DocumentData) {
  tx.update(purchaseRef(leadId, companyId), changes);
}

export async function findDispute(id: string): Promise<StoredDispute | null> {
  const snap = await disputesCollection().doc(id).get();
  return snap.exists ? disputeFromDocument(snap.id, snap.data()!) : null;
}

export async function readDispute(tx: Transaction, id: string): Promise<StoredDispute | null> {
  const snap = await tx.get(disputesCollection().doc(id));
  return snap.exists ? disputeFromDocument(snap.id, snap.data()!) : null;
}

/** Creates the dispute in the caller's transaction; returns it as stored. */
export function createDispute(tx: Transaction, dispute: DocumentData): StoredDispute {
  const ref = disputesCollection().doc();
  tx.create(ref, dispute);
  return disputeFromDocument(ref.id, dispute);
}

export function updateDispute(tx: Transaction, id: string, changes: DocumentData) {
  tx.update(disputesCollection().doc(id), changes);
}

export const disputePath = (id: string) => `leadDisputes/${id}`;

/**
 * Leads written before the marketplace lack its flat query fields (`region`, `urgency`, `foamType`): sets
 * them on those of `leadIds` that miss them. Reads the leads by id.
 */
export async function addMissingQueryFields(leadIds: string[]) {
  if (!leadIds.length) return;
  const leads = await db().getAll(...leadIds.map((id) => leadRef(id)));
  for (const lead of leads) {
    if (!lead.exists || typeof lead.get('region') === 'string') continue;
    await lead.ref.update({
      ...marketplaceQueryFields({ property: lead.get('property'), job: lead.get('job') }),
      updatedAt: Timestamp.now(),
    });
  }
}

/* The admin's view of a lead (GraphQL `Lead`, the leads module's type). */

export function leadFromDocument(id: string, data: DocumentData): Lead {
  return {
    id,
    ref: data.ref,
    requestId: data.requestId ?? null,
    homeowner: data.homeowner,
    property: data.property,
    job: { ...data.job, extras: data.job.extras ?? [], notes: data.job.notes ?? '' },
    estimate: data.estimate,
    status: data.status,
    pricePence: data.pricePence,
    vatPence: data.vatPence,
    maxBuyers: data.maxBuyers,
    buyerCount: (data.buyerCompanyIds ?? []).length,
    distributionCount: Number(data.distributionCount ?? 0),
    exclusive: data.maxBuyers === 1,
    targetCompanyId: data.targetCompanyId ?? null,
    origin: data.origin ?? 'quote_form',
    archived: Boolean(data.archived),
    createdAt: toDate(data.createdAt)!,
    expiresAt: toDate(data.expiresAt)!,
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt)!,
  };
}

/** Leads, newest first (ties by id), optionally of one status; archived ones only when asked for. */
export function leadsList(filter: { status?: LeadStatus | null; archived: boolean }): ListSource<Lead> {
  let query: Query = leadsCollection().where('archived', '==', filter.archived);
  if (filter.status) query = query.where('status', '==', filter.status);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => leadFromDocument(doc.id, doc.data()) };
}

/* UK GDPR subject requests (docs/requirements/privacy.md): a person's leads and the disputes about them. */

async function leadRecord(id: string, data: DocumentData): Promise<SubjectRecord> {
  const property = data.property ?? {};
  // Who bought the person's details is part of what they are entitled to know.
  const purchases = await leadRef(id).collection('purchases').limit(SUBJECT_QUERY_LIMIT).get();
  return {
    kind: 'lead',
    id,
    path: `leads/${id}`,
    reference: typeof data.ref === 'string' ? data.ref : null,
    status: typeof data.status === 'string' ? data.status : null,
    createdAt: toDate(data.createdAt),
    summary: [
      `Lead, ${property.district ?? districtOnly(property.postcode) ?? 'no district'}`,
      `bought by ${(data.buyerCompanyIds ?? []).length} of ${data.maxBuyers ?? '?'} companies`,
    ].join(', '),
    data: plainData({ ...data, purchases: purchases.docs.map((doc) => doc.data()) }),
  };
}

/** The leads whose homeowner has this e-mail or phone: an array-contains on the admin search terms. */
export async function findLeadsByContact(contact: SubjectContact): Promise<SubjectRecord[]> {
  const terms = [contact.email, contact.phone].filter((term): term is string => Boolean(term));
  const snapshots = await Promise.all(
    terms.map((term) => leadsCollection().where('searchTerms', 'array-contains', term).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  const docs = [...new Map(snapshots.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.id, doc])).values()];
  return Promise.all(
    docs.filter((doc) => matchesContact(contact, doc.get('homeowner') ?? {})).map((doc) => leadRecord(doc.id, doc.data())),
  );
}

/** The buyers' disputes of these leads (companies' records: found and exported, their free text cleaned on erasure). */
export async function findDisputesOfLeads(leadIds: string[]): Promise<SubjectRecord[]> {
  const snapshots = await Promise.all(
    inChunks(leadIds, 30).map((chunk) => disputesCollection().where('leadId', 'in', chunk).limit(SUBJECT_QUERY_LIMIT).get()),
  );
  return snapshots
    .flatMap((snapshot) => snapshot.docs)
    .map((doc) => {
      const data = doc.data();
      return {
        kind: 'dispute' as const,
        id: doc.id,
        path: disputePath(doc.id),
        reference: typeof data.leadRef === 'string' ? data.leadRef : null,
        status: typeof data.status === 'string' ? data.status : null,
        createdAt: toDate(data.createdAt),
        summary: `Dispute by ${data.companyName ?? 'a company'}: ${DISPUTE_REASON_LABELS[data.reason as DisputeReason] ?? data.reason ?? ''}`,
        data: plainData(data),
      };
    });
}

/**
 * Reads the leads in the caller's transaction; `commit` removes the homeowner's details (name, e-mail, phone,
 * full postcode, notes, search terms) and keeps the reference, price, buyers and purchases: companies'
 * purchase records stay whole.
 */
export async function prepareLeadErasure(tx: Transaction, ids: string[]): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(leadRef(id))))).filter((snapshot) => snapshot.exists);
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const snapshot of snapshots) {
        const data = snapshot.data()!;
        const property = data.property ?? {};
        const job = data.job ?? {};
        const district = districtOnly(property.postcode) ?? property.district ?? null;
        const changes = withHistory(
          data,
          { by, action: erasedAction(by) },
          {
            homeowner: { name: ERASED, email: ERASED, phone: ERASED },
            property: { ...property, postcode: district },
            job: { ...job, notes: job.notes ? ERASED : (job.notes ?? '') },
            searchTerms: erasedLeadSearchTerms({ ref: String(data.ref ?? ''), district }),
            erasedAt: now,
          },
          now,
        );
        tx.update(snapshot.ref, changes);
      }
    },
  };
}

/** Reads the disputes in the caller's transaction; `commit` removes the person's e-mail and phone from their notes. */
export async function prepareDisputeErasure(tx: Transaction, ids: string[], contact: SubjectContact): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(disputesCollection().doc(id))))).filter((snapshot) => snapshot.exists);
  const changed = snapshots.flatMap((snapshot) => {
    const changes: DocumentData = {};
    for (const field of ['note', 'resolutionNote']) {
      const text = snapshot.get(field);
      if (typeof text === 'string' && withoutContact(text, contact) !== text) changes[field] = withoutContact(text, contact);
    }
    return Object.keys(changes).length ? [{ ref: snapshot.ref, changes }] : [];
  });
  return {
    count: changed.length,
    commit(_by, now) {
      for (const { ref, changes } of changed) tx.update(ref, { ...changes, updatedAt: now });
    },
  };
}

/**
 * How many leads of a region were made since `since`, and their average estimate. The count is an
 * aggregation; the averages read the leads' estimates only (`select`), because the embedded emulator has
 * no average() and no sum() over a nested field. Location pages that show it are cached.
 */
export async function regionLeadFigures(
  region: string,
  since: Date,
): Promise<{ count: number; averageLowPence: number | null; averageHighPence: number | null }> {
  const snapshot = await leadsCollection()
    .where('region', '==', region)
    .where('createdAt', '>=', Timestamp.fromDate(since))
    .select('estimate.lowPence', 'estimate.highPence')
    .get();
  const estimates = snapshot.docs.map((doc) => doc.get('estimate') as { lowPence?: number; highPence?: number } | undefined);
  const average = (key: 'lowPence' | 'highPence') => {
    const values = estimates.map((estimate) => estimate?.[key]).filter((value): value is number => typeof value === 'number');
    return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  };
  return { count: snapshot.size, averageLowPence: average('lowPence'), averageHighPence: average('highPence') };
}

import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import {
  districtOnly,
  ERASED,
  erasedAction,
  matchesContact,
  plainData,
  SUBJECT_QUERY_LIMIT,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';
import { erasedLeadSearchTerms } from './leadSearch';
import type { HomeownerOutcome, Lead, LeadStatus, StoredLead } from './leads.types';
import {
  countPurchaseInFigures,
  pipelineFromDocument,
  pipelineTag,
  preparePipelineNotesErasure,
  withPipelineTag,
  type StoredPipeline,
} from './leadPipeline.repository';

/**
 * This module owns `leads` with their `purchases` and `distributions` (docs/decisions/0011-data-access.md,
 * docs/decisions/0033-module-order-and-public-faces.md): a lead is created with its request (the requests
 * module calls createLead in the request's transaction), published, sent to companies and shown to the
 * administrators here; the marketplace module lists, sells and disputes it through this module's face.
 */
const leadsCollection = () => db().collection('leads');
const leadRef = (leadId: string) => leadsCollection().doc(leadId);
/** `leads/{leadId}/purchases/{companyId}`: one per buyer (docs/requirements/data-model.md#leads). */
const purchaseRef = (leadId: string, companyId: string) => leadRef(leadId).collection('purchases').doc(companyId);

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
    pipelineTags: data.pipelineTags ?? [],
    homeownerOutcome: homeownerOutcomeFrom(data.homeownerOutcome),
    createdAt: toDate(data.createdAt)!,
    expiresAt: toDate(data.expiresAt)!,
  };
}

function homeownerOutcomeFrom(data: DocumentData | undefined): HomeownerOutcome {
  return {
    salesStoppedAt: toDate(data?.salesStoppedAt),
    hired: ((data?.hired as DocumentData[] | undefined) ?? []).map((h) => ({
      companyId: String(h.companyId),
      at: toDate(h.at)!,
      jobDate: typeof h.jobDate === 'string' ? h.jobDate : null,
      invitationMailId: typeof h.invitationMailId === 'string' ? h.invitationMailId : null,
    })),
    jobDoneAt: toDate(data?.jobDoneAt),
  };
}

/** The homeowner's outcome written back, with a history entry, in the caller's transaction (which read `data`). */
export function writeHomeownerOutcome(
  tx: Transaction,
  leadId: string,
  data: DocumentData,
  outcome: HomeownerOutcome,
  entry: { action: string; note?: string | null },
  extra: DocumentData,
  now: Timestamp,
) {
  const stored = {
    salesStoppedAt: outcome.salesStoppedAt && Timestamp.fromDate(outcome.salesStoppedAt),
    hired: outcome.hired.map((h) => ({
      companyId: h.companyId,
      at: Timestamp.fromDate(h.at),
      jobDate: h.jobDate,
      invitationMailId: h.invitationMailId,
    })),
    jobDoneAt: outcome.jobDoneAt && Timestamp.fromDate(outcome.jobDoneAt),
  };
  tx.update(leadRef(leadId), withHistory(data, { by: 'homeowner', ...entry }, { homeownerOutcome: stored, ...extra }, now));
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

/** Leads this company bought, newest lead first; only those at `pipelineStatus` in its pipeline when given. */
export function purchasedLeadsList(companyId: string, pipelineStatus: string | null = null): ListSource<StoredLead> {
  return {
    query: pipelineStatus
      ? leadsCollection().where('pipelineTags', 'array-contains', pipelineTag(companyId, pipelineStatus))
      : leadsCollection().where('buyerCompanyIds', 'array-contains', companyId),
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
  /** Net price paid (0 for purchases made before it was stored). */
  pricePence: number;
  pipeline: StoredPipeline;
  /** The company user who bought it; null for purchases from before it was recorded. */
  boughtBy: { uid: string; email: string | null } | null;
  /** Paid from the prepaid balance rather than by card (docs/decisions/0050-prepaid-balance.md). */
  paidFromBalance: boolean;
}

export function purchaseFromDocument(leadId: string, data: DocumentData): StoredPurchase {
  return {
    pricePence: Number(data.pricePence ?? 0),
    pipeline: pipelineFromDocument(data),
    leadId,
    companyId: data.companyId,
    paymentId: data.paymentId,
    paidFromBalance: data.paidFromBalance === true,
    at: toDate(data.at)!,
    refunded: data.refunded === true,
    refundedAt: toDate(data.refundedAt),
    disputeId: data.disputeId ?? null,
    disputeStatus: data.disputeStatus ?? null,
    boughtBy:
      data.boughtBy && typeof data.boughtBy.uid === 'string' ? { uid: data.boughtBy.uid, email: data.boughtBy.email ?? null } : null,
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
export function recordPurchase(
  tx: Transaction,
  lead: StoredLead,
  purchase: { companyId: string; paymentId: string; boughtBy: StoredPurchase['boughtBy']; paidFromBalance: boolean },
  now: Timestamp,
) {
  const buyers = [...lead.buyerCompanyIds, purchase.companyId];
  tx.update(leadRef(lead.id), {
    buyerCompanyIds: buyers,
    pipelineTags: withPipelineTag(lead.pipelineTags, purchase.companyId, 'new'),
    ...(buyers.length >= lead.maxBuyers ? { status: 'sold_out', soldOutAt: now } : {}),
    updatedAt: now,
  });
  tx.set(purchaseRef(lead.id, purchase.companyId), {
    companyId: purchase.companyId,
    leadId: lead.id,
    paymentId: purchase.paymentId,
    paidFromBalance: purchase.paidFromBalance,
    boughtBy: purchase.boughtBy,
    at: now,
    refunded: false,
    disputed: false,
    disputeId: null,
    disputeStatus: null,
    pricePence: lead.pricePence,
    pipelineStatus: 'new',
    createdAt: now,
    updatedAt: now,
  });
  countPurchaseInFigures(tx, purchase.companyId, now.toDate(), lead.pricePence);
}

export function updatePurchase(tx: Transaction, leadId: string, companyId: string, changes: DocumentData) {
  tx.update(purchaseRef(leadId, companyId), changes);
}

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

/* UK GDPR subject requests (docs/requirements/privacy.md): a person's leads and the disputes about them. */

async function leadRecord(id: string, data: DocumentData): Promise<SubjectRecord> {
  const property = data.property ?? {};
  // Who bought the person's details is part of what they are entitled to know.
  const purchases = await leadRef(id).collection('purchases').limit(SUBJECT_QUERY_LIMIT).get();
  // What buyers recorded about the person in their pipelines (decision 0048), notes included.
  const pipelines = await Promise.all(
    purchases.docs.map((doc) => doc.ref.collection('pipelineEvents').orderBy('at', 'asc').limit(SUBJECT_QUERY_LIMIT).get()),
  );
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
    data: plainData({
      ...data,
      purchases: purchases.docs.map((doc, i) => ({ ...doc.data(), pipelineEvents: pipelines[i].docs.map((event) => event.data()) })),
    }),
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

/**
 * Reads the leads in the caller's transaction; `commit` removes the homeowner's details (name, e-mail, phone,
 * full postcode, notes, search terms) and keeps the reference, price, buyers and purchases: companies'
 * purchase records stay whole.
 */
export async function prepareLeadErasure(tx: Transaction, ids: string[]): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(leadRef(id))))).filter((snapshot) => snapshot.exists);
  const pipelineNotes = await Promise.all(snapshots.map((snapshot) => preparePipelineNotesErasure(tx, snapshot.id, ERASED)));
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const erase of pipelineNotes) erase(now);
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

/* The administrators' side of the leads: the filtered table, history, archiving with version checks, distributions. */

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

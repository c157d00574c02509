import type { DocumentData, Query } from 'firebase-admin/firestore';
import type { TargetCompany } from '../../../common/singleCompanyRequest';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { ListSource } from '../../platform/firestore/connection';
import type { AboutState, Company, CompanyAboutSubmission, CompanyStatus } from './companies.types';
import { slugify } from '../../../common/slug';
import {
  NO_VETTING,
  nextReminderDay,
  vettingStatus,
  type InsuranceEvidence,
  type VettingRecord,
  type VettingStatus,
  type WasteCarrierEvidence,
} from '../../../common/vetting';
import { clockNow } from '../../platform/clock';
import { londonDay } from '../dailyStats';

export const companiesCollection = () => db().collection('companies');

export function companyFromDocument(id: string, data: DocumentData): Company {
  return {
    id,
    name: String(data.name ?? ''),
    slug: String(data.slug ?? ''),
    contactName: String(data.contactName ?? ''),
    email: String(data.email ?? ''),
    phone: String(data.phone ?? ''),
    website: data.website ?? null,
    address: String(data.address ?? ''),
    postcode: String(data.postcode ?? ''),
    regions: data.regions ?? [],
    services: data.services ?? [],
    description: String(data.description ?? ''),
    aboutSubmission: aboutSubmissionFrom(data.aboutSubmission),
    logoPath: data.logoPath ?? null,
    status: data.status as CompanyStatus,
    certified: data.certified === true,
    certificateId: data.certificateId ?? null,
    certificateNumber: typeof data.certificateNumber === 'string' ? data.certificateNumber : null,
    certifiedUntil: toDate(data.certifiedUntil),
    leadAlerts: data.leadAlerts !== false,
    vatRegistered: typeof data.vatRegistered === 'boolean' ? data.vatRegistered : null,
    createdAt: toDate(data.createdAt)!,
    vettingRecord: vettingRecordFrom(data.vetting),
    userIds: Array.isArray(data.userIds) ? (data.userIds as string[]) : [],
    userRoles: data.userRoles && typeof data.userRoles === 'object' ? (data.userRoles as Record<string, string>) : {},
  };
}

/** The stored `aboutSubmission` map (absent until the company first sends an about text). */
function aboutSubmissionFrom(data: DocumentData | undefined): CompanyAboutSubmission | null {
  if (!data || typeof data.text !== 'string') return null;
  return {
    text: data.text,
    state: data.state as AboutState,
    submittedAt: toDate(data.submittedAt)!,
    reviewedAt: toDate(data.reviewedAt),
    reason: typeof data.reason === 'string' ? data.reason : null,
  };
}

/** The stored `vetting` map (absent on companies never vetted). */
function vettingRecordFrom(data: DocumentData | undefined): VettingRecord {
  if (!data) return NO_VETTING;
  return {
    insurance: (data.insurance as InsuranceEvidence | undefined) ?? null,
    wasteCarrier: (data.wasteCarrier as WasteCarrierEvidence | undefined) ?? null,
  };
}

/**
 * A stored company as the single-company request rules read it (common/singleCompanyRequest.ts): it takes requests
 * while it is active and may buy leads (its vetting is current, or in its grace period), since it must buy the lead.
 */
export async function targetCompanyOf(id: string, data: DocumentData): Promise<TargetCompany> {
  const company = companyFromDocument(id, data);
  const active = company.status === 'active' && (await vettingStatusOf(company)).canBuy;
  return { name: company.name, active, regions: company.regions };
}

/** Whether the company holds current vetting today (docs/decisions/0035-vetting-enforced.md), on the site's clock. */
export async function vettingStatusOf(company: Pick<Company, 'createdAt' | 'vettingRecord'>, now = clockNow()): Promise<VettingStatus> {
  const today = londonDay(now);
  const requiredFrom = await vettingRequiredFrom(today);
  return vettingStatus(company.vettingRecord, { approvedOn: londonDay(company.createdAt) }, requiredFrom, today);
}

/** `LoftClear Removals Ltd` → `loftclear-removals`: lower case, hyphens, without the legal suffix. */
export function slugBase(name: string): string {
  const slug = slugify(name)
    .replace(/-(ltd|limited|llp|plc)$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'company';
}

const SLUG_TRIES = 10;

/**
 * A slug no other company uses, read inside the caller's transaction: the base, then base-2 … base-10, then
 * the base with a random suffix. One bounded `in` query, whatever the number of companies.
 */
export async function freeSlug(tx: Transaction, name: string): Promise<string> {
  const base = slugBase(name);
  const candidates = [base, ...Array.from({ length: SLUG_TRIES - 1 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set((await tx.get(companiesCollection().where('slug', 'in', candidates))).docs.map((doc) => doc.get('slug') as string));
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface NewCompany {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  website: string | null;
  regions: string[];
  services: string[];
  applicationId: string;
}

/** Creates `companies/{id}` in the caller's transaction: active, not certified, lead alerts on, no users yet. */
export function createCompany(tx: Transaction, id: string, slug: string, company: NewCompany, now: Timestamp) {
  tx.create(companiesCollection().doc(id), {
    ...company,
    slug,
    address: '',
    postcode: '',
    description: '',
    logoPath: null,
    status: 'active',
    certified: false,
    certificateId: null,
    certificateNumber: null,
    certifiedUntil: null,
    leadAlerts: true,
    userIds: [],
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Adds a user to the company's `userIds` (read-modify-write: the emulator has no arrayUnion), with a role when
 * one is given (none: an owner), and takes them off `removedUserIds` if an owner had removed them before.
 */
export function addCompanyUser(companyId: string, uid: string, role?: string) {
  return runTransaction(async (tx) => {
    const ref = companiesCollection().doc(companyId);
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const userIds = (snap.get('userIds') as string[] | undefined) ?? [];
    const removed = (snap.get('removedUserIds') as string[] | undefined) ?? [];
    if (userIds.includes(uid) && !removed.includes(uid)) return false;
    tx.update(ref, {
      userIds: userIds.includes(uid) ? userIds : [...userIds, uid],
      ...(role ? { userRoles: { ...((snap.get('userRoles') as Record<string, string> | undefined) ?? {}), [uid]: role } } : {}),
      ...(removed.includes(uid) ? { removedUserIds: removed.filter((id) => id !== uid) } : {}),
      updatedAt: Timestamp.now(),
    });
    return true;
  });
}

/** The company's team as stored, in the caller's transaction. */
export async function readTeam(tx: Transaction, companyId: string) {
  const snap = await tx.get(companiesCollection().doc(companyId));
  if (!snap.exists) return null;
  return {
    userIds: (snap.get('userIds') as string[] | undefined) ?? [],
    userRoles: (snap.get('userRoles') as Record<string, string> | undefined) ?? {},
    removedUserIds: (snap.get('removedUserIds') as string[] | undefined) ?? [],
  };
}

/** Writes the company's team in the caller's transaction (after readTeam). */
export function writeTeam(
  tx: Transaction,
  companyId: string,
  team: { userIds: string[]; userRoles: Record<string, string>; removedUserIds: string[] },
) {
  tx.update(companiesCollection().doc(companyId), { ...team, updatedAt: Timestamp.now() });
}

/** The company as it is in the caller's transaction (other modules check it there before they write). */
export async function readCompany(tx: Transaction, id: string): Promise<Company | null> {
  const snap = await tx.get(companiesCollection().doc(id));
  return snap.exists ? companyFromDocument(snap.id, snap.data()!) : null;
}

/** The company as the single-company request rules read it, in the caller's transaction; null when it does not exist. */
export async function readTargetCompany(tx: Transaction, id: string): Promise<(TargetCompany & { storedName: string | null }) | null> {
  const snap = await tx.get(companiesCollection().doc(id));
  if (!snap.exists) return null;
  return { ...(await targetCompanyOf(snap.id, snap.data()!)), storedName: (snap.get('name') as string | undefined) ?? null };
}

export function markCompanyCertified(
  tx: Transaction,
  id: string,
  certificate: { id: string; number: string; until: Timestamp },
  now: Timestamp,
) {
  tx.update(companiesCollection().doc(id), {
    certified: true,
    certificateId: certificate.id,
    certificateNumber: certificate.number,
    certifiedUntil: certificate.until,
    updatedAt: now,
  });
}

export function markCompanyUncertified(tx: Transaction, id: string, now: Timestamp) {
  tx.update(companiesCollection().doc(id), { certified: false, updatedAt: now });
}

/** Saves the company's profile fields and returns the company as stored. */
export async function updateCompanyProfileFields(id: string, fields: Record<string, unknown>): Promise<Company> {
  const ref = companiesCollection().doc(id);
  await ref.update({ ...fields, updatedAt: Timestamp.now() });
  const updated = await ref.get();
  return companyFromDocument(updated.id, updated.data()!);
}

/** The company an exclusive lead was sent to, to alert: active and with an e-mail address, else null. */
export async function getAlertCompany(companyId: string) {
  const doc = await companiesCollection().doc(companyId).get();
  if (!doc.exists || doc.get('status') !== 'active' || typeof doc.get('email') !== 'string' || !doc.get('email')) return null;
  return { id: doc.id, name: String(doc.get('name') ?? ''), email: String(doc.get('email')), emailAlert: true };
}

/**
 * The active companies serving this region, each with whether it wants new-lead e-mails (alerts on and an address):
 * all of them are told of a matching lead by webhook, only those by e-mail. Bounded.
 */
export async function queryAlertCompanies(region: string, limit: number) {
  const snap = await companiesCollection().where('regions', 'array-contains', region).where('status', '==', 'active').limit(limit).get();
  return snap.docs.map((doc) => {
    const email = typeof doc.get('email') === 'string' ? String(doc.get('email')) : '';
    return { id: doc.id, name: String(doc.get('name') ?? ''), email, emailAlert: doc.get('leadAlerts') !== false && email !== '' };
  });
}

/** Writes a company document as given (the demo seed's fixed companies); `merge` keeps the other fields. */
export async function putCompanyDocument(id: string, fields: DocumentData, options: { merge?: boolean } = {}) {
  await companiesCollection()
    .doc(id)
    .set(fields, { merge: options.merge ?? false });
}

/** Company names by id (one batched read); an unknown id is left out. */
/** The companies that exist among `ids`, in one read, in the order asked. */
export async function getCompanies(ids: readonly string[]): Promise<Company[]> {
  if (!ids.length) return [];
  const snapshots = await db().getAll(...ids.map((id) => companiesCollection().doc(id)));
  return snapshots.filter((snap) => snap.exists).map((snap) => companyFromDocument(snap.id, snap.data()!));
}

export async function readCompanyNames(ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const snapshots = await db().getAll(...unique.map((id) => companiesCollection().doc(id)));
  return new Map(snapshots.filter((snap) => snap.exists).map((snap) => [snap.id, String(snap.get('name') ?? '')]));
}

/* The administrators' view of companies: the filtered table, versions, history. */

/** A company as administrators see it: the stored fields with its users, version and history. */
export interface StoredAdminCompany extends Company {
  userIds: string[];
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function adminCompanyFromDocument(id: string, data: DocumentData): StoredAdminCompany {
  const company = companyFromDocument(id, data);
  return {
    ...company,
    userIds: Array.isArray(data.userIds) ? (data.userIds as string[]) : [],
    updatedAt: toDate(data.updatedAt) ?? company.createdAt,
    history: historyFromDocument(data),
  };
}

export interface AdminCompanyListFilter {
  status: string | null;
  region: string | null;
  certified: boolean | null;
  /** Only companies with an about text waiting to be checked. */
  aboutPending: boolean;
  /** Companies whose slug starts with this (a slugified search term). */
  slugPrefix: string | null;
}

/**
 * The admin companies list, in slug (name) order, with equality filters and an optional slug prefix: a
 * range on the one sorted field, so a search reads only the companies it finds.
 */
export function adminCompaniesList(filter: AdminCompanyListFilter): ListSource<StoredAdminCompany> {
  let query: Query = companiesCollection();
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.region) query = query.where('regions', 'array-contains', filter.region);
  if (filter.certified !== null) query = query.where('certified', '==', filter.certified);
  // `aboutState` mirrors `aboutSubmission.state` at the top level: the embedded emulator cannot count() by a nested field.
  if (filter.aboutPending) query = query.where('aboutState', '==', 'pending');
  if (filter.slugPrefix) query = query.where('slug', '>=', filter.slugPrefix).where('slug', '<', `${filter.slugPrefix}\uf8ff`);
  return { query, orderBy: [{ field: 'slug', direction: 'asc' }], toNode: (doc) => adminCompanyFromDocument(doc.id, doc.data()) };
}

export async function getAdminCompany(id: string): Promise<StoredAdminCompany | null> {
  const snapshot = await companiesCollection().doc(id).get();
  return snapshot.exists ? adminCompanyFromDocument(snapshot.id, snapshot.data()!) : null;
}

export class CompanyNotFound extends Error {}
export class CompanyChangedMeanwhile extends Error {}

/** An administrator's change of a company: what to write and what its history entry says; null: nothing to do. */
export type CompanyChange = { action: string; note?: string | null; fields: DocumentData } | null;

/**
 * Applies an administrator's change if the company still has the `updatedAt` the admin loaded; the change
 * joins its history. `alongside` writes in the same transaction (the e-mail that tells the company).
 * Returns the company as it now is, and whether anything was written.
 */
export async function changeCompanyIfUnchanged(
  id: string,
  expectedUpdatedAt: Date | null,
  by: string,
  change: (current: StoredAdminCompany) => CompanyChange,
  alongside?: (tx: Transaction, updated: StoredAdminCompany) => void,
): Promise<{ company: StoredAdminCompany; changed: boolean }> {
  return runTransaction(async (tx) => {
    const ref = companiesCollection().doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new CompanyNotFound();
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new CompanyChangedMeanwhile();
    const current = adminCompanyFromDocument(id, data);
    const wanted = change(current);
    if (!wanted) return { company: current, changed: false };
    const written = withHistory(data, { by, action: wanted.action, note: wanted.note ?? null }, wanted.fields);
    tx.update(ref, written);
    const updated = adminCompanyFromDocument(id, { ...data, ...written });
    alongside?.(tx, updated);
    return { company: updated, changed: true };
  });
}

/* Vetting (docs/decisions/0035-vetting-enforced.md). */

/**
 * Saves what an administrator checked, in the caller's transaction (which read the company first), with the day
 * the next expiry reminder falls due: the reminder run finds companies by that one field.
 */
export function writeVettingRecord(tx: Transaction, id: string, record: VettingRecord, now: Timestamp) {
  tx.update(companiesCollection().doc(id), { vetting: record, vettingReminderDueOn: nextReminderDay(record), updatedAt: now });
}

/** Companies with an expiry reminder due on or before `today` (YYYY-MM-DD), a bounded batch. */
export async function companiesWithRemindersDue(today: string, limit: number): Promise<string[]> {
  const snap = await companiesCollection().where('vettingReminderDueOn', '<=', today).limit(limit).get();
  return snap.docs.map((doc) => doc.id);
}

const vettingRuleRef = () => db().collection('meta').doc('vettingRule');

/**
 * Companies created at or after `from` and before `before`, oldest first, a bounded batch: the run that tells
 * companies approved before the rule about their grace period walks them with this one range on `createdAt`.
 */
export async function companiesCreatedBetween(
  from: Date | null,
  before: Date,
  limit: number,
): Promise<Array<{ id: string; createdAt: Date }>> {
  let query = companiesCollection().where('createdAt', '<', Timestamp.fromDate(before));
  if (from) query = query.where('createdAt', '>=', Timestamp.fromDate(from));
  const snap = await query.orderBy('createdAt').limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, createdAt: toDate(doc.get('createdAt'))! }));
}

/** The company and the grace-period e-mails it has had, in the caller's transaction. */
export async function readCompanyGraceNotices(tx: Transaction, id: string): Promise<{ company: Company; sent: string[] } | null> {
  const snap = await tx.get(companiesCollection().doc(id));
  if (!snap.exists) return null;
  return { company: companyFromDocument(snap.id, snap.data()!), sent: (snap.get('graceNoticesSent') as string[] | undefined) ?? [] };
}

export function writeGraceNoticesSent(tx: Transaction, id: string, sent: string[]) {
  tx.update(companiesCollection().doc(id), { graceNoticesSent: sent });
}

/** How far the grace-notice run has walked (`createdAt` of the last company it handled), kept on the rule document. */
export async function graceNoticeCursor(notice: string): Promise<Date | null> {
  return toDate((await vettingRuleRef().get()).get(`graceNoticesThrough.${notice}`));
}

export async function saveGraceNoticeCursor(notice: string, through: Date): Promise<void> {
  await vettingRuleRef().set({ graceNoticesThrough: { [notice]: Timestamp.fromDate(through) } }, { merge: true });
}

/**
 * The day vetting became required (`meta/vettingRule.requiredFrom`), written once by the first call after the
 * deploy that brought the rule: companies approved before it have their grace period counted from it.
 */
export async function vettingRequiredFrom(today: string): Promise<string> {
  const snap = await vettingRuleRef().get();
  if (snap.exists) return String(snap.get('requiredFrom'));
  return runTransaction(async (tx) => {
    const again = await tx.get(vettingRuleRef());
    if (again.exists) return String(again.get('requiredFrom'));
    tx.create(vettingRuleRef(), { requiredFrom: today, createdAt: Timestamp.now() });
    return today;
  });
}

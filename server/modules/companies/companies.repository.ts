import type { DocumentData } from 'firebase-admin/firestore';
import type { TargetCompany } from '../../../common/singleCompanyRequest';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import type { Company, CompanyStatus } from './companies.types';
import { slugify } from '../../platform/slug';

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
    logoPath: data.logoPath ?? null,
    status: data.status as CompanyStatus,
    certified: data.certified === true,
    certificateId: data.certificateId ?? null,
    certifiedUntil: toDate(data.certifiedUntil),
    leadAlerts: data.leadAlerts !== false,
    createdAt: toDate(data.createdAt)!,
  };
}

/** A stored company as the single-company request rules read it (common/singleCompanyRequest.ts). */
export function targetCompanyOf(data: DocumentData): TargetCompany {
  return { name: String(data.name ?? ''), active: data.status === 'active', regions: (data.regions as string[] | undefined) ?? [] };
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
    certifiedUntil: null,
    leadAlerts: true,
    userIds: [],
    createdAt: now,
    updatedAt: now,
  });
}

export async function getCompany(id: string): Promise<Company | null> {
  const snap = await companiesCollection().doc(id).get();
  return snap.exists ? companyFromDocument(snap.id, snap.data()!) : null;
}

/** Adds a user to the company's `userIds` (read-modify-write: the emulator has no arrayUnion). */
export function addCompanyUser(companyId: string, uid: string) {
  return runTransaction(async (tx) => {
    const ref = companiesCollection().doc(companyId);
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const userIds = (snap.get('userIds') as string[] | undefined) ?? [];
    if (userIds.includes(uid)) return false;
    tx.update(ref, { userIds: [...userIds, uid], updatedAt: Timestamp.now() });
    return true;
  });
}

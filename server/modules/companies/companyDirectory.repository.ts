import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db, toDate } from '../../platform/firestore/firestore';
import type { DirectoryCompany, QuoteCompany } from './companyDirectory.types';
import type { PublicCompany } from './publicCompany.types';
import { companiesCollection, companyFromDocument, targetCompanyOf, vettingStatusOf } from './companies.repository';
import type { Company, VettingStateValue } from './companies.types';
import { evidenceShown } from '../../../common/vetting';

/** Upper bound on the companies one region's directory shows. */
export const DIRECTORY_LIMIT = 50;

/**
 * The public pages that show a company, to refresh after any change of what they show or of whether it is
 * listed (suspension, vetting, about text, certificate): profiles, location pages and the sitemap.
 */
export const COMPANY_PUBLIC_PAGES = ['/companies', '/locations', '/sitemap.xml'];

/** Upper bound on the company profiles the sitemap lists. */
const SITEMAP_LIMIT = 1_000;

/** Certified now: the flag is set and the certificate has not run out (a lapsed one shows no badge). */
function isCertifiedAt(doc: QueryDocumentSnapshot, now: Date): boolean {
  const until = toDate(doc.get('certifiedUntil'));
  return doc.get('certified') === true && (!until || until > now);
}

/** Listed only while it may buy leads: its vetting is current (or in its grace period). */
async function mayBuyLeads(doc: QueryDocumentSnapshot): Promise<boolean> {
  return (await vettingStatusOf(companyFromDocument(doc.id, doc.data()))).canBuy;
}

function directoryCompany(doc: QueryDocumentSnapshot, now: Date): DirectoryCompany {
  return {
    id: doc.id,
    slug: String(doc.get('slug') ?? ''),
    name: String(doc.get('name') ?? ''),
    description: String(doc.get('description') ?? ''),
    certified: isCertifiedAt(doc, now),
    regions: (doc.get('regions') as string[] | undefined) ?? [],
  };
}

const listable = async (docs: QueryDocumentSnapshot[]) => {
  const keep = await Promise.all(docs.map(mayBuyLeads));
  return docs.filter((_, i) => keep[i]);
};

/**
 * Active companies that serve a region and may buy leads (vetting current or in its grace period), certified first,
 * each group by name. A company whose vetting lapsed is left out, so the region's count and the single-company
 * choice never offer a company that could not buy the request. Two bounded queries (an
 * equality on `certified` rather than ordering by it, which the embedded emulator does not sort), so
 * the cost does not grow with the number of companies.
 */
export async function activeCompaniesInRegion(region: string): Promise<DirectoryCompany[]> {
  const inRegion = (certified: boolean, limit: number) =>
    db()
      .collection('companies')
      .where('status', '==', 'active')
      .where('regions', 'array-contains', region)
      .where('certified', '==', certified)
      .orderBy('name', 'asc')
      .limit(limit)
      .get();
  const now = new Date();
  const flagged = (await listable((await inRegion(true, DIRECTORY_LIMIT)).docs)).map((doc) => directoryCompany(doc, now));
  const others =
    flagged.length >= DIRECTORY_LIMIT
      ? []
      : (await listable((await inRegion(false, DIRECTORY_LIMIT - flagged.length)).docs)).map((doc) => directoryCompany(doc, now));
  // Companies whose certificate lapsed are still flagged until it is renewed or withdrawn: list them with the others.
  const lapsed = flagged.filter((company) => !company.certified);
  return [
    ...flagged.filter((company) => company.certified),
    ...[...lapsed, ...others].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
  ];
}

/**
 * The company a single-company quote link names, by id or by slug (`ref` already checked with
 * `companyRefOf`), whatever its status; null when no company has that id or slug. Two reads at most.
 */
export async function findQuoteCompany(ref: string): Promise<QuoteCompany | null> {
  const byId = await companiesCollection().doc(ref).get();
  const doc = byId.exists ? byId : (await companiesCollection().where('slug', '==', ref).limit(1).get()).docs[0];
  if (!doc?.exists) return null;
  const company = await targetCompanyOf(doc.id, doc.data()!);
  return {
    id: doc.id,
    name: company.name,
    slug: String(doc.get('slug') ?? ''),
    regions: [...company.regions],
    acceptingRequests: company.active,
  };
}

/**
 * A company's public profile by slug: only while the directory would list it (active, vetting current or in its
 * grace period), so a suspended or lapsed company answers null (a 404 page) at once. One query.
 */
export async function findPublicCompany(slug: string): Promise<PublicCompany | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const doc = (await companiesCollection().where('slug', '==', slug).limit(1).get()).docs[0];
  if (!doc || doc.get('status') !== 'active') return null;
  const company = companyFromDocument(doc.id, doc.data());
  const vetting = await vettingStatusOf(company);
  if (!vetting.canBuy) return null;
  const now = new Date();
  const certified = isCertifiedAt(doc, now);
  return {
    id: company.id,
    slug: company.slug,
    name: company.name,
    about: company.description,
    regions: [...company.regions],
    services: [...company.services],
    website: company.website ?? null,
    certified,
    certificateNumber: certified ? (company.certificateNumber ?? null) : null,
    certifiedUntil: certified ? (company.certifiedUntil ?? null) : null,
    vetting: {
      state: vetting.state as VettingStateValue,
      graceUntil: vetting.graceUntil,
      ...evidenceShown(company.vettingRecord),
    },
    joinedAt: company.createdAt,
  };
}

/** Whether this company has a public profile today (the same rule as the directory); its slug then, else null. */
export async function publicProfileSlug(company: Company): Promise<string | null> {
  if (company.status !== 'active' || !company.slug) return null;
  return (await vettingStatusOf(company)).canBuy ? company.slug : null;
}

/** The company profiles for the sitemap, in slug order, with when each company last changed: the listed companies only. */
export async function publicCompanySitemapEntries(): Promise<Array<{ slug: string; updatedAt: Date | null }>> {
  const snap = await companiesCollection().where('status', '==', 'active').orderBy('slug', 'asc').limit(SITEMAP_LIMIT).get();
  return (await listable(snap.docs))
    .filter((doc) => typeof doc.get('slug') === 'string' && doc.get('slug'))
    .map((doc) => ({ slug: String(doc.get('slug')), updatedAt: toDate(doc.get('updatedAt')) }));
}

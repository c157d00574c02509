import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db, toDate } from '../../platform/firestore/firestore';
import type { DirectoryCompany, QuoteCompany } from './companyDirectory.types';
import { companiesCollection, companyFromDocument, targetCompanyOf, vettingStatusOf } from './companies.repository';

/** Upper bound on the companies one region's directory shows. */
export const DIRECTORY_LIMIT = 50;

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

import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db, toDate } from '../../platform/firestore/firestore';
import type { DirectoryCompany, QuoteCompany } from './companyDirectory.types';
import { companiesCollection, targetCompanyOf } from './companies.repository';

/** Upper bound on the companies one region's directory shows. */
export const DIRECTORY_LIMIT = 50;

/** Certified now: the flag is set and the certificate has not run out (a lapsed one shows no badge). */
function isCertifiedAt(doc: QueryDocumentSnapshot, now: Date): boolean {
  const until = toDate(doc.get('certifiedUntil'));
  return doc.get('certified') === true && (!until || until > now);
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

/**
 * Active companies that serve a region, certified first, each group by name. Two bounded queries (an
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
  const flagged = (await inRegion(true, DIRECTORY_LIMIT)).docs.map((doc) => directoryCompany(doc, now));
  const others =
    flagged.length >= DIRECTORY_LIMIT
      ? []
      : (await inRegion(false, DIRECTORY_LIMIT - flagged.length)).docs.map((doc) => directoryCompany(doc, now));
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
  const company = targetCompanyOf(doc.data()!);
  return {
    id: doc.id,
    name: company.name,
    slug: String(doc.get('slug') ?? ''),
    regions: [...company.regions],
    acceptingRequests: company.active,
  };
}

import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../platform/firestore/firestore';
import type { DirectoryCompany } from './companyDirectory.types';

/** Upper bound on the companies one region's directory shows. */
export const DIRECTORY_LIMIT = 50;

function directoryCompany(doc: QueryDocumentSnapshot): DirectoryCompany {
  return {
    id: doc.id,
    name: String(doc.get('name') ?? ''),
    description: String(doc.get('description') ?? ''),
    certified: doc.get('certified') === true,
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
  const certified = (await inRegion(true, DIRECTORY_LIMIT)).docs.map(directoryCompany);
  if (certified.length >= DIRECTORY_LIMIT) return certified;
  const others = (await inRegion(false, DIRECTORY_LIMIT - certified.length)).docs.map(directoryCompany);
  return [...certified, ...others];
}

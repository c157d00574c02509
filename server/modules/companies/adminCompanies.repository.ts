import type { DocumentData, Query } from 'firebase-admin/firestore';
import { runTransaction, toDate, type Transaction } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { ListSource } from '../../platform/firestore/connection';
import { companiesCollection, companyFromDocument } from './companies.repository';
import type { Company } from './companies.types';

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

import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import type { Lead, LeadStatus } from './leads.types';

export const leadsCollection = () => db().collection('leads');

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
    exclusive: data.maxBuyers === 1,
    targetCompanyId: data.targetCompanyId ?? null,
    origin: data.origin ?? 'quote_form',
    archived: Boolean(data.archived),
    createdAt: toDate(data.createdAt)!,
    expiresAt: toDate(data.expiresAt)!,
  };
}

/** Leads, newest first (ties by id), optionally of one status; archived ones only when asked for. */
export function leadsList(filter: { status?: LeadStatus | null; archived: boolean }): ListSource<Lead> {
  let query: Query = leadsCollection().where('archived', '==', filter.archived);
  if (filter.status) query = query.where('status', '==', filter.status);
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => leadFromDocument(doc.id, doc.data()) };
}

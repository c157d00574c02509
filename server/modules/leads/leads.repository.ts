import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, Timestamp, toDate } from '../../platform/firestore/firestore';
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

interface Cursor {
  createdAtMillis: number;
  id: string;
}

export function encodeCursor(cursor: Cursor) {
  return Buffer.from(JSON.stringify([cursor.createdAtMillis, cursor.id])).toString('base64url');
}

export function decodeCursor(value: string): Cursor | null {
  try {
    const [createdAtMillis, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (typeof createdAtMillis !== 'number' || typeof id !== 'string') return null;
    return { createdAtMillis, id };
  } catch {
    return null;
  }
}

/**
 * One page of leads, newest first, plus the total: a count() aggregation and a limit+1 cursor query, so the
 * cost is the same with 50 or 50,000 leads.
 */
export async function listLeads(options: { status?: LeadStatus | null; archived: boolean; first: number; after: Cursor | null }) {
  let query: Query = leadsCollection().where('archived', '==', options.archived);
  if (options.status) query = query.where('status', '==', options.status);
  const [countSnap, pageSnap] = await Promise.all([
    query.count().get(),
    (options.after
      ? query
          .orderBy('createdAt', 'desc')
          .orderBy('__name__', 'desc')
          .startAfter(Timestamp.fromMillis(options.after.createdAtMillis), options.after.id)
      : query.orderBy('createdAt', 'desc').orderBy('__name__', 'desc')
    )
      .limit(options.first + 1)
      .get(),
  ]);
  const docs = pageSnap.docs.slice(0, options.first);
  const items = docs.map((doc) => leadFromDocument(doc.id, doc.data()));
  const last = items.at(-1);
  return {
    items,
    total: countSnap.data().count,
    hasNextPage: pageSnap.docs.length > options.first,
    endCursor: last ? encodeCursor({ createdAtMillis: last.createdAt.getTime(), id: last.id }) : null,
  };
}

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

/** Extra rows read past a cursor to step over leads created in the same millisecond as the cursor's. */
const CURSOR_TIE_ALLOWANCE = 10;

/**
 * One page of leads, newest first, plus the total: a count() aggregation and a bounded range query, so the
 * cost is the same with 50 or 50,000 leads. The cursor is a `createdAt <=` range filter rather than
 * startAfter(), which the embedded emulator ignores; leads sharing the cursor's timestamp are skipped by id.
 */
export async function listLeads(options: { status?: LeadStatus | null; archived: boolean; first: number; after: Cursor | null }) {
  let query: Query = leadsCollection().where('archived', '==', options.archived);
  if (options.status) query = query.where('status', '==', options.status);
  let page: Query = query;
  if (options.after) page = page.where('createdAt', '<=', Timestamp.fromMillis(options.after.createdAtMillis));
  page = page.orderBy('createdAt', 'desc').orderBy('__name__', 'desc').limit(options.first + 1 + (options.after ? CURSOR_TIE_ALLOWANCE : 0));
  const [countSnap, pageSnap] = await Promise.all([query.count().get(), page.get()]);
  let docs = pageSnap.docs;
  if (options.after) {
    const { createdAtMillis, id } = options.after;
    docs = docs.filter((doc) => {
      const millis = (doc.get('createdAt') as Timestamp).toMillis();
      return millis < createdAtMillis || (millis === createdAtMillis && doc.id < id);
    });
  }
  const items = docs.slice(0, options.first).map((doc) => leadFromDocument(doc.id, doc.data()));
  const last = items.at(-1);
  return {
    items,
    total: countSnap.data().count,
    hasNextPage: docs.length > options.first,
    endCursor: last ? encodeCursor({ createdAtMillis: last.createdAt.getTime(), id: last.id }) : null,
  };
}

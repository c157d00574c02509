import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp, toDate } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { ListSource } from '../../platform/firestore/connection';

/** docs/requirements/admin-console.md#outreach: the link-building and partnership pipeline. */
export const outreachCollection = () => db().collection('outreach');

export interface OutreachFields {
  site: string;
  url: string;
  contactName: string | null;
  contactEmail: string | null;
  kind: string;
  followUpAt: string | null;
  notes: string | null;
}

export interface StoredOutreach extends OutreachFields {
  id: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function outreachFromDocument(id: string, data: DocumentData): StoredOutreach {
  return {
    id,
    site: String(data.site ?? ''),
    url: String(data.url ?? ''),
    contactName: data.contactName ?? null,
    contactEmail: data.contactEmail ?? null,
    kind: String(data.kind ?? 'link'),
    status: String(data.status ?? 'to_contact'),
    followUpAt: data.followUpAt ?? null,
    notes: data.notes ?? null,
    createdAt: toDate(data.createdAt)!,
    updatedAt: toDate(data.updatedAt)!,
    history: historyFromDocument(data),
  };
}

export async function createOutreach(fields: OutreachFields, status: string, by: string): Promise<StoredOutreach> {
  const ref = outreachCollection().doc();
  const now = Timestamp.now();
  const data = { ...fields, status, createdAt: now, ...withHistory({}, { by, action: 'created' }, {}, now) };
  await ref.create(data);
  return outreachFromDocument(ref.id, data);
}

export interface OutreachFilter {
  status: string | null;
  kind: string | null;
  /** Only follow-ups due on or before this day (YYYY-MM-DD) in these statuses, soonest first. */
  dueBy: { day: string; statuses: string[] } | null;
}

export function outreachList(filter: OutreachFilter): ListSource<StoredOutreach> {
  let query: Query = outreachCollection();
  if (filter.kind) query = query.where('kind', '==', filter.kind);
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.dueBy) {
    if (!filter.status) query = query.where('status', 'in', filter.dueBy.statuses);
    query = query.where('followUpAt', '<=', filter.dueBy.day);
  }
  return {
    query,
    orderBy: filter.dueBy
      ? [
          { field: 'followUpAt', direction: 'asc' },
          { field: 'createdAt', direction: 'desc' },
        ]
      : [{ field: 'createdAt', direction: 'desc' }],
    toNode: (doc) => outreachFromDocument(doc.id, doc.data()),
  };
}

/** How many open sites have a follow-up due by `day`: a count() aggregation, no documents read. */
export async function countOutreachDueBy(day: string, statuses: string[]): Promise<number> {
  const query = outreachCollection().where('status', 'in', statuses).where('followUpAt', '<=', day);
  return (await query.count().get()).data().count;
}

export async function getOutreach(id: string): Promise<StoredOutreach | null> {
  const snapshot = await outreachCollection().doc(id).get();
  return snapshot.exists ? outreachFromDocument(id, snapshot.data()!) : null;
}

export class OutreachChangedMeanwhile extends Error {}
export class OutreachNotFound extends Error {}

/** Applies a change if the site still has the `updatedAt` the admin loaded; the change joins its history. */
export async function changeOutreachIfUnchanged(
  id: string,
  expectedUpdatedAt: Date | null,
  entry: { by: string; action: string; note?: string | null },
  changes: Partial<OutreachFields> & { status?: string },
): Promise<StoredOutreach> {
  return runTransaction(async (tx) => {
    const ref = outreachCollection().doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new OutreachNotFound();
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new OutreachChangedMeanwhile();
    const written = withHistory(data, entry, changes);
    tx.update(ref, written);
    return outreachFromDocument(id, { ...data, ...written });
  });
}

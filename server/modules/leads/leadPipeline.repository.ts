import type { DocumentData } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { db, FieldValue, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { CONTACTED_STATUSES, monthOf, type PipelineStatusValue } from '../../../common/leadPipeline';
import { londonDay } from '../dailyStats';

/**
 * A buying company's pipeline for a lead (docs/decisions/0048-lead-pipeline.md):
 * - its state on the purchase, `leads/{leadId}/purchases/{companyId}` (`pipelineStatus`, `lostReason`, …);
 * - each change and note as a document of its own, `…/purchases/{companyId}/pipelineEvents/{id}`, so a
 *   purchase may gather any number of notes without nearing the 1 MiB document limit;
 * - `companyId:status` in the lead's `pipelineTags`, which "my leads" filters and counts on;
 * - the company's figures by month of purchase in `companyLeadFigures/{companyId}_{YYYY-MM}`, counters kept
 *   by increments in the transaction of each purchase, change and refund, so a view reads 12 documents.
 */
const leadRef = (leadId: string) => db().collection('leads').doc(leadId);
const purchaseRef = (leadId: string, companyId: string) => leadRef(leadId).collection('purchases').doc(companyId);
const eventsCollection = (leadId: string, companyId: string) => purchaseRef(leadId, companyId).collection('pipelineEvents');
const figuresRef = (companyId: string, month: string) => db().collection('companyLeadFigures').doc(`${companyId}_${month}`);

export interface StoredPipeline {
  status: PipelineStatusValue;
  lostReason: string | null;
  lostNote: string | null;
  /** A Europe/London day, YYYY-MM-DD. */
  nextActionDate: string | null;
  reminderMailId: string | null;
  /** Reached contacted or beyond once (a job lost after a call still counts as contacted). */
  contacted: boolean;
  updatedAt: Date | null;
}

export function pipelineFromDocument(data: DocumentData): StoredPipeline {
  const status = (data.pipelineStatus as PipelineStatusValue | undefined) ?? 'new';
  return {
    status,
    lostReason: data.lostReason ?? null,
    lostNote: data.lostNote ?? null,
    nextActionDate: data.nextActionDate ?? null,
    reminderMailId: data.reminderMailId ?? null,
    contacted: data.pipelineContacted === true || CONTACTED_STATUSES.includes(status),
    updatedAt: toDate(data.pipelineUpdatedAt),
  };
}

export const pipelineTag = (companyId: string, status: string) => `${companyId}:${status}`;

/** The lead's tags with this company's one at `status` (read-modify-write: the emulator has no array transforms). */
export function withPipelineTag(tags: readonly string[], companyId: string, status: string): string[] {
  return [...tags.filter((tag) => !tag.startsWith(`${companyId}:`)), pipelineTag(companyId, status)];
}

interface FigureCounts {
  bought: number;
  spendPence: number;
  contacted: number;
  won: number;
}

function increments(tx: Transaction, companyId: string, purchasedAt: Date, counts: FigureCounts) {
  const month = monthOf(londonDay(purchasedAt));
  const fields: DocumentData = { companyId, month, updatedAt: Timestamp.now() };
  let any = false;
  for (const [field, by] of Object.entries(counts)) {
    if (!by) continue;
    fields[field] = FieldValue.increment(by);
    any = true;
  }
  if (any) tx.set(figuresRef(companyId, month), fields, { merge: true });
}

/** What one purchase adds to its month's figures; nothing once it was refunded. */
function contribution(pricePence: number, pipeline: Pick<StoredPipeline, 'status' | 'contacted'>, refunded: boolean): FigureCounts {
  if (refunded) return { bought: 0, spendPence: 0, contacted: 0, won: 0 };
  return { bought: 1, spendPence: pricePence, contacted: pipeline.contacted ? 1 : 0, won: pipeline.status === 'won' ? 1 : 0 };
}

/** A new purchase counted in its month (blind increments: no read, so concurrent purchases do not collide). */
export function countPurchaseInFigures(tx: Transaction, companyId: string, at: Date, pricePence: number) {
  increments(tx, companyId, at, { bought: 1, spendPence: pricePence, contacted: 0, won: 0 });
}

interface PurchaseForFigures {
  companyId: string;
  at: Date;
  pricePence: number;
  refunded: boolean;
  pipeline: StoredPipeline;
}

/** A refunded purchase leaves its month's figures, in the refund's transaction. */
export function countRefundInFigures(tx: Transaction, purchase: PurchaseForFigures) {
  if (purchase.refunded) return;
  const before = contribution(purchase.pricePence, purchase.pipeline, false);
  increments(tx, purchase.companyId, purchase.at, {
    bought: -before.bought,
    spendPence: -before.spendPence,
    contacted: -before.contacted,
    won: -before.won,
  });
}

export interface PipelineEventInput {
  kind: 'status' | 'next_action' | 'note';
  status?: PipelineStatusValue;
  lostReason?: string | null;
  text?: string | null;
  nextActionDate?: string | null;
}

/**
 * Writes the pipeline after a change, in the caller's transaction (which read the purchase and the lead):
 * the purchase's state, one event per change with who and when, the lead's tag and the month's figures.
 */
export function writePipeline(
  tx: Transaction,
  input: {
    leadId: string;
    leadTags: readonly string[];
    purchase: PurchaseForFigures;
    next: StoredPipeline;
    events: PipelineEventInput[];
    by: { userId: string; email: string | null };
    now: Timestamp;
  },
) {
  const { leadId, purchase, next, now } = input;
  const companyId = purchase.companyId;
  tx.update(purchaseRef(leadId, companyId), {
    pipelineStatus: next.status,
    lostReason: next.lostReason,
    lostNote: next.lostNote,
    nextActionDate: next.nextActionDate,
    reminderMailId: next.reminderMailId,
    pipelineContacted: next.contacted,
    pipelineUpdatedAt: now,
    updatedAt: now,
  });
  input.events.forEach((event, i) => {
    // The same transaction's events keep their order: a millisecond apart.
    tx.create(eventsCollection(leadId, companyId).doc(), {
      kind: event.kind,
      status: event.status ?? null,
      lostReason: event.lostReason ?? null,
      text: event.text ?? null,
      nextActionDate: event.nextActionDate ?? null,
      byUserId: input.by.userId,
      by: input.by.email ?? input.by.userId,
      at: Timestamp.fromMillis(now.toMillis() + i),
    });
  });
  if (next.status !== purchase.pipeline.status) {
    tx.update(leadRef(leadId), { pipelineTags: withPipelineTag(input.leadTags, companyId, next.status) });
  }
  const before = contribution(purchase.pricePence, purchase.pipeline, purchase.refunded);
  const after = contribution(purchase.pricePence, next, purchase.refunded);
  increments(tx, companyId, purchase.at, {
    bought: after.bought - before.bought,
    spendPence: after.spendPence - before.spendPence,
    contacted: after.contacted - before.contacted,
    won: after.won - before.won,
  });
}

export interface StoredPipelineEvent {
  id: string;
  kind: string;
  status: string | null;
  lostReason: string | null;
  text: string | null;
  nextActionDate: string | null;
  by: string;
  at: Date;
}

/** The pipeline's changes and notes, newest first. */
export function pipelineEventsList(leadId: string, companyId: string): ListSource<StoredPipelineEvent> {
  return {
    query: eventsCollection(leadId, companyId),
    orderBy: [{ field: 'at', direction: 'desc' }],
    toNode: (doc) => ({
      id: doc.id,
      kind: String(doc.get('kind') ?? ''),
      status: doc.get('status') ?? null,
      lostReason: doc.get('lostReason') ?? null,
      text: doc.get('text') ?? null,
      nextActionDate: doc.get('nextActionDate') ?? null,
      by: String(doc.get('by') ?? ''),
      at: toDate(doc.get('at'))!,
    }),
  };
}

export interface MonthFigures {
  month: string;
  bought: number;
  spendPence: number;
  contacted: number;
  won: number;
}

/** The company's figures for these months (YYYY-MM), one document read each. */
export async function readMonthFigures(companyId: string, months: string[]): Promise<MonthFigures[]> {
  if (!months.length) return [];
  const snapshots = await db().getAll(...months.map((month) => figuresRef(companyId, month)));
  return snapshots.map((snapshot, i) => ({
    month: months[i],
    bought: Number(snapshot.get('bought') ?? 0),
    spendPence: Number(snapshot.get('spendPence') ?? 0),
    contacted: Number(snapshot.get('contacted') ?? 0),
    won: Number(snapshot.get('won') ?? 0),
  }));
}

/** How many of the company's leads are at each status: one count() aggregation per status. */
export async function countPipelineStatuses(companyId: string, statuses: readonly string[]): Promise<number[]> {
  return Promise.all(
    statuses.map(async (status) => {
      const snapshot = await db().collection('leads').where('pipelineTags', 'array-contains', pipelineTag(companyId, status)).count().get();
      return snapshot.data().count;
    }),
  );
}

/**
 * A company's words about a homeowner in a lead's pipelines (notes and loss notes), read in an erasure's
 * transaction and overwritten with `erased` when it commits (docs/requirements/privacy.md): the statuses, dates and
 * who-did-what stay, as the company's record of its work.
 */
export async function preparePipelineNotesErasure(tx: Transaction, leadId: string, erased: string) {
  const purchases = await tx.get(leadRef(leadId).collection('purchases'));
  const events = await Promise.all(purchases.docs.map((purchase) => tx.get(purchase.ref.collection('pipelineEvents'))));
  return (now: Timestamp) => {
    for (const purchase of purchases.docs) {
      if (purchase.get('lostNote')) tx.update(purchase.ref, { lostNote: erased, updatedAt: now });
    }
    for (const event of events.flatMap((snapshot) => snapshot.docs)) {
      if (event.get('text')) tx.update(event.ref, { text: erased });
    }
  };
}

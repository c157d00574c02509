import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db, FieldValue, runTransaction, Timestamp, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';

/**
 * `aiUsage`: one record per provider call. `aiUsageDaily/YYYY-MM-DD` (the day in Europe/London): counters
 * written in the same transaction as each record, so the usage screen and the budget read one document per
 * day, never the records (docs/requirements/ai-tools.md#usage-statistics).
 */
const records = () => db().collection('aiUsage');
const dayRef = (day: string) => db().collection('aiUsageDaily').doc(day);

export interface AiUsageRecord {
  tool: string;
  model: string;
  tokensIn: number;
  tokensOut: number;
  images: number;
  costMicroGbp: number;
  by: string;
  ok: boolean;
  error: string | null;
  durationMs: number;
  at: Date;
}

export interface StoredAiUsage extends AiUsageRecord {
  id: string;
}

/** Stores the record and adds it to its day's counters in one transaction. */
export async function recordAiUsage(record: AiUsageRecord, day: string): Promise<void> {
  await runTransaction(async (tx) => {
    tx.create(records().doc(), { ...record, at: Timestamp.fromDate(record.at) });
    const increments: Record<string, number> = {
      calls: 1,
      errors: record.ok ? 0 : 1,
      tokensIn: record.tokensIn,
      tokensOut: record.tokensOut,
      images: record.images,
      costMicroGbp: record.costMicroGbp,
      [`calls_${record.tool}`]: 1,
      [`cost_${record.tool}`]: record.costMicroGbp,
    };
    const fields: Record<string, unknown> = { day };
    for (const [field, by] of Object.entries(increments)) if (by) fields[field] = FieldValue.increment(by);
    tx.set(dayRef(day), fields, { merge: true });
  });
}

/** The counters of the given days, in order (a missing day is all zeros): one document read per day. */
export async function readAiUsageDays(days: string[]): Promise<Array<Record<string, number>>> {
  if (!days.length) return [];
  const snapshots = await db().getAll(...days.map(dayRef));
  return snapshots.map((snapshot) => {
    const data = snapshot.data() ?? {};
    return Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value === 'number')) as Record<string, number>;
  });
}

function toRecord(doc: QueryDocumentSnapshot<DocumentData>): StoredAiUsage {
  const data = doc.data();
  return {
    id: doc.id,
    tool: String(data.tool),
    model: String(data.model),
    tokensIn: Number(data.tokensIn ?? 0),
    tokensOut: Number(data.tokensOut ?? 0),
    images: Number(data.images ?? 0),
    costMicroGbp: Number(data.costMicroGbp ?? 0),
    by: String(data.by),
    ok: Boolean(data.ok),
    error: typeof data.error === 'string' ? data.error : null,
    durationMs: Number(data.durationMs ?? 0),
    at: toDate(data.at) ?? new Date(0),
  };
}

/** The calls in [from, to), newest first. */
export function aiUsageList(range: { from: Date; to: Date }): ListSource<StoredAiUsage> {
  return {
    query: records().where('at', '>=', Timestamp.fromDate(range.from)).where('at', '<', Timestamp.fromDate(range.to)),
    orderBy: [{ field: 'at', direction: 'desc' }],
    toNode: toRecord,
  };
}

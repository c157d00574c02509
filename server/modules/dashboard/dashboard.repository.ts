import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../platform/firestore/firestore';

/**
 * Daily counter documents (`dailyStats/YYYY-MM-DD`, the day in Europe/London), incremented in the same
 * transaction as the write they count, so the dashboard reads a fixed number of documents however much
 * data there is (docs/decisions/0014-dashboard-counters.md).
 */
export const DAILY_STATS = 'dailyStats';
const dayRef = (day: string) => db().collection(DAILY_STATS).doc(day);

/** Field names are flat (`leads_quote_form`): the embedded emulator's transforms take top-level paths only. */
export type DailyIncrements = Record<string, number>;

/** Adds to one day's counters inside a transaction (a write only: no read, so it may follow the transaction's reads). */
export function incrementDailyStats(tx: Transaction, day: string, increments: DailyIncrements) {
  const fields: Record<string, unknown> = { day };
  for (const [field, by] of Object.entries(increments)) if (by) fields[field] = FieldValue.increment(by);
  tx.set(dayRef(day), fields, { merge: true });
}

/** The counters of the given days, in order (a missing day is all zeros): one document read per day. */
export async function readDailyStats(days: string[]): Promise<Array<Record<string, number>>> {
  if (!days.length) return [];
  const snapshots = await db().getAll(...days.map(dayRef));
  return snapshots.map((snapshot) => {
    const data = snapshot.data() ?? {};
    return Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value === 'number')) as Record<string, number>;
  });
}

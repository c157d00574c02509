import type { Transaction } from 'firebase-admin/firestore';
import { shardedCounters } from '../../platform/firestore/shardedCounters';
import { isSettledDay } from './londonDays';

/**
 * Daily counters (the day in Europe/London), incremented in the same transaction as the write they count, so
 * the dashboard reads a fixed number of documents however much data there is
 * (docs/decisions/0014-dashboard-counters.md). Every lead and payment adds to its day, so a day is sharded
 * (`dailyStatShards/<day>~<n>`) and rolled up into `dailyStats/<day>` once it is over
 * (docs/decisions/0031-sharded-daily-counters.md).
 */
export const DAILY_STATS = 'dailyStats';
export const DAILY_STAT_SHARDS = 'dailyStatShards';

const dailyStats = shardedCounters({
  totals: DAILY_STATS,
  shards: DAILY_STAT_SHARDS,
  isSettled: (day) => isSettledDay(day),
});

/** Field names are flat (`leads_quote_form`): the embedded emulator's transforms take top-level paths only. */
export type DailyIncrements = Record<string, number>;

/** Adds to one day's counters inside a transaction (a write only: no read, so it may follow the transaction's reads). */
export function incrementDailyStats(tx: Transaction, day: string, increments: DailyIncrements) {
  dailyStats.increment(tx, day, increments);
}

/** The counters of the given days, in order (a missing day is all zeros). */
export function readDailyStats(days: string[]): Promise<Array<Record<string, number>>> {
  return dailyStats.read(days);
}

import type { FieldError } from '../../../common/validation/fieldErrors';
import { invalidInput } from '../../platform/graphql/errors';
import { lastDays, londonDay } from '../dailyStats';
import { readTrackingDays, type TrackingDayCounts } from './tracking.repository';
import type { AiVisitStats, PhoneClickStats, TrackingKeyCount } from './adminTracking.types';

/** The default range (the last 30 days, today included) and the longest one an admin may ask for. */
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const noonOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d, 12);
};
const isRealDay = (day: string) => DAY.test(day) && new Date(noonOf(day)).toISOString().slice(0, 10) === day;

/** The days of a range, checked: both ends optional (to: today; from: 29 days before `to`), at most 366 days. */
export function rangeDays(from: string | null, to: string | null, now = new Date()): string[] {
  const errors: FieldError[] = [];
  if (from && !isRealDay(from)) errors.push({ path: 'from', message: 'Enter the first day as a date (YYYY-MM-DD)' });
  if (to && !isRealDay(to)) errors.push({ path: 'to', message: 'Enter the last day as a date (YYYY-MM-DD)' });
  if (errors.length) throw invalidInput(errors);
  const last = to || londonDay(now);
  const first = from || lastDays(last, DEFAULT_RANGE_DAYS)[0];
  const count = Math.round((noonOf(last) - noonOf(first)) / 86_400_000) + 1;
  if (count < 1) throw invalidInput([{ path: 'from', message: 'The first day must be on or before the last day' }]);
  if (count > MAX_RANGE_DAYS) throw invalidInput([{ path: 'from', message: `Choose at most ${MAX_RANGE_DAYS} days` }]);
  return lastDays(last, count);
}

function sumKeyed(days: TrackingDayCounts[], kind: keyof TrackingDayCounts['keyed']): TrackingKeyCount[] {
  const totals = new Map<string, number>();
  for (const day of days) for (const [key, count] of Object.entries(day.keyed[kind])) totals.set(key, (totals.get(key) ?? 0) + count);
  return [...totals].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

/** Phone-link clicks in a range: one counter document read per day, however many clicks there were. */
export async function phoneClickStats(from: string | null, to: string | null): Promise<PhoneClickStats> {
  const days = rangeDays(from, to);
  const counts = await readTrackingDays('phone', days);
  const perDay = days.map((day, i) => ({ day, total: counts[i].totals.total ?? 0 }));
  return {
    from: days[0],
    to: days[days.length - 1],
    total: perDay.reduce((sum, day) => sum + day.total, 0),
    days: perDay,
    byPage: sumKeyed(counts, 'page'),
    byNumber: sumKeyed(counts, 'number'),
  };
}

/** AI crawler and AI referral visits in a range: one counter document read per day. */
export async function aiVisitStats(from: string | null, to: string | null): Promise<AiVisitStats> {
  const days = rangeDays(from, to);
  const counts = await readTrackingDays('ai', days);
  const perDay = days.map((day, i) => ({
    day,
    total: counts[i].totals.total ?? 0,
    crawler: counts[i].totals.crawler ?? 0,
    referral: counts[i].totals.referral ?? 0,
  }));
  const byAgent = [
    ...sumKeyed(counts, 'crawler').map(({ key, count }) => ({ agent: key, kind: 'crawler', count })),
    ...sumKeyed(counts, 'referral').map(({ key, count }) => ({ agent: key, kind: 'referral', count })),
  ].sort((a, b) => b.count - a.count || a.agent.localeCompare(b.agent));
  const sum = (field: 'total' | 'crawler' | 'referral') => perDay.reduce((total, day) => total + day[field], 0);
  return {
    from: days[0],
    to: days[days.length - 1],
    total: sum('total'),
    crawler: sum('crawler'),
    referral: sum('referral'),
    days: perDay,
    byPage: sumKeyed(counts, 'page'),
    byAgent,
  };
}

import { LEAD_ORIGINS } from '../../../common/leadOrigins';
import { lastDays, londonDay, readDailyStats } from '../dailyStats';
import type { Dashboard } from './dashboard.types';

/** 12 weeks of days: the charts' span; the dashboard reads exactly this many counter documents. */
export const DASHBOARD_DAYS = 84;

export interface QueueCounts {
  pendingApplications: number;
  certificationAwaitingReview: number;
  callbacksWaiting: number;
  openDisputes: number;
  reviewsWaiting: number;
  outreachFollowUpsDue: number;
}

/** The calendar months the quotes-and-records table shows: this month and the two before it. */
export const DASHBOARD_MONTHS = 3;

/** The first day (YYYY-MM-01) of the month `back` months before the month of `today`. */
function monthStartBefore(today: string, back: number) {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - back, 1, 12)).toISOString().slice(0, 10);
}

const daysFrom = (first: string, today: string) =>
  Math.round((Date.parse(`${today}T12:00:00Z`) - Date.parse(`${first}T12:00:00Z`)) / 86_400_000) + 1;

/** The dashboard: counters for the history, `queues` (count() aggregations, no documents) for the work waiting. */
export async function dashboard(now: Date, queues: () => Promise<QueueCounts>): Promise<Dashboard> {
  const today = londonDay(now);
  // The charts' 84 days, reaching back further when the months' table starts earlier (at most 92 days).
  const firstMonthDay = monthStartBefore(today, DASHBOARD_MONTHS - 1);
  const span = lastDays(today, Math.max(DASHBOARD_DAYS, daysFrom(firstMonthDay, today)));
  const [spanStats, queue] = await Promise.all([readDailyStats(span), queues()]);
  const days = span.slice(-DASHBOARD_DAYS);
  const stats = spanStats.slice(-DASHBOARD_DAYS);
  const sum = (field: string, fromIndex: number) => stats.slice(fromIndex).reduce((total, day) => total + (day[field] ?? 0), 0);
  const last = (n: number) => days.length - n;
  const month = today.slice(0, 7);
  const monthStart = days.findIndex((day) => day.startsWith(month));
  const revenueThisMonth = sum('revenuePence', monthStart) - sum('refundsPence', monthStart);
  const weeks = Array.from({ length: DASHBOARD_DAYS / 7 }, (_, w) => {
    const slice = stats.slice(w * 7, w * 7 + 7);
    const total = (field: string) => slice.reduce((t, day) => t + (day[field] ?? 0), 0);
    return {
      weekStarting: days[w * 7],
      revenuePence: total('revenuePence') - total('refundsPence'),
      requests: total('leads'),
      leadSales: total('leadSales'),
    };
  });
  return {
    today,
    newLeadsToday: sum('leads', last(1)),
    newLeads7Days: sum('leads', last(7)),
    newLeads30Days: sum('leads', last(30)),
    leadsSold30Days: sum('leadSales', last(30)),
    revenueThisMonthPence: revenueThisMonth,
    ...queue,
    leadsPerDay: days.slice(last(30)).map((day, i) => {
      const counts = stats[last(30) + i];
      return {
        day,
        total: counts.leads ?? 0,
        bySource: [...LEAD_ORIGINS, 'other'].map((source) => ({ source, count: counts[`leads_${source}`] ?? 0 })).filter((s) => s.count),
      };
    }),
    weeks,
    months: Array.from({ length: DASHBOARD_MONTHS }, (_, i) => {
      const month = monthStartBefore(today, DASHBOARD_MONTHS - 1 - i).slice(0, 7);
      const inMonth = spanStats.filter((_day, index) => span[index].startsWith(month));
      const total = (field: string) => inMonth.reduce((t, day) => t + (day[field] ?? 0), 0);
      return {
        month,
        quotesSent: total('quotesSent'),
        quotesAccepted: total('quotesAccepted'),
        jobsRecorded: total('jobsRecorded'),
        removalRecordsIssued: total('removalRecordsIssued'),
      };
    }),
  };
}

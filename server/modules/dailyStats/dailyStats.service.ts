import type { Transaction } from '../../platform/firestore/unitOfWork';
import { isLeadOrigin } from '../../../common/leadOrigins';
import { incrementDailyStats } from './dailyStats.repository';
import { londonDay } from './londonDays';

/**
 * The counter writers: the modules below the dashboard add to a day's statistics in the transaction of the
 * write they count (docs/decisions/0014-dashboard-counters.md); the dashboard reads them.
 */

/** Called inside the transaction that creates a lead; an origin outside the list is counted under "other". */
export function countLeadCreated(tx: Transaction, at: Date, origin: string) {
  const source = isLeadOrigin(origin) ? origin : 'other';
  incrementDailyStats(tx, londonDay(at), { leads: 1, [`leads_${source}`]: 1 });
}

/** Called inside the transaction that marks a payment succeeded (and delivered). */
export function countPaymentSettled(tx: Transaction, at: Date, payment: { kind: string; amountPence: number }) {
  incrementDailyStats(tx, londonDay(at), {
    revenuePence: payment.amountPence,
    payments: 1,
    ...(payment.kind === 'lead_purchase' ? { leadSales: 1, leadRevenuePence: payment.amountPence } : {}),
  });
}

/**
 * Called inside the transaction that pays for a lead place from a prepaid balance: a sale, but no money taken
 * (the top-up was counted as revenue when it settled: docs/decisions/0050-prepaid-balance.md).
 */
export function countLeadSoldFromBalance(tx: Transaction, at: Date, amountPence: number) {
  incrementDailyStats(tx, londonDay(at), { leadSales: 1, leadRevenuePence: amountPence });
}

/** Called inside the transaction that records a refund (counted on the day of the refund). */
export function countPaymentRefunded(tx: Transaction, at: Date, payment: { amountPence: number }) {
  incrementDailyStats(tx, londonDay(at), { refundsPence: payment.amountPence, refunds: 1 });
}

/** Called inside the transaction that stores a quote's first revision (docs/decisions/0055-quotes-and-removal-records.md). */
export function countQuoteSent(tx: Transaction, at: Date) {
  incrementDailyStats(tx, londonDay(at), { quotesSent: 1 });
}

/** Called inside the transaction in which a homeowner accepts a quote. */
export function countQuoteAccepted(tx: Transaction, at: Date) {
  incrementDailyStats(tx, londonDay(at), { quotesAccepted: 1 });
}

/** Called inside the transaction that first sends a job record to the homeowner (docs/decisions/0055-quotes-and-removal-records.md). */
export function countJobRecorded(tx: Transaction, at: Date) {
  incrementDailyStats(tx, londonDay(at), { jobsRecorded: 1 });
}

/** Called inside the transaction that issues a removal record (a correction's new version counts too). */
export function countRemovalRecordIssued(tx: Transaction, at: Date) {
  incrementDailyStats(tx, londonDay(at), { removalRecordsIssued: 1 });
}

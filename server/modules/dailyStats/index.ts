/** What other modules may use of the daily statistics (docs/decisions/0033-module-order-and-public-faces.md). */
export {
  countJobRecorded,
  countLeadCreated,
  countLeadSoldFromBalance,
  countPaymentRefunded,
  countPaymentSettled,
  countQuoteAccepted,
  countQuoteSent,
  countRemovalRecordIssued,
} from './dailyStats.service';
export { readDailyStats } from './dailyStats.repository';
export { isSettledDay, lastDays, londonDay } from './londonDays';

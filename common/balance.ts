/**
 * A company's prepaid balance (docs/decisions/0050-prepaid-balance.md), shared by the server, which enforces
 * these limits, and the browser, which offers them. Amounts are before VAT: VAT is charged on the top-up.
 */
import { LEAD_PRICING } from './leadPricing';

export const TOP_UP_MIN_POUNDS = 50;
export const TOP_UP_MAX_POUNDS = 5_000;
export const TOP_UP_PRESETS_POUNDS = [100, 200, 500] as const;

export const vatOnTopUpPence = (netPence: number) => Math.round(netPence * LEAD_PRICING.vatRate);

/** Why a top-up amount is refused, in words for the user; null when it is fine. */
export function topUpAmountRefusal(pounds: unknown): string | null {
  if (typeof pounds !== 'number' || !Number.isInteger(pounds)) return 'Enter a whole number of pounds, for example 200';
  if (pounds < TOP_UP_MIN_POUNDS) return `The smallest top-up is £${TOP_UP_MIN_POUNDS}`;
  if (pounds > TOP_UP_MAX_POUNDS) return `The largest top-up is £${TOP_UP_MAX_POUNDS.toLocaleString('en-GB')}: top up again for more`;
  return null;
}

/** Where the refund of an accepted dispute goes, for a lead paid from the balance. */
export const REFUND_DESTINATIONS = ['balance', 'card'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** Lead prices of docs/requirements/business-rules.md#lead-pricing, as configuration; VAT on top. */
export const LEAD_PRICING = {
  /** estimate midpoint < £2,000 */
  smallJobBelowPence: 200000,
  /** £2,000 – £5,000 inclusive; above is a large job */
  mediumJobUpToPence: 500000,
  smallJobPricePence: 2500,
  mediumJobPricePence: 4000,
  largeJobPricePence: 6000,
  emergencySurchargePence: 1000,
  exclusiveMultiplier: 2.5,
  vatRate: 0.2,
  sharedMaxBuyers: 3,
  exclusiveMaxBuyers: 1,
  marketplaceDays: 30,
} as const;

export type LeadPricing = typeof LEAD_PRICING;

export function leadPricePence(
  estimate: { lowPence: number; highPence: number },
  options: { emergency: boolean; exclusive: boolean },
  pricing: LeadPricing = LEAD_PRICING,
): { pricePence: number; vatPence: number } {
  const midpoint = (estimate.lowPence + estimate.highPence) / 2;
  let price: number =
    midpoint < pricing.smallJobBelowPence
      ? pricing.smallJobPricePence
      : midpoint <= pricing.mediumJobUpToPence
        ? pricing.mediumJobPricePence
        : pricing.largeJobPricePence;
  if (options.emergency) price += pricing.emergencySurchargePence;
  if (options.exclusive) price = Math.round(price * pricing.exclusiveMultiplier);
  return { pricePence: price, vatPence: Math.round(price * pricing.vatRate) };
}

/**
 * The lowest and highest price a company can pay for one lead, before VAT: every job size, with and without the
 * emergency surcharge, shared and exclusive. Every price range the site shows companies comes from here.
 */
export function leadPriceRangePence(pricing: LeadPricing = LEAD_PRICING): { minPence: number; maxPence: number } {
  const midpoints = [0, pricing.smallJobBelowPence, pricing.mediumJobUpToPence + 1];
  const prices = midpoints.flatMap((midpoint) =>
    [false, true].flatMap((emergency) =>
      [false, true].map(
        (exclusive) => leadPricePence({ lowPence: midpoint, highPence: midpoint }, { emergency, exclusive }, pricing).pricePence,
      ),
    ),
  );
  return { minPence: Math.min(...prices), maxPence: Math.max(...prices) };
}

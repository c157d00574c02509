import { DEFAULT_AI_PRICE, type AiModelPrice } from '../../platform/config';

export interface AiCallCounts {
  tokensIn: number;
  tokensOut: number;
  images: number;
}

/**
 * The estimated cost of one call in GBP, from the price table (USD per million tokens and per image) and the
 * exchange rate. An unknown model is priced as DEFAULT_AI_PRICE, so a call is never counted as free.
 */
export function estimateCostGbp(model: string, counts: AiCallCounts, prices: Record<string, AiModelPrice>, usdToGbp: number): number {
  const price = prices[model] ?? DEFAULT_AI_PRICE;
  const usd =
    (counts.tokensIn / 1_000_000) * price.inputPerMillion +
    (counts.tokensOut / 1_000_000) * price.outputPerMillion +
    counts.images * price.perImage;
  return usd * usdToGbp;
}

/** Costs are stored as whole millionths of a pound: integer increments add up exactly in the daily counters. */
export const toMicroGbp = (gbp: number) => Math.round(gbp * 1_000_000);
export const fromMicroGbp = (micro: number) => micro / 1_000_000;

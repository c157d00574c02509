/** Marketplace rules shared by the server and the company pages (docs/requirements/business-rules.md#marketplace). */

export const DISPUTE_REASONS = ['invalid_phone', 'invalid_email', 'wrong_postcode'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  invalid_phone: 'The phone number does not work',
  invalid_email: 'The e-mail address does not work',
  wrong_postcode: 'The postcode is wrong',
};

/** A buyer may dispute a purchase for this many days after buying it. */
export const DISPUTE_WINDOW_DAYS = 14;

const DAY_MS = 24 * 3600 * 1000;

/** "today", "yesterday", "3 days ago": how long a lead has been on the marketplace. */
export function leadAgeLabel(createdAt: Date | string, now: Date = new Date()): string {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const hours = Math.floor((now.getTime() - created.getTime()) / 3_600_000);
  if (hours < 1) return 'just now';
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** "2 of 3 left", "sold out". */
export function placesLeftLabel(placesLeft: number, maxBuyers: number): string {
  if (placesLeft <= 0) return 'Sold out';
  if (maxBuyers === 1) return 'Exclusive: 1 of 1 left';
  return `${placesLeft} of ${maxBuyers} left`;
}

export function disputeDeadline(purchasedAt: Date): Date {
  return new Date(purchasedAt.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS);
}

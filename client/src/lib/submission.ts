import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A random key that makes retries of one submission safe: the server stores it once. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const RETRY_DELAYS_MS = [1000, 2000, 4000];

/**
 * Sends a submission, retrying network failures with the same idempotency key so a lost answer never
 * loses or doubles the record. Errors the server answered (validation, rate limits) are not retried.
 */
export async function submitWithRetry<T>(send: () => Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (CombinedGraphQLErrors.is(error) || attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}

export function submissionSource() {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  return {
    pagePath: window.location.pathname,
    referrer: document.referrer || null,
    utm: { source: params.get('utm_source'), medium: params.get('utm_medium'), campaign: params.get('utm_campaign') },
  };
}

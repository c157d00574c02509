import type { SignInThrottleConfig } from '../config';
import { logger } from '../logger';
import type { RateLimitRule } from '../submissions/rateLimit';

/**
 * Failed password sign-ins through the embedded Auth front, limited per account (e-mail) and per client
 * address with the site's one rate-limit store (../submissions/rateLimit.ts, in Firestore, so every instance
 * on the store counts together). An attempt is counted before it reaches the emulator, so a burst sent at
 * once passes no more than the limit, and given back when it succeeds: only failures stay counted
 * (docs/auth-front.md, "Throttling").
 */
export interface SignInThrottle {
  /** Counts an attempt; null when the account or the address is over its limit (nothing is counted then). */
  begin(email: unknown, address: string): Promise<SignInAttempt | null>;
  /** The account's owner proved they hold its e-mail (a password reset): its failures are forgotten. */
  forgetAccount(email: string): Promise<void>;
}

export interface SignInAttempt {
  /** The attempt succeeded, or failed for a reason other than the credentials: it is not counted. */
  giveBack(): Promise<void>;
}

// Loaded at the first sign-in, not at start (docs/decisions/0036-firestore-loaded-at-first-use.md).
const rateLimits = () => require('../submissions/rateLimit') as typeof import('../submissions/rateLimit');

/** The emulator's canonical form of an address (lower case), so `A@x` and `a@x` are one account. */
const accountKey = (email: string) => `sign-in:email:${email.trim().toLowerCase()}`;

export function createSignInThrottle(config: SignInThrottleConfig): SignInThrottle {
  const rules = (email: unknown, address: string): RateLimitRule[] => [
    ...(typeof email === 'string' && email.trim()
      ? [{ key: accountKey(email), max: config.accountMax, windowMs: config.windowMs, what: 'sign-in attempts for this account' }]
      : []),
    { key: `sign-in:ip:${address}`, max: config.addressMax, windowMs: config.windowMs, what: 'sign-in attempts' },
  ];
  return {
    async begin(email, address) {
      const counted = rules(email, address);
      try {
        await rateLimits().consumeRateLimits(counted);
      } catch (error) {
        // Over a limit; or so many attempts at once on one counter that its transaction gave up retrying (ABORTED).
        const code = (error as { code?: unknown; extensions?: { code?: unknown } }).extensions?.code ?? (error as { code?: unknown }).code;
        if (code === 'RATE_LIMITED' || code === 10) return null;
        throw error;
      }
      // Best effort: a give-back that fails leaves one success counted as a failure, never fails the sign-in.
      return {
        giveBack: () =>
          rateLimits()
            .releaseRateLimits(counted)
            .catch((error: unknown) => logger.warn({ err: error }, 'could not give back a sign-in attempt')),
      };
    },
    async forgetAccount(email) {
      const { runTransaction } = require('../firestore/firestore') as typeof import('../firestore/firestore');
      await runTransaction(async (tx) => rateLimits().clearRateLimits(tx, [accountKey(email)])).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not forget the sign-in failures of an account'),
      );
    },
  };
}

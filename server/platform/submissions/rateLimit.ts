import crypto from 'node:crypto';
import { db, runTransaction, Timestamp, type Transaction } from '../firestore/firestore';
import { rateLimited } from '../graphql/errors';
import { sitePhone } from '../config';

export interface RateLimitRule {
  /** What is counted, e.g. `quote:ip:203.0.113.7` or `phone:07700900123`. */
  key: string;
  max: number;
  windowMs: number;
  /** Told to the person when the limit is reached. */
  what: string;
}

const ref = (key: string) => db().collection('rateLimits').doc(crypto.createHash('sha256').update(key).digest('hex').slice(0, 32));

function describeWait(ms: number) {
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Fixed-window counters kept in Firestore, so every server instance shares them. Must run inside the
 * submission's transaction: `read` before any write, `commit` with the writes.
 */
export async function readRateLimits(tx: Transaction, rules: RateLimitRule[]) {
  const snaps = await Promise.all(rules.map((rule) => tx.get(ref(rule.key))));
  const now = Date.now();
  const states = rules.map((rule, i) => {
    const data = snaps[i].data();
    const windowStart =
      data && now - (data.windowStart as Timestamp).toMillis() < rule.windowMs ? (data.windowStart as Timestamp).toMillis() : now;
    const count = data && windowStart !== now ? (data.count as number) : 0;
    return { rule, windowStart, count };
  });
  const exceeded = states.find((s) => s.count >= s.rule.max);
  if (exceeded) {
    const retryAfterMs = exceeded.windowStart + exceeded.rule.windowMs - now;
    throw rateLimited(
      `You have sent ${exceeded.rule.what} several times in a short time. Please wait about ${describeWait(retryAfterMs)} and try again, or call us on ${sitePhone()}.`,
      Math.ceil(retryAfterMs / 1000),
    );
  }
  return {
    commit() {
      for (const { rule, windowStart, count } of states) {
        tx.set(ref(rule.key), {
          windowStart: Timestamp.fromMillis(windowStart),
          count: count + 1,
          expiresAt: Timestamp.fromMillis(windowStart + rule.windowMs),
        });
      }
    },
  };
}

/** Counts one attempt against the rules in a transaction of its own; throws RATE_LIMITED once over. */
export async function consumeRateLimits(rules: RateLimitRule[]): Promise<void> {
  await runTransaction(async (tx) => (await readRateLimits(tx, rules)).commit());
}

/**
 * Gives back one attempt counted by consumeRateLimits, in a transaction of its own: for limits that count only
 * failures, an attempt is counted before it runs (so a burst sent at once cannot pass the limit) and given back
 * when it succeeds. A window that has ended since is left alone.
 * @lazy loaded on first use, with `require`
 */
export async function releaseRateLimits(rules: RateLimitRule[]): Promise<void> {
  await runTransaction(async (tx) => {
    const snaps = await Promise.all(rules.map((rule) => tx.get(ref(rule.key))));
    const now = Date.now();
    rules.forEach((rule, i) => {
      const data = snaps[i].data();
      if (!data || now - (data.windowStart as Timestamp).toMillis() >= rule.windowMs || !((data.count as number) > 0)) return;
      tx.update(ref(rule.key), { count: (data.count as number) - 1 });
    });
  });
}

/** Forgets these counters in the caller's transaction (a person erased under UK GDPR: `phone:{number}`). */
export function clearRateLimits(tx: Transaction, keys: string[]) {
  for (const key of keys) tx.delete(ref(key));
}

/** Where a counter stands after a request: for the `RateLimit-*` headers of an API (docs/integrations.md#limits). */
export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

/**
 * Counts one request against `rule` in a transaction of its own, with the same shared fixed-window counter as
 * the forms' limits (so every instance counts together), and answers where it stands; a request over the
 * limit is not counted and answers `allowed: false`.
 */
export async function countRequest(rule: Omit<RateLimitRule, 'what'>): Promise<RateLimitState> {
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref(rule.key));
    const now = Date.now();
    const data = snap.data();
    const current = data && now - (data.windowStart as Timestamp).toMillis() < rule.windowMs;
    const windowStart = current ? (data.windowStart as Timestamp).toMillis() : now;
    const count = current ? (data.count as number) : 0;
    const resetSeconds = Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
    if (count >= rule.max) return { allowed: false, limit: rule.max, remaining: 0, resetSeconds };
    tx.set(ref(rule.key), {
      windowStart: Timestamp.fromMillis(windowStart),
      count: count + 1,
      expiresAt: Timestamp.fromMillis(windowStart + rule.windowMs),
    });
    return { allowed: true, limit: rule.max, remaining: rule.max - count - 1, resetSeconds };
  });
}

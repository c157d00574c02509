import crypto from 'node:crypto';

/**
 * What the outboxes share (the mail outbox, server/platform/mail/sender.ts, and the webhook deliveries,
 * server/modules/webhooks/webhookWorker.ts): a document is claimed in a transaction with a lease (a token and a
 * `nextAttemptAt` moved a lease ahead, so no other pass or instance takes it while it is being sent, and a process
 * killed mid-send loses nothing: the document is due again when the lease ends), candidates are shuffled so
 * instances passing at the same moment keep off each other's documents, and a failure waits longer each time.
 */

/** A pass reads this many times its batch of the oldest due documents and claims its batch from them in random order. */
export const CANDIDATES_PER_BATCH = 5;
const MAX_ERROR_LENGTH = 1000;

/** The wait before the next attempt after `attempts` failed ones: base, 2×base, 4×base…, at most `maxMs`. */
export function retryDelayMs(attempts: number, retryBaseMs: number, maxMs = Number.POSITIVE_INFINITY): number {
  return Math.min(maxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/** An error in one line of at most 1000 characters, for a stored `lastError`. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, MAX_ERROR_LENGTH) || 'Unknown error';
}

/** A copy in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

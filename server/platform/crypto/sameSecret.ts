import crypto from 'node:crypto';

const digest = (value: string | Buffer) => crypto.createHash('sha256').update(value).digest();

/**
 * Whether a secret, key or signature someone sent is the one expected, in a time that depends on neither:
 * both are hashed to one length first, so even the expected value's length does not show.
 */
export function sameSecret(given: string | Buffer, expected: string | Buffer): boolean {
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

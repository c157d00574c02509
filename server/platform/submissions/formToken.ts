import crypto from 'node:crypto';
import { persistedSecret } from '../crypto/secrets';
import { services } from '../services';
import { sameSecret } from '../crypto/sameSecret';

/**
 * When a public form appeared, as the server saw it (docs/form-tokens.md). The browser fetches a token when
 * the form mounts and sends it back with the submission; the fill time is the server's clock now minus the
 * token's, so a script cannot claim it took 20 s. Format: `<issuedAt, base 36>.<base64url HMAC-SHA256>`, the
 * MAC over a purpose label and the time. Pure apart from `formTokenSecret`.
 */
export type FormTokenProblem = 'missing' | 'invalid' | 'expired';
export type VerifiedFormToken = { ok: true; issuedAt: number } | { ok: false; problem: FormTokenProblem };

/** A form left open longer than this asks for a fresh token (the browser does it by itself and sends again). */
export const FORM_TOKEN_LIFETIME_MS = 24 * 3_600_000;
/** Clocks of two instances may differ a little; a token from further in the future was not made by us. */
const CLOCK_SKEW_MS = 60_000;
const PURPOSE = 'form-token.v1';
const MAX_TOKEN_LENGTH = 128;

function mac(secret: string, issued: string): Buffer {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}.${issued}`).digest();
}

export function signFormToken(issuedAt: number, secret: string): string {
  const issued = Math.floor(issuedAt).toString(36);
  return `${issued}.${mac(secret, issued).toString('base64url')}`;
}

/** The signature is checked before the time, so an edited token is "invalid" whatever its date. */
export function verifyFormToken(token: string | null | undefined, secret: string, now = Date.now()): VerifiedFormToken {
  if (!token) return { ok: false, problem: 'missing' };
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, problem: 'invalid' };
  const [issued, signature, ...rest] = token.split('.');
  if (!issued || !signature || rest.length || !/^[0-9a-z]{1,12}$/.test(issued)) return { ok: false, problem: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, issued);
  if (!sameSecret(given, expected)) return { ok: false, problem: 'invalid' };
  const issuedAt = parseInt(issued, 36);
  if (issuedAt > now + CLOCK_SKEW_MS) return { ok: false, problem: 'invalid' };
  if (now - issuedAt > FORM_TOKEN_LIFETIME_MS) return { ok: false, problem: 'expired' };
  return { ok: true, issuedAt };
}

/** The HMAC key: FORM_TOKEN_SECRET, or a key created once and kept in Firestore `meta/secrets` (secrets.ts). */
export const formTokenSecret = () => persistedSecret('formTokenKey', services().config.formTokenSecret);

export async function issueFormToken(issuedAt = Date.now()): Promise<string> {
  return signFormToken(issuedAt, await formTokenSecret());
}

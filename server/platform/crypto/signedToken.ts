import crypto from 'node:crypto';
import { sameSecret } from './sameSecret';

/**
 * Expiring signed tokens for links sent by e-mail or shown to an administrator: `base64url(JSON claims + e)` +
 * "." + `base64url(HMAC-SHA256)`. The MAC covers a purpose label as well as the payload, so a token signed for one
 * purpose with the same key never passes for another. `e` is the expiry in seconds since the epoch. Pure: the key
 * is passed in (server/platform/crypto/secrets.ts says where keys come from).
 */
export type TokenClaims = Record<string, string | number>;
export type VerifiedToken = { ok: true; claims: TokenClaims; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

const MAX_TOKEN_LENGTH = 512;

const mac = (purpose: string, secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`${purpose}.${payload}`).digest();

export function signToken(purpose: string, claims: TokenClaims, expiresAt: number, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, e: Math.floor(expiresAt / 1000) })).toString('base64url');
  return `${payload}.${mac(purpose, secret, payload).toString('base64url')}`;
}

/** The signature is checked first, so a tampered token is "invalid" even when its expiry has passed too. */
export function verifyToken(purpose: string, token: string, secret: string, now = Date.now()): VerifiedToken {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'invalid' };
  if (!sameSecret(Buffer.from(signature, 'base64url'), mac(purpose, secret, payload))) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, reason: 'invalid' };
  const { e, ...claims } = parsed as Record<string, unknown>;
  if (typeof e !== 'number' || !Object.values(claims).every((v) => typeof v === 'string' || typeof v === 'number'))
    return { ok: false, reason: 'invalid' };
  const expiresAt = e * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as TokenClaims, expiresAt };
}

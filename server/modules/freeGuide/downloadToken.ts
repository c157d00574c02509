import crypto from 'node:crypto';
import { sameSecret } from '../../platform/sameSecret';

/**
 * Expiring download links: `base64url(JSON {l, e})` + "." + `base64url(HMAC-SHA256)`. The MAC covers a
 * purpose label as well as the payload, so a token signed for anything else with the same key never
 * passes here. Pure: the key is passed in (see downloadSecret.ts for where it comes from).
 */
export interface DownloadClaims {
  /** The pdfLeads document the download is counted against. */
  leadId: string;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

export type VerifiedDownload = { ok: true; claims: DownloadClaims } | { ok: false; reason: 'invalid' | 'expired' };

const PURPOSE = 'free-guide-download.v1';
const MAX_TOKEN_LENGTH = 512;

function mac(secret: string, payload: string): Buffer {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

export function signDownloadToken(claims: DownloadClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ l: claims.leadId, e: Math.floor(claims.expiresAt / 1000) })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The signature is checked first, so a tampered token is "invalid" even when its expiry has passed too. */
export function verifyDownloadToken(token: string, secret: string, now = Date.now()): VerifiedDownload {
  if (!token || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (!sameSecret(given, expected)) return { ok: false, reason: 'invalid' };
  let claims: { l?: unknown; e?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.l !== 'string' || typeof claims.e !== 'number') return { ok: false, reason: 'invalid' };
  const expiresAt = claims.e * 1000;
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { leadId: claims.l, expiresAt } };
}

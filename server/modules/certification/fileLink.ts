import crypto from 'node:crypto';
import { sameSecret } from '../../platform/sameSecret';

/**
 * Short-lived signed links to a certification document for admins (the free-guide link idea with a purpose
 * of its own): `base64url(JSON {r, t, e})` + "." + HMAC-SHA256 over purpose and payload. Pure.
 */
const PURPOSE = 'certification-document.v1';
export const FILE_LINK_LIFETIME_MS = 10 * 60_000;

const mac = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();

export function signFileLink(claims: { requestId: string; type: string; expiresAt: number }, secret: string) {
  const payload = Buffer.from(JSON.stringify({ r: claims.requestId, t: claims.type, e: Math.floor(claims.expiresAt / 1000) })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function verifyFileLink(
  token: string,
  secret: string,
  expected: { requestId: string; type: string },
  now = Date.now(),
): 'ok' | 'invalid' | 'expired' {
  if (!token || token.length > 512) return 'invalid';
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return 'invalid';
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(secret, payload);
  if (!sameSecret(given, wanted)) return 'invalid';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claims.r !== expected.requestId || claims.t !== expected.type || typeof claims.e !== 'number') return 'invalid';
    return claims.e * 1000 <= now ? 'expired' : 'ok';
  } catch {
    return 'invalid';
  }
}

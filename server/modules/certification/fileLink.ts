import { signToken, verifyToken } from '../../platform/crypto/signedToken';

/** Short-lived signed links to a certification document for admins (server/platform/crypto/signedToken.ts). */
const PURPOSE = 'certification-document.v1';
export const FILE_LINK_LIFETIME_MS = 10 * 60_000;

export const signFileLink = (claims: { requestId: string; type: string; expiresAt: number }, secret: string) =>
  signToken(PURPOSE, { r: claims.requestId, t: claims.type }, claims.expiresAt, secret);

export function verifyFileLink(
  token: string,
  secret: string,
  expected: { requestId: string; type: string },
  now = Date.now(),
): 'ok' | 'invalid' | 'expired' {
  const verified = verifyToken(PURPOSE, token, secret, now);
  if (!verified.ok) return verified.reason;
  return verified.claims.r === expected.requestId && verified.claims.t === expected.type ? 'ok' : 'invalid';
}

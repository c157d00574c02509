import crypto from 'node:crypto';

/**
 * The secret in a certification request's private links (upload and documents pages). It is derived from a
 * random per-request key (`uploadTokenKey`, stored on the request) with HMAC-SHA256 under the server's signing
 * secret, so every e-mail about the request can carry the same link: a rejection must not kill the link in an
 * earlier e-mail. Only the token's SHA-256 is compared; a new key (administrator revokes the link) retires it.
 */
const PURPOSE = 'certification-upload.v1';

export const hashUploadToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

export function uploadTokenFor(key: string, secret: string): { token: string; hash: string } {
  const token = crypto.createHmac('sha256', secret).update(`${PURPOSE}.${key}`).digest('base64url');
  return { token, hash: hashUploadToken(token) };
}

/** A new key and its token, for a new request or a revoked link. */
export function newUploadLink(secret: string): { key: string; token: string; hash: string } {
  const key = crypto.randomBytes(16).toString('base64url');
  return { key, ...uploadTokenFor(key, secret) };
}

import { signToken, verifyToken } from '../../platform/crypto/signedToken';

/** Expiring free-guide download links (server/platform/crypto/signedToken.ts); see downloadSecret.ts for the key. */
export interface DownloadClaims {
  /** The pdfLeads document the download is counted against. */
  leadId: string;
  /** Expiry, in milliseconds since the epoch. */
  expiresAt: number;
}

export type VerifiedDownload = { ok: true; claims: DownloadClaims } | { ok: false; reason: 'invalid' | 'expired' };

const PURPOSE = 'free-guide-download.v1';

export const signDownloadToken = (claims: DownloadClaims, secret: string) =>
  signToken(PURPOSE, { l: claims.leadId }, claims.expiresAt, secret);

export function verifyDownloadToken(token: string, secret: string, now = Date.now()): VerifiedDownload {
  const verified = verifyToken(PURPOSE, token, secret, now);
  if (!verified.ok) return verified;
  if (typeof verified.claims.l !== 'string') return { ok: false, reason: 'invalid' };
  return { ok: true, claims: { leadId: verified.claims.l, expiresAt: verified.expiresAt } };
}

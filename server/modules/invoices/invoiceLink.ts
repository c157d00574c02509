import { signToken, verifyToken } from '../../platform/crypto/signedToken';
import { linkSigningSecret } from '../../platform/crypto/secrets';

/** Signed links to one invoice PDF (server/platform/crypto/signedToken.ts): short on screen, a month in the e-mail. */
const PURPOSE = 'invoice-pdf.v1';
export const SCREEN_LINK_LIFETIME_MS = 10 * 60_000;
export const MAIL_LINK_LIFETIME_MS = 30 * 86_400_000;

export const invoicePdfPath = (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}.pdf`;

export async function signedInvoicePdfLink(invoiceId: string, lifetimeMs: number, now = Date.now()) {
  const expiresAt = Math.floor((now + lifetimeMs) / 1000) * 1000;
  const token = signToken(PURPOSE, { i: invoiceId }, expiresAt, await linkSigningSecret());
  return { url: `${invoicePdfPath(invoiceId)}?token=${token}`, expiresAt: new Date(expiresAt) };
}

export async function invoiceLinkValid(token: string, invoiceId: string): Promise<boolean> {
  const verified = verifyToken(PURPOSE, token, await linkSigningSecret());
  return verified.ok && verified.claims.i === invoiceId;
}

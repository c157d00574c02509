import crypto from 'node:crypto';

/**
 * The signature of a delivery (docs/integrations.md#verifying-a-signature): `SFR-Signature: t=<unix seconds>,v1=<hex>`,
 * the HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. The timestamp is signed with the body, so a receiver
 * refuses a captured delivery replayed later than its tolerance (5 minutes, on the receiver's side).
 */
export const SIGNATURE_HEADER = 'SFR-Signature';
export const EVENT_ID_HEADER = 'SFR-Event-Id';
export const EVENT_TYPE_HEADER = 'SFR-Event-Type';

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

/** A new endpoint secret: `whsec_` and 32 random bytes, shown to the owner once. */
export const newEndpointSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;

/** What the owner sees of a secret after it was shown: its prefix and last four characters. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;

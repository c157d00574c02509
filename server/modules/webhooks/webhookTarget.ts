import dns from 'node:dns/promises';
import { isIpLiteral, refusedAddressMessage, refusedAddressReason } from '../../platform/http/addressPolicy';

/**
 * Where webhooks may be delivered (docs/integrations.md#webhooks): `https://` to a name or address on the public
 * internet, checked with the URL analyzer's guard against private ranges when the endpoint is saved, and again on the
 * address DNS returns when each delivery connects (webhookSender.ts). The embedded default may also deliver to
 * `http://127.0.0.1:<port>`, to try webhooks locally; nothing else, and never on a real project.
 */
export const URL_MAX_LENGTH = 2000;

export class WebhookTargetRefused extends Error {}

const bare = (host: string) => host.replace(/^\[|\]$/g, '');

/** True for the one local address the embedded default delivers to over http. */
export function isLocalTrial(url: URL, allowLocalHttp: boolean): boolean {
  return allowLocalHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1' && url.port !== '';
}

/** Checks an endpoint address without the network: the scheme, credentials, and an address written as an IP. */
export function parseTarget(raw: string, allowLocalHttp: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new WebhookTargetRefused('Enter a full address starting with https://');
  }
  if (raw.trim().length > URL_MAX_LENGTH) throw new WebhookTargetRefused(`Use an address of at most ${URL_MAX_LENGTH} characters`);
  if (url.username || url.password) throw new WebhookTargetRefused('The address may not contain a user name or password');
  if (isLocalTrial(url, allowLocalHttp)) return url;
  if (url.protocol !== 'https:')
    throw new WebhookTargetRefused(
      allowLocalHttp
        ? 'Webhook endpoints must use https:// (this trial server also accepts http://127.0.0.1:<port>)'
        : 'Webhook endpoints must use https://',
    );
  const host = bare(url.hostname);
  if (isIpLiteral(host)) {
    const reason = refusedAddressReason(host);
    if (reason)
      throw new WebhookTargetRefused(`${refusedAddressMessage(host, host, reason)} Webhooks are only delivered to public addresses.`);
  }
  return url;
}

/** Checks an endpoint address as it is saved: also every address its name resolves to now. */
export async function checkTarget(raw: string, allowLocalHttp: boolean): Promise<string> {
  const url = parseTarget(raw, allowLocalHttp);
  const host = bare(url.hostname);
  if (isLocalTrial(url, allowLocalHttp) || isIpLiteral(host)) return url.toString();
  let addresses: { address: string }[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch {
    throw new WebhookTargetRefused(`${host} could not be found (no such domain)`);
  }
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address);
    if (reason)
      throw new WebhookTargetRefused(`${refusedAddressMessage(host, address, reason)} Webhooks are only delivered to public addresses.`);
  }
  return url.toString();
}

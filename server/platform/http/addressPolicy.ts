import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Ranges ipaddr.js names that are not the public internet, as a person would call them. */
const REFUSED_RANGES: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address (such as a cloud metadata service)',
  loopback: 'this server itself (loopback)',
  carrierGradeNat: 'a carrier-grade NAT range (100.64.0.0/10)',
  private: 'a private network',
  uniqueLocal: 'a private IPv6 network (unique local)',
  reserved: 'a reserved range',
  benchmarking: 'a benchmarking range',
  amt: 'a tunnelling range',
  as112: 'a reserved DNS range',
  deprecated: 'a deprecated range',
  orchid2: 'a reserved range',
  discard: 'a discard range',
  '6to4': 'a 6to4 tunnelling range',
  teredo: 'a Teredo tunnelling range',
  rfc6145: 'an IPv4-translated range',
  rfc6052: 'an IPv4/IPv6 translation range',
};

/**
 * Why an IP address may not be fetched by the URL analyzer, or null when it is a public unicast address.
 * IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are judged as the IPv4 address they stand for.
 */
export function refusedAddressReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'not an IP address';
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === 'unicast') return null;
  return REFUSED_RANGES[range] ?? `a non-public range (${range})`;
}

export const isIpLiteral = (host: string) => ipaddr.isValid(host.replace(/^\[|\]$/g, ''));

/** The message for a refused address. */
export function refusedAddressMessage(host: string, address: string, reason: string): string {
  const shown = host === address ? address : `${host} (${address})`;
  return `This address is not on the public internet: ${shown} is ${reason}.`;
}

/**
 * A `lookup` for an http(s) request that refuses any address DNS returned outside the public internet, so a name that
 * resolves (or rebinds) to a private address is caught at connect time, on the very address connected to.
 * `refuse` makes the error the caller reports.
 */
export function guardedLookup(host: string, refuse: (message: string) => Error): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error);
      const list = addresses as dns.LookupAddress[];
      for (const entry of list) {
        const reason = refusedAddressReason(entry.address);
        if (reason) return callback(refuse(refusedAddressMessage(host, entry.address, reason)));
      }
      if (!list.length) return callback(refuse(`${host} has no address`));
      if (options.all) return callback(null, list);
      callback(null, list[0].address, list[0].family);
    });
  }) as LookupFunction;
}

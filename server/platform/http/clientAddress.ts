import type { Request } from 'express';

/**
 * Who the visitor is, as far as an address can say: the one function every rate limit, bot check and
 * tracking record reads it from (docs/decisions/0029-work-that-cloud-run-runs.md).
 *
 * The address comes from Express's `trust proxy`, set from `trustProxy()`: with TRUSTED_PROXY_HOPS = n
 * (production behind Firebase Hosting: 2), the peer and the last n − 1 X-Forwarded-For entries are this
 * site's own proxies, and the entry before them is the visitor. What a visitor writes into
 * X-Forwarded-For themselves comes before that, so it never stands in for their address.
 *
 * Behind Firebase Hosting the request reaches Cloud Run from a link-local peer (Cloud Run's front end),
 * with `X-Forwarded-For: <anything the visitor sent>, <visitor>, <Hosting's edge>`: Hosting's CDN appends
 * the address that connected to it, Google's front end the edge that connected to it. Trusting only
 * private addresses would name the edge, which many visitors share.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? 'unknown';
}

/**
 * The `trust proxy` setting: a hop count when one is configured; otherwise the addresses of a proxy on
 * this machine or network (loopback, link-local, unique-local), which is what a development server or a
 * test harness talks through.
 */
export function trustProxy(trustedProxyHops: number | null): number | string {
  return trustedProxyHops ?? 'loopback, linklocal, uniquelocal';
}

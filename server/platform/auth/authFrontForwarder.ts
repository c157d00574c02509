import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { AUTH_API_PATH, authCallTracker, CLIENT_ADDRESS_HEADER, type AuthEmulatorProxy } from './authEmulatorProxy';
import type { EmulatorTokenKey } from './emulatorTokens';

/**
 * The Auth front of a server that joined another's embedded store (../embeddedStoreSharing.ts): the
 * browser's sign-in calls go, as they came, to the owner's Auth front, which allows, signs, seals and stores
 * exactly as it does for its own visitors; tokens are checked here with the same key. The visitor's address
 * goes with each call, sealed with that key, so their failed sign-ins count under it there (./signInThrottle.ts).
 */
export function createAuthFrontForwarder(ownerSite: string, tokens: EmulatorTokenKey): AuthEmulatorProxy {
  const calls = authCallTracker('auth front forwarding');
  async function forward(req: IncomingMessage, res: ServerResponse, clientAddress: string) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
    const answer = await fetch(`${ownerSite}${req.url ?? '/'}`, {
      method: req.method,
      headers: {
        ...(req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {}),
        [CLIENT_ADDRESS_HEADER]: tokens.sealClientAddress(clientAddress),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  }
  return {
    tokens,
    isBrowserPath: (pathname) => AUTH_API_PATH.test(pathname),
    // Only browsers' calls reach a forwarder (it has no loopback listener of its own).
    handle: (req, res, options) => calls.run(req, res, () => forward(req, res, options.trusted ? '127.0.0.1' : options.clientAddress)),
    idle: () => calls.idle(),
  };
}

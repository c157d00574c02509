import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { AUTH_API_PATH, authCallTracker, type AuthEmulatorProxy } from './authEmulatorProxy';
import type { EmulatorTokenKey } from './emulatorTokens';

/**
 * The Auth front of a server that joined another's embedded store (../embeddedStoreSharing.ts): the
 * browser's sign-in calls go, as they came, to the owner's Auth front, which allows, signs, seals and stores
 * exactly as it does for its own visitors; tokens are checked here with the same key.
 */
export function createAuthFrontForwarder(ownerSite: string, tokens: EmulatorTokenKey): AuthEmulatorProxy {
  const calls = authCallTracker('auth front forwarding');
  async function forward(req: IncomingMessage, res: ServerResponse) {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
    const answer = await fetch(`${ownerSite}${req.url ?? '/'}`, {
      method: req.method,
      headers: req.headers['content-type'] ? { 'content-type': req.headers['content-type'] } : {},
      body,
      duplex: 'half',
    } as RequestInit);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json', 'cache-control': 'no-store' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  }
  return {
    tokens,
    isBrowserPath: (pathname) => AUTH_API_PATH.test(pathname),
    handle: (req, res) => calls.run(req, res, () => forward(req, res)),
    idle: () => calls.idle(),
  };
}

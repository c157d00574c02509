import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { logger } from '../logger';
import { AUTH_API_PATH, type AuthEmulatorProxy } from './authEmulatorProxy';
import type { EmulatorTokenKey } from './emulatorTokens';

/**
 * The Auth front of a server that joined another's embedded store (../embeddedStoreSharing.ts): the
 * browser's sign-in calls go, as they came, to the owner's Auth front, which allows, signs, seals and stores
 * exactly as it does for its own visitors; tokens are checked here with the same key.
 */
export function createAuthFrontForwarder(ownerSite: string, tokens: EmulatorTokenKey): AuthEmulatorProxy {
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
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
    handle(req, res) {
      inFlight += 1;
      forward(req, res)
        .catch((error) => {
          logger.error({ err: error, url: req.url }, 'auth front forwarding failed');
          if (!res.headersSent) {
            res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
            res.end(JSON.stringify({ error: { code: 503, message: 'The sign-in service is not available; try again' } }));
          } else res.destroy();
        })
        .finally(() => {
          inFlight -= 1;
          if (inFlight === 0) {
            const waiters = idleWaiters;
            idleWaiters = [];
            waiters.forEach((resolve) => resolve());
          }
        });
    },
    async idle() {
      if (inFlight > 0) await new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}

import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { logger } from '../logger';
import type { EmulatorTokenKey } from './emulatorTokens';

/**
 * The front of the embedded Auth emulator. Every call passes through here, which lets this process:
 * - store the accounts (in the emulator's own export format, imported at the next start) after every
 *   call that may change them, before that call is answered: an account the app was told exists survives
 *   a crash, a kill or a stop of the whole process group;
 * - sign every ID token the emulator issues and refuse edited ones (./emulatorTokens.ts);
 * - give browsers only the sign-in endpoints a Firebase web app uses, without the emulator's
 *   administrator powers (`Authorization: Bearer owner`, `/emulator/*`).
 */
export interface AuthEmulatorProxy {
  /** `trusted`: the loopback listener used by firebase-admin and tools; otherwise a browser on the site. */
  handle(req: IncomingMessage, res: ServerResponse, options: { trusted: boolean }): void;
  /** Paths a browser's Firebase Auth SDK calls on an emulator: the site forwards these here. */
  isBrowserPath(pathname: string): boolean;
  tokens: EmulatorTokenKey;
  /** Resolves once no call is in flight and the accounts are stored. */
  idle(): Promise<void>;
}

interface ProxyOptions {
  upstream: string;
  projectId: string;
  /** Where the accounts are exported to; null keeps them in the emulator's memory only. */
  exportDir: string | null;
  tokenKey: EmulatorTokenKey;
}

const MAX_BODY_BYTES = 256 * 1024;
const BROWSER_PATH = /^\/(identitytoolkit\.googleapis\.com\/v[12]\/accounts:[A-Za-z]+|securetoken\.googleapis\.com\/v1\/token)$/;
/** Custom tokens are unsigned in emulator mode: whoever could send one could sign in as anybody. */
const REFUSED_PATH = /accounts:signInWithCustomToken/;
/** Calls that read or sign in but never change a stored account. */
const READ_ONLY_PATH = /(accounts:(lookup|createAuthUri|query|batchGet|signInWithPassword)|securetoken\.googleapis\.com\/v1\/token)$/;
const TOKEN_FIELDS = ['idToken', 'id_token', 'access_token'] as const;

function identityToolkitError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: { code: status, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } }));
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function writeFileDurably(file: string, contents: string) {
  const tmp = `${file}.tmp`;
  const handle = await fs.promises.open(tmp, 'w');
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, file);
}

export function createAuthEmulatorProxy(options: ProxyOptions): AuthEmulatorProxy {
  const { upstream, projectId, exportDir, tokenKey } = options;
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];

  const owner = { authorization: 'Bearer owner' };
  async function exportAccounts() {
    if (!exportDir) return;
    const authDir = path.join(exportDir, 'auth_export');
    await fs.promises.mkdir(authDir, { recursive: true });
    const [accounts, config] = await Promise.all(
      [
        `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=-1`,
        `/emulator/v1/projects/${projectId}/config`,
      ].map(async (url) => {
        const res = await fetch(`${upstream}${url}`, { headers: owner });
        if (!res.ok) throw new Error(`Auth emulator export ${url} answered ${res.status}`);
        return res.text();
      }),
    );
    const version = (require('firebase-tools/package.json') as { version: string }).version;
    await writeFileDurably(path.join(authDir, 'config.json'), config);
    await writeFileDurably(path.join(authDir, 'accounts.json'), accounts);
    await writeFileDurably(
      path.join(exportDir, 'firebase-export-metadata.json'),
      JSON.stringify({ version, auth: { version, path: 'auth_export' } }),
    );
  }

  // One export at a time; a change that arrives during an export waits for the next one, which starts
  // after it and so includes it. Changes that arrive together share that next export.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const startExport = () => {
    running = exportAccounts().finally(() => {
      running = null;
    });
    return running;
  };
  function persist(): Promise<void> {
    if (queued) return queued;
    if (!running) return startExport();
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return startExport();
      });
    return queued;
  }

  /** Checks and unsigns the ID token a caller sends; false when it was not signed here. */
  function unsignTokens(body: Record<string, unknown> | null, headers: Record<string, string>): boolean {
    if (body && typeof body.idToken === 'string') {
      const unsigned = tokenKey.verify(body.idToken);
      if (!unsigned) return false;
      body.idToken = unsigned;
    }
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? '');
    if (bearer && bearer[1] !== 'owner') {
      const unsigned = tokenKey.verify(bearer[1]);
      if (!unsigned) return false;
      headers.authorization = `Bearer ${unsigned}`;
    }
    return true;
  }

  function signTokens(body: Record<string, unknown>) {
    for (const field of TOKEN_FIELDS) {
      if (typeof body[field] === 'string') body[field] = tokenKey.sign(body[field] as string);
    }
  }

  async function forward(req: IncomingMessage, res: ServerResponse, trusted: boolean) {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (REFUSED_PATH.test(url.pathname))
      return identityToolkitError(res, 400, 'OPERATION_NOT_ALLOWED : custom tokens are not accepted here');
    if (!trusted && !BROWSER_PATH.test(url.pathname)) return identityToolkitError(res, 404, 'NOT_FOUND');

    const headers: Record<string, string> = {};
    const contentType = req.headers['content-type'];
    if (contentType) headers['content-type'] = contentType;
    if (trusted && req.headers.authorization) headers.authorization = req.headers.authorization;

    let raw = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
    if (raw === null && req.method !== 'GET' && req.method !== 'HEAD') return identityToolkitError(res, 413, 'The request is too large');
    let json: Record<string, unknown> | null = null;
    if (raw && raw.length > 0 && contentType?.includes('application/json')) {
      try {
        json = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      } catch {
        return identityToolkitError(res, 400, 'INVALID_JSON');
      }
    }
    if (!unsignTokens(json, headers)) return identityToolkitError(res, 400, 'INVALID_ID_TOKEN');
    if (json) raw = Buffer.from(JSON.stringify(json));

    const upstreamRes = await fetch(`${upstream}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      body: raw && raw.length > 0 ? new Uint8Array(raw) : undefined,
    });
    let payload = Buffer.from(await upstreamRes.arrayBuffer());
    const responseType = upstreamRes.headers.get('content-type') ?? 'application/json';
    if (responseType.includes('application/json') && payload.length > 0) {
      try {
        const body = JSON.parse(payload.toString('utf8')) as Record<string, unknown>;
        signTokens(body);
        payload = Buffer.from(JSON.stringify(body));
      } catch {
        /* not JSON after all: passed on as it is */
      }
    }
    const changes = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && !READ_ONLY_PATH.test(url.pathname);
    if (changes && upstreamRes.ok) await persist();
    res.writeHead(upstreamRes.status, { 'content-type': responseType, 'cache-control': 'no-store' });
    res.end(payload);
  }

  return {
    tokens: tokenKey,
    isBrowserPath: (pathname) => BROWSER_PATH.test(pathname),
    handle(req, res, { trusted }) {
      inFlight += 1;
      forward(req, res, trusted)
        .catch((error) => {
          logger.error({ err: error, url: req.url }, 'auth emulator proxy failed');
          if (!res.headersSent) identityToolkitError(res, 503, 'The sign-in service is not available; try again');
          else res.destroy();
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
      await (queued ?? running ?? Promise.resolve());
    },
  };
}

/** Serves the proxy to firebase-admin and tools on 127.0.0.1 (`port` 0: any free port). */
export async function serveAuthProxy(proxy: AuthEmulatorProxy, port: number): Promise<{ host: string; stop(): Promise<void> }> {
  const server = http.createServer((req, res) => proxy.handle(req, res, { trusted: true }));
  const boundPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
  return {
    host: `127.0.0.1:${boundPort}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await proxy.idle();
    },
  };
}

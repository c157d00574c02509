import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { logger } from '../logger';
import { nestsDeeperThan } from '../graphql/jsonDepth';
import type { EmulatorTokenKey } from './emulatorTokens';
import type { SignInThrottle } from './signInThrottle';

/**
 * The front of the embedded Auth emulator. Every call passes through here, which lets this process:
 * - store the accounts (in the emulator's own export format, imported at the next start) after every
 *   call that may change them, before that call is answered: an account the app was told exists survives
 *   a crash, a kill or a stop of the whole process group;
 * - sign every ID token the emulator issues and refuse edited ones, and seal every refresh token, refusing
 *   one that is made up, edited, or older than the account's last password change (./emulatorTokens.ts);
 * - give browsers only the calls the site's own screens make (BROWSER_CALLS, an allow-list), without the
 *   emulator's administrator powers (`Authorization: Bearer owner`, `/emulator/*`), and answer them as
 *   Firebase Auth does with e-mail enumeration protection: no password hash or salt in any answer, failed
 *   sign-ins throttled (./signInThrottle.ts).
 */
export interface AuthEmulatorProxy {
  /**
   * `trusted`: the loopback listener used by firebase-admin and tools; otherwise a browser on the site, whose
   * address (server/platform/clientAddress.ts) its failed sign-ins are counted under.
   */
  handle(req: IncomingMessage, res: ServerResponse, options: { trusted: true } | { trusted: false; clientAddress: string }): void;
  /** Paths a browser's Firebase Auth SDK could call on an emulator: the site hands all of them here, which allows only BROWSER_CALLS. */
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
  /** Failed browser sign-ins, counted across every instance on the store. */
  signInThrottle: SignInThrottle;
}

const MAX_BODY_BYTES = 256 * 1024;
/** Everything a browser's Firebase Auth SDK could call at an emulator: the site answers all of it here. */
export const AUTH_API_PATH = /^\/(identitytoolkit|securetoken)\.googleapis\.com\//;
const REFRESH_PATH = '/securetoken.googleapis.com/v1/token';
const SIGN_IN_PATH = '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
const RESET_PASSWORD_PATH = '/identitytoolkit.googleapis.com/v1/accounts:resetPassword';
/** The visitor's address, sealed with the token key, as a joining server's forwarder passes it on (./authFrontForwarder.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-sfr-auth-client';

/**
 * The only calls a browser may make through the site (docs/auth-front.md), each with the only fields it may
 * carry: what the site's own sign-in and set-password screens make through the Firebase Auth SDK. Anything
 * else answers OPERATION_NOT_ALLOWED, as Firebase answers a call to a provider that is turned off.
 */
const BROWSER_CALLS = new Map<string, { fields: readonly string[] }>([
  // /admin/login and /company/login: signInWithEmailAndPassword.
  [SIGN_IN_PATH, { fields: ['email', 'password', 'returnSecureToken', 'clientType'] }],
  // After a sign-in (and on reload) the SDK reads the signed-in account with that account's own ID token.
  ['/identitytoolkit.googleapis.com/v1/accounts:lookup', { fields: ['idToken'] }],
  // /company/set-password: verifyPasswordResetCode (oobCode), then confirmPasswordReset (oobCode, newPassword).
  [RESET_PASSWORD_PATH, { fields: ['oobCode', 'newPassword'] }],
  // Every ID token refresh (hourly, and getIdToken(true)); the refresh token is the one this proxy sealed.
  [REFRESH_PATH, { fields: ['grant_type', 'refresh_token'] }],
]);
/** Custom tokens are unsigned in emulator mode: whoever could send one could sign in as anybody. */
const REFUSED_PATH = /accounts:signInWithCustomToken/;
/** Calls that read or sign in but never change a stored account. */
const READ_ONLY_PATH = /(accounts:(lookup|createAuthUri|query|batchGet|signInWithPassword)|securetoken\.googleapis\.com\/v1\/token)$/;
const TOKEN_FIELDS = ['idToken', 'id_token', 'access_token'] as const;
const FORM = 'application/x-www-form-urlencoded';

function identityToolkitError(res: ServerResponse, status: number, message: string) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code: status, message, errors: [{ message, reason: 'invalid', domain: 'global' }] } }));
}

/** The Secure Token API's error shape, which the SDK maps (TOKEN_EXPIRED: auth/user-token-expired, …). */
function secureTokenError(res: ServerResponse, message: 'INVALID_REFRESH_TOKEN' | 'TOKEN_EXPIRED' | 'USER_DISABLED' | 'USER_NOT_FOUND') {
  res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: { code: 400, message, status: 'INVALID_ARGUMENT' } }));
}

type Fields = Record<string, unknown>;

/**
 * A JSON object or a form, as the SDK sends them (JSON to Identity Toolkit, a form to the Secure Token API).
 * JSON nested deeper than any call needs is refused before anything walks it (../graphql/jsonDepth.ts).
 */
function parseFields(raw: Buffer, contentType: string): Fields | null | 'invalid' | 'too-deep' {
  if (raw.length === 0) return null;
  if (contentType.includes(FORM)) return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  if (!contentType.includes('application/json')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return 'invalid';
  }
  if (nestsDeeperThan(parsed)) return 'too-deep';
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Fields) : 'invalid';
}

/** What Firebase never tells a browser, and the emulator does (`fakeHash:salt=…:password=<the password>`). */
const SECRET_FIELDS = new Set(['passwordHash', 'salt', 'rawPassword']);
const EMULATOR_SECRET = /^fake(Hash|Salt)/;

/** Drops every password hash, salt and emulator hash from an answer, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !(typeof item === 'string' && EMULATOR_SECRET.test(item))).map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !SECRET_FIELDS.has(key) && !(typeof child === 'string' && EMULATOR_SECRET.test(child)))
      .map(([key, child]) => [key, withoutSecrets(child)]),
  );
}

/** The emulator's project configuration: e-mail enumeration protection on, as new Firebase projects have it (docs/auth-front.md). */
export async function protectEmailEnumeration(upstream: string, projectId: string): Promise<void> {
  const res = await fetch(`${upstream}/emulator/v1/projects/${projectId}/config`, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!res.ok) throw new Error(`Auth emulator config answered ${res.status}: ${await res.text()}`);
}

function encodeFields(fields: Fields, contentType: string): Buffer {
  if (!contentType.includes(FORM)) return Buffer.from(JSON.stringify(fields));
  return Buffer.from(new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString());
}

/** The body, or null when it is larger than MAX_BODY_BYTES (read to its end, unkept, so the answer reaches the caller). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The calls in flight through an Auth front: a failed one is answered 503; idle() resolves once none is left. */
export function authCallTracker(what: string) {
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
  return {
    run(req: IncomingMessage, res: ServerResponse, work: () => Promise<void>) {
      inFlight += 1;
      work()
        .catch((error) => {
          logger.error({ err: error, url: req.url }, `${what} failed`);
          if (!res.headersSent) identityToolkitError(res, 503, 'The sign-in service is not available; try again');
          else res.destroy();
        })
        .finally(() => {
          inFlight -= 1;
          if (inFlight > 0) return;
          const waiters = idleWaiters;
          idleWaiters = [];
          waiters.forEach((resolve) => resolve());
        });
    },
    idle(): Promise<void> {
      return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
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
  const { upstream, projectId, exportDir, tokenKey, signInThrottle } = options;
  const calls = authCallTracker('auth emulator proxy');

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
  function unsignTokens(body: Fields | null, headers: Record<string, string>): boolean {
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

  /** The stored account's revocation state, read with the emulator's administrator rights. */
  async function accountState(uid: string): Promise<{ disabled: boolean; validSince: string } | null> {
    const res = await fetch(`${upstream}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ localId: [uid] }),
    });
    if (!res.ok) throw new Error(`Auth emulator lookup answered ${res.status}`);
    const user = ((await res.json()) as { users?: Array<{ disabled?: boolean; validSince?: string }> }).users?.[0];
    return user ? { disabled: Boolean(user.disabled), validSince: user.validSince ?? '' } : null;
  }

  /** Signs the ID tokens of an answer and seals its refresh token with the account's current `validSince`. */
  async function signAnswer(body: Fields) {
    for (const field of TOKEN_FIELDS) {
      if (typeof body[field] === 'string') body[field] = tokenKey.sign(body[field] as string);
    }
    for (const [tokenField, uidField] of [
      ['refreshToken', 'localId'],
      ['refresh_token', 'user_id'],
    ] as const) {
      const emulatorToken = body[tokenField];
      const uid = body[uidField];
      if (typeof emulatorToken !== 'string') continue;
      const account = typeof uid === 'string' ? await accountState(uid) : null;
      if (!account) delete body[tokenField];
      else body[tokenField] = tokenKey.sealRefreshToken({ emulatorToken, uid: uid as string, validSince: account.validSince });
    }
  }

  async function forward(req: IncomingMessage, res: ServerResponse, trusted: boolean, clientAddress: string) {
    const url = new URL(req.url ?? '/', 'http://proxy');
    if (REFUSED_PATH.test(url.pathname)) return identityToolkitError(res, 400, 'OPERATION_NOT_ALLOWED');
    const browserCall = BROWSER_CALLS.get(url.pathname);
    if (!trusted && (!browserCall || req.method !== 'POST')) return identityToolkitError(res, 400, 'OPERATION_NOT_ALLOWED');

    const headers: Record<string, string> = {};
    const contentType = req.headers['content-type'] ?? '';
    if (contentType) headers['content-type'] = contentType;
    if (trusted && req.headers.authorization) headers.authorization = req.headers.authorization;

    let raw = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
    if (raw === null && req.method !== 'GET' && req.method !== 'HEAD')
      return identityToolkitError(res, 400, 'INVALID_JSON : The request is too large');
    const parsed = raw ? parseFields(raw, contentType) : null;
    if (parsed === 'too-deep') return identityToolkitError(res, 400, 'INVALID_JSON : The JSON is nested too deeply');
    if (parsed === 'invalid') return identityToolkitError(res, 400, 'INVALID_JSON');
    let fields = parsed;
    if (!trusted) {
      if (!fields) return identityToolkitError(res, 400, 'INVALID_JSON');
      fields = Object.fromEntries(browserCall!.fields.filter((name) => name in fields!).map((name) => [name, fields![name]]));
    }
    if (!unsignTokens(fields, headers)) return identityToolkitError(res, 400, 'INVALID_ID_TOKEN');

    if (url.pathname === REFRESH_PATH) {
      // Only a refresh token this proxy sealed, for an account that is enabled and unchanged since it was issued.
      const given = fields?.refresh_token ?? fields?.refreshToken;
      const sealed = typeof given === 'string' ? tokenKey.openRefreshToken(given) : null;
      if (!sealed) return secureTokenError(res, 'INVALID_REFRESH_TOKEN');
      const account = await accountState(sealed.uid);
      if (!account) return secureTokenError(res, 'USER_NOT_FOUND');
      if (account.disabled) return secureTokenError(res, 'USER_DISABLED');
      if (account.validSince !== sealed.validSince) return secureTokenError(res, 'TOKEN_EXPIRED');
      fields = { grant_type: 'refresh_token', refresh_token: sealed.emulatorToken };
    }
    if (fields) raw = encodeFields(fields, contentType);

    const signingIn = !trusted && url.pathname === SIGN_IN_PATH;
    const attempt = signingIn ? await signInThrottle.begin(fields?.email, clientAddress) : null;
    if (signingIn && !attempt) return identityToolkitError(res, 400, 'TOO_MANY_ATTEMPTS_TRY_LATER');

    const upstreamRes = await fetch(`${upstream}${url.pathname}${url.search}`, {
      method: req.method,
      headers,
      body: raw && raw.length > 0 ? new Uint8Array(raw) : undefined,
    }).catch(async (error: unknown) => {
      await attempt?.giveBack();
      throw error;
    });
    let payload = Buffer.from(await upstreamRes.arrayBuffer());
    const responseType = upstreamRes.headers.get('content-type') ?? 'application/json';
    let body: Fields | null = null;
    if (responseType.includes('application/json') && payload.length > 0) {
      try {
        body = JSON.parse(payload.toString('utf8')) as Fields;
      } catch {
        /* not JSON after all: passed on as it is */
      }
      if (body) {
        await signAnswer(body);
        if (!trusted) body = withoutSecrets(body) as Fields;
        payload = Buffer.from(JSON.stringify(body));
      }
    }
    // Only wrong credentials stay counted against the account and the address.
    const answer = body as { error?: { message?: unknown }; email?: unknown } | null;
    if (attempt && answer?.error?.message !== 'INVALID_LOGIN_CREDENTIALS') await attempt.giveBack();
    // Whoever sets a new password with the e-mailed code holds the address: the account's failures are forgotten.
    if (!trusted && upstreamRes.ok && url.pathname === RESET_PASSWORD_PATH && fields?.newPassword && typeof answer?.email === 'string') {
      await signInThrottle.forgetAccount(answer.email);
    }
    const changes = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && !READ_ONLY_PATH.test(url.pathname);
    if (changes && upstreamRes.ok) await persist();
    res.writeHead(upstreamRes.status, { 'content-type': responseType, 'cache-control': 'no-store' });
    res.end(payload);
  }

  return {
    tokens: tokenKey,
    isBrowserPath: (pathname) => AUTH_API_PATH.test(pathname),
    handle(req, res, options) {
      // A joining server's forwarder names the visitor it forwards for, sealed with the shared key.
      const forwardedFor = req.headers[CLIENT_ADDRESS_HEADER];
      const address = options.trusted
        ? 'trusted'
        : (typeof forwardedFor === 'string' && tokenKey.openClientAddress(forwardedFor)) || options.clientAddress;
      calls.run(req, res, () => forward(req, res, options.trusted, address));
    },
    async idle() {
      await calls.idle();
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

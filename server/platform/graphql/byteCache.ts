import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { onPagesInvalidated } from '../pages/pageCache';
import { MAX_JSON_DEPTH, nestsDeeperThan, textNestsDeeperThan } from './jsonDepth';
import { mayBeSignedIn } from '../http/mayBeSignedIn';

/** Headers that belong to one response, never replayed from a stored answer. */
const PER_RESPONSE_HEADERS = new Set(['content-length', 'date', 'etag', 'x-response-cache', 'x-cache', 'set-cookie']);

interface Entry {
  body: Buffer;
  /** The stored headers flattened for Node's own `writeHead` (name, value, name, value…), `X-Cache` and `Content-Length` included. */
  rawHeaders: string[];
  expiresAt: number;
}

export interface QueryByteCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A GET parameter's JSON object (variables, extensions); `undefined` when absent, `null` when not an object. */
function objectParameter(value: unknown): Record<string, unknown> | null | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The SHA-256 of each query text seen lately: the same few documents come again and again, and hashing one on
 * every request was a fifth of a stored answer's CPU (docs/decisions/0058-every-page-fast.md).
 */
const documentHashes = new Map<string, string>();
const DOCUMENT_HASHES_KEPT = 500;

function documentHash(query: string): string {
  let hash = documentHashes.get(query);
  if (hash === undefined) {
    if (documentHashes.size >= DOCUMENT_HASHES_KEPT) documentHashes.clear();
    hash = crypto.createHash('sha256').update(query).digest('hex');
    documentHashes.set(query, hash);
  }
  return hash;
}

/**
 * What identifies an anonymous query's answer: the document (the SHA-256 of its text, which is also its
 * automatic-persisted-query hash, or the hash alone for an APQ request), the operation name, the variables
 * and the Accept header (it picks the response's content type). Null when the request is not a candidate,
 * which then goes to Apollo as before: a caller who may be signed in, a GET Apollo's CSRF prevention would
 * refuse, a persisted query being registered, or parameters of the wrong shape (Apollo answers those 400).
 */
export function queryCacheKey(req: Request): string | null {
  if (mayBeSignedIn(req.headers)) return null;
  let query: unknown;
  let operationName: unknown;
  let variables: Record<string, unknown> | null | undefined;
  let extensions: Record<string, unknown> | null | undefined;
  if (req.method === 'POST') {
    if (!isObject(req.body)) return null;
    ({ query, operationName } = req.body);
    const body = req.body;
    variables = body.variables === undefined || body.variables === null ? undefined : isObject(body.variables) ? body.variables : null;
    extensions = body.extensions === undefined || body.extensions === null ? undefined : isObject(body.extensions) ? body.extensions : null;
  } else if (req.method === 'GET') {
    if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) return null;
    const params = req.query as Record<string, unknown>;
    ({ query, operationName } = params);
    variables = objectParameter(params.variables);
    extensions = objectParameter(params.extensions);
  } else {
    return null;
  }
  if (variables === null || extensions === null) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  const persisted = extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  let document: string | null = null;
  // The text with its hash registers a persisted query: Apollo must see it, or a later GET by hash finds nothing.
  if (typeof query === 'string') document = persisted ? null : documentHash(query);
  else if (query === undefined && typeof persisted?.sha256Hash === 'string') document = persisted.sha256Hash;
  if (!document) return null;
  return `${req.method}|${document}|${operationName ?? ''}|${JSON.stringify(variables ?? {})}|${req.headers.accept ?? ''}`;
}

/**
 * The JSON body, parsed ahead of the security headers for the byte cache. A malformed or oversized body is
 * not reported here: `reportError`, placed where the parser used to be, hands it to the error handler, so
 * that answer keeps the headers every /graphql answer gets.
 */
export function jsonBodyForCache(limit: string): { parse: RequestHandler; reportError: RequestHandler } {
  // Made at the first request: a cold start's first page does not load the body parsers (decision 0043).
  let parse: RequestHandler | null = null;
  return {
    parse: (req, res, next) =>
      (preReadBody(req) ? parsePreRead : (parse ??= express.json({ limit })))(req, res, (error?: unknown) => {
        if (error) res.locals.graphqlBodyError = error;
        else if (
          nestsDeeperThan(req.body) ||
          (req.method === 'GET' && ['variables', 'extensions'].some((name) => textNestsDeeperThan(req.query[name])))
        ) {
          res.locals.graphqlBodyError = Object.assign(new Error(`The request nests JSON deeper than ${MAX_JSON_DEPTH} levels`), {
            type: 'entity.too.deep',
          });
          req.body = undefined;
        }
        next();
      }),
    reportError: (_req, res, next) => next(res.locals.graphqlBodyError),
  };
}

/** A POST /graphql whose body the early answer (./earlyAnswer.ts) read before Express: kept on the request. */
const PRE_READ = Symbol('graphqlBodyReadEarly');
type PreRead = { [PRE_READ]?: Buffer };

export const preReadBody = (req: IncomingMessage): Buffer | undefined => (req as PreRead)[PRE_READ];
export function keepPreReadBody(req: IncomingMessage, body: Buffer) {
  (req as PreRead)[PRE_READ] = body;
}

/**
 * The JSON body-parser's work for a body read early, with its outcomes: an object or array (its strict mode), or
 * an error of the type it gives (`entity.parse.failed`), which the error handler answers 400. Only a UTF-8 JSON
 * body within the size limit, not compressed, is read early (./earlyAnswer.ts), so its other refusals cannot arise.
 */
const parsePreRead: RequestHandler = (req, _res, next) => {
  // Decoded as body-parser decodes, a byte order mark dropped.
  const text = preReadBody(req)!
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
  try {
    if (first !== '{' && first !== '[') throw new SyntaxError('The request body is not a JSON object or array');
    req.body = JSON.parse(text);
    next();
  } catch (error) {
    next(Object.assign(error as Error, { type: 'entity.parse.failed', status: 400, statusCode: 400, expose: true }));
  }
};

/**
 * The byte cache in front of Apollo Server (docs/decisions/0019-public-queries-as-bytes.md): an anonymous
 * query whose answer the public response cache (./responseCache.ts) vouched for as public content is kept
 * as the bytes sent, with its headers, and later identical requests get those bytes without entering
 * Apollo's pipeline (`X-Cache: hit`). Entries live `ttlMs` (the page cache's TTL) and are all dropped on
 * every invalidatePages(). Errors are never stored; a request that may be signed in never gets a stored answer.
 */
export function publicQueryByteCache(options: QueryByteCacheOptions) {
  const maxEntries = options.maxEntries ?? 2000;
  const maxBytes = options.maxBytes ?? 32 * 2 ** 20;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // The key of each stored answer by the exact request body and Accept header it was stored for, for the early
  // answer (./earlyAnswer.ts), which looks a body up without parsing it.
  const keysByBody = new Map<string, string>();
  let bytes = 0;
  let generation = 0;
  onPagesInvalidated(() => {
    generation += 1;
    entries.clear();
    keysByBody.clear();
    bytes = 0;
  });
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    if (entry.body.length > maxBytes / 4) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    while (entries.size > maxEntries || bytes > maxBytes) drop(entries.keys().next().value!);
  };

  /** The stored answer for an anonymous POST with this exact body and Accept header, while it is fresh; else null. */
  const bodyKey = (body: Buffer, accept: string | undefined) => `${accept ?? ''}|${body.toString('latin1')}`;
  const answerForBody = (body: Buffer, accept: string | undefined): { body: Buffer; rawHeaders: string[] } | null => {
    const key = keysByBody.get(bodyKey(body, accept));
    const entry = key === undefined ? undefined : entries.get(key);
    return entry && entry.expiresAt > now() ? entry : null;
  };

  const middleware = function queryByteCache(req: Request, res: Response, next: NextFunction) {
    if (options.ttlMs <= 0 || res.locals.graphqlBodyError) return next();
    const key = queryCacheKey(req);
    if (!key) return next();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) {
      // Nothing before this middleware sets a header, so Node writes these as they are, validating none again.
      res.writeHead(200, entry.rawHeaders).end(entry.body);
      return;
    }
    if (entry) drop(key);
    const startedAt = generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      // Only an answer the response cache stored or answered (public content, no errors) is kept.
      const vouched = res.getHeader('x-response-cache');
      if (res.statusCode === 200 && typeof body === 'string' && (vouched === 'MISS' || vouched === 'HIT') && startedAt === generation) {
        const nonce = res.locals.cspNonce as string | undefined;
        const stored = Buffer.from(body, 'utf8');
        const rawHeaders: string[] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
          // The JSON carries no script: the stored CSP drops this response's nonce rather than replay it.
          const replayed = name === 'content-security-policy' && nonce ? String(value).replace(` 'nonce-${nonce}'`, '') : value;
          for (const one of Array.isArray(replayed) ? replayed : [replayed]) rawHeaders.push(name, String(one));
        }
        rawHeaders.push('X-Cache', 'hit', 'Content-Length', String(stored.length));
        store(key, { body: stored, rawHeaders, expiresAt: now() + options.ttlMs });
        const readEarly = preReadBody(req);
        if (readEarly && entries.has(key)) {
          if (keysByBody.size >= maxEntries) keysByBody.clear();
          keysByBody.set(bodyKey(readEarly, req.headers.accept), key);
        }
        res.setHeader('X-Cache', 'miss');
      }
      return send(body);
    };
    next();
  };
  return Object.assign(middleware, { answerForBody });
}

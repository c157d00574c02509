import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { EncodedPage } from '../pages/pageCache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once (bounded, for odd clients). */
const encodingByHeader = new Map<string, 'br' | 'gzip' | null>();

/** chosenEncoding, remembered per header value. */
function cachedEncodingChoice(req: Pick<Request, 'headers'>): 'br' | 'gzip' | null {
  const header = String(req.headers['accept-encoding'] ?? '');
  let choice = encodingByHeader.get(header);
  if (choice === undefined) {
    choice = chosenEncoding(req);
    if (encodingByHeader.size < 256) encodingByHeader.set(header, choice);
  }
  return choice;
}

/**
 * The encoding to answer with: Brotli whenever the browser accepts it, else gzip, else none. (Browsers list
 * gzip first, so a negotiation that follows the header's order would never pick the smaller Brotli.)
 */
export function chosenEncoding(req: Pick<Request, 'headers'>): 'br' | 'gzip' | null {
  const quality = new Map<string, number>();
  for (const part of String(req.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** The smallest Brotli window that holds the whole body (10 to 22 bits). */
const windowBitsFor = (bytes: number) => Math.min(22, Math.max(10, Math.ceil(Math.log2(bytes + 1))));

/** One response's compression: a fast Brotli level (4: about 1.1 ms of CPU for a 44 KB guide, 7 % larger than level 5 at 1.7 ms). */
function compressForResponse(encoding: 'br' | 'gzip', body: string | Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          // Sized for the body, the encoder allocates less than for its default 4 MiB window.
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(Buffer.byteLength(body)),
        },
      })
    : gzip(body, { level: 6 });
}

const contentTag = (identity: Buffer) => crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27);

/**
 * A rendered page that goes to one response only (a render the page cache does not keep, e.g. a request
 * with a session cookie): the one encoding this client takes, at the per-response level, rather than every
 * encoding at the level a cached page affords (docs/decisions/0030-lean-image-and-cold-start.md).
 */
export async function encodeForResponse(req: Pick<Request, 'headers'>, body: string, scriptHashes: string[] = []): Promise<EncodedPage> {
  const identity = Buffer.from(body, 'utf8');
  const encoding = identity.length >= MIN_BYTES ? cachedEncodingChoice(req) : null;
  const compressed = encoding ? await compressForResponse(encoding, identity) : null;
  return {
    identity,
    br: encoding === 'br' ? compressed : null,
    gzip: encoding === 'gzip' ? compressed : null,
    etag: contentTag(identity),
    scriptHashes,
  };
}

/**
 * A page's bytes in every encoding, made once when the page is rendered (the page is the same for every
 * visitor, so a cached page is never compressed again): Brotli at a higher level than per-response
 * compression could afford, gzip, the identity bytes, and a strong ETag of the content.
 */
export async function encodePage(body: string, scriptHashes: string[] = []): Promise<EncodedPage> {
  const identity = Buffer.from(body, 'utf8');
  const etag = contentTag(identity);
  if (identity.length < MIN_BYTES) return { identity, br: null, gzip: null, etag, scriptHashes };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz, etag, scriptHashes };
}

/** The variant of an encoded page a request gets: its encoding (null: identity), bytes and strong ETag. */
export function encodedVariant(req: Pick<Request, 'headers'>, page: EncodedPage) {
  const chosen = page.br || page.gzip ? cachedEncodingChoice(req) : null;
  const compressed = chosen === 'br' ? page.br : chosen === 'gzip' ? page.gzip : null;
  const encoding = chosen && compressed ? chosen : null;
  return { encoding, bytes: compressed ?? page.identity, etag: `"${page.etag}${encoding ? `-${encoding}` : ''}"` };
}

/**
 * Sends an encoded page: the variant the client accepts, with a strong ETag per encoding; a request whose
 * If-None-Match names the page's content gets 304 Not Modified (Express answers it from the ETag).
 */
export function sendEncoded(req: Request, res: Response, page: EncodedPage) {
  res.vary('Accept-Encoding');
  const { encoding, bytes, etag } = encodedVariant(req, page);
  if (encoding) res.set('Content-Encoding', encoding);
  res.set('ETag', etag);
  // A client or CDN that holds another encoding of the same content revalidates with its ETag: the same page.
  if (res.statusCode === 200 && matchesContent(req.headers['if-none-match'], page.etag)) {
    res.status(304).end();
    return;
  }
  res.send(bytes);
}

export function matchesContent(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return value === '*' || value === etag || value.startsWith(`${etag}-`);
  });
}

/**
 * Serves the `.br` / `.gz` files the client build writes beside each asset (client/vite.config.mts) when
 * the browser accepts them; other requests fall through to express.static.
 */
export function precompressedStatic(root: string, options: { maxAge: string | number; immutable?: boolean }): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(base, relative);
    if (!file.startsWith(base + path.sep) || relative.includes('\0')) return next();
    const hasVariants = fs.existsSync(`${file}.br`) || fs.existsSync(`${file}.gz`);
    if (!hasVariants) return next();
    res.vary('Accept-Encoding');
    const encoding = chosenEncoding(req);
    const variant = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : null;
    if (!variant || !fs.existsSync(variant)) return next();
    res.type(path.extname(file));
    res.set('Content-Encoding', encoding!);
    res.sendFile(variant, { maxAge: options.maxAge, immutable: options.immutable, dotfiles: 'ignore' }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

/**
 * The files a built directory holds, as URL paths (`/favicon.svg`), read once: the build does not change
 * under a running server. `skip` names top-level folders served elsewhere.
 */
export function builtFilePaths(root: string, skip: string[] = []): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const url = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!(prefix === '' && skip.includes(entry.name))) walk(path.join(dir, entry.name), url);
      } else found.add(url);
    }
  };
  if (fs.existsSync(root)) walk(root, '');
  return found;
}

/**
 * Runs `handler` only for a request of one of `files` (builtFilePaths): every page request would otherwise
 * cost the static middleware's file-system checks (a few percent of an uncached page's CPU).
 */
export function onlyForFiles(files: Set<string>, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    let requested: string;
    try {
      requested = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return files.has(requested) ? handler(req, res, next) : next();
  };
}

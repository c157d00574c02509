import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

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

/**
 * Sends a text body (a server-rendered page), compressed with Brotli or gzip when the client accepts it.
 * Each page carries its own CSP nonce, so it is compressed per response: a fast Brotli level keeps that
 * around a millisecond for a typical page.
 */
export async function sendCompressed(req: Request, res: Response, body: string) {
  res.vary('Accept-Encoding');
  const encoding = Buffer.byteLength(body) >= MIN_BYTES ? chosenEncoding(req) : null;
  if (!encoding) return res.send(body);
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        })
      : await gzip(body, { level: 6 });
  res.set('Content-Encoding', encoding).send(compressed);
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

import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import type { Server as TusServer } from '@tus/server';
import { logger } from '../logger';

/** tus `Upload-Metadata`: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  // No prototype: a key such as `__proto__` or `constructor` is just a key here.
  const result: Record<string, string> = Object.create(null);
  if (!header) return result;
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    result[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return result;
}

/**
 * Reads at least `length` bytes of a request body without consuming them: they are put back with
 * `unshift`, so tus then stores the body whole. Resolves with fewer bytes when the body is shorter.
 */
export function peekBody(req: IncomingMessage, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      req.off('readable', onReadable);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const finish = (ended: boolean) => {
      cleanup();
      const head = Buffer.concat(chunks);
      if (!ended && head.length) req.unshift(head);
      resolve(head);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = req.read()) !== null) {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= length) return finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    req.on('readable', onReadable);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}

/** The upload id in a tus request's path below its mount point (`/{id}`), or null. */
export function tusUploadIdOf(path: string): string | null {
  const match = /^\/([A-Za-z0-9_-]{8,128})$/.exec(path);
  return match ? match[1] : null;
}

/** A refusal a tus client reads: plain text, never cached, with the protocol's version header. */
export function refuseTus(res: Response, status: number, message: string) {
  if (!res.headersSent)
    res.status(status).set({ 'Tus-Resumable': '1.0.0', 'Cache-Control': 'no-store' }).type('text/plain; charset=utf-8').send(message);
}

/** Hands a checked request to the tus server (made on first use), which answers it. */
export function tusHandOver(tusServer: () => TusServer): RequestHandler {
  const handOver: RequestHandler = (req, res) => {
    // tus expects the full path; the router strips its mount point.
    req.url = req.originalUrl;
    tusServer()
      .handle(req, res)
      .catch((error) => {
        logger.error({ err: error }, 'tus request failed');
        refuseTus(res, 500, 'The upload failed on our side. Please try again.');
      });
  };
  return handOver;
}

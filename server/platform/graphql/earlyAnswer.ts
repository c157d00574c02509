import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { keepPreReadBody } from './byteCache';
import { mayBeSignedIn } from '../http/mayBeSignedIn';

/** Bodies read before Express at most: public queries are a few hundred bytes; larger ones go to Express unread. */
export const EARLY_BODY_LIMIT_BYTES = 8 * 1024;
const JSON_UTF8 = /^application\/json\s*(;\s*charset=["']?utf-8["']?\s*)?$/i;

export interface EarlyAnswerOptions {
  /** The stored answer for this exact body and Accept header (`publicQueryByteCache(…).answerForBody`). */
  answerForBody: (body: Buffer, accept: string | undefined) => { body: Buffer; rawHeaders: string[] } | null;
  /** False while this instance must read the page cache version again before anything cached answers (../pages/cacheSync.ts). */
  cachesConfirmedFresh: () => boolean;
}

/**
 * Anonymous POST /graphql requests answered from the byte cache before Express (docs/decisions/0058-every-page-fast.md):
 * the body is read here and looked up by its bytes, so a stored answer costs neither Express's router and
 * middleware nor a JSON parse. Anything else, and every miss, goes to `app` as before; a body read here travels
 * with the request, and the GraphQL route's parser takes it from there with the body-parser's outcomes
 * (./byteCache.ts `jsonBodyForCache`). Only what cannot be refused for its body's size, encoding or charset is read:
 * a `Content-Length` within EARLY_BODY_LIMIT_BYTES, no `Content-Encoding`, UTF-8 JSON.
 */
export function answerStoredQueriesEarly(app: RequestListener, options: EarlyAnswerOptions): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const { headers } = req;
    const length = Number(headers['content-length']);
    if (
      req.method !== 'POST' ||
      req.url !== '/graphql' ||
      mayBeSignedIn(headers) ||
      headers['content-encoding'] ||
      !(length > 0 && length <= EARLY_BODY_LIMIT_BYTES) ||
      !JSON_UTF8.test(headers['content-type'] ?? '') ||
      !options.cachesConfirmedFresh()
    ) {
      return app(req, res);
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = Buffer.concat(chunks);
      const stored = options.answerForBody(body, headers.accept);
      if (stored) {
        res.writeHead(200, stored.rawHeaders).end(stored.body);
        return;
      }
      keepPreReadBody(req, body);
      app(req, res);
    });
    // An aborted upload: nothing to answer, as Express would find.
    req.once('error', () => res.destroy());
  };
}

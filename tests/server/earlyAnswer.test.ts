import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { preReadBody } from '../../server/platform/graphql/byteCache';
import { answerStoredQueriesEarly, EARLY_BODY_LIMIT_BYTES } from '../../server/platform/graphql/earlyAnswer';

/**
 * Stored public query answers go out before Express (server/platform/graphql/earlyAnswer.ts), over a real HTTP
 * server: a hit never reaches the app; a miss reaches it with the body read and kept; anything that may be personal,
 * compressed, large or not UTF-8 JSON reaches it unread, as before.
 */
const STORED_BODY = '{"query":"query BlogIndex { posts { totalCount } }","operationName":"BlogIndex"}';
const ACCEPT = 'application/json';

let server: http.Server;
let url: string;
let fresh = true;
const reached: Array<{ preRead: string | null; streamed: string }> = [];

beforeAll(async () => {
  const app = (req: IncomingMessage, res: ServerResponse) => {
    const preRead = preReadBody(req);
    let streamed = '';
    if (preRead) {
      reached.push({ preRead: preRead.toString('utf8'), streamed });
      res.end('from the app');
      return;
    }
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (streamed += chunk));
    req.on('end', () => {
      reached.push({ preRead: null, streamed });
      res.end('from the app');
    });
  };
  const listener = answerStoredQueriesEarly(app, {
    answerForBody: (body, accept) =>
      body.toString('utf8') === STORED_BODY && accept === ACCEPT
        ? { body: Buffer.from('{"data":{"posts":{"totalCount":3}}}'), rawHeaders: ['Content-Type', 'application/json', 'X-Cache', 'hit'] }
        : null,
    cachesConfirmedFresh: () => fresh,
  });
  server = http.createServer(listener).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reached.length = 0;
  fresh = true;
});

async function post(body: string, headers: Record<string, string> = {}, path = '/graphql') {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: ACCEPT, ...headers },
    body,
  });
  return { text: await res.text(), cache: res.headers.get('x-cache') };
}

describe('the early answer to stored public queries', () => {
  it('answers a stored body with its stored bytes and headers without reaching the app', async () => {
    expect(await post(STORED_BODY)).toEqual({ text: '{"data":{"posts":{"totalCount":3}}}', cache: 'hit' });
    expect(reached).toEqual([]);
  });

  it('hands a miss to the app with the body it read', async () => {
    const other = '{"query":"{ __typename }"}';
    expect((await post(other)).text).toBe('from the app');
    expect(reached).toEqual([{ preRead: other, streamed: '' }]);
    // The same body under another Accept header is another answer.
    expect((await post(STORED_BODY, { accept: 'application/graphql-response+json' })).text).toBe('from the app');
  });

  it.each<[string, Record<string, string>, string]>([
    ['a signed-in caller', { authorization: 'Bearer token' }, '/graphql'],
    ['a session cookie', { cookie: 'a=1; __session=x' }, '/graphql'],
    ['a compressed body', { 'content-encoding': 'gzip' }, '/graphql'],
    ['another charset', { 'content-type': 'application/json; charset=latin1' }, '/graphql'],
    ['another content type', { 'content-type': 'text/plain' }, '/graphql'],
    ['another path', {}, '/graphql?x=1'],
  ])('leaves %s to the app, unread', async (_what, headers, path) => {
    expect((await post(STORED_BODY, headers, path)).text).toBe('from the app');
    expect(reached).toEqual([{ preRead: null, streamed: STORED_BODY }]);
  });

  it('leaves a body larger than it reads to the app, unread', async () => {
    const large = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(EARLY_BODY_LIMIT_BYTES)}` });
    await post(large);
    expect(reached).toEqual([{ preRead: null, streamed: large }]);
  });

  it('answers nothing from the cache while the cache version must be read again first', async () => {
    fresh = false;
    expect((await post(STORED_BODY)).text).toBe('from the app');
    expect(reached).toEqual([{ preRead: null, streamed: STORED_BODY }]);
  });
});

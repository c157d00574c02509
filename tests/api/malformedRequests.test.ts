import http from 'node:http';
import { serverInfo } from '../support/api';

/**
 * Requests no browser sends, answered 4xx and never 500: JSON nested far deeper than any input, and paths that
 * are not valid percent-encoded UTF-8. Sent with node:http, which passes the path as written (fetch would
 * resolve `..` and re-encode it first).
 */
function raw(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
  const { hostname, port } = new URL(serverInfo().url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request({ hostname, port, method, path, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('a GraphQL body nested 5,000 levels deep', () => {
  it.each([
    ['an array in the variables', `{"query":"{ __typename }","variables":{"a":${nested(5000)}}}`],
    ['an object in the variables', `{"query":"{ __typename }","variables":${deepObject(5000)}}`],
    ['an array in the extensions', `{"query":"{ __typename }","extensions":{"a":${nested(5000)}}}`],
    ['the whole body', nested(5000)],
    // Small enough to be read before Express (server/platform/graphql/earlyAnswer.ts): the same answer.
    ['a body of 100 levels, read early', `{"query":"{ __typename }","variables":{"a":${nested(100)}}}`],
  ])('%s is answered 400 BAD_REQUEST', async (_what, body) => {
    const res = await raw('POST', '/graphql', { headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('in a GET’s variables is answered 4xx', async () => {
    const query = new URLSearchParams({ query: '{ __typename }', variables: `{"a":${nested(3000)}}` });
    const res = await raw('GET', `/graphql?${query}`, { headers: { 'apollo-require-preflight': 'true', accept: 'application/json' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('still answers JSON nested as deep as the API could need', async () => {
    const res = await raw('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      body: `{"query":"{ __typename }","variables":{"a":${nested(20)}}}`,
    });
    expect(res.status).toBe(200);
  });
});

/** Segments a fuzzer or a broken link sends: undecodable, lone surrogates, overlong UTF-8, traversal, NUL. */
const SEGMENTS = [
  '%FF',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%AF',
  '%E0%80%AF',
  '%F4%90%80%80',
  '%C3%28',
  '%',
  '%G1',
  '%2',
  '..',
  '%2E%2E',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%252F',
  '%EF%BF%BF',
  'x'.repeat(2000),
];
/** Every route with a parameter in its path (server routes and client pages), and a few without. */
const PREFIXES = [
  '/',
  '/blog/',
  '/blog/page/',
  '/blog/category/',
  '/guest-posts/',
  '/videos/',
  '/authors/',
  '/locations/',
  '/partners/',
  '/verify-certificate/',
  '/certificate-docs/',
  '/certificate-upload/',
  '/payments/local/',
  '/media/',
  '/certificates/',
  '/admin-files/certification/',
  '/uploads/',
  '/assets/',
  '/company/leads/',
  '/admin/blog/',
];

describe('paths that are not valid percent-encoded UTF-8', () => {
  // One test per route prefix: each renders up to 72 uncached pages, which together outlast one test's timeout
  // on a busy CI machine.
  it.each(PREFIXES)('under %s are each answered 4xx (or a page), never 5xx', async (prefix) => {
    // With a session cookie the page cache is bypassed: 1,440 distinct "not found" pages would otherwise
    // evict the entries other suites on this server are checking (the cache holds 1,000 pages).
    const bypassCache = { cookie: '__session=fuzz' };
    const failures: string[] = [];
    for (const segment of SEGMENTS) {
      for (const [method, path] of [
        ['GET', `${prefix}${segment}`],
        ['GET', `${prefix}${segment}/x`],
        ['HEAD', `${prefix}${segment}`],
        ['POST', `${prefix}${segment}/confirm`],
      ] as const) {
        const res = await raw(
          method,
          path,
          method === 'POST' ? { headers: { ...bypassCache, 'content-type': 'application/json' }, body: '{}' } : { headers: bypassCache },
        );
        if (res.status >= 500) failures.push(`${method} ${path}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    expect((await raw('GET', '/healthz')).status).toBe(200);
  });

  it.each(['/blog/%FF', '/blog/%ED%A0%80', '/payments/local/%FF', '/media/%FF', '/certificates/%FF', '/admin-files/certification/%FF/x'])(
    '%s is answered 400 or 404',
    async (path) => {
      expect([400, 404]).toContain((await raw('GET', path)).status);
    },
  );
});

describe('an address that is not valid percent-encoding, on every route', () => {
  // One check first in the app (server/platform/http/validUrl.ts): never the app shell of /company/* or /admin/*, nor a 404.
  it.each([
    '/company/%E0%A4%A',
    '/company/%zz',
    '/company/leads/%FF',
    '/admin/%zz',
    '/admin/%E0%A4%A',
    '/blog/%zz',
    '/faq/%E0%A4%A',
    '/%ED%A0%80',
    '/graphql?query=%zz',
    '/graphql?query=%7B__typename%7D&variables=%E0%A4%A',
    '/api/%zz',
    '/assets/%zz.js',
    '/favicon.svg?v=%zz',
    '/calculator?area=%zz',
    '/identitytoolkit.googleapis.com/v1/accounts%zz',
  ])('GET %s answers 400', async (path) => {
    const res = await raw('GET', path);
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('<div id="root"');
  });

  it.each(['/company/%zz', '/graphql?query=%zz', '/admin/%FF'])('POST %s answers 400', async (path) => {
    expect((await raw('POST', path, { headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(400);
  });

  it('leaves valid percent-encoding alone', async () => {
    expect((await raw('GET', '/calculator?postcode=LS1%204AP')).status).toBe(200);
    expect((await raw('GET', '/company/login?next=%2Fcompany%2Fleads')).status).toBe(200);
  });
});

describe('links come from configuration, never from the request', () => {
  const forged = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'gopher' };

  it.each(['/calculator', '/', '/blog', '/faq'])('%s keeps its canonical link with a forged Host', async (path) => {
    const { body } = await raw('GET', path, { headers: forged });
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(canonical).toBe(`${serverInfo().url}${path === '/' ? '/' : path}`);
    expect(body).not.toContain('attacker.example');
    expect(body).not.toContain('gopher:');
  });

  it('keeps the sitemap and robots.txt on the configured origin', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const { body } = await raw('GET', path, { headers: forged });
      expect(body).toContain(serverInfo().url);
      expect(body).not.toContain('attacker.example');
    }
  });
});

import crypto from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, serverInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';
import { eventually } from '../support/wait';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Fetched {
  status: number;
  cache: string | null;
  html: string;
  headers: Headers;
  /** The script hashes the Content-Security-Policy header allows. */
  headerHashes: string[];
  /** Every nonce attribute in the page. */
  pageNonces: string[];
}

async function get(path: string, options: { baseUrl?: string; headers?: Record<string, string> } = {}): Promise<Fetched> {
  const res = await fetch(`${options.baseUrl ?? serverInfo().url}${path}`, { redirect: 'manual', headers: options.headers });
  const html = await res.text();
  return {
    status: res.status,
    cache: res.headers.get('x-page-cache'),
    html,
    headers: res.headers,
    headerHashes: [...(res.headers.get('content-security-policy') ?? '').matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]),
    pageNonces: [...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]),
  };
}

const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');

describe('the page cache', () => {
  it('answers the second visit of a guide from memory with the same bytes and headers, its inline script allowed by hash', async () => {
    // A query string of its own, so no other suite's visit of /dangers has filled this entry yet.
    const path = `/dangers?visit=${RUN}`;
    const first = await get(path);
    const second = await get(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(second.status).toBe(200);
    expect(second.cache).toBe('HIT');
    expect(second.html).toContain('<h1>Spray Foam Insulation Dangers');

    for (const visit of [first, second]) {
      expect(visit.pageNonces).toEqual([]);
      expect(visit.headers.get('content-security-policy')).not.toContain("'nonce-");
      const scripts = inlineScripts(visit.html);
      expect(scripts.length).toBeGreaterThanOrEqual(1); // the state script
      expect(visit.headerHashes).toEqual(scripts.map(sha256));
    }
    expect(second.html).toBe(first.html);
    for (const header of ['content-security-policy', 'etag', 'cache-control']) {
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    }

    // The plain path is cached as well. Another suite may have visited it long enough ago that the entry has
    // expired: then it is served stale while one render replaces it, and a later visit is a hit.
    await eventually(async () => (await get('/dangers')).cache === 'HIT', 'a cache hit for /dangers');
  });

  it('caches a "not found" page with its 404 status', async () => {
    const path = `/no-such-page-${RUN}`;
    const first = await get(path);
    const second = await get(path);
    expect([first.status, first.cache]).toEqual([404, 'MISS']);
    expect([second.status, second.cache]).toEqual([404, 'HIT']);
    expect(second.html).toContain(`Page not found: ${path}`);
    expect(second.html).toContain('<meta name="robots" content="noindex, follow" />');
    // The CDN keeps it 2 s, as a page (docs/decisions/0028): without a header Firebase Hosting keeps a 404 for 10 minutes.
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');
    // A not-found page that bypasses the cache is kept by no one.
    expect((await get(path, { headers: { cookie: '__session=abc' } })).headers.get('cache-control')).toBe('private, no-store');
  });

  it('keys the calculator by its query string, so each set of inputs gets its own estimate', async () => {
    const small = `/calculator?type=flat&area=${40 + (Date.now() % 50)}&run=${RUN}`;
    const large = `/calculator?type=detached&area=400&run=${RUN}`;
    const a = await get(small);
    const b = await get(large);
    expect([a.cache, b.cache]).toEqual(['MISS', 'MISS']);
    const estimate = (html: string) => /data-testid="estimate-range">([^<]+)</.exec(html)?.[1];
    expect(estimate(a.html)).toBeTruthy();
    expect(estimate(b.html)).not.toBe(estimate(a.html));
    const again = await get(large);
    expect(again.cache).toBe('HIT');
    expect(estimate(again.html)).toBe(estimate(b.html));
  });

  it('never caches the admin area, the company area or the thank-you page', async () => {
    for (const path of ['/admin/leads', '/Admin/Leads/', '/company/login', `/contact/thank-you?ref=SFR-${RUN}`]) {
      for (let visit = 0; visit < 2; visit += 1) {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.cache).toBe('BYPASS');
      }
    }
  });

  it('keeps no page reached by a secret link, in memory or in any shared cache (an invalid link answers as itself)', async () => {
    for (const path of [
      `/certificate-upload/no-such-request-${RUN}?token=not-valid`,
      `/certificate-docs/no-such-request-${RUN}?token=not-valid`,
    ]) {
      for (let visit = 0; visit < 2; visit += 1) {
        const res = await get(path);
        expect(res.status).toBe(403);
        expect(res.html).toContain('not valid');
        expect(res.cache).toBe('BYPASS');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
    }
    const admin = await get('/admin/leads');
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    // A public page keeps its short shared lifetime.
    expect((await get(`/dangers?shared=${RUN}`)).headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });

  it('renders afresh for a request that carries an Authorization header or the __session cookie', async () => {
    const path = `/dangers?signed-in=${RUN}`;
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    expect((await get(path, { headers: { authorization: 'Bearer something' } })).cache).toBe('BYPASS');
    expect((await get(path, { headers: { cookie: 'theme=dark; __session=abc' } })).cache).toBe('BYPASS');
    // Other cookies (analytics) do not change the page.
    expect((await get(path, { headers: { cookie: '_ga=GA1.1.1' } })).cache).toBe('HIT');
  });

  it('reads public content for a page it renders per request through the response cache, and afresh only for an Authorization header', async () => {
    const path = `/videos?read-once=${RUN}`;
    const session = { cookie: '__session=read-once' };
    expect((await get(path, { headers: session })).cache).toBe('BYPASS');
    // Written straight to the store, where no change is announced: the cached answer of the list stands until
    // the next change (docs/decisions/0058-every-page-fast.md). Dated long ago, so it is last in every list.
    const slug = `read-once-${RUN}`;
    const long = Timestamp.fromDate(new Date('2001-01-01T00:00:00Z'));
    await adminDb()
      .collection('videos')
      .doc(slug)
      .set({
        slug,
        status: 'published',
        title: `Read once ${RUN}`,
        description: 'A video of this suite.',
        youtubeId: 'M7lc1UVf-VE',
        durationSeconds: 60,
        transcript: '',
        publishedAt: long,
        demo: false,
        createdAt: long,
        updatedAt: long,
      });
    try {
      const cookieRender = await get(path, { headers: session });
      expect(cookieRender.cache).toBe('BYPASS');
      expect(cookieRender.html).not.toContain(`/videos/${slug}`);
      const fresh = await get(path, { headers: { authorization: 'Bearer not-a-session' } });
      expect(fresh.cache).toBe('BYPASS');
      expect(fresh.html).toContain(`/videos/${slug}`);
    } finally {
      await adminDb().collection('videos').doc(slug).delete();
    }
  });

  it('renders a URL it has rendered before in one pass, with its queries run first, to the same page', async () => {
    const session = { cookie: '__session=render-passes' };
    const passes = (visit: Fetched) => Number(/desc="(\d+) pass/.exec(visit.headers.get('server-timing') ?? '')?.[1]);
    // Per-render values: the signed form token, and the render time.
    const stable = (html: string) => html.replace(/"formToken":"[^"]*"|value="[\w.~-]{40,}"/g, '');
    // Pages with queries (the home page has none: it renders once either way).
    for (const path of ['/dangers', '/blog', '/locations/york', '/faq']) {
      const url = `${path}?passes=${RUN}`;
      const first = await get(url, { headers: session });
      const second = await get(url, { headers: session });
      expect([first.status, second.status, first.cache, second.cache]).toEqual([200, 200, 'BYPASS', 'BYPASS']);
      // The first render finds the page's queries, then renders again with their results.
      expect(passes(first)).toBeGreaterThanOrEqual(2);
      expect(passes(second)).toBe(1);
      expect(stable(second.html)).toBe(stable(first.html));
    }
    // A page answered from the cache was not rendered by this response.
    const cached = `/dangers?cached-passes=${RUN}`;
    expect((await get(cached)).headers.get('server-timing')).toMatch(/^render;dur=[\d.]+;desc="\d+ passes?"$/);
    const hit = await get(cached);
    expect(hit.cache).toBe('HIT');
    expect(hit.headers.get('server-timing')).toBeNull();
  });

  describe('on servers started with PAGE_CACHE_TTL_SECONDS=1 and =0', () => {
    let shortTtl: RunningServer;
    let noCache: RunningServer;
    beforeAll(async () => {
      [shortTtl, noCache] = await Promise.all([
        startServer({ env: { PAGE_CACHE_TTL_SECONDS: '1' } }),
        startServer({ env: { PAGE_CACHE_TTL_SECONDS: '0' } }),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([shortTtl?.stop(), noCache?.stop()]);
    });

    it('once the TTL has passed, answers the stale page while it renders it again', async () => {
      const first = await get('/dangers', { baseUrl: shortTtl.url });
      const second = await get('/dangers', { baseUrl: shortTtl.url });
      expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
      // Asked again until the entry has expired: a hit does not extend it, so the first stale answer comes once the second is up.
      const third = await eventually(
        async () => {
          const page = await get('/dangers', { baseUrl: shortTtl.url });
          return page.cache === 'STALE' ? page : null;
        },
        'the cached page to expire',
        5000,
        100,
      );
      expect(third.html).toBe(first.html);
      // The render the stale answer started replaces the entry: the next visits are fresh hits.
      const fourth = await eventually(
        async () => {
          const page = await get('/dangers', { baseUrl: shortTtl.url });
          return page.cache === 'HIT' ? page : null;
        },
        'the page to be rendered again',
        5000,
        50,
      );
      expect(fourth.html).toBe(first.html);
    });

    it('renders every request, with no cache header, when the TTL is 0', async () => {
      for (let visit = 0; visit < 2; visit += 1) {
        const res = await get('/dangers', { baseUrl: noCache.url });
        expect(res.status).toBe(200);
        expect(res.cache).toBeNull();
      }
    });
  });
});

describe('cached pages as bytes', () => {
  const raw = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${serverInfo().url}${path}`, { headers });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  it('answers the same bytes to every visitor and 304 to a request that holds them', async () => {
    const path = `/dangers?etag=${RUN}`;
    const first = await raw(path);
    const second = await raw(path);
    expect(second.res.headers.get('x-page-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    const etag = second.res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // Browsers revalidate every time (cheap with the ETag); the CDN, which the app cannot purge, keeps a page
    // 2 s, within the 5 s in which every instance shows a change (docs/decisions/0028).
    expect(second.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2');

    const revalidated = await raw(path, { 'if-none-match': etag! });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await raw(path, { 'if-none-match': '"something-else"' })).res.status).toBe(200);
  });

  it('answers a hit with the headers of the first answer, and HEAD with them but no body', async () => {
    const url = `${serverInfo().url}/dangers?headers=${RUN}`;
    const headers = { 'accept-encoding': 'br' };
    const first = await fetch(url, { headers });
    await first.arrayBuffer();
    const second = await fetch(url, { headers });
    await second.arrayBuffer();
    expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['MISS', 'HIT']);
    // Server-Timing tells how the page was rendered, so only the answer that rendered it has one.
    const comparable = (h: Headers) =>
      [...h.entries()].filter(([name]) => !['date', 'x-page-cache', 'server-timing'].includes(name)).sort();
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers.get('server-timing')).toBeNull();
    expect(second.headers.get('content-security-policy')).toMatch(/'sha256-/);

    const head = await fetch(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('HIT');
    expect(head.headers.get('content-length')).toBe(second.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('keeps one ETag per encoding and the same decoded bytes in each', async () => {
    const path = `/dangers?encodings=${RUN}`;
    const identity = await raw(path, { 'accept-encoding': 'identity' });
    // fetch decodes what it receives: the content is the same whichever encoding the server chose.
    const br = await raw(path, { 'accept-encoding': 'br' });
    const gzip = await raw(path, { 'accept-encoding': 'gzip' });
    expect(br.body.equals(identity.body)).toBe(true);
    expect(gzip.body.equals(identity.body)).toBe(true);
    const tags = [identity, br, gzip].map((visit) => visit.res.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    // A validator of any encoding of the same content revalidates.
    expect((await raw(path, { 'accept-encoding': 'br', 'if-none-match': tags[2]! })).res.status).toBe(304);
  });
});

describe('chunk preloading', () => {
  const headPreloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const preloadsOf = (html: string): string[] => {
    const named = /window\.__PRELOADS__=(\[.*?\])/.exec(html);
    return [...headPreloadsOf(html), ...(named ? (JSON.parse(named[1]!) as Array<{ href: string }>).map((preload) => preload.href) : [])];
  };

  it("names a page's own chunks and the whole-page code in its HTML, each served, but not the deferred parts", async () => {
    const html = await (await fetch(`${serverInfo().url}/calculator`)).text();
    const linked = preloadsOf(html);
    // Preloaded by the page's entry after the first paint, not from the head, where they would compete with it.
    expect(headPreloadsOf(html).some((file) => /CalculatorPage|hydrateApp|vendor/.test(file))).toBe(false);
    expect(linked.some((file) => /\/CalculatorPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(linked.some((file) => /\/hydrateApp-[\w-]+\.js$/.test(file))).toBe(true);
    expect(linked.some((file) => /HowItWorks|CallbackForm|RicsSurveyForm/.test(file))).toBe(false);
    expect(new Set(linked).size).toBe(linked.length);
    for (const file of linked) expect((await fetch(`${serverInfo().url}${file}`)).status).toBe(200);
    expect(/window\.__PAGES__=\["calculator"\]/.test(html)).toBe(true);
    expect(html).toContain('window.__HYDRATION__="full"');
    // Hydrated whole, the page starts from the data it was rendered with.
    expect(html).toContain('window.__APOLLO_STATE__={');
  });

  it('names nothing but the small entry for a text page, which hydrates only its islands', async () => {
    const html = await (await fetch(`${serverInfo().url}/dangers`)).text();
    const linked = preloadsOf(html);
    expect(linked.some((file) => /GuidePage|hydrateApp|vendor|CallbackForm/.test(file))).toBe(false);
    expect(html).toContain('window.__HYDRATION__="islands"');
    // Its islands read nothing from Apollo's cache: the guide's text is not sent a second time as state.
    expect(html).not.toContain('__APOLLO_STATE__');
    expect(html).toMatch(/<div class="island" data-island="callback-form" data-island-props="\{&quot;compact&quot;:true\}">/);
  });
});

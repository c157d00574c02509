import { PageCache, configurePageCache, currentPageCache, invalidatePages, type CachedPage } from '../../server/platform/pages/pageCache';
import { isCacheableRequest } from '../../server/platform/pages/ssr';

const page = (text: string, status = 200): CachedPage => ({ status, parts: [text] });

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('keeps at most maxEntries pages and drops the least recently used first', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 3 });
    cache.set('/a', '/a', page('a'));
    cache.set('/b', '/b', page('b'));
    cache.set('/c', '/c', page('c'));
    expect(cache.get('/a')?.parts).toEqual(['a']); // /a is now the most recently used
    cache.set('/d', '/d', page('d'));
    expect(cache.size).toBe(3);
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].map((key) => cache.get(key)?.parts[0])).toEqual(['a', 'c', 'd']);
  });

  it('keeps the stored HTML within maxBytes, and never stores a page bigger than the whole budget', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1000 });
    for (const key of ['/1', '/2', '/3']) expect(cache.set(key, key, page('x'.repeat(400)))).toBe(true);
    expect(cache.totalBytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(2);
    expect(cache.get('/1')).toBeUndefined();
    expect(cache.set('/huge', '/huge', page('y'.repeat(2000)))).toBe(false);
    expect(cache.get('/huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    // Replacing an entry does not count its old size twice.
    cache.set('/2', '/2', page('z'.repeat(100)));
    expect(cache.totalBytes).toBeLessThan(600);
  });

  it('forgets a page once its TTL has passed', () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 1000, now: time.now });
    cache.set('/a', '/a', page('a'));
    time.advance(999);
    expect(cache.get('/a')).toBeDefined();
    time.advance(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('answers a stale page within staleMs of its TTL while one background render replaces it', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 1000, staleMs: 1000, now: time.now });
    const group = () => '/a';
    let renders = 0;
    const render = async () => page(`a${++renders}`);
    expect((await cache.getOrRender('/a', '/a', render, group)).hit).toBe(false);
    time.advance(1500);
    expect(cache.get('/a')).toBeUndefined(); // get() answers fresh pages only
    const [one, two] = await Promise.all([cache.getOrRender('/a', '/a', render, group), cache.getOrRender('/a', '/a', render, group)]);
    expect([one.stale, two.stale, one.page.parts[0], two.page.parts[0]]).toEqual([true, true, 'a1', 'a1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toBe(2); // one revalidation for both
    const fresh = await cache.getOrRender('/a', '/a', render, group);
    expect([fresh.hit, fresh.stale, fresh.page.parts[0]]).toEqual([true, undefined, 'a2']);
    // Past TTL + staleMs the entry is gone: the next visit renders and waits.
    time.advance(2000);
    expect((await cache.getOrRender('/a', '/a', render, group)).hit).toBe(false);
    // After an invalidation nothing is answered stale.
    time.advance(1500);
    cache.invalidate('all');
    expect((await cache.getOrRender('/a', '/a', render, group)).hit).toBe(false);
  });

  it('stores nothing when the TTL is 0', () => {
    const cache = new PageCache({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    expect(cache.set('/a', '/a', page('a'))).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
  });

  it('caps the variants of one path, so random query strings cannot push the real pages out', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxVariantsPerPath: 3 });
    for (let i = 0; i < 10; i += 1) cache.set(`/calculator?area=${i}`, '/calculator', page(String(i)));
    cache.set('/dangers', '/dangers', page('guide'));
    expect(cache.size).toBe(4);
    expect(cache.get('/calculator?area=3')).toBeUndefined();
    expect(cache.get('/dangers')).toBeDefined();
    // Once a variant leaves, another may take its place.
    cache.invalidate('/calculator');
    expect(cache.set('/calculator?area=9', '/calculator', page('9'))).toBe(true);
  });

  it('drops pages by path prefix or all of them', () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    for (const path of ['/blog', '/blog/a-post', '/locations/leeds', '/dangers']) cache.set(`http://x${path}`, path, page(path));
    expect(cache.invalidate('/blog')).toBe(2);
    expect(cache.get('http://x/blog/a-post')).toBeUndefined();
    expect(cache.get('http://x/locations/leeds')).toBeDefined();
    expect(cache.invalidate(['/locations', '/partners'])).toBe(1);
    expect(cache.invalidate('all')).toBe(1);
    expect(cache.size).toBe(0);
  });

  it('renders once for overlapping requests of the same page', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    let renders = 0;
    let finish!: (value: CachedPage) => void;
    const render = () => {
      renders += 1;
      return new Promise<CachedPage>((resolve) => (finish = resolve));
    };
    const group = (p: CachedPage) => (p.status === 200 ? '/a' : null);
    const first = cache.getOrRender('/a', '/a', render, group);
    const second = cache.getOrRender('/a', '/a', render, group);
    finish(page('a'));
    expect(await first).toEqual({ page: page('a'), hit: false });
    expect(await second).toEqual({ page: page('a'), hit: true });
    expect(renders).toBe(1);
    expect((await cache.getOrRender('/a', '/a', render, group)).hit).toBe(true);
    expect(renders).toBe(1);
  });

  it('does not share or store a page the caller does not want cached (a redirect), and does not store a render an invalidation overtook', async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    let renders = 0;
    const redirect = async (): Promise<CachedPage> => {
      renders += 1;
      return { status: 301, redirect: '/b', parts: [] };
    };
    const group = (p: CachedPage) => (p.status === 200 ? '/a' : null);
    const [one, two] = await Promise.all([cache.getOrRender('/a', '/a', redirect, group), cache.getOrRender('/a', '/a', redirect, group)]);
    expect([one.page.redirect, two.page.redirect]).toEqual(['/b', '/b']);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);

    let finish!: (value: CachedPage) => void;
    const slow = cache.getOrRender(
      '/c',
      '/c',
      () => new Promise<CachedPage>((resolve) => (finish = resolve)),
      () => '/c',
    );
    cache.invalidate('all'); // content changed while the old version was being rendered
    finish(page('old'));
    expect((await slow).page.parts).toEqual(['old']);
    expect(cache.get('/c')).toBeUndefined();
  });

  it('is replaced at start-up and invalidated through invalidatePages()', () => {
    const cache = configurePageCache({ ttlMs: 60_000 });
    expect(currentPageCache()).toBe(cache);
    cache.set('/blog/x', '/blog/x', page('x'));
    cache.set('/dangers', '/dangers', page('d'));
    expect(invalidatePages('/blog')).toBe(1);
    expect(invalidatePages()).toBe(1);
    configurePageCache({ ttlMs: 0 });
  });
});

describe('which requests the page cache may answer', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({
    method,
    path: url.split('?')[0],
    originalUrl: url,
    headers,
  });

  it('anonymous GET and HEAD of public pages', () => {
    for (const path of [
      '/',
      '/dangers',
      '/blog/a-post',
      '/calculator',
      '/calculator?area=60&tokens=1',
      '/locations/manchester',
      '/administration-costs',
      '/contact',
      '/certification',
    ]) {
      expect(isCacheableRequest(request(path))).toBe(true);
    }
    expect(isCacheableRequest(request('/dangers', {}, 'HEAD'))).toBe(true);
    expect(isCacheableRequest(request('/dangers', { cookie: '_ga=GA1.1' }))).toBe(true);
  });

  it('never the admin and company areas, the thank-you page, secret links, the API, or a signed-in request', () => {
    for (const path of [
      '/certificate-upload/abc?token=t',
      '/certificate-docs/abc',
      '/Certificate-Docs/abc/',
      '/calculator?token=t',
      '/dangers?utm_source=x&token=t',
      '/admin',
      '/admin/leads',
      '/Admin/Leads/',
      '/company/login',
      '/graphql',
      '/api/x',
      '/contact/thank-you',
      '/contact/thank-you/',
    ]) {
      expect(isCacheableRequest(request(path))).toBe(false);
    }
    expect(isCacheableRequest(request('/dangers', {}, 'POST'))).toBe(false);
    expect(isCacheableRequest(request('/dangers', { authorization: 'Bearer t' }))).toBe(false);
    expect(isCacheableRequest(request('/dangers', { cookie: '__session=abc' }))).toBe(false);
  });
});

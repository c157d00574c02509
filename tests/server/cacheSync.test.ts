import { bumpPageCacheVersion, readPageCacheVersion } from '../../server/platform/pages/cacheVersion.repository';
import { cacheFreshness, startCacheSync, type CacheSync } from '../../server/platform/pages/cacheSync';
import { configurePageCache, invalidatePages, onPagesInvalidated, type CachedPage } from '../../server/platform/pages/pageCache';
import { deferred, eventually } from '../support/wait';
import { withEmbeddedFirestore } from '../support/embeddedStore';

/**
 * The page cache version on the embedded Firestore (docs/decisions/0028-every-instance-fresh-within-seconds.md):
 * another instance's change is a bump of `meta/pageCacheVersion`, made here with the same repository call
 * its sync makes.
 */
withEmbeddedFirestore('demo-cache-sync');
let sync: CacheSync | null = null;

afterEach(async () => {
  await sync?.stop();
  sync = null;
});

const page = (text: string): CachedPage => ({ status: 200, parts: [text] });
const POLL_MS = 20;

describe('keeping the page cache in step with other instances', () => {
  it('drops every cached page and query answer when another instance raises the version, once per change', async () => {
    const cache = configurePageCache({ ttlMs: 60_000 });
    let drops = 0;
    const stopCounting = onPagesInvalidated(() => (drops += 1));
    sync = await startCacheSync({ intervalMs: POLL_MS });
    cache.set('/blog', '/blog', page('old blog'));
    cache.set('/locations/cardiff', '/locations/cardiff', page('old town'));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(drops).toBe(0); // nothing changed: nothing dropped

    await bumpPageCacheVersion();
    await eventually(() => cache.size === 0, 'the pages to be dropped', 20_000, 5);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(drops).toBe(1);
    stopCounting();
  });

  it('announces a change made here to the others, without dropping its own pages a second time', async () => {
    const cache = configurePageCache({ ttlMs: 60_000 });
    sync = await startCacheSync({ intervalMs: POLL_MS });
    const before = await readPageCacheVersion();
    cache.set('/blog', '/blog', page('old blog'));
    cache.set('/guides', '/guides', page('a guide'));
    expect(invalidatePages('/blog')).toBe(1);
    await eventually(async () => (await readPageCacheVersion()) === before + 1, 'the version to be raised');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 5));
    expect(cache.size).toBe(1); // the guide, untouched by its own announcement
  });

  it('drops its pages for another instance’s change that came between its own and its last poll', async () => {
    const cache = configurePageCache({ ttlMs: 60_000 });
    // Polled rarely, so both bumps happen between two polls.
    sync = await startCacheSync({ intervalMs: 500 });
    cache.set('/guides', '/guides', page('a guide'));
    await bumpPageCacheVersion(); // elsewhere
    invalidatePages('/blog'); // here, on top of it
    await eventually(() => cache.size === 0, 'the change made elsewhere to drop the guide', 20_000, 10);
  });

  it('does not store a page whose render began before the drop, though it finishes after it', async () => {
    const cache = configurePageCache({ ttlMs: 60_000 });
    sync = await startCacheSync({ intervalMs: POLL_MS });
    cache.set('/marker', '/marker', page('marker'));
    const rendered = deferred<CachedPage>();
    const rendering = cache.getOrRender(
      '/blog/post',
      '/blog/post',
      () => rendered.promise,
      () => '/blog/post',
    );
    await bumpPageCacheVersion();
    await eventually(() => cache.size === 0, 'the pages to be dropped', 20_000, 5);
    rendered.resolve(page('rendered from the old data'));
    expect((await rendering).hit).toBe(false);
    expect(cache.get('/blog/post')).toBeUndefined();
  });

  it('announces a change still owed when it stops', async () => {
    configurePageCache({ ttlMs: 60_000 });
    const running = await startCacheSync({ intervalMs: 60_000 });
    const before = await readPageCacheVersion();
    invalidatePages('all');
    await running.stop();
    expect(await readPageCacheVersion()).toBe(before + 1);
  });

  describe('started after the first page (docs/decisions/0036-firestore-loaded-at-first-use.md)', () => {
    it('drops pages cached before its first read when the version was raised after caching began', async () => {
      const cache = configurePageCache({ ttlMs: 60_000 });
      const cachingSince = new Date();
      cache.set('/guides', '/guides', page('cached before the first read'));
      await bumpPageCacheVersion(); // elsewhere, after this instance began caching
      sync = await startCacheSync({ intervalMs: 60_000, cachingSince });
      expect(cache.size).toBe(0);
    });

    it('keeps them when the last change came before caching began', async () => {
      await bumpPageCacheVersion();
      const cache = configurePageCache({ ttlMs: 60_000 });
      // Clocks of instances agree to well within the two-second margin; beyond it, a change is older than the pages.
      const cachingSince = new Date(Date.now() + 5_000);
      cache.set('/guides', '/guides', page('cached after the last change'));
      sync = await startCacheSync({ intervalMs: 60_000, cachingSince });
      expect(cache.size).toBe(1);
    });

    it('announces a change made here before its first read', async () => {
      configurePageCache({ ttlMs: 60_000 });
      const firstPage = deferred();
      const before = await readPageCacheVersion();
      const starting = startCacheSync({ intervalMs: 60_000, startAfter: firstPage.promise, cachingSince: new Date() });
      invalidatePages('all');
      await eventually(async () => (await readPageCacheVersion()) === before + 1, 'the change to be announced');
      firstPage.resolve();
      sync = await starting;
    });
  });

  describe('after a quiet spell (Cloud Run gives no CPU between requests)', () => {
    const gate = cacheFreshness();
    const passGate = () => new Promise<void>((resolve) => gate({} as never, {} as never, () => resolve()));

    it('lets a request through at once while the last read is recent', async () => {
      configurePageCache({ ttlMs: 60_000 });
      sync = await startCacheSync({ intervalMs: 60_000, confirmedFreshMs: 60_000 });
      let through = false;
      gate({} as never, {} as never, () => (through = true));
      expect(through).toBe(true);
    });

    it('reads the version before a cached answer goes out, and drops what another instance changed meanwhile', async () => {
      const cache = configurePageCache({ ttlMs: 60_000 });
      // No poll runs while the test lasts: as if the instance had no CPU since its last read.
      sync = await startCacheSync({ intervalMs: 60_000, confirmedFreshMs: 50 });
      cache.set('/guides', '/guides', page('read before the change'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      await passGate();
      expect(cache.size).toBe(1); // nothing changed: kept

      await bumpPageCacheVersion(); // elsewhere
      await new Promise((resolve) => setTimeout(resolve, 100));
      await passGate();
      expect(cache.size).toBe(0);
    });
  });
});

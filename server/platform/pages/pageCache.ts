/**
 * The in-memory cache of server-rendered public pages (docs/requirements/quality-targets.md#page-cache): a page is rendered once per
 * instance and TTL, not once per visitor.
 *
 * - Bounded LRU: at most `maxEntries` pages and `maxBytes` of HTML; the least recently used go first.
 * - Each entry lives `ttlMs`. Code that changes public content calls `invalidatePages()`: its own pages are
 *   fresh at once, and every other instance drops its pages within seconds (./cacheSync.ts). The TTL bounds
 *   staleness only for changes made outside the app (the Firestore console, a script).
 * - At most `maxVariantsPerPath` keys (query strings, hosts, letter case) per path, and as many "not found"
 *   pages in all, so random URLs cannot push the real pages out: further variants are rendered, not stored.
 * - Renders of the same key that overlap are shared (one render for a burst of visitors).
 * - Stale-while-revalidate: for `staleMs` after its TTL an entry is still answered (`stale: true`) while one
 *   render in the background replaces it. An invalidation drops entries outright: never answered stale.
 * - A page is byte-identical for every visitor (its inline scripts are allowed by hash, not by a per-response
 *   nonce: docs/decisions/0016-cached-pages-as-bytes.md), so its compressed variants are made once and kept
 *   with it (`encoded`), and its ETag is a hash of its bytes.
 */
export interface CachedPage {
  status: number;
  /** Set for a redirect (never stored). */
  redirect?: string;
  /** The page's HTML (one part for a page built without a nonce). */
  parts: string[];
  /** The page's bytes as sent, made once per render (server/platform/http/compression.ts encodePage). */
  encoded?: EncodedPage;
  /** The response headers of its first answer (security headers, CSP with the page's hashes, type), replayed by the fast path. */
  headers?: Array<[string, string | number | string[]]>;
  /** Those headers flattened for `writeHead`, with each encoding's own, made on the first fast answer (ssr.ts). */
  rawHeaders?: Partial<Record<'br' | 'gzip' | 'identity', string[]>>;
  /** Rendered with something not known yet (ssr.ts): never stored. */
  transient?: boolean;
  /** How the page was rendered: sent as `Server-Timing` by the response that rendered it. */
  render?: { ms: number; passes: number; /** Its query answered by the early schema (server/earlySchema.ts). */ earlySchema?: boolean };
}

export interface EncodedPage {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** A strong validator of the identity bytes, without quotes; each encoding adds its own suffix. */
  etag: string;
  /** CSP sources that allow the page's scripts: `'sha256-…'` for inline ones, `'sha384-…'` for its `<script src integrity>` tags. */
  scriptHashes: string[];
}

interface Entry {
  page: CachedPage;
  path: string;
  group: string;
  bytes: number;
  expiresAt: number;
}

const encodedBytes = (page: CachedPage) =>
  page.encoded ? page.encoded.identity.length + (page.encoded.br?.length ?? 0) + (page.encoded.gzip?.length ?? 0) : 0;

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  maxVariantsPerPath?: number;
  /** How long after its TTL an entry may still be answered while it is rendered again (0: never). */
  staleMs?: number;
  now?: () => number;
}

export const PAGE_CACHE_DEFAULTS = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, maxVariantsPerPath: 50 };

export class PageCache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxVariantsPerPath: number;
  readonly staleMs: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly variants = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();
  private bytes = 0;
  /** Bumped by every invalidation: a render that started before one is not stored. */
  private generation = 0;

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? PAGE_CACHE_DEFAULTS.maxEntries;
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_DEFAULTS.maxBytes;
    this.maxVariantsPerPath = options.maxVariantsPerPath ?? PAGE_CACHE_DEFAULTS.maxVariantsPerPath;
    this.staleMs = options.staleMs ?? 0;
    this.now = options.now ?? Date.now;
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  /** A fresh entry (and marks it most recently used), or undefined. */
  get(key: string): CachedPage | undefined {
    const found = this.lookup(key);
    return found && !found.stale ? found.page : undefined;
  }

  /** A fresh or (within `staleMs` of its TTL) stale entry, marked most recently used; older ones are dropped. */
  private lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt + this.staleMs <= now) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry.page, stale: entry.expiresAt <= now };
  }

  /**
   * Stores a page unless the cache is off, the page is too big, or its group (by default its path) already
   * holds `maxVariantsPerPath` keys.
   */
  set(key: string, path: string, page: CachedPage, group: string = path): boolean {
    if (!this.enabled) return false;
    const bytes = page.parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0) + encodedBytes(page) + key.length;
    if (bytes > this.maxBytes) return false;
    const existing = this.entries.get(key);
    if (existing) this.remove(key, existing);
    else if ((this.variants.get(group) ?? 0) >= this.maxVariantsPerPath) return false;
    this.entries.set(key, { page, path, group, bytes, expiresAt: this.now() + this.ttlMs });
    this.bytes += bytes;
    this.variants.set(group, (this.variants.get(group) ?? 0) + 1);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    return true;
  }

  /**
   * The cached page for `key`, or the result of `render()`. `groupOf(page)` decides whether a rendered page
   * is stored: null keeps it out of the cache, otherwise it names the group whose variants are capped (the
   * path, or one shared group for all "not found" pages). Overlapping calls for the same key share one
   * render when it is storable. `hit` tells whether the page came from the cache or a shared render.
   */
  async getOrRender(
    key: string,
    path: string,
    render: () => Promise<CachedPage>,
    groupOf: (page: CachedPage) => string | null,
  ): Promise<{ page: CachedPage; hit: boolean; stale?: boolean }> {
    const found = this.lookup(key);
    if (found && !found.stale) return { page: found.page, hit: true };
    if (found) {
      // Answer the stale page now; one render in the background replaces it.
      if (!this.inFlight.has(key)) {
        this.renderAndStore(key, path, render, groupOf).catch(() => undefined);
      }
      return { page: found.page, hit: true, stale: true };
    }
    const pending = this.inFlight.get(key);
    if (pending) {
      try {
        return { page: await pending, hit: true };
      } catch {
        // The shared render failed or is not storable: this request renders for itself below.
      }
    }
    const page = await this.renderAndStore(key, path, render, groupOf, pending);
    return { page, hit: false };
  }

  private async renderAndStore(
    key: string,
    path: string,
    render: () => Promise<CachedPage>,
    groupOf: (page: CachedPage) => string | null,
    pending?: Promise<CachedPage>,
  ): Promise<CachedPage> {
    const generation = this.generation;
    const rendering = render();
    const shared = rendering.then((page) => {
      if (groupOf(page) === null) throw new NotShared();
      return page;
    });
    shared.catch(() => undefined);
    if (!pending) this.inFlight.set(key, shared);
    try {
      const page = await rendering;
      const group = groupOf(page);
      if (group !== null && generation === this.generation) this.set(key, path, page, group);
      return page;
    } finally {
      if (this.inFlight.get(key) === shared) this.inFlight.delete(key);
    }
  }

  /** Drops every page whose path starts with one of the prefixes, or every page for `'all'`. */
  invalidate(prefixes: 'all' | string | string[]): number {
    this.generation += 1;
    const list = prefixes === 'all' ? null : Array.isArray(prefixes) ? prefixes : [prefixes];
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (list && !list.some((prefix) => entry.path.startsWith(prefix))) continue;
      this.remove(key, entry);
      dropped += 1;
    }
    return dropped;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const count = (this.variants.get(entry.group) ?? 1) - 1;
    if (count > 0) this.variants.set(entry.group, count);
    else this.variants.delete(entry.group);
  }
}

/** A shared render whose page is not stored (a redirect, an error status): waiting callers render for themselves. */
class NotShared extends Error {}

let pageCache = new PageCache({ ttlMs: 0 });

/** Replaces the process's page cache (at start-up, from PAGE_CACHE_TTL_SECONDS). */
export function configurePageCache(options: PageCacheOptions): PageCache {
  pageCache = new PageCache(options);
  return pageCache;
}

export function currentPageCache(): PageCache {
  return pageCache;
}

/**
 * Call after a change to public content: drops this instance's cached pages under the given path
 * prefixes (`'/blog'`, `['/locations', '/partners']`), or all of them with `'all'`, with the public query
 * caches, and announces the change to the other instances (server/platform/pages/cacheSync.ts), which drop
 * theirs within seconds (docs/decisions/0028-every-instance-fresh-within-seconds.md).
 */
export function invalidatePages(prefixes: 'all' | string | string[] = 'all'): number {
  const dropped = dropCached(prefixes);
  for (const listener of changeListeners) listener();
  return dropped;
}

/**
 * Drops every cached page and public query answer of this instance without announcing anything: another
 * instance made a change and announced it (server/platform/pages/cacheSync.ts).
 */
export function dropPagesChangedElsewhere(): number {
  return dropCached('all');
}

/**
 * Every layer at once, in one synchronous step: no render can store an answer from one layer after the
 * other was emptied, and each layer refuses answers begun before the drop (its generation counter).
 */
function dropCached(prefixes: 'all' | string | string[]): number {
  for (const listener of invalidationListeners) listener(prefixes);
  return pageCache.invalidate(prefixes);
}

const invalidationListeners = new Set<(prefixes: 'all' | string | string[]) => void>();
const changeListeners = new Set<() => void>();

/** Runs `listener` whenever cached pages are dropped (the public GraphQL caches drop their entries with the pages). */
export function onPagesInvalidated(listener: (prefixes: 'all' | string | string[]) => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}

/** Runs `listener` on every invalidatePages() of this instance: a change the other instances must hear of. */
export function onPublicContentChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

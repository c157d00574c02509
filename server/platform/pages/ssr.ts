import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express, Request, Response, NextFunction } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from '../graphql/context';
import { createLoaders } from '../graphql/loaders';
import type { AppConfig } from '../config';
import { logger } from '../logger';
import { isBotUserAgent } from '../../../common/bots';
import { currentPageCache, type CachedPage, type EncodedPage } from './pageCache';
import { encodeForResponse, encodePage, encodedVariant, matchesContent, sendEncoded } from '../http/compression';
import { pagePreloader, type ModulePreload } from './pagePreloads';
import { HOLD_EARLY_SUBMITS } from './earlySubmits';
import { mayBeSignedIn } from '../http/mayBeSignedIn';
import { builtFileIntegrity, withEntryLoaders, withIntegrity } from './scriptIntegrity';
import type { SiteOperator } from '../../../common/siteOperator';
import type { SiteSections } from '../../../common/siteSections';
import { issueFormToken } from '../submissions/formToken';
import { clientAddress } from '../http/clientAddress';

/** What client/src/entry-server.tsx exports. */
export interface RenderResult {
  html: string;
  head: string;
  status: number;
  redirect?: string;
  /** Null for a page hydrated only in its islands: they are forms that read nothing from the cache. */
  apolloState: unknown;
  /** Ids of the lazily loaded pages the render used; the browser loads them before it hydrates. */
  pages?: string[];
  /** 'islands' for a text page whose interactive parts alone are hydrated; 'full' otherwise (client/src/app/textPages.ts). */
  hydration?: 'islands' | 'full';
  /** How many times the tree was rendered (client/src/entry-server.tsx: one when the URL's queries are known). */
  passes?: number;
}
export interface RenderOptions {
  url: string;
  executeGraphQL(request: GraphQLRequest): Promise<unknown>;
  publicConfig: PublicConfig;
  /** Signed for this render: forms sent without JavaScript carry it (docs/form-tokens.md). */
  formToken?: string;
}
type RenderFn = (options: RenderOptions) => Promise<RenderResult>;
/** A query a render runs, as the page's code sends it. */
export type GraphQLRequest = { query: string; variables?: Record<string, unknown>; operationName?: string };
/** Turns a rendered page into the bytes sent: every encoding for a page the cache keeps, one for a single response. */
type PageEncoder = (body: string, scriptHashes: string[]) => Promise<EncodedPage>;

export interface PublicConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulator: boolean;
  gtmId: string | null;
  siteUrl: string;
  operator: SiteOperator;
  /** Which sections the navigation links (common/siteSections.ts); null when not known yet: every link that can be hidden is. */
  sections?: SiteSections | null;
}

const ROOT = process.cwd();
const DIST_CLIENT = path.join(ROOT, 'dist/client');

/**
 * Areas that are personal, signed-in, reached by a secret link or not pages at all: never served from the
 * page cache, and answered `private, no-store` so no CDN or browser keeps them either.
 */
const UNCACHED_PATH =
  /^\/(admin|company|graphql|api|certificate-upload|certificate-docs|my-request|review|survey-report)(\/|$)|^\/contact\/thank-you\/?$/i;
/** A secret link's query string (`?token=…`) makes any page personal. */
const SECRET_LINK_QUERY = /[?&]token=/;

/** Anonymous GET/HEAD of a public page: the page cache may answer it. */
export function isCacheableRequest(req: Pick<Request, 'method' | 'path' | 'headers' | 'originalUrl'>) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (UNCACHED_PATH.test(req.path) || SECRET_LINK_QUERY.test(req.originalUrl)) return false;
  return !mayBeSignedIn(req.headers);
}

/** Headers that belong to one response, never replayed from a cached page. */
const PER_RESPONSE_HEADERS = new Set([
  'x-page-cache',
  'server-timing',
  'content-length',
  'etag',
  'content-encoding',
  'vary',
  'set-cookie',
  'date',
]);

/**
 * The first middleware: answers a fresh page-cache hit at once with the page's stored bytes and the headers
 * of its first answer (the same security headers and CSP every visitor gets), before the rest of the
 * middleware runs. Anything else (misses, stale entries, crawlers whose visits are recorded, requests that
 * may be personal) goes on to the full path.
 */
export function pageCacheFastPath(siteUrl: (req: Request) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cache = currentPageCache();
    if (!cache.enabled || !isCacheableRequest(req) || isBotUserAgent(req.get('user-agent'))) return next();
    const page = cache.get(`${siteUrl(req)}${req.originalUrl}`);
    if (!page?.encoded || !page.headers) return next();
    answerCachedPage(req, res, page, page.encoded);
  };
}

/**
 * A cache hit with Node's own `writeHead`: the page's headers are flattened once per encoding, so an answer
 * sets no header one by one and parses nothing but If-None-Match (the same headers, ETags and 304s as
 * sendEncoded gives the first answer).
 */
function answerCachedPage(req: Request, res: Response, page: CachedPage, encoded: EncodedPage) {
  const { encoding, bytes, etag } = encodedVariant(req, encoded);
  page.rawHeaders ??= {};
  const raw = (page.rawHeaders[encoding ?? 'identity'] ??= [
    ...page.headers!.flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, one]) : [name, String(value)])),
    'X-Page-Cache',
    'HIT',
    'Vary',
    'Accept-Encoding',
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'ETag',
    etag,
  ]);
  if (page.status === 200 && matchesContent(req.headers['if-none-match'], encoded.etag)) {
    res.writeHead(304, withoutBodyHeaders(raw)).end();
    return;
  }
  res.writeHead(page.status, [...raw, 'Content-Length', String(bytes.length)]);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** A 304 carries the page's headers but no Content-Type of a body it does not send. */
function withoutBodyHeaders(raw: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== 'content-type') out.push(raw[i], raw[i + 1]);
  return out;
}

/** The id under which the whole-page hydration chunk (client/src/app/hydrateApp.tsx) is preloaded. */
const APP_CHUNK = '(app)';

/**
 * How long the CDN may keep a public page (`s-maxage`): with the instances' 2 s poll
 * (./cacheSync.ts CACHE_VERSION_POLL_MS) a change is everywhere within 5 s. No stale-while-revalidate:
 * Firebase Hosting does not document it, and it would add its own window to the bound.
 */
const CDN_MAX_AGE_SECONDS = 2;

/** How many pages render at once; more requests wait for a slot (rendering is CPU-bound). */
const RENDER_CONCURRENCY = 4;

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(script: string) {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Swaps the response's nonce in the CSP header (server/app.ts) for the page's script hashes: the header is then the same for every visitor. */
function allowScripts(res: Response, hashes: string[]) {
  const csp = res.getHeader('Content-Security-Policy');
  const nonce = res.locals.cspNonce as string | undefined;
  if (typeof csp !== 'string' || !nonce) return;
  res.setHeader('Content-Security-Policy', csp.replace(` 'nonce-${nonce}'`, hashes.map((hash) => ` ${hash}`).join('')));
}

class Semaphore {
  private free: number;
  private readonly waiting: Array<() => void> = [];
  constructor(size: number) {
    this.free = size;
  }
  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function escapeJsonForScript(value: unknown) {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (char) => SCRIPT_ESCAPES[char]);
}

/** Fills the page template: the nonce on every script, the rendered head and body, and the inline state. */
export function fillTemplate(
  template: string,
  parts: { nonce: string; head: string; html: string; apolloState: unknown; publicConfig: PublicConfig },
) {
  const { nonce } = parts;
  const state = `<script nonce="${nonce}">window.__APOLLO_STATE__=${escapeJsonForScript(parts.apolloState)};window.__APP_CONFIG__=${escapeJsonForScript(parts.publicConfig)}</script>`;
  return template
    .replace(/<script(?=[ >])/g, `<script nonce="${nonce}"`)
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => state);
}

/**
 * docs/requirements/routes-and-screens.md#rendering-errors on the server: when rendering fails for a crawler, the page still answers, as the shell
 * the browser renders on its own (an empty root, no server data; entry-client renders instead of
 * hydrating). Crawlers that run JavaScript still see the page, and none records a 500 for the URL.
 */
export function crawlerShell(template: string, nonce: string, publicConfig: PublicConfig) {
  return fillTemplate(template, { nonce, head: '<title>Spray Foam Removal UK</title>', html: '', apolloState: {}, publicConfig });
}

export async function mountSsr(
  app: Express,
  options: {
    config: AppConfig;
    /** Apollo Server, once the second phase of the start has loaded it (docs/decisions/0040-two-phase-start.md). */
    apollo: () => Promise<ApolloServer<GraphQLContext>>;
    /** A render's query answered before the second phase has loaded (server/earlySchema.ts); null to wait for Apollo Server. */
    answerBeforeSecondPhase?: (request: GraphQLRequest, contextValue: GraphQLContext) => Promise<unknown>;
    publicConfig: (req: Request) => PublicConfig;
    /** Which sections the navigation links, asked before each render (the content module's answer). */
    siteSections?: () => Promise<SiteSections | null>;
    dev: boolean;
  },
): Promise<{ preloadAllPages: () => Promise<unknown> }> {
  let loadRender: () => Promise<RenderFn>;
  // Development loads each page's module when a render needs it.
  let preloadAllPages: () => Promise<unknown> = async () => undefined;
  // Development serves modules unbundled: no chunks to name.
  let preloadsFor: (pageIds: readonly string[]) => ModulePreload[] = () => [];
  let loadTemplate: (url: string) => Promise<string>;
  // The CSP hashes of the template's entry loaders (./scriptIntegrity.ts); development serves no built files.
  let entryHashes: string[] = [];

  if (options.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: path.join(ROOT, 'client'), server: { middlewareMode: true }, appType: 'custom' });
    app.use(vite.middlewares);
    loadRender = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')).render as RenderFn;
    loadTemplate = async (url) => vite.transformIndexHtml(url, await fs.promises.readFile(path.join(ROOT, 'client/index.html'), 'utf8'));
  } else {
    // The site's own scripts carry their integrity, computed once from the built files (docs/decisions/0054-strict-dynamic-csp.md).
    const integrityOf = builtFileIntegrity(DIST_CLIENT);
    const { html: template, loaders } = withEntryLoaders(
      withIntegrity(await fs.promises.readFile(path.join(DIST_CLIENT, 'index.html'), 'utf8'), integrityOf),
    );
    entryHashes = loaders.map(scriptHash);
    const readJson = async (file: string) => JSON.parse(await fs.promises.readFile(path.join(DIST_CLIENT, '.vite', file), 'utf8'));
    // The whole-page hydration is a chunk of its own, named to the browser only for pages hydrated whole.
    preloadsFor = pagePreloader(
      await readJson('manifest.json'),
      { ...(await readJson('pages.json')), [APP_CHUNK]: ['src/app/hydrateApp.tsx'] },
      template,
      integrityOf,
    );
    const module = await import(pathToFileURL(path.join(ROOT, 'dist/ssr/entry-server.mjs')).href);
    loadRender = async () => module.render as RenderFn;
    preloadAllPages = module.preloadAllPages as () => Promise<unknown>;
    loadTemplate = async () => template;
  }

  /**
   * Renders one URL into the bytes every visitor gets: the inline state script is allowed by its hash
   * (docs/decisions/0016-cached-pages-as-bytes.md), so the page carries no per-response nonce and its
   * encodings are made once. At most RENDER_CONCURRENCY renders run at a time; the rest queue.
   */
  async function renderPage(req: Request, encode: PageEncoder): Promise<CachedPage> {
    const release = await renderSlots.acquire();
    try {
      return await renderPageNow(req, encode);
    } finally {
      release();
    }
  }

  async function renderPageNow(req: Request, encode: PageEncoder): Promise<CachedPage> {
    const started = performance.now();
    const [render, template] = await Promise.all([loadRender(), loadTemplate(req.originalUrl)]);
    const sections = options.siteSections ? await options.siteSections() : undefined;
    let answeredEarly = false;
    const publicConfig = sections === undefined ? options.publicConfig(req) : { ...options.publicConfig(req), sections };
    const result = await render({
      url: req.originalUrl,
      publicConfig,
      formToken: await issueFormToken(),
      executeGraphQL: async (request) => {
        const contextValue: GraphQLContext = {
          viewer: null,
          authError: null,
          loaders: createLoaders(),
          request: { ip: clientAddress(req), userAgent: String(req.headers['user-agent'] ?? '') },
          // Public content is read once per change, not per render: every render, kept by the page cache or
          // not (a signed-in visitor's), reads it through the response cache, which every change empties
          // (this instance at once, the others within 5 s: docs/decisions/0058-every-page-fast.md). Only a
          // request with an Authorization header, a tool asking for data as it is now, reads afresh.
          bypassResponseCache: Boolean(req.headers.authorization),
        };
        const early = options.answerBeforeSecondPhase ? await options.answerBeforeSecondPhase(request, contextValue) : null;
        if (early) {
          answeredEarly = true;
          return early;
        }
        const response = await (await options.apollo()).executeOperation(request, { contextValue });
        return response.body.kind === 'single' ? response.body.singleResult : { errors: [{ message: 'Streaming is not supported' }] };
      },
    });
    if (result.redirect) return { status: 301, redirect: result.redirect, parts: [] };
    const hydration = result.hydration ?? 'full';
    const state = result.apolloState === null ? '' : `window.__APOLLO_STATE__=${escapeJsonForScript(result.apolloState)};`;
    // A page hydrated whole names its code for the browser to preload after its first paint, not in its head: fetched
    // as the page is parsed, it would compete with the first paint on a slow connection.
    const preloads = hydration === 'islands' ? [] : preloadsFor([APP_CHUNK, ...(result.pages ?? [])]);
    const script = `${state}window.__APP_CONFIG__=${escapeJsonForScript(publicConfig)};window.__PAGES__=${escapeJsonForScript(result.pages ?? [])};window.__HYDRATION__=${escapeJsonForScript(hydration)}${preloads.length ? `;window.__PRELOADS__=${escapeJsonForScript(preloads)}` : ''};${HOLD_EARLY_SUBMITS}`;
    const page = template
      .replace('<!--app-head-->', () => result.head)
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-state-->', () => `<script>${script}</script>`);
    const encoded = await encode(page, [scriptHash(script), ...entryHashes]);
    return {
      status: result.status,
      parts: [page],
      encoded,
      render: { ms: performance.now() - started, passes: result.passes ?? 1, earlySchema: answeredEarly },
      // Rendered before the sections were known (a cold start's first page): answered, not kept.
      transient: sections === null,
    };
  }

  const cache = currentPageCache();
  const useCache = !options.dev && cache.enabled;
  const renderSlots = new Semaphore(RENDER_CONCURRENCY);
  // The CDN in front (Firebase Hosting) cannot be purged by the app: it may keep a page only for a moment, so
  // that with the instances' own catching up (./cacheSync.ts) no one sees a change later than 5 s after it.
  const sharedCacheControl = `public, max-age=0, s-maxage=${Math.min(CDN_MAX_AGE_SECONDS, Math.floor(cache.ttlMs / 1000))}`;

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      let page: CachedPage;
      if (useCache && isCacheableRequest(req)) {
        // Keyed by origin too: without PUBLIC_URL, canonical URLs follow the request's host.
        const key = `${options.publicConfig(req).siteUrl}${req.originalUrl}`;
        const path = req.path.toLowerCase();
        const result = await cache.getOrRender(
          key,
          path,
          () => renderPage(req, encodePage),
          (p) => (p.transient ? null : p.status === 200 ? path : p.status === 404 ? '(not found)' : null),
        );
        page = result.page;
        res.set('X-Page-Cache', result.stale ? 'STALE' : result.hit ? 'HIT' : 'MISS');
        if (page.status === 200 || page.status === 404) res.set('Cache-Control', sharedCacheControl);
      } else {
        // Not kept: encoded for this response only.
        page = await renderPage(req, (body, hashes) => encodeForResponse(req, body, hashes));
        if (useCache) res.set('X-Page-Cache', 'BYPASS');
        // Personal, or rendered for this request only: no shared cache keeps it (and without a header Firebase
        // Hosting keeps a 404 for 10 minutes, past the page being published).
        res.set('Cache-Control', 'private, no-store');
      }
      if (page.redirect) return res.redirect(301, page.redirect);
      res.status(page.status).type('html');
      const rendered = res.get('X-Page-Cache') !== 'HIT' && res.get('X-Page-Cache') !== 'STALE' ? page.render : undefined;
      if (rendered)
        res.set(
          'Server-Timing',
          `render;dur=${rendered.ms.toFixed(1)};desc="${rendered.passes} pass${rendered.passes === 1 ? '' : 'es'}"${rendered.earlySchema ? ', graphql;desc="early schema"' : ''}`,
        );
      const encoded = page.encoded ?? (await encodePage(page.parts.join('')));
      allowScripts(res, encoded.scriptHashes);
      if (res.get('X-Page-Cache') && !page.headers) {
        page.headers = Object.entries(res.getHeaders()).filter(
          (entry): entry is [string, string | number | string[]] => entry[1] !== undefined && !PER_RESPONSE_HEADERS.has(entry[0]),
        );
      }
      sendEncoded(req, res, encoded);
    } catch (error) {
      const userAgent = req.get('user-agent');
      if (!res.headersSent && isBotUserAgent(userAgent)) {
        try {
          const template = await loadTemplate(req.originalUrl);
          logger.error(
            { err: error, url: req.originalUrl, userAgent },
            'server rendering failed for a crawler: answered with the browser-rendered shell',
          );
          res
            .status(200)
            .type('html')
            .send(crawlerShell(template, res.locals.cspNonce as string, options.publicConfig(req)));
          return;
        } catch {
          /* no template either: fall through to the error handler */
        }
      }
      logger.error({ err: error, url: req.originalUrl }, 'server rendering failed');
      next(error);
    }
  });
  return { preloadAllPages };
}

import type { IRouter, Request, Response, NextFunction } from 'express';
import { logger } from '../logger';
import { declareRoute } from '../auth/routeAccess';

/** One URL of the sitemap: a site path and, when known, the date it last changed (YYYY-MM-DD). */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

export interface SeoOptions {
  /** The public origin for absolute URLs, e.g. https://www.example.co.uk */
  siteUrl(req: Request): string;
  /** IndexNow key answered at /{key}.txt; null serves no key file. */
  indexNowKey: string | null;
  sitemapEntries(): Promise<SitemapEntry[]>;
  /** Whether a lower-case path without a trailing slash is a public page (redirect candidates). */
  isPublicPath(path: string): boolean;
}

/** Areas that never belong in a sitemap and that crawlers are asked to skip. */
export const PRIVATE_PREFIXES = ['/admin', '/company'];

const isPrivate = (path: string) => PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const xmlEscape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

export function renderRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

/** A sitemaps.org urlset; duplicate and private paths are dropped. */
export function renderSitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path) || isPrivate(entry.path)) continue;
    seen.add(entry.path);
    const loc = `${origin(siteUrl)}${entry.path === '/' ? '/' : entry.path}`;
    urls.push(
      `  <url>\n    <loc>${xmlEscape(loc)}</loc>${entry.lastmod ? `\n    <lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : ''}\n  </url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The canonical form of a public page's path: lower case, no trailing slash (the home page stays `/`).
 * Null when the path is already canonical or is not a public page.
 */
export function canonicalRedirectPath(path: string, isPublicPath: (path: string) => boolean): string | null {
  if (path === '/') return null;
  const canonical = path.toLowerCase().replace(/\/+$/, '') || '/';
  if (canonical === path || !canonical.startsWith('/') || canonical.startsWith('//')) return null;
  return isPublicPath(canonical) ? canonical : null;
}

/** robots.txt, sitemap.xml, the IndexNow key file, and 301s from non-canonical public paths. Mount before SSR. */
export function mountSeo(app: IRouter, options: SeoOptions) {
  // All public: none reads credentials (server/platform/auth/routeAccess.ts).
  const open = (handler: (req: Request, res: Response, next: NextFunction) => unknown) => declareRoute('PUBLIC', handler)[0];
  // Named: pages render before it is mounted, which only canonical paths do (server/platform/http/earlyPages.ts).
  app.use(
    open(function canonicalPagePathRedirect(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const target = canonicalRedirectPath(req.path, options.isPublicPath);
      if (!target) return next();
      const queryIndex = req.originalUrl.indexOf('?');
      res.redirect(301, queryIndex >= 0 ? `${target}${req.originalUrl.slice(queryIndex)}` : target);
    }),
  );

  app.get(
    '/robots.txt',
    open((req, res) => {
      res
        .type('text/plain')
        .set('Cache-Control', 'public, max-age=3600')
        .send(renderRobotsTxt(options.siteUrl(req)));
    }),
  );

  app.get(
    '/sitemap.xml',
    open(async (req, res, next) => {
      try {
        const xml = renderSitemapXml(await options.sitemapEntries(), options.siteUrl(req));
        res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(xml);
      } catch (error) {
        logger.error({ err: error }, 'sitemap failed');
        next(error);
      }
    }),
  );

  const { indexNowKey } = options;
  if (indexNowKey) {
    app.get(
      `/${indexNowKey}.txt`,
      open((_req, res) => {
        res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(indexNowKey);
      }),
    );
  }
}

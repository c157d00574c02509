import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { headApplied } from '../lib/headEvents';

export interface HeadData {
  title: string;
  description?: string;
  /** Path or absolute URL; made absolute against the site URL. */
  canonicalPath?: string;
  robots?: string;
  ogType?: string;
  /** Path or absolute URL of the share image; the site's share card when the page has none. */
  image?: string | null;
  jsonLd?: object[];
}

/** Collects what pages declare for <head> during server rendering, plus the HTTP status. */
export interface ServerPageContext {
  head: HeadData | null;
  status: number;
  siteUrl: string;
  /** A form token signed for this render, for forms sent without JavaScript (docs/form-tokens.md). */
  formToken?: string;
}

const PageContext = createContext<ServerPageContext | null>(null);
const SiteUrlContext = createContext<string>('');

export function PageContextProvider({ value, children }: { value: ServerPageContext; children: ReactNode }) {
  return (
    <PageContext.Provider value={value}>
      <SiteUrlContext.Provider value={value.siteUrl}>{children}</SiteUrlContext.Provider>
    </PageContext.Provider>
  );
}

export function SiteUrlProvider({ siteUrl, children }: { siteUrl: string; children: ReactNode }) {
  return <SiteUrlContext.Provider value={siteUrl}>{children}</SiteUrlContext.Provider>;
}

export const SITE_NAME = 'Spray Foam Removal UK';
/** The default share image, 1200 × 630. */
export const SOCIAL_CARD_PATH = '/social-card.png';

function absolute(siteUrl: string, pathOrUrl: string) {
  return /^https?:/.test(pathOrUrl) ? pathOrUrl : `${siteUrl.replace(/\/$/, '')}${pathOrUrl}`;
}

/** The longest <title> search results show in full; the site name is added only when it fits. */
export const MAX_TITLE_LENGTH = 65;

/** A page's <title>: its own title, followed by the site's name when that keeps it within MAX_TITLE_LENGTH. */
export function documentTitle(title: string): string {
  const withSite = `${title} | ${SITE_NAME}`;
  return title.includes(SITE_NAME) || withSite.length > MAX_TITLE_LENGTH ? title : withSite;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function renderHeadTags(head: HeadData | null, siteUrl: string): string {
  const data = head ?? { title: SITE_NAME };
  const title = documentTitle(data.title);
  const tags = [`<title>${escapeHtml(title)}</title>`];
  const meta = (attr: string, key: string, content?: string) =>
    content ? tags.push(`<meta ${attr}="${key}" content="${escapeHtml(content)}" />`) : undefined;
  meta('name', 'description', data.description);
  meta('name', 'robots', data.robots ?? 'index, follow');
  meta('property', 'og:site_name', SITE_NAME);
  meta('property', 'og:title', data.title);
  meta('property', 'og:description', data.description);
  meta('property', 'og:type', data.ogType ?? 'website');
  meta('property', 'og:locale', 'en_GB');
  meta('property', 'og:image', absolute(siteUrl, data.image || SOCIAL_CARD_PATH));
  meta('name', 'twitter:card', 'summary_large_image');
  meta('name', 'twitter:title', data.title);
  meta('name', 'twitter:description', data.description);
  if (data.canonicalPath) {
    const canonical = absolute(siteUrl, data.canonicalPath);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
    meta('property', 'og:url', canonical);
  }
  for (const block of data.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`);
  }
  return tags.join('\n    ');
}

/** Declares the page's title, description, canonical URL, robots and structured data. */
export function Head(props: HeadData) {
  const server = useContext(PageContext);
  if (server) server.head = props;
  const { title, description, robots } = props;
  useEffect(() => {
    document.title = documentTitle(title);
    const set = (name: string, content?: string) => {
      let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
      if (!content) return;
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = name;
        document.head.appendChild(tag);
      }
      tag.content = content;
    };
    set('description', description);
    set('robots', robots ?? 'index, follow');
    headApplied(document.title);
  }, [title, description, robots]);
  return null;
}

/** Sets the HTTP status of a server-rendered page (404 for unknown paths). */
export function HttpStatus({ code }: { code: number }) {
  const server = useContext(PageContext);
  if (server) server.status = code;
  return null;
}

/** On the server, the form token signed for this render; in the browser, '' (the forms fetch their own). */
export function useServerFormToken(): string {
  return useContext(PageContext)?.formToken ?? '';
}

export function useSiteUrl() {
  return useContext(SiteUrlContext);
}

/**
 * What the URL analyzer reports of a fetched HTML page. Pure: the page is a string and the base URL says which
 * links are internal. A light tag scanner is enough here (a report, not a renderer); scripts and styles are
 * removed before text and headings are read.
 */
export interface PageReport {
  url: string;
  title: string | null;
  metaDescription: string | null;
  headings: Array<{ level: number; text: string }>;
  wordCount: number;
  internalLinks: number;
  externalLinks: number;
  /** `@type`s of the page's JSON-LD blocks (nested @graph included), e.g. Article, FAQPage. */
  structuredDataTypes: string[];
  /** JSON-LD blocks that are not valid JSON. */
  invalidStructuredData: number;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const clean = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function jsonLdTypes(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) return value.forEach((item) => jsonLdTypes(item, into));
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type === 'string') into.add(type);
  if (Array.isArray(type)) type.filter((t): t is string => typeof t === 'string').forEach((t) => into.add(t));
  if (record['@graph']) jsonLdTypes(record['@graph'], into);
}

export function extractPageReport(html: string, pageUrl: string): PageReport {
  const base = new URL(pageUrl);
  const types = new Set<string>();
  let invalidStructuredData = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/application\/ld\+json/i.test(attribute(`<x ${match[1]}>`, 'type') ?? '')) continue;
    try {
      jsonLdTypes(JSON.parse(match[2]), types);
    } catch {
      invalidStructuredData++;
    }
  }
  const withoutCode = html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<(script|style|noscript|template|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ');
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(withoutCode);
  let metaDescription: string | null = null;
  for (const [tag] of withoutCode.matchAll(/<meta\b[^>]*>/gi)) {
    if ((attribute(tag, 'name') ?? '').toLowerCase() === 'description') {
      metaDescription = (attribute(tag, 'content') ?? '').trim() || null;
      break;
    }
  }
  const headings = [...withoutCode.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)]
    .map((match) => ({ level: Number(match[1]), text: clean(match[2]) }))
    .filter((heading) => heading.text);
  let internalLinks = 0;
  let externalLinks = 0;
  for (const [tag] of withoutCode.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript):/i.test(href)) continue;
    let target: URL;
    try {
      target = new URL(href, base);
    } catch {
      continue;
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') continue;
    if (target.hostname.replace(/^www\./, '') === base.hostname.replace(/^www\./, '')) internalLinks++;
    else externalLinks++;
  }
  const body = /<body\b[^>]*>([\s\S]*)<\/body\s*>/i.exec(withoutCode)?.[1] ?? withoutCode.replace(/<head\b[\s\S]*?<\/head\s*>/i, ' ');
  const text = clean(body);
  return {
    url: pageUrl,
    title: title ? clean(title[1]) || null : null,
    metaDescription,
    headings,
    wordCount: text ? text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word)).length : 0,
    internalLinks,
    externalLinks,
    structuredDataTypes: [...types].sort(),
    invalidStructuredData,
  };
}

import { readContentFolder } from './contentFolder';
import { renderMarkdown } from './markdownDocument';

export interface PartnerDocument {
  slug: string;
  name: string;
  title: string;
  description: string;
  summary: string;
  website: string | null;
  updated: string;
  html: string;
}

let cache: PartnerDocument[] | null = null;

/** Partner pages in content/partners, published at /partners/{slug}. */
export function allPartners(): PartnerDocument[] {
  cache ??= readContentFolder('partners').map(({ slug, meta, body }) => ({
    slug,
    name: meta.name ?? slug,
    title: meta.title ?? meta.name ?? slug,
    description: meta.description ?? '',
    summary: meta.summary ?? '',
    website: meta.website ?? null,
    updated: meta.updated ?? '',
    html: renderMarkdown(body),
  }));
  return cache;
}

export function findPartner(slug: string): PartnerDocument | null {
  return allPartners().find((partner) => partner.slug === slug) ?? null;
}

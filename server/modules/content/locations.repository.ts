import { readContentFolder } from './contentFolder';
import { renderMarkdown } from '../../platform/safeMarkdown';

export interface LocationDocument {
  slug: string;
  name: string;
  region: string;
  county: string;
  description: string;
  summary: string;
  updated: string;
  html: string;
}

let cache: LocationDocument[] | null = null;

/** The town and city pages in content/locations, by name. */
export function allLocations(): LocationDocument[] {
  cache ??= readContentFolder('locations')
    .map(({ slug, meta, body }) => ({
      slug,
      name: meta.name ?? slug,
      region: meta.region ?? '',
      county: meta.county ?? '',
      description: meta.description ?? '',
      summary: meta.summary ?? '',
      updated: meta.updated ?? '',
      html: renderMarkdown(body, 'site'),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
  return cache;
}

export function findLocation(slug: string): LocationDocument | null {
  return allLocations().find((location) => location.slug === slug) ?? null;
}

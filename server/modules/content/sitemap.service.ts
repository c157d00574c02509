import type { SitemapEntry } from '../../platform/pages/seo';
import { STATIC_PUBLIC_PAGES, UNLISTED_PUBLIC_PAGES, PUBLIC_PAGE_FAMILY } from './publicPages';
import { allGuides, hasGuide } from './guides.repository';
import { allLocations } from './locations.repository';
import { sitemapProfiles } from './profiles.service';
import { findPostCategory } from './postCategories';
import { publishedPostSitemapEntries } from './posts.repository';
import { publishedVideoSitemapEntries } from './videos.repository';
import { publishedGuestPostSitemapEntries } from '../guestPosts';
import { publicCompanySitemapEntries } from '../companies';

const isoDate = (value: Date | string | null | undefined): string | null => {
  if (!value) return null;
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
};

const latest = (dates: Array<string | null>): string | null => dates.filter(Boolean).sort().at(-1) ?? null;

/**
 * Every indexable public URL with its last modification date: the static pages, the guides, published
 * posts, blog categories that have posts, authors, locations, partners, published videos and guest posts.
 * Firestore queries for published posts, videos and guest posts (slug and date only) and the authors and
 * partners on the site (demonstration profiles left out); everything else is content/ in memory.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  // Listed companies only (active, vetting current): a suspended company leaves at once (docs/decisions/0045-public-company-profiles.md).
  const [posts, videos, guestPosts, authors, partners, companies] = await Promise.all([
    publishedPostSitemapEntries(),
    publishedVideoSitemapEntries(),
    publishedGuestPostSitemapEntries(),
    sitemapProfiles('author'),
    sitemapProfiles('partner'),
    publicCompanySitemapEntries(),
  ]);
  const postDates = posts.map((post) => ({ ...post, lastmod: isoDate(post.updatedAt ?? post.publishedAt) }));
  const guides = allGuides().map((guide) => ({ path: guide.path, lastmod: isoDate(guide.updated) }));
  const locations = allLocations().map((location) => ({ path: `/locations/${location.slug}`, lastmod: isoDate(location.updated) }));

  const derived: Record<string, string | null> = {
    '/blog': latest(postDates.map((post) => post.lastmod)),
    '/locations': latest(locations.map((location) => location.lastmod)),
    '/videos': latest(videos.map((video) => isoDate(video.publishedAt))),
  };
  const categories = [...new Set(posts.map((post) => post.category))].filter((slug) => findPostCategory(slug));

  // A section's index with nothing in it is a page of "nothing yet": not offered to search engines.
  const emptySections = new Set(
    Object.entries({ '/blog': postDates.length, '/locations': locations.length, '/videos': videos.length })
      .filter(([, count]) => count === 0)
      .map(([path]) => path),
  );

  return [
    ...STATIC_PUBLIC_PAGES.filter((path) => !emptySections.has(path)).map((path) => ({ path, lastmod: derived[path] ?? null })),
    ...guides.sort((a, b) => a.path.localeCompare(b.path)),
    ...categories.map((slug) => ({
      path: `/blog/category/${slug}`,
      lastmod: latest(postDates.filter((post) => post.category === slug).map((post) => post.lastmod)),
    })),
    ...postDates.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.lastmod })),
    ...authors.map((author) => ({
      path: author.path,
      lastmod: latest([isoDate(author.updatedAt), ...postDates.filter((post) => `/authors/${post.authorSlug}` === author.path).map((post) => post.lastmod)]),
    })),
    ...locations,
    ...(partners.length ? [{ path: '/partners', lastmod: latest(partners.map((partner) => isoDate(partner.updatedAt))) }] : []),
    ...partners.map((partner) => ({ path: partner.path, lastmod: isoDate(partner.updatedAt) })),
    ...videos.map((video) => ({ path: `/videos/${video.slug}`, lastmod: isoDate(video.publishedAt) })),
    ...guestPosts.map((post) => ({ path: `/guest-posts/${post.slug}`, lastmod: isoDate(post.publishedAt) })),
    ...companies.map((company) => ({ path: `/companies/${company.slug}`, lastmod: isoDate(company.updatedAt) })),
  ];
}

/** Whether a (lower-case, slash-trimmed) path is one of the site's public pages or page families. */
export function isPublicPagePath(path: string): boolean {
  return STATIC_PUBLIC_PAGES.includes(path) || UNLISTED_PUBLIC_PAGES.includes(path) || hasGuide(path) || PUBLIC_PAGE_FAMILY.test(path);
}

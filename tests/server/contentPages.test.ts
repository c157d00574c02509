import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { readContentFolder } from '../../server/modules/content/contentFolder';
import { videoFromSeedFile } from '../../server/seed/videos';
import { PublicationStatus } from '../../server/modules/content/content.types';

// The sitemap's Firestore-backed parts, as the seed would publish them: the demo posts, the seed videos, no guest posts.
jest.mock('../../server/modules/content/posts.repository', () => ({
  publishedPostSitemapEntries: async () =>
    jest
      .requireActual('../../server/modules/content/contentFolder')
      .readContentFolder('seed/posts')
      .map((file: { slug: string; meta: Record<string, string> }) => ({
        slug: file.slug,
        category: file.meta.category,
        authorSlug: file.meta.author,
        publishedAt: new Date(`${file.meta.publishedAt}T00:00:00Z`),
      })),
}));
jest.mock('../../server/modules/content/videos.repository', () => ({
  publishedVideoSitemapEntries: async () =>
    jest
      .requireActual('../../server/modules/content/contentFolder')
      .readContentFolder('seed/videos')
      .map(jest.requireActual('../../server/seed/videos').videoFromSeedFile)
      .filter((video: { status: string }) => video.status === 'published')
      .map((video: { slug: string; publishedAt: Date }) => ({ slug: video.slug, publishedAt: video.publishedAt })),
}));
jest.mock('../../server/modules/guestPosts/guestPosts.repository', () => ({ publishedGuestPostSitemapEntries: async () => [] }));
jest.mock('../../server/modules/companies', () => ({
  publicCompanySitemapEntries: async () => [{ slug: 'loftclear-removals', updatedAt: new Date('2026-11-01T10:00:00Z') }],
}));
// Authors as every deployment starts (the built-in ones); no partner. The demo profiles never reach the sitemap.
jest.mock('../../server/modules/content/profiles.service', () => ({
  sitemapProfiles: async (kind: string) =>
    kind === 'author'
      ? jest
          .requireActual('../../server/modules/content/builtInAuthors')
          .builtInAuthors()
          .map((author: { slug: string }) => ({ path: `/authors/${author.slug}`, updatedAt: new Date('2026-01-01T00:00:00Z') }))
      : [],
}));

import { isPublicPagePath, sitemapEntries } from '../../server/modules/content/sitemap.service';
import { allGuides, findGuide, type GuideDocument } from '../../server/modules/content/guides.repository';
import { builtInAuthors } from '../../server/modules/content/builtInAuthors';
import { allLocations } from '../../server/modules/content/locations.repository';

const FOLDERS = ['guides', 'faq', 'locations', 'authors', 'seed/posts', 'seed/videos'];
const files = FOLDERS.flatMap((folder) =>
  readContentFolder(folder).map((file) => ({ ...file, folder, name: `content/${folder}/${file.slug}.md` })),
);

/** Words and addresses that mark a page as unfinished or made up. */
const PLACEHOLDER = /\bexample\.(?:com|org|net)\b|coming soon|\blorem\b|ipsum|\bTODO\b|\bTBC\b|\bTBA\b|placeholder|\[insert|xxx/i;

describe('no page or sitemap entry is a placeholder', () => {
  it('content/ has no placeholder text or address', () => {
    const found = files.filter((file) => PLACEHOLDER.test(`${JSON.stringify(file.meta)}\n${file.body}`)).map((file) => file.name);
    expect(found).toEqual([]);
  });

  it('publishes no demo video, whose page would be a "coming soon" poster', () => {
    for (const file of readContentFolder('seed/videos')) {
      const video = videoFromSeedFile(file);
      if (video.demo) expect({ slug: video.slug, status: video.status }).toEqual({ slug: video.slug, status: PublicationStatus.DRAFT });
    }
  });

  it('lists no placeholder in the sitemap, and every content page it lists is free of placeholders', async () => {
    const entries = await sitemapEntries();
    const paths = entries.map((entry) => entry.path);
    expect(paths.filter((p) => PLACEHOLDER.test(p) || /demo|sample|test/i.test(p))).toEqual([]);
    const pages = new Map<string, string>([
      ...allGuides().map((guide) => [guide.path, `${guide.title} ${guide.summary} ${guide.html}`] as [string, string]),
      ...builtInAuthors().map((author) => [`/authors/${author.slug}`, `${author.name} ${author.bodyMarkdown}`] as [string, string]),
      ...allLocations().map((location) => [`/locations/${location.slug}`, location.html] as [string, string]),
    ]);
    for (const p of paths)
      if (pages.has(p)) expect({ path: p, placeholder: PLACEHOLDER.test(pages.get(p)!) }).toEqual({ path: p, placeholder: false });
    expect(paths.filter((p) => p.startsWith('/videos/'))).toEqual([]);
    // A section with nothing to show is not offered to search engines: no published video, no /videos; no partner, no /partners.
    expect(paths.filter((p) => ['/videos', '/partners'].includes(p))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining(['/blog', '/locations']));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/spray-foam-removal-timeline',
        '/re-roofing-with-spray-foam',
        '/spray-foam-removal-record',
        '/authors/editorial-team',
      ]),
    );
  });
});

const SITE_PAGES = new Set(['about', 'certification', 'editorial-policy', 'privacy-policy', 'terms', 'vetting-process']);

describe('content front matter', () => {
  it('keeps every title within 65 characters', () => {
    const long = files
      .filter((file) => (file.meta.title ?? '').length > 65)
      .map((file) => `${file.name}: ${file.meta.title} (${file.meta.title.length})`);
    expect(long).toEqual([]);
  });

  it('gives every guide, FAQ and information page a route on the site', () => {
    const source = fs.readFileSync(path.resolve('client/src/app/routes.tsx'), 'utf8');
    const routes = new Set([.../GUIDE_ROUTES = \[([\s\S]*?)\]/.exec(source)![1].matchAll(/'([^']+)'/g)].map((m) => m[1]));
    expect(
      allGuides()
        .map((guide) => guide.path)
        .filter((p) => !routes.has(p)),
    ).toEqual([]);
  });

  it('records who reviewed a page and when, with a real date no later than today, and cites its sources', () => {
    const today = new Date().toISOString().slice(0, 10);
    const reviewed = files.filter((file) => file.meta.reviewedAt || file.meta.reviewedBy);
    expect(reviewed.length).toBeGreaterThanOrEqual(10);
    for (const file of reviewed) {
      expect({ file: file.name, by: Boolean(file.meta.reviewedBy) }).toEqual({ file: file.name, by: true });
      expect(file.meta.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(file.meta.reviewedAt <= today).toBe(true);
      // A review covers the page as it stands: one dated before the last change reviewed an older text.
      if (file.meta.updated)
        expect({ file: file.name, reviewedAt: file.meta.reviewedAt >= file.meta.updated }).toEqual({ file: file.name, reviewedAt: true });
      // The pages about the site itself (who runs it, its policies and its own checks) cite no outside source.
      if (file.folder === 'guides' && !SITE_PAGES.has(file.slug))
        expect({ file: file.name, sources: /^## Sources$/m.test(file.body) }).toEqual({ file: file.name, sources: true });
    }
  });

  it('gives every guide, FAQ and location page a review date and reviewer', () => {
    const unreviewed = files
      .filter((file) => ['guides', 'faq', 'locations'].includes(file.folder))
      .filter((file) => !/^\d{4}-\d{2}-\d{2}$/.test(file.meta.reviewedAt ?? '') || !file.meta.reviewedBy)
      .map((file) => file.name);
    expect(unreviewed).toEqual([]);
  });

  it('links every external source to a specific page, not a home page', () => {
    const contentFiles = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? contentFiles(full) : entry.name.endsWith('.md') ? [full] : [];
      });
    const homePageLinks = contentFiles('content').flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s)\]>"']+/g)]
        .map((match) => new URL(match[0]))
        .filter((url) => url.pathname.replace(/\/+$/, '') === '' && !url.search)
        .map((url) => `${file}: ${url.href}`),
    );
    expect(homePageLinks).toEqual([]);
  });

  it('cites the primary source of every topic a guide or FAQ discusses', () => {
    // A guide that discusses one of these cites the source the claim rests on, not only a summary of our own.
    const PRIMARY_SOURCES = [
      {
        topic: 'the inspection protocol',
        mentions: /inspection protocol/i,
        cites: ['property-care.org/professionals/guidance/sprayed-foam-insulation'],
      },
      { topic: 'the right to cancel', mentions: /right to cancel|cancel within 14 days/i, cites: ['legislation.gov.uk/uksi/2013/3134'] },
      { topic: 'VAT on energy-saving materials', mentions: /zero-rated|energy-saving materials/i, cites: ['notice-7086'] },
      { topic: 'waste carriers', mentions: /waste carrier/i, cites: ['gov.uk/waste-carrier-or-broker-registration'] },
      {
        // HSE's 2024 research report: the one published modelling of moisture risk to roof timbers under foam.
        topic: 'moisture risk to roof timbers',
        mentions: /condensation[^\n]*timber|timber[^\n]*condensation/i,
        cites: ['property-care.org/News/hse-sprayfoam-roofs-dwellings', 'hse.gov.uk/research/'],
      },
    ];
    const uncited = files
      .filter((file) => ['guides', 'faq'].includes(file.folder) && !SITE_PAGES.has(file.slug))
      .flatMap((file) =>
        PRIMARY_SOURCES.filter((source) => source.mentions.test(file.body) && !source.cites.some((url) => file.body.includes(url))).map(
          (source) => `${file.name}: ${source.topic}`,
        ),
      );
    expect(uncited).toEqual([]);
  });

  it('names authors by their configured names, not slugs', () => {
    for (const author of builtInAuthors()) expect(author.name).not.toBe(author.slug);
    // Guides and seed posts name only built-in authors: every deployment has them (profiles.service.ts).
    const slugs = new Set(builtInAuthors().map((author) => author.slug));
    for (const file of files.filter((f) => f.meta.author))
      expect({ file: file.name, known: slugs.has(file.meta.author) }).toEqual({ file: file.name, known: true });
  });
});

/** Pages a guide may link to that are not public pages in the sitemap's sense: the form that e-mails a homeowner new links to their request pages (docs/decisions/0041-homeowner-request-page.md). */
const LINKABLE_PRIVATE_PAGES = new Set(['/my-request']);

describe('links between guides', () => {
  /** The links to this site in a guide's page and its FAQ answers. */
  const siteLinks = (guide: GuideDocument) =>
    [...`${guide.html}${guide.faq.map((entry) => entry.answerHtml).join('')}`.matchAll(/href="(\/[^"]*)"/g)].map((match) =>
      match[1].replace(/&amp;/g, '&'),
    );

  it('links only to pages the site has, and only to anchors those pages carry', () => {
    const broken: string[] = [];
    for (const guide of allGuides())
      for (const link of siteLinks(guide)) {
        const [address, anchor] = link.split('#');
        const page = address
          .split('?')[0]
          .replace(/(.)\/+$/, '$1')
          .toLowerCase();
        if (!isPublicPagePath(page) && !LINKABLE_PRIVATE_PAGES.has(page)) broken.push(`${guide.path} -> ${link}`);
        else if (anchor && !findGuide(page)?.html.includes(`id="${anchor}"`)) broken.push(`${guide.path} -> ${link} (no such anchor)`);
      }
    expect(broken).toEqual([]);
  });

  it('links "After removal: the record to keep" from the guides about removal, reports, surveys and lenders', () => {
    const linking = allGuides()
      .filter((guide) => siteLinks(guide).includes('/spray-foam-removal-record'))
      .map((guide) => guide.path);
    expect(linking).toEqual(
      expect.arrayContaining([
        '/professional-removal',
        '/mortgage-impact',
        '/rics-survey',
        '/homeowners-bible',
        '/spray-foam-removal-timeline',
        '/faq',
      ]),
    );
  });
});

import { canonicalRedirectPath, renderRobotsTxt, renderSitemapXml } from '../../server/platform/pages/seo';
import { STATIC_PUBLIC_PAGES, PUBLIC_PAGE_FAMILY } from '../../server/modules/content/publicPages';
import { loadConfig, DEMO_INDEXNOW_KEY } from '../../server/platform/config';

// The server also counts the guides in content/ (checked over HTTP in tests/api/publicSite.test.ts).
const isPublicPagePath = (path: string) => STATIC_PUBLIC_PAGES.includes(path) || PUBLIC_PAGE_FAMILY.test(path) || path === '/dangers';

describe('canonical public paths', () => {
  it('lower-cases and drops trailing slashes of public pages only', () => {
    expect(canonicalRedirectPath('/Dangers/', isPublicPagePath)).toBe('/dangers');
    expect(canonicalRedirectPath('/blog//', isPublicPagePath)).toBe('/blog');
    expect(canonicalRedirectPath('/FAQ/Spray-Foam-Removal-Cost', isPublicPagePath)).toBe('/faq/spray-foam-removal-cost');
    expect(canonicalRedirectPath('/Locations/York/', isPublicPagePath)).toBe('/locations/york');
  });

  it('leaves canonical paths, the home page and everything that is not a public page alone', () => {
    for (const path of [
      '/',
      '/dangers',
      '/blog/page/2',
      '/Admin/',
      '/company/Leads',
      '/graphql/',
      '/No-Such-Page/',
      '//Example.com/',
      '/certificate-docs/AbC123/',
    ]) {
      expect(canonicalRedirectPath(path, isPublicPagePath)).toBeNull();
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('names the sitemap on the site origin', () => {
    expect(renderRobotsTxt('https://www.example.co.uk/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /company\n\nSitemap: https://www.example.co.uk/sitemap.xml\n',
    );
  });

  it('escapes URLs, drops duplicates and private paths', () => {
    const xml = renderSitemapXml(
      [
        { path: '/', lastmod: null },
        { path: '/blog/a&b', lastmod: '2026-01-02' },
        { path: '/blog/a&b' },
        { path: '/admin/leads' },
        { path: '/company' },
      ],
      'https://www.example.co.uk',
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://www.example.co.uk/</loc>\n  </url>\n' +
        '  <url>\n    <loc>https://www.example.co.uk/blog/a&amp;b</loc>\n    <lastmod>2026-01-02</lastmod>\n  </url>\n' +
        '</urlset>\n',
    );
  });
});

describe('INDEXNOW_KEY', () => {
  it('defaults to the stable demo key in embedded mode and to none with a real project', () => {
    expect(loadConfig({}).indexNowKey).toBe(DEMO_INDEXNOW_KEY);
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'my-real-project' }).indexNowKey).toBeNull();
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'my-real-project', INDEXNOW_KEY: 'abcdef0123456789' }).indexNowKey).toBe('abcdef0123456789');
  });

  it('refuses keys that are too short, too long or have other characters', () => {
    for (const key of ['abc1234', 'a'.repeat(129), 'abc def 123', 'key/../../x']) {
      expect(() => loadConfig({ INDEXNOW_KEY: key })).toThrow(/INDEXNOW_KEY must be 8 to 128 characters/);
    }
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { currentVetting } from '../support/marketplace';
import { STATIC_PUBLIC_PAGES } from '../../server/modules/content/publicPages';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SEEDED_POST = 'how-to-spot-spray-foam-in-a-loft';
const DRAFT_SLUG = `test-draft-${RUN}`;
const COMPANIES = {
  certified: `test-site-certified-${RUN}`,
  uncertified: `test-site-uncertified-${RUN}`,
  suspended: `test-site-suspended-${RUN}`,
  lapsed: `test-site-lapsed-${RUN}`,
};

/** Fetches a page without following redirects; React's text separators (`<!-- -->`) are removed. */
async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(`${serverInfo().url}${path}`, { redirect: 'manual', ...init });
  return { res, html: (await res.text()).replace(/<!-- -->/g, '') };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, '') ?? null;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, any>,
  );

/** A small well-formedness check: one root, every tag closed in order, no stray `<` or `&` in text. */
function assertWellFormedXml(xml: string) {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const tokens = body.split(/(<[^>]*>)/).filter((token) => token !== '');
  for (const token of tokens) {
    if (token.startsWith('<')) {
      const match = /^<(\/?)([A-Za-z][\w:.-]*)(?:\s+[\w:.-]+="[^"<&]*")*\s*(\/?)>$/.exec(token);
      if (!match) throw new Error(`malformed tag: ${token}`);
      const [, closing, name, selfClosing] = match;
      if (closing) {
        if (stack.pop() !== name) throw new Error(`unexpected </${name}>`);
      } else {
        if (stack.length === 0) roots += 1;
        if (!selfClosing) stack.push(name);
      }
    } else {
      if (stack.length === 0 && token.trim()) throw new Error(`text outside the root: ${token}`);
      if (/<|&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(token)) throw new Error(`unescaped text: ${token}`);
    }
  }
  if (stack.length) throw new Error(`unclosed <${stack.at(-1)}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
}

beforeAll(async () => {
  const db = adminDb();
  const now = Timestamp.now();
  const company = (id: string, name: string, certified: boolean, status: string, certifiedUntil: Date | null = null) =>
    db
      .collection('companies')
      .doc(id)
      .set({
        name,
        slug: id,
        contactName: 'Test Person',
        email: `${id}@test.example`,
        phone: '0131 496 0000',
        website: null,
        address: '1 Test Street, Edinburgh',
        postcode: 'EH1 1AA',
        regions: ['Scotland'],
        services: ['loft'],
        description: `${name} removes spray foam across Scotland.`,
        logoPath: null,
        status,
        certified,
        certificateId: null,
        certifiedUntil,
        leadAlerts: false,
        userIds: [],
        // Listed only while its vetting is current.
        vetting: currentVetting(),
        createdAt: now,
        updatedAt: now,
      });
  await Promise.all([
    // Named so that alphabetical order alone would put the uncertified company first.
    company(COMPANIES.certified, `Zeta Foam Scotland ${RUN}`, true, 'active'),
    company(COMPANIES.uncertified, `Aardvark Insulation ${RUN}`, false, 'active'),
    // Suspended below by an administrator, as in real life: that also refreshes the cached location pages,
    // which another suite may have rendered before these companies existed.
    company(COMPANIES.suspended, `Suspended Removals ${RUN}`, true, 'active'),
    // Still flagged certified, but its certificate ran out yesterday.
    company(COMPANIES.lapsed, `Lapsed Foam Co ${RUN}`, true, 'active', new Date(Date.now() - 86_400_000)),
    db
      .collection('posts')
      .doc(DRAFT_SLUG)
      .set({
        slug: DRAFT_SLUG,
        title: 'A draft that must not be public',
        excerpt: 'Draft',
        bodyMarkdown: 'Not yet.',
        coverImage: null,
        category: 'guides',
        tags: [],
        authorSlug: 'editorial-team',
        status: 'draft',
        publishedAt: now,
        seo: { title: null, description: null, canonical: null },
        readingMinutes: 1,
        aiAssisted: false,
        createdAt: now,
        updatedAt: now,
      }),
  ]);
  const admin = await createUser({ claims: { admin: true } });
  const suspended = await gql(
    `mutation S($id: ID!, $at: DateTimeISO!) { setCompanyStatus(id: $id, status: SUSPENDED, reason: "Test suspension", expectedUpdatedAt: $at) { id status } }`,
    { id: COMPANIES.suspended, at: now.toDate().toISOString() },
    { token: admin.token },
  );
  if (suspended.body.errors) throw new Error(JSON.stringify(suspended.body.errors));
});

describe('the public site: blog, authors, locations and partners', () => {
  const families: Array<{ path: string; h1: RegExp }> = [
    { path: '/blog', h1: /Spray foam removal blog/ },
    { path: '/blog/page/2', h1: /page 2/ },
    { path: '/blog/category/mortgages', h1: /Mortgages and selling/ },
    { path: `/blog/${SEEDED_POST}`, h1: /How to Spot Spray Foam in a Loft/ },
    { path: '/authors', h1: /Our authors/ },
    { path: '/authors/editorial-team', h1: /Editorial team/ },
    { path: '/locations', h1: /Spray foam removal near you/ },
    { path: '/locations/edinburgh', h1: /Spray foam removal in Edinburgh/ },
  ];

  it('server-renders every route family with an <h1>, a unique <title>, a canonical URL and parseable JSON-LD', async () => {
    const titles = new Map<string, string>();
    for (const family of families) {
      const { res, html } = await page(family.path);
      expect({ path: family.path, status: res.status }).toEqual({ path: family.path, status: 200 });
      expect(h1Of(html)).toMatch(family.h1);
      const title = titleOf(html);
      expect(title).toBeTruthy();
      expect(titles.has(title!)).toBe(false);
      titles.set(title!, family.path);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${family.path.replace(/\//g, '\\/')}" />`));
      const blocks = jsonLdOf(html);
      expect(blocks.map((block) => block['@type'])).toContain('BreadcrumbList');
    }
  });

  it('lists nine posts on the first page, newest first, and links to page 2', async () => {
    const { body } = await gql('{ posts(first: 9) { totalCount nodes { slug publishedAt status } } }');
    const posts = body.data!.posts;
    expect(posts.totalCount).toBeGreaterThanOrEqual(10);
    expect(posts.nodes).toHaveLength(9);
    const dates = posts.nodes.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.nodes.every((p: { status: string }) => p.status === 'PUBLISHED')).toBe(true);
    expect(posts.nodes.map((p: { slug: string }) => p.slug)).not.toContain(DRAFT_SLUG);

    const { html } = await page('/blog');
    expect(html).toContain('href="/blog/page/2"');
    expect(html).toContain(`href="/blog/${posts.nodes[0].slug}"`);
  });

  it('lists the second page of posts on /blog/page/2, and the BlogIndex query behind it answers page 2', async () => {
    const BLOG_INDEX = `query BlogIndex($page: Int!, $pageSize: Int!, $category: String) {
      posts(page: $page, first: $pageSize, category: $category) { totalCount nodes { slug } }
    }`;
    const slugs = async (page: number) =>
      ((await gql(BLOG_INDEX, { page, pageSize: 9, category: null })).body.data!.posts.nodes as Array<{ slug: string }>).map((p) => p.slug);
    const [first, second] = [await slugs(1), await slugs(2)];
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((slug) => first.includes(slug))).toEqual([]);
    // Page 2 starts right after page 1 in the newest-first order.
    const all = (await gql('{ posts(first: 50) { nodes { slug } } }')).body.data!.posts.nodes.map((p: { slug: string }) => p.slug);
    expect(second).toEqual(all.slice(9, 9 + second.length));

    const { res, html } = await page('/blog/page/2');
    expect(res.status).toBe(200);
    const listed = [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    for (const slug of second) expect(listed).toContain(slug);
    for (const slug of first) expect(listed).not.toContain(slug);
  });

  it('renders a post with its reading time, author link, related posts and Article structured data', async () => {
    const { html } = await page(`/blog/${SEEDED_POST}`);
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain('href="/authors/editorial-team"');
    expect(html).toContain('Related articles');
    expect(html).toContain('<time dateTime="2026-11-22T00:00:00.000Z">22 November 2026</time>');
    const article = jsonLdOf(html).find((block) => block['@type'] === 'Article')!;
    expect(article).toMatchObject({
      headline: 'How to Spot Spray Foam in a Loft',
      datePublished: '2026-11-22T00:00:00.000Z',
      author: { '@type': 'Organization', name: 'Editorial team' },
    });
    expect(article.author.url).toMatch(/\/authors\/editorial-team$/);

    const { body } = await gql('query ($slug: String!) { post(slug: $slug) { category html relatedPosts { slug category } } }', {
      slug: SEEDED_POST,
    });
    expect(body.data!.post.html).toContain('<h2');
    expect(body.data!.post.relatedPosts.length).toBeGreaterThan(0);
    expect(body.data!.post.relatedPosts.length).toBeLessThanOrEqual(3);
    for (const related of body.data!.post.relatedPosts) {
      expect(related.category).toBe(body.data!.post.category);
      expect(related.slug).not.toBe(SEEDED_POST);
    }
  });

  it('illustrates guides, blog cards without a cover and the team’s profile with the site’s own images, served as SVG', async () => {
    const guide = await page('/dangers');
    // Lazy: the server sends a same-shaped placeholder and the real file in <noscript> for visitors without JavaScript.
    expect(guide.html).toMatch(/<figure class="guide-illustration"><img src="data:image\/svg\+xml,[^"]+" alt="A respirator, goggles/);
    expect(guide.html).toMatch(
      /<noscript><img src="\/images\/health-safety.svg" alt="A respirator, goggles[^"]*" width="560" height="360"/,
    );
    const blog = await page('/blog/category/costs');
    expect(blog.html).toMatch(/<noscript><img class="post-card-illustration" src="\/images\/cost-estimate.svg" alt=""/);
    const team = await page('/authors/editorial-team');
    expect(team.html).toContain(
      '<img class="author-portrait" src="/images/editorial-team.svg" alt="Editorial team emblem" width="96" height="96"',
    );
    const svg = await fetch(`${serverInfo().url}/images/health-safety.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('shows the editorial team’s profile as an Organization (not a made-up person) with its posts', async () => {
    const { html } = await page('/authors/editorial-team');
    const team = jsonLdOf(html).find((block) => block['@type'] === 'Organization' && block.name === 'Editorial team')!;
    expect(team).toMatchObject({ '@type': 'Organization', name: 'Editorial team' });
    expect(team.url).toMatch(/\/authors\/editorial-team$/);
    expect(html).toContain('Articles by Editorial team');
    expect(html).toContain('href="/blog/equity-release-and-spray-foam"');
  });

  it('groups locations by region and lists active companies of the region on a location page, certified first', async () => {
    const index = await page('/locations');
    expect(index.html).toMatch(/<h2 id="region-scotland">Scotland<\/h2>[\s\S]*href="\/locations\/edinburgh"/);
    expect(index.html).toContain('href="/locations/london"');

    const { html } = await page('/locations/edinburgh');
    const certified = html.indexOf(`Zeta Foam Scotland ${RUN}`);
    const uncertified = html.indexOf(`Aardvark Insulation ${RUN}`);
    expect(certified).toBeGreaterThan(-1);
    expect(uncertified).toBeGreaterThan(certified);
    expect(html).not.toContain(`Suspended Removals ${RUN}`);
    expect(html).toContain(`href="/contact/single-company?company=${COMPANIES.certified}"`);
    expect(html).toMatch(new RegExp(`Zeta Foam Scotland ${RUN}</a> <span class="badge certified">Certified</span>`));
    // A lapsed certificate shows no badge and does not put the company among the certified ones.
    expect(html).toMatch(new RegExp(`Lapsed Foam Co ${RUN}</a>\\s*</h3>`));
    expect(html.indexOf(`Lapsed Foam Co ${RUN}`)).toBeGreaterThan(uncertified);
    expect(html).toContain('href="/contact/enhanced-quote"');
    // Public directory data never carries a company's contact details.
    expect(html).not.toContain(`${COMPANIES.certified}@test.example`);

    const london = await page('/locations/london');
    expect(london.html).toContain('LoftClear Removals Ltd');
  });

  it('answers 404 for unknown slugs, unknown categories and pages past the end', async () => {
    for (const path of [
      '/blog/no-such-post',
      `/blog/${DRAFT_SLUG}`,
      '/blog/page/999',
      '/blog/page/0',
      '/blog/page/two',
      '/blog/category/no-such-category',
      '/blog/category/mortgages/page/5',
      '/authors/no-such-author',
      '/locations/atlantis',
      '/partners/no-such-partner',
    ]) {
      const { res, html } = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(html).toContain(`Page not found: ${path}`);
    }
    const { body } = await gql('{ beyond: posts(page: 999) { totalCount } unknown: posts(category: "no-such-category") { totalCount } }');
    expect(body.data).toEqual({ beyond: null, unknown: null });
  });

  it('refuses a bad page or page size with field errors', async () => {
    const { body } = await gql('{ posts(page: 0, first: 500) { totalCount } }');
    expect(body.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { path: 'page', message: expect.any(String) },
        { path: 'first', message: expect.any(String) },
      ],
    });
  });

  it('answers every static public page of the server’s list', async () => {
    for (const path of STATIC_PUBLIC_PAGES) {
      const { res, html } = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(h1Of(html)).toBeTruthy();
    }
  });
});

describe('SEO files', () => {
  it('serves a well-formed sitemap of the public pages, with lastmod dates, and no private pages', async () => {
    const { res, html: xml } = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(() => assertWellFormedXml(xml)).not.toThrow();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/dangers',
      '/faq',
      '/blog',
      `/blog/${SEEDED_POST}`,
      '/blog/category/mortgages',
      '/authors/editorial-team',
      '/locations/london',
      // /videos is listed only once a video is published (tests/api/adminVideos.test.ts).
      ...STATIC_PUBLIC_PAGES.filter((path) => path !== '/videos'),
    ]) {
      expect(locs).toContain(path);
    }
    expect(locs.filter((path) => /^\/(admin|company)(\/|$)/.test(path))).toEqual([]);
    for (const path of ['/contact/thank-you', '/404', '/certificate-success', `/blog/${DRAFT_SLUG}`]) expect(locs).not.toContain(path);
    expect(xml).toMatch(new RegExp(`<loc>[^<]+/blog/${SEEDED_POST}</loc>\\s*<lastmod>2026-11-22</lastmod>`));
    expect(xml).toMatch(/<loc>[^<]+\/locations\/london<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('serves robots.txt that allows the site, keeps crawlers out of the private areas and names the sitemap', async () => {
    const { res, html: text } = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /company',
        `Sitemap: ${serverInfo().url}/sitemap.xml`,
      ]),
    );
  });

  it('answers the IndexNow key file with the key as plain text', async () => {
    const key = 'de30f04a8c1e4b7f9a2c6e0b5d8f1a37';
    const { res, html: text } = await page(`/${key}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(text).toBe(key);
    expect((await page('/0123456789abcdef.txt')).res.status).toBe(404);
  });

  it('redirects upper-case and trailing-slash variants of public pages to the canonical path, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/Dangers/', '/dangers'],
      ['/dangers/', '/dangers'],
      ['/BLOG', '/blog'],
      ['/Blog/Page/2/', '/blog/page/2'],
      [`/blog/${SEEDED_POST.toUpperCase()}`, `/blog/${SEEDED_POST}`],
      ['/locations/London/?utm_source=test&x=1', '/locations/london?utm_source=test&x=1'],
    ];
    for (const [from, to] of cases) {
      const { res } = await page(from);
      expect({ from, status: res.status, location: res.headers.get('location') }).toEqual({ from, status: 301, location: to });
    }
    // The home page, canonical paths and non-public areas are left alone.
    expect((await page('/')).res.status).toBe(200);
    expect((await page('/dangers')).res.status).toBe(200);
    expect((await page('/admin/Leads/')).res.status).toBe(200);
    expect((await page('/No-Such-Page/')).res.status).toBe(404);
  });
});

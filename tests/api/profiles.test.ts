import { gql, signIn } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * Author profiles and partner pages as managed content (docs/requirements/admin-console.md, routes-and-screens.md),
 * and the footer linking only sections with something to show. Its own demo server with the page cache on, so
 * the pages are read as visitors get them (cached) and every change must reach them at once.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const FIELDS =
  'slug path name role summary status demo onSite qualifications { title checkedHow } links { label url } history { action by }';
const CREATE_AUTHOR = `mutation C($slug: String!, $input: ProfileInput!) { createAuthor(slug: $slug, input: $input) { ${FIELDS} } }`;
const CREATE_PARTNER = `mutation C($slug: String!, $input: ProfileInput!) { createPartner(slug: $slug, input: $input) { ${FIELDS} } }`;
const UPDATE_PARTNER = `mutation U($slug: String!, $input: ProfileInput!, $at: DateTimeISO) { updatePartner(slug: $slug, input: $input, expectedUpdatedAt: $at) { ${FIELDS} updatedAt } }`;
const RETIRE_AUTHOR = `mutation R($slug: String!, $retired: Boolean!) { setAuthorRetired(slug: $slug, retired: $retired) { ${FIELDS} } }`;
const RETIRE_PARTNER = `mutation R($slug: String!, $retired: Boolean!) { setPartnerRetired(slug: $slug, retired: $retired) { ${FIELDS} } }`;
const CREATE_VIDEO = `mutation V($input: AdminVideoInput!) { createVideo(input: $input) { id updatedAt } }`;
const UPDATE_VIDEO = `mutation V($id: ID!, $input: AdminVideoInput!) { updateVideo(id: $id, input: $input) { id status } }`;

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: `Test Partner ${RUN}`,
  role: 'Surveying practice',
  summary: 'A surveying practice that inspects lofts with spray foam for homeowners.',
  bodyMarkdown: '## What they do\n\nThey inspect lofts.',
  topics: [],
  qualifications: [{ title: 'Regulated by a professional body', checkedHow: 'Looked up on the body’s public register' }],
  links: [{ label: 'Their website', url: 'https://www.gov.uk/' }],
  photoImageId: null,
  photoAlt: null,
  ...overrides,
});

let server: RunningServer;
let admin: string;
let company: string;

/** As a visitor gets it: no credentials, so from the page cache when it holds the page. */
async function page(path: string) {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') };
}
const sitemapPaths = async () =>
  [...(await page('/sitemap.xml')).html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const footerLinks = (html: string) => [...(html.match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const appConfig = (html: string) => JSON.parse(html.match(/window\.__APP_CONFIG__=(\{.*?\});window\.__PAGES__/)![1]);
const q = (query: string, variables: Record<string, unknown> = {}, token = admin) => gql(query, variables, { token, baseUrl: server.url });

beforeAll(async () => {
  server = await startServer({ env: { PAGE_CACHE_TTL_SECONDS: '300' } });
  admin = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', server);
  company = await signIn('company@demo.sprayfoamremoval.uk', 'DemoCompany2026!', server);
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe('author and partner administration', () => {
  it('is for administrators only: anonymous callers and companies are refused', async () => {
    for (const token of [undefined, company]) {
      const expected = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      const list = await gql('{ adminAuthors { slug } adminPartners { slug } }', {}, { token, baseUrl: server.url });
      expect(list.body.errors?.[0].extensions?.code).toBe(expected);
      const create = await gql(CREATE_PARTNER, { slug: `refused-${RUN}`, input: profile() }, { token, baseUrl: server.url });
      expect(create.body.errors?.[0].extensions?.code).toBe(expected);
      const retire = await gql(RETIRE_AUTHOR, { slug: 'editorial-team', retired: true }, { token, baseUrl: server.url });
      expect(retire.body.errors?.[0].extensions?.code).toBe(expected);
    }
    expect((await page(`/partners/refused-${RUN}`)).status).toBe(404);
    expect((await page('/authors/editorial-team')).status).toBe(200);
  });

  it('answers a specific message for each bad field, and stores nothing', async () => {
    const bad = await q(CREATE_PARTNER, {
      slug: 'Not A Slug',
      input: profile({
        name: ' ',
        summary: 'Too short',
        qualifications: [{ title: 'A degree', checkedHow: '' }],
        links: [
          { label: 'Site', url: 'javascript:alert(1)' },
          { label: '', url: 'https://www.gov.uk/' },
        ],
        photoImageId: 'no-such-image',
        photoAlt: '',
      }),
    });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const errors = Object.fromEntries(
      bad.body.errors![0].extensions!.fieldErrors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['links.0.url', 'links.1.label', 'name', 'photoAlt', 'photoImageId', 'qualifications.0.checkedHow', 'slug', 'summary'].sort(),
    );
    expect(errors['qualifications.0.checkedHow']).toMatch(/how you checked/i);
    expect(errors['links.0.url']).toMatch(/https:\/\//);
    expect(errors.photoAlt).toMatch(/alt text is required/i);
    const list = await q('{ adminPartners { slug } }');
    expect(list.body.data!.adminPartners.map((p: { slug: string }) => p.slug)).not.toContain('not-a-slug');

    // A slug in use, a retired profile's too, is refused.
    const taken = await q(CREATE_AUTHOR, { slug: 'editorial-team', input: profile() });
    expect(taken.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'slug', message: expect.stringContaining('already uses this address') },
    ]);
  });

  it('publishes a new partner and author at once (pages, structured data, sitemap) and retires them to a plain 404', async () => {
    expect(footerLinks((await page('/')).html)).toContain('/authors');
    const partnerSlug = `test-partner-${RUN}`;
    const authorSlug = `test-author-${RUN}`;
    expect((await page(`/partners/${partnerSlug}`)).status).toBe(404); // cached as not found before it exists

    const partner = await q(CREATE_PARTNER, { slug: partnerSlug, input: profile() });
    expect(partner.body.errors).toBeUndefined();
    expect(partner.body.data!.createPartner).toMatchObject({
      path: `/partners/${partnerSlug}`,
      status: 'ACTIVE',
      onSite: true,
      demo: false,
    });
    const author = await q(CREATE_AUTHOR, {
      slug: authorSlug,
      input: profile({ name: `Test Author ${RUN}`, role: 'Building surveyor', topics: ['surveys'] }),
    });
    expect(author.body.errors).toBeUndefined();

    const partnerPage = await page(`/partners/${partnerSlug}`);
    expect(partnerPage.status).toBe(200);
    expect(partnerPage.html).toContain(`Test Partner ${RUN}`);
    expect(partnerPage.html).toContain('How we checked: Looked up on the body’s public register');
    expect(partnerPage.html).toContain('"@type":"Organization"');
    expect(partnerPage.html).not.toMatch(/Demonstration/);
    const authorPage = await page(`/authors/${authorSlug}`);
    expect(authorPage.status).toBe(200);
    expect(authorPage.html).toContain('"@type":"Person"');
    expect(authorPage.html).toContain('"jobTitle":"Building surveyor"');
    expect((await page('/authors')).html).toContain(`Test Author ${RUN}`);
    expect((await page('/partners')).html).toContain(`Test Partner ${RUN}`);
    expect(await sitemapPaths()).toEqual(expect.arrayContaining([`/partners/${partnerSlug}`, `/authors/${authorSlug}`, '/partners']));

    // An edit shows at once.
    const current = await q(`{ adminPartner(slug: "${partnerSlug}") { updatedAt } }`);
    const edited = await q(UPDATE_PARTNER, {
      slug: partnerSlug,
      input: profile({ role: 'Chartered surveying practice' }),
      at: current.body.data!.adminPartner.updatedAt,
    });
    expect(edited.body.errors).toBeUndefined();
    expect((await page(`/partners/${partnerSlug}`)).html).toContain('Chartered surveying practice');
    const stale = await q(UPDATE_PARTNER, { slug: partnerSlug, input: profile(), at: current.body.data!.adminPartner.updatedAt });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');

    const retiredPartner = await q(RETIRE_PARTNER, { slug: partnerSlug, retired: true });
    expect(retiredPartner.body.data!.setPartnerRetired).toMatchObject({ status: 'RETIRED', onSite: false });
    expect(retiredPartner.body.data!.setPartnerRetired.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'edited',
      'retired',
    ]);
    await q(RETIRE_AUTHOR, { slug: authorSlug, retired: true });
    for (const path of [`/partners/${partnerSlug}`, `/authors/${authorSlug}`]) {
      const gone = await page(path);
      expect(gone.status).toBe(404);
      expect(gone.html).toContain('Page Not Found');
      expect(gone.html).not.toContain('Try Again');
    }
    expect((await page('/authors')).html).not.toContain(`Test Author ${RUN}`);
    const paths = await sitemapPaths();
    expect(paths).not.toContain(`/partners/${partnerSlug}`);
    expect(paths).not.toContain(`/authors/${authorSlug}`);
    // Kept for the record.
    expect((await q('{ adminAuthors { slug status } }')).body.data!.adminAuthors).toContainEqual({ slug: authorSlug, status: 'RETIRED' });
  });

  it('answers an unknown partner or author with a plain 404, without Try Again', async () => {
    for (const path of ['/partners/no-such-partner', '/authors/no-such-author', '/no-such-guide']) {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(res.html).toContain('Page Not Found');
      expect(res.html).toContain('Back to Homepage');
      expect(res.html).not.toContain('Try Again');
    }
  });

  it('keeps the editorial team for the guides and posts, first among the authors a post can name', async () => {
    const options = await q('{ postAuthorOptions { slug name } }');
    expect(options.body.data!.postAuthorOptions[0]).toEqual({ slug: 'editorial-team', name: 'Editorial team' });
    expect(options.body.data!.postAuthorOptions.filter((o: { name: string }) => /demonstration/.test(o.name))).toHaveLength(3);
    const guide = await page('/dangers');
    expect(guide.html).toContain('href="/authors/editorial-team"');
    const authors = await page('/authors');
    expect(authors.html).not.toMatch(/worked in mortgages|former mortgage adviser/);
  });
});

describe('the demo profiles', () => {
  it('mark each seeded author and partner as demonstration content on its page, unindexed and out of the sitemap', async () => {
    const seeded = [
      '/authors/demo-author-surveying',
      '/authors/demo-author-removal',
      '/authors/demo-author-health',
      '/partners/demo-partner',
    ];
    for (const path of seeded) {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(res.html).toMatch(/<strong>Demonstration (profile|partner page):<\/strong> this (person|organisation) is not real\./);
      expect(res.html).toMatch(/<meta name="robots" content="noindex/);
      expect(res.html).not.toMatch(/"@type":"(Person|Organization)","name":"Demo/);
    }
    const paths = await sitemapPaths();
    for (const path of seeded) expect(paths).not.toContain(path);
    const admins = await q('{ adminAuthors { slug demo } adminPartners { slug demo } }');
    expect(admins.body.data!.adminAuthors.filter((a: { demo: boolean }) => a.demo)).toHaveLength(3);
    expect(admins.body.data!.adminPartners).toContainEqual({ slug: 'demo-partner', demo: true });
  });
});

describe('the footer links only sections with something to show', () => {
  it('links /videos only while a video is published, and the change reaches cached pages at once', async () => {
    await q('{ adminVideos(first: 1) { totalCount } }'); // Firestore is open: the sections are known to the render
    const before = await page('/calculator');
    expect(appConfig(before.html).sections).toEqual({ videos: false, partners: true });
    expect(footerLinks(before.html)).not.toContain('/videos');
    expect(footerLinks(before.html)).toContain('/partners');

    const input = {
      youtube: 'M7lc1UVf-VE',
      title: `Nav video ${RUN}`,
      slug: `nav-video-${RUN}`,
      description: 'What a surveyor looks for in a loft with spray foam.',
      duration: '3:34',
      transcript: 'Hello.',
      thumbnailUrl: null,
      status: 'PUBLISHED',
    };
    const created = await q(CREATE_VIDEO, { input });
    expect(created.body.errors).toBeUndefined();
    const published = await page('/calculator');
    expect(footerLinks(published.html)).toContain('/videos');
    expect(footerLinks((await page('/')).html)).toContain('/videos');

    const withdrawn = await q(UPDATE_VIDEO, { id: created.body.data!.createVideo.id, input: { ...input, status: 'DRAFT' } });
    expect(withdrawn.body.errors).toBeUndefined();
    expect(footerLinks((await page('/calculator')).html)).not.toContain('/videos');
  });

  it('links /partners only while a partner is on the site', async () => {
    await q(RETIRE_PARTNER, { slug: 'demo-partner', retired: true });
    const html = (await page('/calculator')).html;
    expect(footerLinks(html)).not.toContain('/partners');
    expect(appConfig(html).sections.partners).toBe(false);
    await q(RETIRE_PARTNER, { slug: 'demo-partner', retired: false });
    expect(footerLinks((await page('/calculator')).html)).toContain('/partners');
  });
});

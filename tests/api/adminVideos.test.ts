import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { createCompany } from '../support/marketplace';
import { readContentFolder } from '../../server/modules/content/contentFolder';

/** The admin videos screens' API (docs/requirements/admin-console.md#videos) and the "real video only" rule. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SEEDED = readContentFolder('seed/videos');
const FIELDS = 'id slug youtubeId durationSeconds thumbnailUrl status demo onSite publishedAt updatedAt history { action by }';
const CREATE = `mutation C($input: AdminVideoInput!) { createVideo(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: AdminVideoInput!, $at: DateTimeISO) { updateVideo(id: $id, input: $input, expectedUpdatedAt: $at) { ${FIELDS} } }`;
const LIST = `query L($status: PublicationStatus) { adminVideos(status: $status, first: 100) { totalCount nodes { id slug status demo onSite } } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  youtube: 'M7lc1UVf-VE',
  title: `Admin video ${RUN}`,
  slug: `admin-video-${RUN}`,
  description: 'What a surveyor looks for in a loft with spray foam.',
  duration: '3:34',
  transcript: 'Hello.\n\nThis is the loft.',
  thumbnailUrl: null,
  status: 'DRAFT',
  ...overrides,
});

/** Requests with credentials are always rendered afresh (no page cache), so a check sees the latest state. */
async function page(path: string) {
  const res = await fetch(`${serverInfo().url}${path}`, { redirect: 'manual', headers: { authorization: 'Bearer not-a-session' } });
  return { res, html: (await res.text()).replace(/<!-- -->/g, '') };
}
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1])['@type'] as string);
const indexable = (res: Response, html: string) =>
  !/noindex/i.test(res.headers.get('x-robots-tag') ?? '') && !/<meta name="robots" content="[^"]*noindex/i.test(html) && res.status === 200;

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ claims: { admin: true } });
});

describe('admin videos', () => {
  it('normalises every YouTube address form to the 11-character id, and the length to seconds', async () => {
    const forms = [
      'https://www.youtube.com/watch?v=M7lc1UVf-VE&t=10s',
      'https://youtu.be/M7lc1UVf-VE?si=abc',
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'youtube.com/shorts/M7lc1UVf-VE',
      ' M7lc1UVf-VE ',
    ];
    for (const [index, youtube] of forms.entries()) {
      const { body } = await gql(
        CREATE,
        { input: input({ youtube, slug: `admin-video-form-${index}-${RUN}`, duration: '1:02:03' }) },
        { token: admin.token },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.createVideo).toMatchObject({
        youtubeId: 'M7lc1UVf-VE',
        durationSeconds: 3723,
        thumbnailUrl: 'https://i.ytimg.com/vi/M7lc1UVf-VE/hqdefault.jpg',
        status: 'DRAFT',
        history: [{ action: 'created', by: admin.email }],
      });
    }
  });

  it('answers field errors for a bad id, length and slug, and for a slug in use', async () => {
    const bad = await gql(
      CREATE,
      { input: input({ youtube: 'https://vimeo.com/12345', duration: '3 minutes', slug: 'Not A Slug' }) },
      { token: admin.token },
    );
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(bad.body.errors![0].extensions!.fieldErrors.map((error: { path: string }) => error.path).sort()).toEqual([
      'duration',
      'slug',
      'youtube',
    ]);
    const short = await gql(CREATE, { input: input({ youtube: 'abc123', slug: `admin-video-short-${RUN}` }) }, { token: admin.token });
    expect(short.body.errors![0].extensions!.fieldErrors).toEqual([{ path: 'youtube', message: expect.stringContaining('YouTube') }]);

    const first = await gql(CREATE, { input: input({ slug: `admin-video-dup-${RUN}` }) }, { token: admin.token });
    expect(first.body.errors).toBeUndefined();
    const second = await gql(CREATE, { input: input({ slug: `admin-video-dup-${RUN}` }) }, { token: admin.token });
    expect(second.body.errors![0].extensions!.fieldErrors).toEqual([{ path: 'slug', message: expect.stringContaining('already') }]);
  });

  it('keeps drafts and placeholder videos off /videos, the sitemap and the index', async () => {
    const draft = await gql(CREATE, { input: input({ slug: `admin-video-draft-${RUN}` }) }, { token: admin.token });
    expect(draft.body.errors).toBeUndefined();
    // A demo entry somebody published by hand: still a placeholder, so still off the site.
    const placeholderSlug = `admin-video-placeholder-${RUN}`;
    await adminDb()
      .collection('videos')
      .doc(placeholderSlug)
      .set({
        ...input({ slug: placeholderSlug }),
        youtubeId: 'sfrDemo9999',
        durationSeconds: 60,
        status: 'published',
        demo: true,
        publishedAt: new Date(),
        createdAt: new Date(),
        updatedAt: new Date(),
      });

    const hidden = [`admin-video-draft-${RUN}`, placeholderSlug, ...SEEDED.map((file) => file.slug)];
    const { html: xml } = await page('/sitemap.xml');
    const { html: list } = await page('/videos');
    for (const slug of hidden) {
      expect(xml).not.toContain(`/videos/${slug}<`);
      expect(list).not.toContain(`href="/videos/${slug}"`);
      const { res, html } = await page(`/videos/${slug}`);
      expect({ slug, indexable: indexable(res, html) }).toEqual({ slug, indexable: false });
      expect(jsonLdTypes(html)).not.toContain('VideoObject');
    }
    const { body } = await gql(LIST, { status: 'DRAFT' }, { token: admin.token });
    const drafts = body.data!.adminVideos;
    expect(drafts.totalCount).toBeGreaterThanOrEqual(SEEDED.length + 1);
    for (const file of SEEDED) expect(drafts.nodes).toContainEqual(expect.objectContaining({ slug: file.slug, demo: true, onSite: false }));
  });

  it('publishes a real video: listed, in the sitemap, indexable with VideoObject data; a stale save answers CONFLICT', async () => {
    const slug = `admin-video-live-${RUN}`;
    const created = (await gql(CREATE, { input: input({ slug }) }, { token: admin.token })).body.data!.createVideo;
    const published = await gql(
      UPDATE,
      { id: created.id, input: input({ slug, status: 'PUBLISHED' }), at: created.updatedAt },
      { token: admin.token },
    );
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data!.updateVideo).toMatchObject({ status: 'PUBLISHED', onSite: true, publishedAt: expect.any(String) });
    expect(published.body.data!.updateVideo.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'published']);

    // Without credentials: what a crawler gets, through the page cache the publication cleared.
    const crawler = async (path: string) => {
      const res = await fetch(`${serverInfo().url}${path}`);
      return { res, html: await res.text() };
    };
    const sitemap = (await crawler('/sitemap.xml')).html;
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/videos/${slug}</loc>`));
    // The section's index is listed once it has something to show.
    expect(sitemap).toMatch(/<loc>[^<]+\/videos<\/loc>/);
    expect((await crawler('/videos')).html).toContain(`href="/videos/${slug}"`);
    const { res, html } = await crawler(`/videos/${slug}`);
    expect(indexable(res, html)).toBe(true);
    expect(jsonLdTypes(html)).toContain('VideoObject');

    const stale = await gql(
      UPDATE,
      { id: created.id, input: input({ slug, title: 'Stale edit' }), at: created.updatedAt },
      { token: admin.token },
    );
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await adminDb().collection('videos').doc(created.id).get()).get('title')).toBe(`Admin video ${RUN}`);

    const { body } = await gql(LIST, { status: 'PUBLISHED' }, { token: admin.token });
    expect(body.data!.adminVideos.nodes).toContainEqual({ id: created.id, slug, status: 'PUBLISHED', demo: false, onSite: true });
  });

  it('refuses anonymous and company callers', async () => {
    const company = await createCompany({ regions: ['London'] });
    for (const token of [undefined, company.token]) {
      const list = await gql(LIST, {}, { token });
      expect(list.body.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const create = await gql(CREATE, { input: input({ slug: `admin-video-refused-${RUN}` }) }, { token });
      expect(create.body.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    const stored = await adminDb().collection('videos').where('slug', '==', `admin-video-refused-${RUN}`).get();
    expect(stored.empty).toBe(true);
  });
});

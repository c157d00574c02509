import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql, signIn } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';
import { postInput } from '../support/content';

/** The blog CMS's API (docs/requirements/admin-blog.md), on a server of its own: it moves that server's clock. */
const SAVE = `mutation S($id: ID, $input: PostInput!, $expected: DateTimeISO) { savePost(id: $id, input: $input, expectedUpdatedAt: $expected) { id slug title status updatedAt oldSlugs } }`;
const POST = `query P($id: ID!) { adminPost(id: $id) { id slug status publishedAt scheduledAt updatedAt history { action by } revisions { id title slug } } }`;
const LIST = `query L($status: PublicationStatus, $search: String, $category: String) { adminPosts(status: $status, search: $search, category: $category, first: 20) { totalCount nodes { id slug } } }`;
const RESTORE = `mutation R($id: ID!, $revisionId: ID!, $expected: DateTimeISO) { restorePostRevision(id: $id, revisionId: $revisionId, expectedUpdatedAt: $expected) { id title updatedAt } }`;
const PUBLISH = `mutation P($id: ID!, $expected: DateTimeISO) { publishPost(id: $id, expectedUpdatedAt: $expected) { id status publishedAt updatedAt } }`;
const SCHEDULE = `mutation S($id: ID!, $at: DateTimeISO!, $expected: DateTimeISO) { schedulePost(id: $id, at: $at, expectedUpdatedAt: $expected) { id status scheduledAt updatedAt } }`;
const SUBMISSIONS = `{ indexNowSubmissions(first: 50) { totalCount nodes { urls trigger status httpStatus } } }`;
const SUBMIT = `mutation I($urls: [String!]!) { submitIndexNowUrls(urls: $urls) { urls trigger status httpStatus response } }`;
const PREVIEW = `query V($markdown: String!) { previewPostHtml(markdown: $markdown) }`;

const PUBLISH_DUE_SECRET = 'publish-due-secret-for-tests-0123456789';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const input = postInput;

interface IndexNowRequest {
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
}

describe('admin blog API', () => {
  let server: RunningServer;
  let indexNow: http.Server;
  const received: IndexNowRequest[] = [];
  let admin: string;
  let company: string;
  /** As the admin, unless a test names another token (null: anonymous). */
  const q = (query: string, variables: Record<string, unknown> = {}, token: string | null = admin) =>
    gql(query, variables, { token: token ?? undefined, baseUrl: server.url });

  beforeAll(async () => {
    indexNow = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        received.push({ body: JSON.parse(data) });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => indexNow.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(indexNow.address() as AddressInfo).port}/indexnow`;
    server = await startServer({
      env: { INDEXNOW_ENDPOINT: endpoint, PUBLISH_DUE_SECRET, SCHEDULED_PUBLISH_INTERVAL_SECONDS: '1', PAGE_CACHE_TTL_SECONDS: '300' },
    });
    admin = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', server);
    company = await signIn('company@demo.sprayfoamremoval.uk', 'DemoCompany2026!', server);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => indexNow?.close(resolve));
  });

  const waitFor = async <T>(check: () => Promise<T | null | undefined | false>, what: string, ms = 15_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  it('refuses bad input field by field, and a slug another post uses', async () => {
    const bad = await q(SAVE, {
      input: input({
        title: 'No',
        slug: 'Not A Slug',
        category: 'gardening',
        authorSlug: 'nobody',
        seoTitle: 'x'.repeat(61),
        seoDescription: 'y'.repeat(161),
        canonical: 'ftp://x',
      }),
    });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const paths = bad.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(['authorSlug', 'canonical', 'category', 'seoDescription', 'seoTitle', 'slug', 'title']);

    const first = await q(SAVE, { input: input() });
    expect(first.body.errors).toBeUndefined();
    const taken = await q(SAVE, { input: input({ slug: first.body.data!.savePost.slug }) });
    expect(taken.body.errors![0].extensions!.fieldErrors).toEqual([{ path: 'slug', message: expect.stringContaining('already uses') }]);
  });

  it('finds drafts by status, category and title word, and previews Markdown with the public renderer', async () => {
    const word = `zebra${unique()}`;
    const saved = (await q(SAVE, { input: input({ title: `A post about ${word}` }) })).body.data!.savePost;
    const found = await q(LIST, { status: 'DRAFT', category: 'mortgages', search: word });
    expect(found.body.data!.adminPosts).toEqual({ totalCount: 1, nodes: [{ id: saved.id, slug: saved.slug }] });
    const bySlug = await q(LIST, { search: saved.slug });
    expect(bySlug.body.data!.adminPosts.nodes).toEqual([{ id: saved.id, slug: saved.slug }]);
    expect((await q(LIST, { status: 'PUBLISHED', search: word })).body.data!.adminPosts.totalCount).toBe(0);
    const preview = await q(PREVIEW, { markdown: '## Hello\n\nSome *text*' });
    expect(preview.body.data!.previewPostHtml).toMatch(/<h2[^>]*>Hello<\/h2>[\s\S]*<em>text<\/em>/);
  });

  it('answers CONFLICT to a stale save, keeps revisions, and restores one', async () => {
    const created = (await q(SAVE, { input: input({ title: 'First title here' }) })).body.data!.savePost;
    const base = input({ slug: created.slug });
    const second = await q(SAVE, { id: created.id, input: { ...base, title: 'Second title here' }, expected: created.updatedAt });
    expect(second.body.errors).toBeUndefined();
    const stale = await q(SAVE, { id: created.id, input: { ...base, title: 'Lost update' }, expected: created.updatedAt });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');

    const loaded = (await q(POST, { id: created.id })).body.data!.adminPost;
    expect(loaded.revisions.map((r: { title: string }) => r.title)).toEqual(['Second title here', 'First title here']);
    expect(loaded.history.map((h: { action: string }) => h.action)).toEqual(['created', 'saved']);
    const restored = await q(RESTORE, { id: created.id, revisionId: loaded.revisions[1].id, expected: loaded.updatedAt });
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data!.restorePostRevision.title).toBe('First title here');
    expect((await q(POST, { id: created.id })).body.data!.adminPost.revisions).toHaveLength(3);
  });

  it('publishes to /blog and the sitemap (lastmod = updatedAt), tells IndexNow, and keeps a 301 from an old slug', async () => {
    const created = (await q(SAVE, { input: input() })).body.data!.savePost;
    // Render /blog first so the page cache holds a copy without the post: publishing must invalidate it.
    expect(await (await fetch(`${server.url}/blog`)).text()).not.toContain(created.title);
    const published = await q(PUBLISH, { id: created.id, expected: created.updatedAt });
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data!.publishPost.status).toBe('PUBLISHED');

    expect(await (await fetch(`${server.url}/blog`)).text()).toContain(created.title);
    const postPage = await fetch(`${server.url}/blog/${created.slug}`);
    expect(postPage.status).toBe(200);
    expect(await postPage.text()).not.toContain('Updated <time');
    const lastmod = published.body.data!.publishPost.updatedAt.slice(0, 10);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/blog/${created.slug}</loc>\n    <lastmod>${lastmod}</lastmod>`);

    const host = new URL(server.url).host;
    const sent = await waitFor(
      async () => received.find((r) => r.body.urlList.includes(`${server.url}/blog/${created.slug}`)),
      'the IndexNow POST',
    );
    const key = sent.body.key;
    expect(sent.body).toEqual({ host, key, keyLocation: `${server.url}/${key}.txt`, urlList: [`${server.url}/blog/${created.slug}`] });
    expect(await (await fetch(`${server.url}/${key}.txt`)).text()).toBe(key);
    const history = await waitFor(async () => {
      const nodes = (await q(SUBMISSIONS)).body.data!.indexNowSubmissions.nodes as Array<{ urls: string[]; status: string }>;
      return nodes.find((n) => n.urls.includes(`${server.url}/blog/${created.slug}`) && n.status === 'SENT');
    }, 'the recorded submission');
    expect(history).toEqual({ urls: [`${server.url}/blog/${created.slug}`], trigger: 'PUBLISH', status: 'SENT', httpStatus: 202 });

    const newSlug = `${created.slug}-renamed`;
    const renamed = await q(SAVE, {
      id: created.id,
      input: input({ title: created.title, slug: newSlug }),
      expected: published.body.data!.publishPost.updatedAt,
    });
    expect(renamed.body.data!.savePost).toMatchObject({ status: 'PUBLISHED', slug: newSlug, oldSlugs: [created.slug] });
    const old = await fetch(`${server.url}/blog/${created.slug}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blog/${newSlug}`);
    const revisedPage = await fetch(`${server.url}/blog/${newSlug}`);
    expect(revisedPage.status).toBe(200);
    // A content change after publication is shown to readers, and given to search engines as dateModified.
    const revisedAt = (await q(`query P($slug: String!) { post(slug: $slug) { revisedAt } }`, { slug: newSlug })).body.data!.post.revisedAt;
    expect(revisedAt).toBe(renamed.body.data!.savePost.updatedAt);
    const html = await revisedPage.text();
    expect(html).toContain(`Updated <time dateTime="${revisedAt}">`);
    expect(html).toContain(`"dateModified":"${revisedAt}"`);
  });

  it('publishes a scheduled post at its time with nobody present (clock moved forward)', async () => {
    const created = (await q(SAVE, { input: input() })).body.data!.savePost;
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    const past = await q(SCHEDULE, { id: created.id, at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.body.errors![0].extensions!.fieldErrors[0].path).toBe('at');
    const scheduled = await q(SCHEDULE, { id: created.id, at: at.toISOString(), expected: created.updatedAt });
    expect(scheduled.body.data!.schedulePost.status).toBe('SCHEDULED');
    await new Promise((r) => setTimeout(r, 2500));
    expect((await q(POST, { id: created.id })).body.data!.adminPost.status).toBe('SCHEDULED');
    expect((await fetch(`${server.url}/blog/${created.slug}`)).status).toBe(404);

    const moved = await fetch(`${server.url}/internal/test-clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: 4 * 24 * 3600_000 }),
    });
    expect(moved.status).toBe(200);
    try {
      const post = await waitFor(async () => {
        const loaded = (await q(POST, { id: created.id })).body.data!.adminPost;
        return loaded.status === 'PUBLISHED' && loaded;
      }, 'the scheduled post to publish');
      expect(post.publishedAt).toBe(at.toISOString());
      expect(post.history.at(-1)).toEqual({ action: 'published', by: 'system' });
      expect((await fetch(`${server.url}/blog/${created.slug}`)).status).toBe(200);
      expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain(`/blog/${created.slug}</loc>`);
      await waitFor(async () => received.find((r) => r.body.urlList.includes(`${server.url}/blog/${created.slug}`)), 'the IndexNow POST');
    } finally {
      await fetch(`${server.url}/internal/test-clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs: 0 }),
      });
    }
  });

  it('runs the production scheduler endpoint only with its secret', async () => {
    expect((await fetch(`${server.url}/internal/publish-due`, { method: 'POST' })).status).toBe(403);
    expect(
      (await fetch(`${server.url}/internal/publish-due`, { method: 'POST', headers: { 'x-publish-due-secret': 'wrong' } })).status,
    ).toBe(403);
    const ok = await fetch(`${server.url}/internal/publish-due`, {
      method: 'POST',
      headers: { 'x-publish-due-secret': PUBLISH_DUE_SECRET },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ published: expect.any(Array) });
  });

  it('publishes a due post once when two scheduler runs meet: one history entry, one IndexNow submission', async () => {
    const created = (await q(SAVE, { input: input() })).body.data!.savePost;
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    await q(SCHEDULE, { id: created.id, at: at.toISOString(), expected: created.updatedAt });
    const clock = (offsetMs: number) =>
      fetch(`${server.url}/internal/test-clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ offsetMs }),
      });
    await clock(4 * 24 * 3600_000);
    try {
      const run = () =>
        fetch(`${server.url}/internal/publish-due`, { method: 'POST', headers: { 'x-publish-due-secret': PUBLISH_DUE_SECRET } });
      const runs = await Promise.all([run(), run(), run()]);
      const published = (await Promise.all(runs.map(async (res) => ((await res.json()) as { published: string[] }).published))).flat();
      const post = await waitFor(async () => {
        const loaded = (await q(POST, { id: created.id })).body.data!.adminPost;
        return loaded.status === 'PUBLISHED' && loaded;
      }, 'the scheduled post to publish');
      expect(post.history.filter((entry: { action: string }) => entry.action === 'published')).toHaveLength(1);
      // The embedded timer may be the one that published it; the scheduler's runs then publish nothing.
      expect(published.filter((slug) => slug === created.slug).length).toBeLessThanOrEqual(1);
      const url = `${server.url}/blog/${created.slug}`;
      await waitFor(async () => received.some((r) => r.body.urlList.includes(url)), 'the IndexNow POST');
      await new Promise((r) => setTimeout(r, 500));
      expect(received.filter((r) => r.body.urlList.includes(url))).toHaveLength(1);
    } finally {
      await clock(0);
    }
  });

  it('submits URLs by hand only for this site, and records the answer', async () => {
    const other = await q(SUBMIT, { urls: ['https://elsewhere.example/blog/x', 'not a url'] });
    expect(other.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path)).toEqual(['urls.0', 'urls.1']);
    const url = `${server.url}/blog/by-hand-${unique()}`;
    const sent = await q(SUBMIT, { urls: [url] });
    expect(sent.body.data!.submitIndexNowUrls).toEqual({ urls: [url], trigger: 'MANUAL', status: 'SENT', httpStatus: 202, response: null });
    expect(received.some((r) => r.body.urlList.includes(url))).toBe(true);
  });

  it('refuses company users and anonymous callers', async () => {
    for (const token of [company, null]) {
      const list = await q(LIST, {}, token);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(list.body.errors?.[0].extensions?.code);
      const save = await q(SAVE, { input: input() }, token);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(save.body.errors?.[0].extensions?.code);
      const submit = await q(SUBMIT, { urls: [`${server.url}/blog`] }, token);
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(submit.body.errors?.[0].extensions?.code);
    }
  });
});

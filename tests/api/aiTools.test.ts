import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SUBMIT,
  adminAuth,
  adminDb,
  createUser,
  gql,
  idempotencyKey,
  serverInfo,
  signIn,
  uniqueEmail,
  validRemovalRequest,
  type ServerInfo,
} from '../support/api';
import { FAKE_USAGE, startFakeOpenAi, type FakeOpenAi } from '../support/fakeOpenAi';
import { londonToday } from '../support/londonDay';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * The AI content tools (server/modules/ai) with the real `openai` SDK in the server against a local stand-in of
 * the OpenAI API (tests/support/fakeOpenAi.ts): every tool, provider failures (429, 500, timeout, malformed
 * answers), the SSRF rules of the URL analyzer, the usage records against their daily counters, the budget,
 * and that no homeowner's data ever reaches the provider.
 */
const STATUS = `query { aiToolsStatus { configured message textModel imageModel monthlyBudgetGbp spentThisMonthGbp } }`;
const IDEAS = `mutation Ideas($topic: String!) { aiGenerateIdeas(topic: $topic) { skippedAsCovered ideas { title searchIntent keyword summary } } }`;
const OUTLINE = `mutation Outline($brief: AiPostBriefInput!) { aiGenerateOutline(brief: $brief) { title excerpt sections { heading points } } }`;
const SEO = `mutation Seo($postId: ID!) { aiSeoSuggestions(postId: $postId) { postId updatedAt currentTitle titles descriptions droppedForLength keywordAdvice headingAdvice internalLinks { path anchorText reason } } }`;
const APPLY = `mutation Apply($postId: ID!, $seoTitle: String, $seoDescription: String, $expectedUpdatedAt: DateTimeISO!) {
  aiApplySeoSuggestion(postId: $postId, seoTitle: $seoTitle, seoDescription: $seoDescription, expectedUpdatedAt: $expectedUpdatedAt) { id title seo { title description } updatedAt status aiAssisted }
}`;
const ANALYZE = `mutation Analyze($url: String!) { aiAnalyzeUrl(url: $url) { recommendations report { url title metaDescription wordCount internalLinks externalLinks structuredDataTypes headings { level text } } } }`;
const IMAGE = `mutation Image($prompt: String!) { aiGenerateImage(prompt: $prompt) { id url srcSet width height suggestedAlt } }`;
const SUMMARY = `query Usage($from: String!, $to: String!) {
  aiUsageSummary(from: $from, to: $to) { calls errors tokensIn tokensOut images costGbp byTool { tool calls costGbp } days { day calls costGbp byTool { tool calls } } }
  aiUsageRecords(from: $from, to: $to, first: 100) { totalCount nodes { id tool ok error tokensIn tokensOut images costGbp by } }
}`;
const SET_COVER = `mutation Cover($postId: ID!, $imageId: ID!, $alt: String!, $expectedUpdatedAt: DateTimeISO!) {
  aiSetPostCover(postId: $postId, imageId: $imageId, alt: $alt, expectedUpdatedAt: $expectedUpdatedAt) { id coverImage { imageId alt } }
}`;
const ADMIN_POST = `query Post($id: ID!) { adminPost(id: $id) { id title status aiAssisted bodyMarkdown tags } }`;

const BRIEF = { topic: 'Selling a house with spray foam', audience: 'Homeowners selling in the UK', keyword: 'selling house spray foam' };
const OUTLINE_INPUT = {
  title: 'Selling a house with spray foam insulation in the UK',
  excerpt: 'What buyers, surveyors and mortgage lenders look for when a house has spray foam, and how to prepare before you sell.',
  sections: [{ heading: 'Why buyers ask', points: ['lenders'] }],
};

describe('AI content tools', () => {
  let fake: FakeOpenAi;
  let server: RunningServer;
  let info: ServerInfo;
  let site: http.Server;
  let sitePort: number;
  let otherSite: http.Server;
  let otherPort: number;
  let admin: { token: string; email: string };
  const homeownerEmail = uniqueEmail('homeowner.private');

  async function adminOn(target: ServerInfo) {
    const email = uniqueEmail('ai.admin');
    const user = await adminAuth(target).createUser({ email, password: 'Password123!' });
    await adminAuth(target).setCustomUserClaims(user.uid, { admin: true });
    return { email, token: await signIn(email, 'Password123!', target) };
  }

  const call = <T = any>(query: string, variables: Record<string, unknown> = {}, token = admin.token) =>
    gql<T>(query, variables, { token, baseUrl: info.url });

  let firstDay: string;

  beforeAll(async () => {
    firstDay = londonToday();
    fake = await startFakeOpenAi();
    site = http.createServer((req, res) => {
      if (req.url === '/redirect-to-loopback') {
        res.writeHead(302, { location: `http://127.0.0.1:${otherPort}/secret` });
        return res.end();
      }
      if (req.url === '/redirect-to-localhost') {
        res.writeHead(301, { location: `http://localhost:${otherPort}/secret` });
        return res.end();
      }
      if (req.url === '/not-html') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        return res.end('%PDF');
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<html><head><title>Loft insulation in Leeds</title><meta name="description" content="Local loft experts.">
        <script type="application/ld+json">{"@type":"LocalBusiness"}</script></head>
        <body><h1>Loft insulation</h1><p>We remove spray foam across Yorkshire.</p><a href="/contact">Contact</a><a href="https://example.org/">Elsewhere</a></body></html>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    sitePort = (site.address() as AddressInfo).port;
    otherSite = http.createServer((_req, res) => res.end('<html><title>internal secret</title></html>'));
    await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
    otherPort = (otherSite.address() as AddressInfo).port;
    server = await startServer({
      env: {
        AI_BASE_URL: fake.url,
        AI_API_KEY: 'sk-test-fake-key',
        AI_TEXT_MODEL: 'gpt-4o-mini',
        AI_IMAGE_MODEL: 'dall-e-3',
        AI_TIMEOUT_MS: '1500',
        AI_MAX_RETRIES: '2',
        AI_MONTHLY_BUDGET_GBP: '5',
        AI_RATE_LIMIT_PER_HOUR: '1000',
        AI_URL_ANALYZER_TEST_ALLOW: `127.0.0.1:${sitePort}`,
        SEED_DEMO_DATA: 'false',
        MAIL_WORKER: 'false',
      },
    });
    info = { url: server.url, firestore: server.firestore, auth: server.auth };
    admin = await adminOn(info);
    // A homeowner's request exists on this server: nothing of it may ever be sent to the provider.
    const submitted = await gql(
      SUBMIT,
      { input: validRemovalRequest({ homeowner: { email: homeownerEmail, name: 'Priya Homeowner-Private' } }), key: idempotencyKey() },
      { baseUrl: info.url },
    );
    expect(submitted.body.errors).toBeUndefined();
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    site?.close();
    otherSite?.close();
  });

  it('says plainly when no AI endpoint is configured, and how to configure one (the shared server has none)', async () => {
    const token = (await createUser({ claims: { admin: true } })).token;
    const status = await gql(STATUS, {}, { token });
    expect(status.body.data!.aiToolsStatus).toMatchObject({
      configured: false,
      message: expect.stringMatching(/AI_API_KEY.*AI_BASE_URL.*README/s),
    });
    const ideas = await gql(IDEAS, { topic: 'Spray foam and mortgages' }, { token });
    expect(ideas.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/not configured/),
      extensions: { code: 'AI_UNAVAILABLE', reason: 'NOT_CONFIGURED' },
    });
    const draft = await fetch(`${serverInfo().url}/api/admin/ai/post-draft`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ brief: BRIEF, outline: OUTLINE_INPUT }),
    });
    expect(draft.status).toBe(503);
    expect((await draft.json()).message).toMatch(/not configured/);
  });

  it('refuses anonymous callers and non-admins', async () => {
    expect((await call(IDEAS, { topic: 'Spray foam' }, '')).body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const draft = await fetch(`${info.url}/api/admin/ai/post-draft`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(draft.status).toBe(401);
  });

  it('generates ideas, skipping topics the blog already covers', async () => {
    const db = adminDb(info);
    await db
      .collection('posts')
      .doc('aicoveredpost0000001')
      .set({
        slug: 'spray-foam-and-equity-release-uk',
        title: 'Spray foam and equity release: what lenders ask',
        excerpt: 'Equity release lenders and spray foam insulation, explained for UK homeowners.',
        bodyMarkdown: 'Body',
        category: 'mortgages-and-property',
        tags: [],
        authorSlug: 'x',
        status: 'draft',
        createdAt: new Date(),
        updatedAt: new Date(),
        history: [],
        oldSlugs: [],
        seo: { title: null, description: null, canonical: null },
        readingMinutes: 1,
        aiAssisted: false,
      });
    const before = fake.requests.length;
    const res = await call(IDEAS, { topic: 'Spray foam and lenders' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.aiGenerateIdeas).toEqual({
      skippedAsCovered: 1,
      ideas: [
        expect.objectContaining({
          title: 'Spray foam in static caravans and park homes',
          searchIntent: 'informational',
          keyword: 'spray foam static caravan',
        }),
      ],
    });
    const sent = fake.requests[before];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test-fake-key');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    expect(sent.raw).toContain('Spray foam and equity release: what lenders ask');
  });

  it('plans an outline, checks the brief field by field', async () => {
    const res = await call(OUTLINE, { brief: BRIEF });
    expect(res.body.data!.aiGenerateOutline).toMatchObject({
      title: 'Selling a house with spray foam insulation in the UK',
      sections: [expect.anything(), expect.anything()],
    });
    const bad = await call(OUTLINE, { brief: { topic: 'x', audience: '', keyword: '' } });
    expect(bad.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual([
      'audience',
      'keyword',
      'topic',
    ]);
  });

  async function streamDraft(body: unknown, signal?: AbortSignal) {
    const res = await fetch(`${info.url}/api/admin/ai/post-draft`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify(body),
      signal,
    });
    return res;
  }

  function parseEvents(text: string) {
    return text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') }));
  }

  it('streams the draft as it is written, then saves it as an AI-assisted draft (never published)', async () => {
    const res = await streamDraft({ brief: BRIEF, outline: { ...OUTLINE_INPUT, title: `AI stream test ${Date.now()}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const arrivals: string[] = [];
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      arrivals.push(new TextDecoder().decode(value));
    }
    // More than one network read: the text came in pieces, not as one answer at the end.
    expect(arrivals.length).toBeGreaterThan(2);
    const events = parseEvents(arrivals.join(''));
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(text).toContain('## Frequently asked questions');
    const done = events.find((e) => e.event === 'done')!;
    expect(done.data.editPath).toBe(`/admin/blog/edit/${done.data.postId}`);
    const post = await call(ADMIN_POST, { id: done.data.postId });
    expect(post.body.data!.adminPost).toMatchObject({
      status: 'DRAFT',
      aiAssisted: true,
      bodyMarkdown: text.trim(),
      tags: ['selling house spray foam'],
    });
    const sent = fake.requests.at(-1)!;
    expect(sent.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    // Internal links come from the content module: the site's guides are offered to the model.
    expect(sent.raw).toMatch(/\/[a-z0-9-]+/);
  });

  it('cancelling the stream aborts the provider call and saves nothing', async () => {
    const title = `AI cancelled draft ${Date.now()}`;
    fake.script({ kind: 'stream', chunks: ['The first words ', 'and a few more '], hangAfter: true });
    const controller = new AbortController();
    const res = await streamDraft({ brief: BRIEF, outline: { ...OUTLINE_INPUT, title } }, controller.signal);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('event: delta');
    const upstream = fake.requests.at(-1)!;
    controller.abort();
    await waitFor(() => upstream.aborted);
    await waitFor(async () => (await adminDb(info).collection('aiUsage').where('error', '==', 'Cancelled by the admin').get()).size > 0);
    expect((await adminDb(info).collection('posts').where('title', '==', title).get()).size).toBe(0);
  });

  it('a provider failure mid-draft is reported in the stream and saves nothing', async () => {
    const title = `AI failed draft ${Date.now()}`;
    fake.script({ kind: 'status', status: 500 }, { kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const res = await streamDraft({ brief: BRIEF, outline: { ...OUTLINE_INPUT, title } });
    // The SDK's retries happen before the stream starts: the failure is answered as a whole.
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/had an error of its own/);
    expect((await adminDb(info).collection('posts').where('title', '==', title).get()).size).toBe(0);
  });

  it('retries a 429 honouring retry-after, then succeeds', async () => {
    fake.script({ kind: 'status', status: 429, retryAfterSeconds: 1 });
    const before = fake.requests.length;
    const started = Date.now();
    const res = await call(OUTLINE, { brief: BRIEF });
    expect(res.body.errors).toBeUndefined();
    expect(fake.requests.length - before).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('answers a clear message after repeated 429s and records the error', async () => {
    fake.script(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 429, retryAfterSeconds: 0 })));
    const res = await call(IDEAS, { topic: 'Spray foam rate limit test' });
    expect(res.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/busy/),
      extensions: { code: 'AI_UNAVAILABLE', reason: 'PROVIDER' },
    });
    const records = await adminDb(info).collection('aiUsage').where('tool', '==', 'ideas').where('ok', '==', false).get();
    expect(records.docs.some((doc) => /busy/.test(doc.data().error))).toBe(true);
  });

  it('gives up on a provider that hangs after the timeout and its retries', async () => {
    fake.script({ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' });
    const before = fake.requests.length;
    const res = await call(OUTLINE, { brief: BRIEF });
    expect(res.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/did not answer within 2 s/),
      extensions: { code: 'AI_UNAVAILABLE' },
    });
    expect(fake.requests.length - before).toBe(3);
  }, 30_000);

  it('refuses malformed JSON with a clear message and records the call with its tokens', async () => {
    fake.script({ kind: 'content', content: 'Sure! Here are some ideas: {not json' });
    const res = await call(IDEAS, { topic: 'Spray foam malformed test' });
    expect(res.body.errors![0]).toMatchObject({ message: expect.stringMatching(/unexpected form/), extensions: { reason: 'MALFORMED' } });
    fake.script({ kind: 'content', content: JSON.stringify({ title: 'x' }) });
    const wrongShape = await call(OUTLINE, { brief: BRIEF });
    expect(wrongShape.body.errors![0].extensions!.reason).toBe('MALFORMED');
  });

  it('suggests SEO titles and descriptions within the limits, and applies only what the admin accepts', async () => {
    const created = await streamDraft({ brief: BRIEF, outline: { ...OUTLINE_INPUT, title: `AI SEO test ${Date.now()}` } });
    const postId = parseEvents(await created.text()).find((e) => e.event === 'done')!.data.postId;
    const res = await call(SEO, { postId });
    const s = res.body.data!.aiSeoSuggestions;
    expect(s.titles).toEqual(['Selling a Home with Spray Foam: A UK Guide for Owners']);
    expect(s.descriptions).toHaveLength(1);
    expect(s.droppedForLength).toBe(3);
    expect(s.internalLinks.map((l: { path: string }) => l.path)).not.toContain('/no-such-page');
    // Nothing changed yet.
    const before = await adminDb(info).collection('posts').doc(postId).get();
    expect(before.data()!.seo.title).toBeNull();
    const applied = await call(APPLY, { postId, seoTitle: s.titles[0], seoDescription: s.descriptions[0], expectedUpdatedAt: s.updatedAt });
    expect(applied.body.data!.aiApplySeoSuggestion).toMatchObject({
      seo: { title: s.titles[0], description: s.descriptions[0] },
      status: 'DRAFT',
      aiAssisted: true,
    });
    const stale = await call(APPLY, { postId, seoTitle: s.titles[0], expectedUpdatedAt: s.updatedAt });
    expect(stale.body.errors![0].extensions!.code).toBe('CONFLICT');
    const tooLong = await call(APPLY, {
      postId,
      seoTitle: 'x'.repeat(70),
      expectedUpdatedAt: applied.body.data!.aiApplySeoSuggestion.updatedAt,
    });
    expect(tooLong.body.errors![0].extensions!.fieldErrors[0].path).toBe('seoTitle');
  });

  it('analyses a page: title, description, headings, words, links and structured data, with recommendations', async () => {
    const res = await call(ANALYZE, { url: `http://127.0.0.1:${sitePort}/page` });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.aiAnalyzeUrl).toEqual({
      recommendations: ['Add a meta description of 120 to 155 characters.', 'Add FAQPage structured data.'],
      report: {
        url: `http://127.0.0.1:${sitePort}/page`,
        title: 'Loft insulation in Leeds',
        metaDescription: 'Local loft experts.',
        wordCount: 10,
        internalLinks: 1,
        externalLinks: 1,
        structuredDataTypes: ['LocalBusiness'],
        headings: [{ level: 1, text: 'Loft insulation' }],
      },
    });
  });

  it.each([
    ['loopback', 'http://127.0.0.1/', /loopback/],
    ['another loopback port', 'http://127.0.0.1:1/admin', /loopback/],
    ['10.x', 'http://10.0.0.5/', /private network/],
    ['192.168.x', 'http://192.168.1.1/router', /private network/],
    ['172.16.x', 'http://172.16.0.10/', /private network/],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/', /link-local/],
    ['IPv6 loopback', 'http://[::1]/', /loopback/],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/', /loopback/],
    ['a name resolving to 127.0.0.1', 'http://localhost:1/', /localhost \(127\.0\.0\.1\).*loopback/],
    ['a non-web scheme', 'file:///etc/passwd', /Only http/],
  ])('refuses %s with a clear message', async (_name, url, message) => {
    const before = fake.requests.length;
    const res = await call(ANALYZE, { url });
    expect(res.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(res.body.errors![0].extensions!.fieldErrors[0]).toEqual({ path: 'url', message: expect.stringMatching(message) });
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a redirect from the allowed test site into another loopback port, by address or by name', async () => {
    for (const path of ['/redirect-to-loopback', '/redirect-to-localhost']) {
      const res = await call(ANALYZE, { url: `http://127.0.0.1:${sitePort}${path}` });
      expect(res.body.errors![0].extensions!.fieldErrors[0].message).toMatch(/not on the public internet.*loopback/);
    }
    const notHtml = await call(ANALYZE, { url: `http://127.0.0.1:${sitePort}/not-html` });
    expect(notHtml.body.errors![0].message).toMatch(/not a web page/);
  });

  it('generates an image, stores it with the site’s images, suggests alt text, and makes it a post’s cover when asked', async () => {
    const before = fake.requests.length;
    const res = await call(IMAGE, { prompt: 'A loft with spray foam between the rafters, daylight' });
    expect(res.body.errors).toBeUndefined();
    const image = res.body.data!.aiGenerateImage;
    expect(image).toMatchObject({
      url: expect.stringMatching(/^\/media\/[\w-]+\.webp$/),
      width: 1024,
      suggestedAlt: 'A loft with spray foam insulation between the rafters',
    });
    expect(image.srcSet).toMatch(/ 480w, .* 960w, .* 1024w$/);
    const file = await fetch(`${info.url}${image.url}`);
    expect(file.headers.get('content-type')).toBe('image/webp');
    const stored = await adminDb(info).collection('siteImages').doc(image.id).get();
    expect(stored.data()).toMatchObject({ source: 'ai', createdBy: admin.email, suggestedAlt: image.suggestedAlt });
    const sent = fake.requests.slice(before);
    expect(sent[0]).toMatchObject({ path: '/v1/images/generations', body: { model: 'dall-e-3', response_format: 'b64_json', n: 1 } });
    expect(sent[1].path).toBe('/v1/chat/completions');

    const created = await streamDraft({ brief: BRIEF, outline: { ...OUTLINE_INPUT, title: `AI cover test ${Date.now()}` } });
    const postId = parseEvents(await created.text()).find((e) => e.event === 'done')!.data.postId;
    const updatedAt = (await call(`query($id: ID!) { adminPost(id: $id) { updatedAt } }`, { id: postId })).body.data!.adminPost.updatedAt;
    const noAlt = await call(SET_COVER, { postId, imageId: image.id, alt: ' ', expectedUpdatedAt: updatedAt });
    expect(noAlt.body.errors![0].extensions!.fieldErrors[0].path).toBe('alt');
    const cover = await call(SET_COVER, { postId, imageId: image.id, alt: image.suggestedAlt, expectedUpdatedAt: updatedAt });
    expect(cover.body.data!.aiSetPostCover.coverImage).toEqual({ imageId: image.id, alt: image.suggestedAlt });
    // Applying an SEO suggestion afterwards keeps the cover.
    const s = (await call(SEO, { postId })).body.data!.aiSeoSuggestions;
    const applied = await call(APPLY, { postId, seoTitle: s.titles[0], expectedUpdatedAt: s.updatedAt });
    expect(applied.body.errors).toBeUndefined();
    expect((await adminDb(info).collection('posts').doc(postId).get()).data()!.coverImage).toMatchObject({
      imageId: image.id,
      alt: image.suggestedAlt,
    });
  });

  it('refuses an image answer that is not an image, stores nothing and records the error', async () => {
    const imagesBefore = (await adminDb(info).collection('siteImages').get()).size;
    fake.script({ kind: 'content', content: 'this is not a picture' });
    const res = await call(IMAGE, { prompt: 'Another loft with spray foam, evening light' });
    expect(res.body.errors![0]).toMatchObject({ message: expect.stringMatching(/unexpected form/), extensions: { reason: 'MALFORMED' } });
    expect((await adminDb(info).collection('siteImages').get()).size).toBe(imagesBefore);
    const failed = await adminDb(info).collection('aiUsage').where('tool', '==', 'image').where('ok', '==', false).get();
    expect(failed.size).toBe(1);
  });

  it('limits each admin’s AI requests per hour, with the limit in the message', async () => {
    const other = await adminOn(info);
    const key = crypto.createHash('sha256').update(`ai:admin:${other.email}`).digest('hex').slice(0, 32);
    await adminDb(info)
      .collection('rateLimits')
      .doc(key)
      .set({ windowStart: new Date(), count: 1000, expiresAt: new Date(Date.now() + 3_600_000) });
    const before = fake.requests.length;
    const res = await call(IDEAS, { topic: 'Spray foam rate limit per admin' }, other.token);
    expect(res.body.errors![0]).toMatchObject({
      message: expect.stringMatching(
        /^You have made 1000 AI requests in the last hour, the limit for each admin\. Try again in about 60 minutes\.$/,
      ),
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(fake.requests.length).toBe(before);
    // Another admin is not held back.
    expect((await call(OUTLINE, { brief: BRIEF })).body.errors).toBeUndefined();
  });

  it('never sends a homeowner’s personal data to the provider', async () => {
    expect(fake.requests.length).toBeGreaterThan(10);
    for (const request of fake.requests) {
      expect(request.raw).not.toContain(homeownerEmail);
      expect(request.raw).not.toContain('Homeowner-Private');
    }
  });

  it('the usage summary (daily counters) equals the recorded calls', async () => {
    // From the day the suite started, so calls made before a London midnight are still in the range.
    const today = londonToday();
    const res = await call(SUMMARY, { from: firstDay, to: today });
    expect(res.body.errors).toBeUndefined();
    const summary = res.body.data!.aiUsageSummary;
    const records = (await adminDb(info).collection('aiUsage').get()).docs.map((doc) => doc.data());
    expect(summary.calls).toBe(records.length);
    expect(summary.errors).toBe(records.filter((r) => !r.ok).length);
    expect(summary.tokensIn).toBe(records.reduce((t, r) => t + r.tokensIn, 0));
    expect(summary.tokensOut).toBe(records.reduce((t, r) => t + r.tokensOut, 0));
    expect(summary.images).toBe(records.reduce((t, r) => t + r.images, 0));
    expect(summary.costGbp).toBeCloseTo(records.reduce((t, r) => t + r.costMicroGbp, 0) / 1e6, 6);
    for (const tool of summary.byTool) expect(tool.calls).toBe(records.filter((r) => r.tool === tool.tool).length);
    expect(summary.days).toHaveLength(firstDay === today ? 1 : 2);
    expect(res.body.data!.aiUsageRecords.totalCount).toBe(records.length);
    // Each record says who, what and how it went.
    expect(records.find((r) => r.tool === 'image')).toMatchObject({ by: admin.email, images: 1, ok: true, model: 'dall-e-3' });
    expect(records.find((r) => r.tool === 'ideas' && r.ok)).toMatchObject({
      tokensIn: FAKE_USAGE.prompt_tokens,
      tokensOut: FAKE_USAGE.completion_tokens,
    });
  });

  it('stops every tool once the month’s budget is used up, with a clear message', async () => {
    await adminDb(info).collection('aiUsageDaily').doc(londonToday()).set({ costMicroGbp: 6_000_000 }, { merge: true });
    const before = fake.requests.length;
    const res = await call(IDEAS, { topic: 'Spray foam budget test' });
    expect(res.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/^This month's AI budget of £5\.00 is used up/),
      extensions: { code: 'AI_UNAVAILABLE', reason: 'BUDGET' },
    });
    const draft = await streamDraft({ brief: BRIEF, outline: OUTLINE_INPUT });
    expect(draft.status).toBe(503);
    expect((await draft.json()).message).toMatch(/budget of £5\.00 is used up/);
    expect(fake.requests.length).toBe(before);
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

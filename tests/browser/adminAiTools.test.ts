import { adminDb } from '../support/api';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fakeOpenAi';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/**
 * /admin/blog/ai-*: each tool's chunk is requested on the first hover (or focus) of its link and not before;
 * the post generator streams a draft and links to it in the editor; the usage screen's totals equal the
 * recorded calls. The server talks to a local OpenAI stand-in (tests/support/fakeOpenAi.ts).
 */
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
const site = startSiteAndBrowser(() => ({
  env: { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test-browser', AI_RATE_LIMIT_PER_HOUR: '1000' },
}));
afterAll(async () => {
  await fake?.close();
});

const TOOL_CHUNKS = ['PostGeneratorTool', 'ImageGeneratorTool', 'IdeasTool', 'UrlAnalyzerTool', 'SeoOptimizerTool', 'AiUsageTool'];

it('loads each tool’s chunk on the first hover or focus of its link, not before', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const chunkRequested = (name: string) => requested.some((url) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

  await signInAsAdmin(page, site.server.url, '/admin/blog/ai-functions', { sendWith: 'Enter' });
  await page.getByRole('heading', { level: 1, name: 'AI tools' }).waitFor();
  await page.getByRole('navigation', { name: 'AI tools' }).getByRole('link', { name: 'Ideas generator' }).waitFor();
  // The admin layout preloads other screens' modals after about a second: give it time to, then look.
  await page.waitForTimeout(1500);
  expect(TOOL_CHUNKS.filter(chunkRequested)).toEqual([]);

  const nav = page.getByRole('navigation', { name: 'AI tools' });
  const ideasChunk = page.waitForRequest(/\/assets\/IdeasTool-[\w-]+\.js$/);
  await nav.getByRole('link', { name: 'Ideas generator' }).hover();
  await ideasChunk;
  expect(chunkRequested('IdeasTool')).toBe(true);
  expect(chunkRequested('UrlAnalyzerTool')).toBe(false);
  expect(chunkRequested('AiUsageTool')).toBe(false);

  // Keyboard users get the same: focusing the link starts the download.
  const usageChunk = page.waitForRequest(/\/assets\/AiUsageTool-[\w-]+\.js$/);
  await nav.getByRole('link', { name: 'Usage' }).focus();
  await usageChunk;
  expect(chunkRequested('UrlAnalyzerTool')).toBe(false);
  expect(errors).toEqual([]);
  await page.close();
});

it('streams a post draft, saves it for review, cancels another, and the usage screen shows the recorded calls', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page, site.server.url, '/admin/blog/ai-generator', { sendWith: 'Enter' });
  await page.getByLabel('Topic').fill('Selling a house with spray foam');
  await page.getByLabel('Audience').fill('Homeowners selling in the UK');
  await page.getByLabel('Target keyword').fill('selling house spray foam');
  await page.getByRole('button', { name: 'Plan the outline' }).click();
  await page.getByLabel('Title').waitFor();
  const title = `Browser AI draft ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Write the draft' }).click();
  const editLink = page.getByRole('link', { name: 'Review and edit it in the blog editor' });
  await editLink.waitFor();
  await page.getByTestId('ai-draft').getByText('Frequently asked questions').waitFor();
  const saved = (await adminDb(site.server).collection('posts').where('title', '==', title).get()).docs;
  expect(saved).toHaveLength(1);
  expect(saved[0].data()).toMatchObject({ status: 'draft', aiAssisted: true });
  expect(await editLink.getAttribute('href')).toBe(`/admin/blog/edit/${saved[0].id}`);

  // Cancel while it is being written: the provider call is aborted and nothing is saved.
  const cancelledTitle = `Browser AI cancelled ${Date.now()}`;
  await page.getByLabel('Title').fill(cancelledTitle);
  fake.script({ kind: 'stream', chunks: ['Words that arrive ', 'before the cancel '], hangAfter: true });
  await page.getByRole('button', { name: 'Write the draft' }).click();
  await page.getByTestId('ai-draft').getByText('before the cancel').waitFor();
  const upstream = fake.requests.at(-1)!;
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('Cancelled: nothing was saved.').waitFor();
  for (let i = 0; i < 100 && !upstream.aborted; i++) await page.waitForTimeout(50);
  expect(upstream.aborted).toBe(true);
  expect((await adminDb(site.server).collection('posts').where('title', '==', cancelledTitle).get()).size).toBe(0);

  await page.getByRole('navigation', { name: 'AI tools' }).getByRole('link', { name: 'Usage' }).click();
  await page.waitForURL(/\/admin\/blog\/ai-usage/);
  // Wait for the cancelled call's record (written when the server sees the connection close).
  let records = (await adminDb(site.server).collection('aiUsage').get()).docs.map((doc) => doc.data());
  for (let i = 0; i < 100 && records.length < 3; i++) {
    await page.waitForTimeout(50);
    records = (await adminDb(site.server).collection('aiUsage').get()).docs.map((doc) => doc.data());
  }
  expect(records.length).toBe(3);
  const stat = (label: string) =>
    page.locator('.stat-card', { has: page.locator('.stat-label', { hasText: new RegExp(`^${label}$`) }) }).locator('.stat-value');
  await expect(stat('Calls').textContent()).resolves.toBe(String(records.length));
  await expect(stat('Tokens in').textContent()).resolves.toBe(records.reduce((t, r) => t + r.tokensIn, 0).toLocaleString('en-GB'));
  await expect(stat('Failed calls').textContent()).resolves.toBe('1');
  await page
    .getByRole('table', { name: 'Usage per tool' })
    .getByRole('row', { name: /Post draft 2/ })
    .waitFor();
  expect(errors).toEqual([]);
  await page.close();
});

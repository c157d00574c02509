import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/api';
import { eventually } from '../support/wait';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/**
 * /admin/blog: write a post in the Markdown editor with an uploaded cover, schedule it, and it appears on the
 * site at its time with nobody present.
 */
let indexNow: http.Server;
const received: Array<{ host: string; key: string; keyLocation: string; urlList: string[] }> = [];

beforeAll(async () => {
  indexNow = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push(JSON.parse(data));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => indexNow.listen(0, '127.0.0.1', resolve));
});
const site = startSiteAndBrowser(() => ({
  env: {
    INDEXNOW_ENDPOINT: `http://127.0.0.1:${(indexNow.address() as AddressInfo).port}/indexnow`,
    SCHEDULED_PUBLISH_INTERVAL_SECONDS: '1',
  },
}));
afterAll(async () => {
  await new Promise((resolve) => indexNow?.close(resolve));
});

it('creates a post with a cover image, schedules it, and after the clock moves it is on /blog, in the sitemap and sent to IndexNow', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  await signInAsAdmin(page, site.server.url, '/admin/blog/create');

  const word = `walrus${Date.now().toString(36)}`;
  const title = `Valuers and spray foam ${word}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  // The slug follows the title until it is edited.
  expect(await page.getByLabel('Slug', { exact: true }).inputValue()).toBe(`valuers-and-spray-foam-${word}`);
  await page.getByLabel('Excerpt').fill('Why valuers mark down homes with spray foam, and what evidence changes their mind.');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Mortgages and selling' });
  await page.getByLabel('Author', { exact: true }).selectOption({ index: 1 });
  // The body is a CodeMirror editor (it replaces the plain textarea once its chunk has loaded).
  await page.locator('.cm-editor').waitFor();
  const body = page.getByRole('textbox', { name: 'Body (Markdown)' });
  await body.fill(`## What valuers look for\n\nA valuer needs to see the roof timbers. ${'Evidence matters here. '.repeat(8)}`);
  await body.press('End');
  await body.press('Enter');
  await body.press('Control+b');
  await body.pressSequentially('the survey');

  // The cover: an uploaded photo, resized on the server; alt text is required before it can be saved.
  const photo = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 60, g: 110, b: 140 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Upload an image').setInputFiles({ name: 'loft.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.locator('img.cover-image-preview').waitFor();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.getByText('Describe the cover image for people who cannot see it (alt text is required)').waitFor();
  const alt = `Spray foam on rafters ${word}`;
  await page.getByLabel('Alt text').fill(alt);
  // The preview is the public renderer's HTML.
  await page.locator('.post-editor-preview h2', { hasText: 'What valuers look for' }).waitFor();
  await page.getByLabel('SEO title').fill('x'.repeat(61));
  await page.getByText('Search engines cut titles after about 60 characters').waitFor();
  await page.getByLabel('SEO title').fill('Valuers and spray foam');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/admin\/blog\/edit\/[A-Za-z0-9]+$/);
  await page.getByText('Draft', { exact: true }).first().waitFor();
  // Reloaded from the server: the toolbar's bold went into the Markdown, the cover and its alt text are kept.
  await page.locator('.post-editor-preview strong', { hasText: 'the survey' }).waitFor();
  expect(await page.getByLabel('Alt text').inputValue()).toBe(alt);

  const at = new Date(Date.now() + 2 * 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await page
    .getByLabel('Publish on (your time)')
    .fill(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('dialog', { name: 'Schedule this post?' }).getByRole('button', { name: 'Schedule' }).click();
  await page.getByText(/^Scheduled to publish on/).waitFor();
  const slug = `valuers-and-spray-foam-${word}`;
  expect((await fetch(`${site.server.url}/blog/${slug}`)).status).toBe(404);

  // Nobody is signed in from here: the server's own timer publishes it once its time has come.
  await page.close();
  const moved = await fetch(`${site.server.url}/internal/test-clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: 3 * 24 * 3600_000 }),
  });
  expect(moved.status).toBe(200);
  await eventually(async () => (await fetch(`${site.server.url}/blog/${slug}`)).status === 200, 'the scheduled post to publish');
  const blog = await site.browser.newPage();
  await blog.goto(`${site.server.url}/blog`);
  await blog.getByRole('link', { name: title }).waitFor();
  const postPage = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
  await postPage.goto(`${site.server.url}/blog/${slug}`);
  const cover = postPage.getByRole('img', { name: alt });
  await cover.waitFor();
  expect(await cover.getAttribute('srcset')).toMatch(
    /^\/media\/\S+-480\.webp 480w, \/media\/\S+-960\.webp 960w, \/media\/\S+-1600\.webp 1600w$/,
  );
  // On a 390 px phone the browser picks a small size, and it really loads.
  await eventually(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the cover to load');
  expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(480|960)\.webp$/);
  // In the sitemap, with its last change (the scheduled publication, at the moved clock's date) as lastmod.
  const stored = (await adminDb(site.server).collection('posts').where('slug', '==', slug).get()).docs[0];
  const lastmod = (stored.get('updatedAt') as Timestamp).toDate().toISOString().slice(0, 10);
  expect(await (await fetch(`${site.server.url}/sitemap.xml`)).text()).toContain(
    `<loc>${site.server.url}/blog/${slug}</loc>\n    <lastmod>${lastmod}</lastmod>`,
  );
  await eventually(() => received.some((body) => body.urlList.includes(`${site.server.url}/blog/${slug}`)), 'the IndexNow POST');
  const sent = received.find((body) => body.urlList.includes(`${site.server.url}/blog/${slug}`))!;
  expect(sent).toEqual({
    host: new URL(site.server.url).host,
    key: sent.key,
    keyLocation: `${site.server.url}/${sent.key}.txt`,
    urlList: [`${site.server.url}/blog/${slug}`],
  });
  expect(errors).toEqual([]);
});

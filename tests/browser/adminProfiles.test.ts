import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/**
 * /admin/partners and /admin/authors: create a partner and an author in the admin console, see them on the
 * public site and in the sitemap, retire them after the confirmation, and they are gone (404, out of the sitemap).
 */
const site = startSiteAndBrowser({ env: { PAGE_CACHE_TTL_SECONDS: '300' } });
const RUN = Date.now().toString(36);

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${site.server.url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

async function retire(page: Page, noun: 'partner' | 'author', name: string) {
  await page.getByRole('button', { name: `Retire ${noun}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retire ${name}?` });
  await dialog.getByText('leaves the site at once').waitFor();
  // Cancelling leaves it on the site.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: `Retire ${noun}` }).click();
  await dialog.getByRole('button', { name: `Retire ${noun}` }).click();
  await page.getByText(`Retired: this ${noun} is not on the site`).waitFor();
}

it('creates a partner and an author, shows them on the site and in the sitemap, and retires them to a 404', async () => {
  const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = collectPageErrors(page);
  await signInAsAdmin(page, site.server.url, '/admin/partners');
  await page.getByRole('link', { name: 'New partner' }).click();
  await page.waitForURL(/\/admin\/partners\/create$/);
  await page.getByRole('heading', { level: 1, name: 'New partner' }).waitFor();

  // Bad input: a message beside each field, and everything typed is still there.
  const partnerName = `Loft Survey Partners ${RUN}`;
  await page.getByLabel('Name', { exact: true }).fill(partnerName);
  const slug = `loft-survey-partners-${RUN}`;
  expect(await page.getByLabel('Address (slug)').inputValue()).toBe(slug);
  await page.getByLabel('What the partner is or does').fill('Surveying practice');
  await page.getByLabel('Summary').fill('Too short');
  await page.getByRole('button', { name: 'Add a qualification' }).click();
  await page.getByLabel('Qualification 1', { exact: true }).fill('Regulated by a professional body');
  await page.getByRole('button', { name: 'Add a link' }).click();
  await page.getByLabel('Link 1 text').fill('Their website');
  await page.getByLabel('Link 1 address').fill('www.not-a-full-address');
  await page.getByRole('button', { name: 'Add partner' }).click();
  await page.getByText('Write a summary of at least 20 characters').waitFor();
  await page.getByText('Say how you checked it').waitFor();
  await page.getByText('Enter a full web address starting with https://').waitFor();
  expect(await page.getByLabel('Qualification 1', { exact: true }).inputValue()).toBe('Regulated by a professional body');
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(partnerName);

  await page.getByLabel('Summary').fill('A surveying practice that inspects lofts with spray foam before a sale or a remortgage.');
  await page.getByLabel('How qualification 1 was checked').fill('Looked up on the body’s public register');
  await page.getByLabel('Link 1 address').fill('https://www.gov.uk/');
  await page.getByLabel('Description (Markdown)').fill('## What they do\n\nThey inspect lofts with spray foam.');
  await page.getByRole('button', { name: 'Add partner' }).click();
  await page.waitForURL(new RegExp(`/admin/partners/edit/${slug}$`));

  const visitor = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
  const visitorErrors = collectPageErrors(visitor);
  let response = await visitor.goto(`${site.server.url}/partners/${slug}`);
  expect(response!.status()).toBe(200);
  await visitor.getByRole('heading', { level: 1, name: partnerName }).waitFor();
  await visitor.getByText('How we checked: Looked up on the body’s public register').waitFor();
  await visitor.getByRole('heading', { name: 'What they do' }).waitFor();
  expect(await sitemapPaths()).toContain(`/partners/${slug}`);

  // An author with an uploaded photo, whose alt text is required.
  await page.goto(`${site.server.url}/admin/authors/create`);
  await page.getByRole('heading', { level: 1, name: 'New author' }).waitFor();
  const authorName = `Jordan Tester ${RUN}`;
  await page.getByLabel('Name', { exact: true }).fill(authorName);
  const authorSlug = `jordan-tester-${RUN}`;
  await page.getByLabel('Job title or role').fill('Building surveyor');
  await page.getByLabel('Summary').fill('Writes about what surveyors look for in lofts with spray foam.');
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 90, g: 120, b: 150 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Upload an image').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.locator('img.cover-image-preview').waitFor();
  await page.getByLabel('Alt text').fill('');
  await page.getByRole('button', { name: 'Add author' }).click();
  await page.getByText('alt text is required').waitFor();
  await page.getByLabel('Alt text').fill(`Portrait of ${authorName}`);
  await page.getByRole('button', { name: 'Add author' }).click();
  await page.waitForURL(new RegExp(`/admin/authors/edit/${authorSlug}$`));

  response = await visitor.goto(`${site.server.url}/authors/${authorSlug}`);
  expect(response!.status()).toBe(200);
  await visitor.getByRole('heading', { level: 1, name: authorName }).waitFor();
  await visitor.getByRole('img', { name: `Portrait of ${authorName}` }).waitFor();
  await visitor.goto(`${site.server.url}/authors`);
  await visitor.getByRole('link', { name: authorName }).waitFor();
  expect(await sitemapPaths()).toContain(`/authors/${authorSlug}`);

  // Retire both, each after its confirmation: 404 at once, and out of the sitemap.
  await retire(page, 'author', authorName);
  await page.goto(`${site.server.url}/admin/partners/edit/${slug}`);
  await page.getByRole('button', { name: 'Retire partner' }).waitFor();
  await retire(page, 'partner', partnerName);
  for (const path of [`/partners/${slug}`, `/authors/${authorSlug}`]) {
    response = await visitor.goto(`${site.server.url}${path}`);
    expect(response!.status()).toBe(404);
    await visitor.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await visitor.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
  }
  const paths = await sitemapPaths();
  expect(paths).not.toContain(`/partners/${slug}`);
  expect(paths).not.toContain(`/authors/${authorSlug}`);
  // Kept for the record in the admin list.
  await page.goto(`${site.server.url}/admin/partners`);
  await page.getByRole('link', { name: partnerName }).waitFor();
  expect(errors).toEqual([]);
  expect(visitorErrors.filter((error) => !/404/.test(error))).toEqual([]);
});

it('keeps the profile form usable on a 390 px phone', async () => {
  const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInAsAdmin(page, site.server.url, '/admin/authors/create');
  for (const label of ['Name', 'Job title or role', 'Summary', 'Description (Markdown)']) {
    const box = await page.getByLabel(label, { exact: true }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  await page.getByRole('button', { name: 'Add a qualification' }).click();
  const checked = await page.getByLabel('How qualification 1 was checked').boundingBox();
  expect(checked!.x + checked!.width).toBeLessThanOrEqual(390);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

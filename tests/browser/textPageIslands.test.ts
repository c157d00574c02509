import type { Page } from 'playwright-core';
import { adminDb, randomMobile } from '../support/api';
import { eventually } from '../support/wait';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/**
 * Text pages hydrate only their islands (docs/decisions/0021-text-pages-hydrate-islands.md): the whole-page
 * code never loads there, and yet the call-back form, the consent banner, lazy images and page views work.
 */
const site = startSiteAndBrowser({ env: { MIN_FILL_TIME_MS: '0' } });

/** The script files a page fetched (their names without the hash). */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  });
  return scripts;
}

it('runs a guide without the whole-page code: banner, page view, and the call-back form as an island', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  const scripts = scriptsOf(page);
  await page.goto(`${site.server.url}/dangers`);
  expect(await page.evaluate(() => window.__HYDRATION__)).toBe('islands');

  // First visit: the banner asks, and the page view carries the title the server rendered.
  const banner = page.getByRole('region', { name: 'Cookies on Spray Foam Removal UK' });
  await banner.waitFor();
  expect(
    await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<Record<string, unknown>> }).dataLayer.filter((e) => e.event === 'page_view'),
    ),
  ).toEqual([
    expect.objectContaining({
      event: 'page_view',
      page_path: '/dangers',
      page_title: expect.stringMatching(/^Spray Foam Insulation Dangers/),
    }),
  ]);
  await banner.getByRole('button', { name: 'Reject analytics cookies' }).click();
  await banner.waitFor({ state: 'detached' });

  // The call-back form beside the article, hydrated on its own: its labels, errors and submission work.
  const island = page.locator('[data-island="callback-form"]');
  await page.waitForSelector('body.hydrated');
  const name = island.getByLabel('Your name');
  expect(await name.getAttribute('id')).toBe('callback-form-your-name');
  await name.fill('Island Tester');
  const phone = randomMobile();
  await island.getByLabel('Phone number').fill(phone);
  await island.getByRole('button', { name: 'Call me back' }).click();
  const termsError = island.locator('.field-error');
  await termsError.waitFor();
  // The error is wired to its control by an id that exists in the page.
  const describedBy = await island.locator('[aria-invalid="true"]').first().getAttribute('aria-describedby');
  expect(await page.locator(`#${describedBy}`).count()).toBe(1);
  await island.getByRole('checkbox').check();
  await island.getByRole('button', { name: 'Call me back' }).click();
  const thanks = island.getByText(/Your reference is/);
  await thanks.waitFor();
  // What happens next: who calls, on which number, when (the time chosen; "Any time" is the default).
  expect(await thanks.textContent()).toMatch(new RegExp(`an adviser will call you on ${phone}, at any time of day, as you chose\\.`));
  const reference = (await island.locator('strong').last().innerText()).trim();
  await eventually(
    async () => !(await adminDb(site.server).collection('quickCallbacks').where('reference', '==', reference).get()).empty,
    'the call-back to be stored',
  );

  // "Cookie settings" in the footer reopens the banner without the page being hydrated.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('region', { name: 'Cookies on Spray Foam Removal UK' }).getByText('You have rejected analytics cookies').waitFor();

  expect(scripts.some((name) => name.startsWith('hydrateApp'))).toBe(false);
  expect(errors).toEqual([]);
});

it('loads a text page’s lazy images as they come near, and follows its links with a page load', async () => {
  const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors = collectPageErrors(page);
  const scripts = scriptsOf(page);
  await page.goto(`${site.server.url}/blog`);
  const last = page.locator('img[data-lazy]').last();
  expect(await last.getAttribute('data-lazy')).toBe('waiting');
  await last.scrollIntoViewIfNeeded();
  await eventually(
    () => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.dataset.lazy === 'loaded'),
    'the last card image to load',
  );
  expect(await last.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/(images|media)\//);

  await page.locator('.post-list a').first().click();
  await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
  expect(await page.evaluate(() => window.__HYDRATION__)).toBe('islands');
  expect(scripts.some((name) => name.startsWith('hydrateApp'))).toBe(false);
  expect(errors).toEqual([]);
});

it('hydrates a form page whole', async () => {
  const page = await site.browser.newPage();
  const scripts = scriptsOf(page);
  await page.goto(`${site.server.url}/calculator`);
  expect(await page.evaluate(() => window.__HYDRATION__)).toBe('full');
  await page.waitForSelector('body.hydrated');
  expect(scripts.some((name) => name.startsWith('hydrateApp'))).toBe(true);
});

/** Holds the responses for scripts whose names match until `release` is called. */
async function holdScripts(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

it('hydrates a form page without Apollo Client, keeps what was typed before hydration, and loads the client to send', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  const scripts = scriptsOf(page);
  const release = await holdScripts(page, /\/assets\/hydrateApp-[\w-]+\.js$/);
  await page.goto(`${site.server.url}/contact`, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => window.__HYDRATION__)).toBe('full');

  // Typed into the server's form while its code is still on the way.
  await page.getByLabel('Your name').fill('Early Typist');
  await page.getByLabel('What is it about?').selectOption({ index: 1 });
  release();
  await page.waitForSelector('body.hydrated');
  expect(scripts.some((name) => name.startsWith('apolloClient'))).toBe(false);

  // Sent with the rest missing: the typed name and subject count, and stay on screen.
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Some answers need your attention').waitFor();
  expect(await page.getByLabel('Your name').inputValue()).toBe('Early Typist');
  expect(await page.getByLabel('Your name').getAttribute('aria-invalid')).toBeNull();
  expect(await page.getByLabel('What is it about?').getAttribute('aria-invalid')).toBeNull();
  expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

  await page.getByLabel('Email').fill('early.typist@example.com');
  await page.getByLabel('Your message').fill('Does a survey need the foam removed first, or can it wait?');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Send message' }).click();
  const reference = (
    await page
      .getByText(/Your reference is/)
      .locator('strong')
      .innerText()
  ).trim();
  await eventually(
    async () => !(await adminDb(site.server).collection('contactInquiries').where('reference', '==', reference).get()).empty,
    'the message to be stored',
  );
  const stored = (await adminDb(site.server).collection('contactInquiries').where('reference', '==', reference).get()).docs[0].data();
  expect(stored.name).toBe('Early Typist');
  expect(scripts.some((name) => name.startsWith('apolloClient'))).toBe(true);
  expect(errors).toEqual([]);
});

it('runs the guest-post page as text with its form as an island, keeping what was typed before the island hydrated', async () => {
  const page = await site.browser.newPage();
  const errors = collectPageErrors(page);
  const scripts = scriptsOf(page);
  const release = await holdScripts(page, /\/assets\/GuestPostForm-[\w-]+\.js$/);
  await page.goto(`${site.server.url}/guest-post`);
  expect(await page.evaluate(() => window.__HYDRATION__)).toBe('islands');
  const island = page.locator('[data-island="guest-post-form"]');
  await island.getByLabel('Title').fill('Selling a house with spray foam');
  release();
  await page.waitForSelector('body.hydrated');

  await island.getByRole('button', { name: 'Send my article for review' }).click();
  await island.getByText('Some answers need your attention').waitFor();
  expect(await island.getByLabel('Title').inputValue()).toBe('Selling a house with spray foam');
  expect(await island.getByLabel('Title').getAttribute('aria-invalid')).toBeNull();
  expect(await island.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
  expect(scripts.some((name) => name.startsWith('hydrateApp'))).toBe(false);
  expect(errors).toEqual([]);
});

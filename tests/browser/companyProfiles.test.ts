import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '../support/serverProcess';
import { collectPageErrors, launchBrowser } from './browser';

/** Public company profiles on a phone and a laptop (docs/decisions/0045-public-company-profiles.md). */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };

it('on a 390 px phone, a company card on a location page links to the company’s profile, which shows its checks', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/locations/london`);
  const card = page.locator('.company-list li', { hasText: 'LoftClear Removals Ltd' });
  await card.getByRole('link', { name: 'LoftClear Removals Ltd', exact: true }).click();
  await page.waitForURL(/\/companies\/loftclear-removals$/);

  await page.getByRole('heading', { level: 1, name: /LoftClear Removals Ltd/ }).waitFor();
  const checks = page.getByTestId('company-checks');
  await checks.getByRole('heading', { name: 'What we checked' }).waitFor();
  const checkText = await checks.innerText();
  expect(checkText).toMatch(/Public liability insurance of £5,000,000 per claim, valid until \d{1,2} \w+ \d{4}/);
  expect(checkText).toMatch(/Waste carrier registration CBDU100001 \(upper tier\), valid until \d{1,2} \w+ \d{4}/);
  expect(await page.getByTestId('company-certification').innerText()).toMatch(/^Certified by us until \d{1,2} \w+ \d{4}\./);
  expect(await page.getByRole('region', { name: 'Where it works' }).innerText()).toContain('South East');
  await page.getByRole('link', { name: 'Request a quote from LoftClear Removals Ltd' }).waitFor();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(errors).toEqual([]);
});

it('on a laptop, the profile keeps a readable width, and an unlisted company answers the 404 page', async () => {
  const page = await browser.newPage({ viewport: LAPTOP });
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/companies/northern-foam-solutions`);
  await page.getByRole('heading', { level: 1, name: /Northern Foam Solutions/ }).waitFor();
  expect(await page.getByTestId('company-certification').innerText()).toContain('Not certified by us.');
  const main = (await page.locator('main').boundingBox())!;
  expect(main.width).toBeLessThanOrEqual(760);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);
  expect(errors).toEqual([]);

  // The demo's Celtic Insulation Recovery has no checked insurance or registration: it is not listed.
  const response = await page.goto(`${server.url}/companies/celtic-insulation-recovery`);
  expect(response!.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
});

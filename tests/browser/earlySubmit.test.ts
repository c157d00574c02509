import type { Page } from 'playwright-core';
import { adminDb, uniqueEmail } from '../support/api';
import { collectPageErrors, startSiteAndBrowser } from './browser';

/**
 * A form sent before the page's code has run (server/platform/pages/earlySubmits.ts): held, then sent by the
 * form's own code once it has hydrated, with what was typed; a form meant to work without JavaScript is left
 * to the browser.
 */
const site = startSiteAndBrowser();

const PHONE = { width: 390, height: 844 };

/** Holds the page's scripts until `release` is called: the server's HTML is all there is meanwhile. */
async function withScriptsHeld(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Every address the page's main frame was at. */
function addressesOf(page: Page) {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
  return addresses;
}

it('holds an application sent before the page has run, and sends it with what was typed once the form has hydrated', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  const errors = collectPageErrors(page);
  const addresses = addressesOf(page);
  const release = await withScriptsHeld(page);
  const email = uniqueEmail('early.applicant');
  await page.goto(`${site.server.url}/apply`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Company name').fill('Early Click Removals Ltd');
  await page.getByLabel('Companies House number').fill('NC123456');
  await page.getByLabel('Years trading').fill('4');
  await page.getByLabel('Public liability cover (£)').fill('2,000,000');
  await page.getByLabel('Contact name').fill('Eli Early');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('07700 900456');
  await page.getByRole('checkbox', { name: 'Wales' }).check();
  await page.getByRole('checkbox', { name: 'Loft and roof foam removal' }).check();
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  // Held: nothing is sent yet, and the details stay in the form, not in the address.
  expect(page.url()).toBe(`${site.server.url}/apply`);
  expect(await page.getByLabel('Email').inputValue()).toBe(email);

  release();
  await page.getByText('Thank you: your application is with us.').waitFor();
  const stored = await adminDb(site.info).collection('applications').where('email', '==', email).get();
  expect(stored.docs.map((doc) => [doc.get('companyName'), doc.get('contactName'), doc.get('phone')])).toEqual([
    ['Early Click Removals Ltd', 'Eli Early', '07700900456'],
  ]);
  expect(addresses.filter((address) => address.includes('?'))).toEqual([]);
  expect(errors).toEqual([]);
});

it('leaves a form that works without JavaScript to the browser before the page has run', async () => {
  const page = await site.browser.newPage({ viewport: PHONE });
  await withScriptsHeld(page);
  await page.goto(`${site.server.url}/`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Loft floor area in m² (optional)').fill('45');
  await page.getByRole('button', { name: 'See the estimate' }).click();
  await page.waitForURL(/\/calculator\?type=semi&area=45$/, { waitUntil: 'commit' });
});

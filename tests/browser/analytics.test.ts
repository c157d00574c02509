import type { Page } from 'playwright-core';
import { adminApp } from '../support/api';
import { getFirestore } from 'firebase-admin/firestore';
import { eventually } from '../support/wait';
import { startSiteAndBrowser } from './browser';

const GTM_ID = 'GTM-TEST123';
const site = startSiteAndBrowser({ env: { PUBLIC_GTM_ID: GTM_ID } });

function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

/** Google's servers are not reached from tests: gtm.js is answered here, and each request counted. */
async function fakeTagManager(page: Page) {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtmLoaded = true;' });
  });
  return requests;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

describe('analytics with consent, in a real browser under the site’s CSP', () => {
  it('asks first, loads the tag manager only after Accept, and records page views and phone clicks', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const gtmRequests = await fakeTagManager(page);

    await page.goto(`${site.server.url}/dangers`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    const banner = page.getByRole('region', { name: 'Cookies on Spray Foam Removal UK' });
    await banner.waitFor();
    const before = await dataLayer(page);
    expect(before[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(before).toContainEqual({ event: 'page_view', page_path: '/dangers', page_title: expect.stringMatching(/dangers/i) });
    expect(await page.locator('#gtm-script').count()).toBe(0);
    expect(gtmRequests).toEqual([]);

    await banner.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await page.waitForFunction(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded === true);
    expect(gtmRequests).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    expect(await dataLayer(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);

    // A client-side navigation to a page that loads its data: page_view carries that page's own title.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mortgages' }).click();
    await page.waitForURL(/\/mortgage-impact$/);
    await page.waitForFunction(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).some(
        (entry) => (entry as { page_path?: string }).page_path === '/mortgage-impact',
      ),
    );
    const mortgageView = (await dataLayer(page)).find((entry) => (entry as { page_path?: string }).page_path === '/mortgage-impact');
    expect(mortgageView).toEqual({ event: 'page_view', page_path: '/mortgage-impact', page_title: await page.title() });

    // The phone number in the header: a beacon records the click.
    await page.evaluate(() => document.querySelector('a.phone-link')!.addEventListener('click', (event) => event.preventDefault()));
    await page.locator('.header-actions a.phone-link').click();
    const db = getFirestore(adminApp({ url: site.server.url, firestore: site.server.firestore, auth: site.server.auth }));
    await eventually(
      async () => (await db.collection('phoneClicks').where('pagePath', '==', '/mortgage-impact').get()).size === 1,
      'the phone click',
    );

    // The next visit remembers the answer: no banner, and the tag manager loads when the browser is idle.
    await page.reload();
    await page.waitForFunction(() => (window as { __gtmLoaded?: boolean }).__gtmLoaded === true);
    expect(await banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after Reject, the tag manager is never requested', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const gtmRequests = await fakeTagManager(page);
    await page.goto(`${site.server.url}/`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
    await page.reload();
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.waitForTimeout(2500); // past the 2 s idle timeout after which an accepted tag manager would load
    expect(gtmRequests).toEqual([]);
    expect(await page.getByRole('region', { name: 'Cookies on Spray Foam Removal UK' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

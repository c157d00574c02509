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

  /*
   * The CSP allows no script by the tag manager's origin ('strict-dynamic', docs/decisions/0054-strict-dynamic-csp.md):
   * gtm.js runs because the site's own code adds it after consent, and what it loads in turn runs too. A
   * `<script src>` of the same origin in the page's markup (stored text that got past the sanitiser) is
   * parser-inserted: the browser refuses it. To put one in the markup, the real page is fetched from the
   * server and answered with the tag added and the server's own headers, its CSP among them.
   */
  it('runs the tag manager the site adds after consent, and what it loads; refuses one written into the markup', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.addInitScript(() => {
      const violations: Array<{ blocked: string; directive: string }> = [];
      (window as { __cspViolations?: typeof violations }).__cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push({ blocked: event.blockedURI, directive: event.effectiveDirective }),
      );
    });
    const requests: string[] = [];
    await page.route('https://www.googletagmanager.com/**', (route) => {
      const url = new URL(route.request().url());
      requests.push(url.href);
      // gtm.js records its container and adds the script a container's tag would (as gtm.js does for gtag.js).
      const body =
        url.pathname === '/gtm.js'
          ? `window.__gtmRan = (window.__gtmRan || []).concat(${JSON.stringify(url.searchParams.get('id'))});
             const next = document.createElement('script');
             next.src = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';
             document.head.appendChild(next);`
          : 'window.__gtagRan = true;';
      return route.fulfill({ contentType: 'application/javascript', body });
    });
    const injected = 'https://www.googletagmanager.com/gtm.js?id=GTM-EVIL1';
    await page.route(`${site.server.url}/dangers?injected=1`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      expect(headers['content-security-policy']).toContain("'strict-dynamic'");
      const html = (await response.text()).replace('</body>', `<script src="${injected}"></script></body>`);
      return route.fulfill({ status: response.status(), headers, body: html });
    });

    await page.goto(`${site.server.url}/dangers?injected=1`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    expect(await page.locator(`script[src="${injected}"]`).count()).toBe(1);
    const violations = () => page.evaluate(() => (window as { __cspViolations?: unknown[] }).__cspViolations ?? []);
    await eventually(async () => (await violations()).length > 0, 'the report of the refused script');
    expect(await violations()).toEqual([{ blocked: injected, directive: 'script-src-elem' }]);
    expect(requests).toEqual([]);

    // The consent banner is a lazy chunk (a dynamic import of the trusted entry): it loads.
    await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
    await page.waitForFunction(() => (window as { __gtagRan?: boolean }).__gtagRan === true);
    expect(await page.evaluate(() => (window as { __gtmRan?: string[] }).__gtmRan)).toEqual([GTM_ID]);
    expect(await page.locator('#gtm-script').getAttribute('src')).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`);
    expect(requests).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`,
      'https://www.googletagmanager.com/gtag/js?id=G-TEST',
    ]);
    expect(await violations()).toEqual([{ blocked: injected, directive: 'script-src-elem' }]);
    // The one console error is the browser's report of the refused script.
    expect(errors).toEqual([expect.stringContaining(injected)]);
    await context.close();
  });
});

import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { ServerInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright gives every launch a fresh, empty profile of its own. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Uncaught errors and console errors of a page, to assert that a journey ran clean. */
export function collectPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

type ServerOptions = Parameters<typeof startServer>[0];

/**
 * A server and a browser for a test file's tests: started before them, stopped after (options as `startServer`'s;
 * a function when they depend on something a `beforeAll` declared earlier starts, such as a fake upstream's URL).
 * `info` points the support helpers (createCompany, adminDb, ...) at this server.
 */
export function startSiteAndBrowser(options?: ServerOptions | (() => ServerOptions)): {
  server: RunningServer;
  browser: Browser;
  info: ServerInfo;
} {
  const site = {} as { server: RunningServer; browser: Browser; info: ServerInfo };
  beforeAll(async () => {
    site.browser = await launchBrowser();
    site.server = await startServer(typeof options === 'function' ? options() : options);
    site.info = { url: site.server.url, firestore: site.server.firestore, auth: site.server.auth };
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

/** Waits for the page's navigation marker: its code has run and hydrated what the server rendered (docs/requirements/routes-and-screens.md#navigation-markers). */
export const hydrated = (page: Page) => page.waitForFunction(() => document.body.classList.contains('hydrated'));

export const DEMO_ADMIN = { email: 'admin@demo.sprayfoamremoval.uk', password: 'DemoAdmin2026!' };

/** Fills the sign-in form the page shows and sends it; waits for nothing, for tests that assert what follows. */
export async function submitSignIn(page: Page, credentials: { email: string; password: string }, sendWith: 'click' | 'Enter' = 'click') {
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  if (sendWith === 'Enter') await page.getByLabel('Password').press('Enter');
  else await page.getByRole('button', { name: 'Sign in' }).click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Opens an admin path signed out, signs in on the login page it is sent to, and waits to be back at that path.
 * `sendWith: 'Enter'` leaves the mouse where it was (a click would hover whatever the next page shows there).
 */
export async function signInAsAdmin(
  page: Page,
  baseUrl: string,
  path: string,
  {
    credentials = DEMO_ADMIN,
    sendWith = 'click',
  }: { credentials?: { email: string; password: string }; sendWith?: 'click' | 'Enter' } = {},
) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/admin\/login$/);
  await submitSignIn(page, credentials, sendWith);
  await page.waitForURL(new RegExp(`${escapeRegExp(path)}$`));
}

/** Signs a company user in at /company/login and waits for the available leads they land on. */
export async function signInAsCompany(page: Page, baseUrl: string, credentials: { email: string; password: string }) {
  await page.goto(`${baseUrl}/company/login`);
  await submitSignIn(page, credentials);
  await page.waitForURL(/\/company\/available-leads/);
  // The URL changes before the lazily loaded company area has rendered; wait for it, as a user would.
  await page.locator('.company-bar').waitFor();
}

/** Follows a link of the company area's bar; on a phone it opens the bar's Menu first (CompanyShell). */
export async function openCompanyPage(page: Page, name: string) {
  const bar = page.locator('.company-bar');
  await bar.waitFor();
  const menu = bar.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await page.getByRole('navigation', { name: 'Company area' }).getByRole('link', { name }).click();
}

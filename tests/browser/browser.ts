import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
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

/** A server and a browser for a test file's tests: started before them, stopped after (options as `startServer`'s). */
export function startSiteAndBrowser(options?: Parameters<typeof startServer>[0]): { server: RunningServer; browser: Browser } {
  const site = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    site.browser = await launchBrowser();
    site.server = await startServer(options);
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}

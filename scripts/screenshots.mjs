// `npm run screenshots`: photographs the pages a homeowner sees first — home, a guide, the calculator and the
// quote form — on a phone (390 px) and a laptop (1366 px), from the local production build on Debian
// Chromium, into docs/screenshots/ (docs/requirements/seo.md#screenshots). Rerun it after a design change.
//
// CHROMIUM_PATH overrides /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startProductionServer } from './lib/productionServer.mjs';

const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/mortgage-impact' },
  { name: 'calculator', path: '/calculator' },
  { name: 'quote-form', path: '/contact/enhanced-quote' },
];
const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 1366, height: 900, mobile: false },
];

const server = startProductionServer({ name: 'screenshots' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const baseUrl = await server.ready;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
    });
    const page = await context.newPage();
    for (const { name, path: pagePath } of PAGES) {
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      // Hydrated (entry-client adds the class), so the picture shows the page as it works, not only as sent.
      await page.waitForSelector('body.hydrated', { timeout: 30_000 });
      // The consent banner is answered, as a returning visitor would have.
      const decline = page.getByRole('button', { name: /reject|decline|only necessary/i });
      if (await decline.count()) await decline.first().click();
      const file = path.join(OUT_DIR, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${path.relative(ROOT, file)}  ${pagePath} at ${viewport.width} px`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

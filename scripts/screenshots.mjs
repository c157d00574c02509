// `npm run screenshots`: photographs the pages a homeowner sees first — home, a guide, the calculator and the
// quote form — then a request page with quotes and its job record and that job's removal record (made by the
// marketplace fixture), and the signed-in screens staff and companies use most — the admin leads table, a lead's
// details, the admin dashboard and outbox, a company's leads and certification request — on a phone (390 px) and a laptop (1366 px), from the
// local production build on Debian Chromium, into docs/screenshots/ (docs/requirements/seo.md#screenshots).
// Rerun it after a design change. `node scripts/screenshots.mjs public` or `… signed-in` takes one set only.
//
// CHROMIUM_PATH overrides /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, startProductionServer } from './lib/productionServer.mjs';
import { FIXTURE_FORM_TOKEN_SECRET, quotedAndRecordedJob } from './lib/marketplaceFixture.mjs';

const OUT_DIR = path.join(ROOT, 'docs/screenshots');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'guide', path: '/mortgage-impact' },
  { name: 'calculator', path: '/calculator' },
  { name: 'quote-form', path: '/contact/enhanced-quote' },
];
/** Signed in as the demo admin or the demo company (README.md, quick start); `open` shows a window first. */
const SIGNED_IN_PAGES = [
  { name: 'admin-leads', path: '/admin/leads', as: 'admin', ready: 'tbody tr' },
  {
    name: 'admin-lead-details',
    path: '/admin/leads',
    as: 'admin',
    ready: 'tbody tr',
    open: async (page) => {
      await page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Details of/ })
        .click();
      await page.getByRole('dialog').getByRole('heading', { name: 'Homeowner' }).waitFor();
    },
  },
  { name: 'admin-dashboard', path: '/admin/dashboard', as: 'admin', ready: 'figure.chart' },
  { name: 'admin-outbox', path: '/admin/outbox', as: 'admin', ready: 'tbody tr' },
  { name: 'company-leads', path: '/company/available-leads', as: 'company', ready: 'main h1' },
  { name: 'certification-request', path: '/certificate-request', as: 'company', ready: 'main h1' },
];
const SIGN_INS = {
  admin: { login: '/admin/login', email: 'admin@demo.sprayfoamremoval.uk', password: 'DemoAdmin2026!' },
  company: { login: '/company/login', email: 'company@demo.sprayfoamremoval.uk', password: 'DemoCompany2026!' },
};
const only = process.argv[2];
const VIEWPORTS = [
  { width: 390, height: 844, mobile: true },
  { width: 1366, height: 900, mobile: false },
];

const server = startProductionServer({ name: 'screenshots', env: { FORM_TOKEN_SECRET: FIXTURE_FORM_TOKEN_SECRET } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const started = await server.info;
  const baseUrl = started.url;
  if (only !== 'signed-in') {
    const job = await quotedAndRecordedJob(started);
    PAGES.push({ name: 'request-page', path: job.requestPagePath }, { name: 'removal-record', path: `/verify-removal/${job.number}` });
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      isMobile: viewport.mobile,
      hasTouch: viewport.mobile,
    });
    const page = await context.newPage();
    for (const { name, path: pagePath } of only === 'signed-in' ? [] : PAGES) {
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      // Hydrated (entry-client adds the class), so the picture shows the page as it works, not only as sent.
      await page.waitForSelector('body.hydrated', { timeout: 30_000 });
      // The consent banner is answered, as a returning visitor would have.
      const decline = page.getByRole('button', { name: /reject|decline|only necessary/i });
      if (await decline.count()) await decline.first().click();
      const file = path.join(OUT_DIR, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${path.relative(ROOT, file)}  ${pagePath.split('?')[0]} at ${viewport.width} px`);
    }
    await context.close();
    if (only === 'public') continue;
    for (const who of ['admin', 'company']) {
      const signedIn = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
      });
      const staff = await signedIn.newPage();
      const account = SIGN_INS[who];
      await staff.goto(`${baseUrl}${account.login}`, { waitUntil: 'networkidle' });
      await staff.getByLabel('Email').fill(account.email);
      await staff.getByLabel('Password').fill(account.password);
      await staff.getByRole('button', { name: 'Sign in' }).click();
      await staff.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });
      for (const shot of SIGNED_IN_PAGES.filter((entry) => entry.as === who)) {
        await staff.goto(`${baseUrl}${shot.path}`, { waitUntil: 'networkidle' });
        await staff.locator(shot.ready).first().waitFor({ timeout: 30_000 });
        await shot.open?.(staff);
        const file = path.join(OUT_DIR, `${shot.name}-${viewport.width}.png`);
        await staff.screenshot({ path: file, fullPage: !shot.open });
        console.log(`${path.relative(ROOT, file)}  ${shot.path} at ${viewport.width} px, as the demo ${who}`);
      }
      await signedIn.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCompany, createLead } from '../support/marketplace';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser } from './browser';

/**
 * The company area on a phone (issue 42): its bar folds behind a Menu disclosure and the lead filters into a drawer,
 * so the first available lead is on the first screen; on a laptop both stay open.
 */
const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(() => {
  // The support helpers (createLead) work on this server.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-phone-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

describe('the company area at 390 px', () => {
  it('shows the first available lead on the first screen, with a Menu that works by keyboard and a filter drawer', async () => {
    const company = await createCompany({ regions: ['London'] });
    await createLead({ region: 'London' });
    await createLead({ region: 'London' });
    const viewport = { width: 390, height: 844 };
    const context = await site.browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });

    const firstCard = page.locator('li.lead-card').first();
    await firstCard.waitFor();
    const box = (await firstCard.boundingBox())!;
    expect(box.y).toBeLessThan(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The filters fold into a drawer, closed at first, that says how many are set.
    const filters = page.getByRole('button', { name: /^Filters/ });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Urgency').isVisible()).toBe(false);
    await filters.click();
    expect(await filters.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Urgency').selectOption({ index: 1 });
    await page.waitForURL(/[?&]urgency=/);
    await page.getByRole('button', { name: 'Filters (1 active)' }).waitFor();

    // The bar's pages sit behind Menu: a disclosure button, opened and closed with the keyboard.
    const bar = page.locator('.company-bar');
    const menu = bar.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Company area' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await bar.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(false);
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'My leads' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe('Company area');
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    // Space opens it again; following a link closes it.
    await page.keyboard.press(' ');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'My leads' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/company\/my-leads$/);
    await page.getByRole('heading', { name: 'My leads', level: 1 }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // On a laptop the bar and the filters are open, with no toggles.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${site.server.url}/company/available-leads`);
    await page.locator('li.lead-card').first().waitFor();
    expect(await nav.isVisible()).toBe(true);
    expect(await menu.isVisible()).toBe(false);
    expect(await page.getByLabel('Urgency').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { createCompany } from '../support/marketplace';
import { londonTodayClearOfMidnight } from '../support/londonDay';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser, openCompanyPage } from './browser';

/** The lead preferences screen (docs/decisions/0051-lead-preferences.md) on a phone and a laptop. */

const site = startSiteAndBrowser();

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('lead preferences', () => {
  it('an owner sets them at 390 px: a wrong district is shown with what was typed kept, then they are saved and followed', async () => {
    const today = await londonTodayClearOfMidnight(60_000);
    const company = await createCompany({ regions: ['London'] }, site.info);
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await openCompanyPage(page, 'Lead preferences');
    await page.waitForURL(/\/company\/lead-preferences$/);
    await page.getByRole('heading', { name: 'Lead preferences', level: 1 }).waitFor();
    await page.getByText('£0 spent since Monday').waitFor();

    const districts = page.getByLabel('Postcode districts');
    await districts.fill('sw1a, zz9');
    await page.getByRole('checkbox', { name: 'Flat' }).check();
    await page.getByLabel('Weekly spend cap (£, before VAT)').fill('250');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('We don’t recognise postcode area ZZ: check ZZ9').waitFor();
    expect(await districts.inputValue()).toBe('sw1a, zz9');
    expect(await page.getByRole('checkbox', { name: 'Flat' }).isChecked()).toBe(true);
    expect(await districts.getAttribute('aria-invalid')).toBe('true');

    await districts.fill('sw1a, SW1V');
    await page.getByLabel('Pause buying up to and including').fill(today);
    // Keyboard only: Enter in a field sends the form.
    await districts.press('Enter');
    await page.getByText(/^Saved\. Buying is paused until the end of/).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    // "This week" follows the saved cap without a reload.
    await page.getByRole('region', { name: 'This week' }).getByText('£0 of your £250 weekly cap spent since Monday').waitFor();

    await page.reload();
    await page.getByText('£0 of your £250 weekly cap spent since Monday').waitFor();
    expect(await page.getByLabel('Postcode districts').inputValue()).toBe('SW1A, SW1V');
    expect(await page.getByRole('checkbox', { name: 'Flat' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Pause buying up to and including').inputValue()).toBe(today);

    // The available leads say what the preferences hide and that buying is paused.
    await page.goto(`${site.server.url}/company/available-leads`);
    await page.getByText(/Your lead preferences pause buying until the end of/).waitFor();
    await page.getByText('Showing only the leads your lead preferences ask for: districts SW1A, SW1V; flat.').waitFor();
    await page.getByRole('button', { name: 'Show all leads in my regions' }).click();
    await page.waitForURL(/[?&]all=1/);
    await page.getByText('Showing every lead in your regions, also those your lead preferences leave out.').waitFor();

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${site.server.url}/company/lead-preferences`);
      await page.getByLabel('Postcode districts').waitFor();
      expect({ width, overflow: await horizontalOverflow(page) }).toEqual({ width, overflow: 0 });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

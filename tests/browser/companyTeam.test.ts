import type { Page } from 'playwright-core';
import { adminDb } from '../support/api';
import { createCompany } from '../support/marketplace';
import { eventually } from '../support/wait';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser, openCompanyPage } from './browser';

/** The company's team screen, the company area's own layout, and the available leads' filters in the address. */

const site = startSiteAndBrowser();

/** Wider than the window: something would scroll sideways. */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a company’s team', () => {
  it('an owner invites a colleague, makes them a buyer and later removes them, with a confirmation', async () => {
    const company = await createCompany({ regions: ['London'] }, site.info);
    const colleagueEmail = `browser.colleague.${Date.now()}@test.example`;
    const ownerContext = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const owner = await ownerContext.newPage();
    const errors = collectPageErrors(owner);
    await signInAsCompany(owner, site.server.url, { email: company.userEmail, password: company.password });

    // The company area wears its own header: no homeowners' "Get quotes".
    await owner.getByText('For removal companies').waitFor();
    expect(await owner.getByRole('link', { name: /Get (free )?quotes/ }).count()).toBe(0);
    await openCompanyPage(owner, 'Team');
    await owner.waitForURL(/\/company\/team$/);
    await owner.getByRole('heading', { name: 'Team', level: 1 }).waitFor();
    await owner.getByRole('listitem', { name: company.userEmail }).getByText('You').waitFor();

    await owner.getByLabel('Their e-mail').fill(colleagueEmail);
    await owner.getByLabel('Role', { exact: true }).selectOption('viewer');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText(`We e-mailed ${colleagueEmail} a link to choose a password`).waitFor();
    const member = owner.getByRole('listitem', { name: colleagueEmail });
    await member.getByText('Invited: has not signed in yet').waitFor();

    // The colleague chooses a password from the e-mailed link and is signed in as a viewer.
    const mail = await eventually(async () => {
      const sent = await adminDb(site.info).collection('mail').where('to', '==', colleagueEmail).get();
      return sent.docs.find((doc) => doc.get('template') === 'company_team_invitation');
    }, 'the invitation e-mail');
    const colleagueContext = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const colleague = await colleagueContext.newPage();
    await colleague.goto(mail.get('data.setPasswordUrl') as string);
    await colleague.getByLabel('New password', { exact: true }).fill('ColleaguePassword2026!');
    await colleague.getByLabel('Confirm password').fill('ColleaguePassword2026!');
    await colleague.getByRole('button', { name: /password/i }).click();
    await colleague.waitForURL(/\/company\/available-leads/);
    await colleague.locator('.company-bar').getByText('Viewer').waitFor();
    await colleague.goto(`${site.server.url}/company/team`);
    await colleague.getByText('Your role is viewer: only owners can manage the team.', { exact: false }).waitFor();
    expect(await colleague.getByRole('button', { name: 'Send invitation' }).count()).toBe(0);

    // The owner gives them the buyer role.
    await member.getByLabel(`Role of ${colleagueEmail}`).selectOption('buyer');
    await owner.getByText(`${colleagueEmail} is now buyer.`).waitFor();

    // Removing asks first; Cancel keeps them, confirming removes them.
    await member.getByRole('button', { name: `Remove ${colleagueEmail}` }).click();
    await owner
      .getByRole('alertdialog', { name: `Remove ${colleagueEmail}?` })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await member.getByRole('button', { name: `Remove ${colleagueEmail}` }).click();
    await owner
      .getByRole('alertdialog', { name: `Remove ${colleagueEmail}?` })
      .getByRole('button', { name: 'Yes, remove them' })
      .click();
    await owner.getByText(`${colleagueEmail} is removed`).waitFor();
    expect(await owner.getByRole('listitem', { name: colleagueEmail }).count()).toBe(0);

    // The colleague's next page load is refused and they are signed out.
    await colleague.goto(`${site.server.url}/company/my-leads`);
    await colleague.waitForURL(/\/company\/login/);
    expect(errors).toEqual([]);
    await colleagueContext.close();
    await ownerContext.close();
  });
});

describe('the company area', () => {
  it('keeps the available leads’ filters and sort in the address, through a reload and Back', async () => {
    const company = await createCompany({ regions: ['London', 'South East'] }, site.info);
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await page.getByRole('heading', { name: 'Available leads' }).waitFor();

    await page.getByLabel('Urgency').selectOption('asap');
    await page.waitForURL(/urgency=asap/);
    await page.getByLabel('Sort by').selectOption('PRICE');
    await page.waitForURL(/sort=price/);
    await page.reload();
    await page.getByRole('heading', { name: 'Available leads' }).waitFor();
    await eventually(async () => (await page.getByLabel('Sort by').inputValue()) === 'PRICE', 'the sort after a reload');
    expect(await page.getByLabel('Urgency').inputValue()).toBe('asap');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    await eventually(async () => (await page.getByLabel('Sort by').inputValue()) === 'NEWEST', 'the sort after Back');
    expect(await page.getByLabel('Urgency').inputValue()).toBe('asap');

    // The certification request, a public page, starts from the signed-in company's details; anyone else's is empty.
    await page.goto(`${site.server.url}/certificate-request`);
    await page.getByText(`We filled in ${company.name}’s details from your company account`).waitFor();
    expect(await page.getByLabel('Company name').inputValue()).toBe(company.name);
    expect(await page.getByLabel('Email').inputValue()).toBe(company.email);
    const anonymous = await (await site.browser.newContext()).newPage();
    await anonymous.goto(`${site.server.url}/certificate-request`);
    await anonymous.waitForFunction(() => document.body.classList.contains('hydrated'));
    expect(await anonymous.getByLabel('Company name').inputValue()).toBe('');
    await anonymous.context().close();
    await context.close();
  });

  it('fits a 390 px phone and a 1366 px screen: no sideways scrolling, nothing flush to the edge', async () => {
    const company = await createCompany({ regions: ['London'] }, site.info);
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    for (const path of ['/company/available-leads', '/company/team', '/company/profile', '/company/login']) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(`${site.server.url}${path}`);
        await page.locator('main h1').first().waitFor();
        expect({ path, width, overflow: await horizontalOverflow(page) }).toEqual({ path, width, overflow: 0 });
        const header = await page.locator('header.company-header').boundingBox();
        expect(header!.width).toBeLessThanOrEqual(width);
        const heading = await page.locator('main h1').first().boundingBox();
        expect(heading!.x).toBeGreaterThanOrEqual(12);
        expect(heading!.x + heading!.width).toBeLessThanOrEqual(width - 12);
      }
    }
    await context.close();
  });
});

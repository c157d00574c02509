import type { Page } from 'playwright-core';
import { createCompany } from '../support/marketplace';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser, openCompanyPage } from './browser';

/**
 * The company area's API keys screen (docs/integrations.md#api-keys) at a 390 px phone and a 1366 px screen: an
 * owner creates a key, copies its secret shown once, the key works against /graphql, and is refused there once
 * revoked through the confirmation dialog.
 */
const site = startSiteAndBrowser();

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A call with the key, as the owner's own system would make it. */
const callWithKey = (secret: string) =>
  fetch(`${site.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ marketplaceLeads(first: 1) { nodes { id } } }' }),
  });

describe('a company’s API keys', () => {
  it.each([390, 1366])('an owner creates, copies and revokes a key at %i px, each step fitting the screen', async (width) => {
    const company = await createCompany({ regions: ['London'] }, site.info);
    const context = await site.browser.newContext({ viewport: { width, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await openCompanyPage(page, 'API keys');
    await page.waitForURL(/\/company\/api-keys$/);
    await page.getByRole('heading', { name: 'API keys', level: 1 }).waitFor();
    await page.getByText('No API keys yet').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // A refusal keeps what was typed: no scope chosen.
    await page.getByLabel('Name', { exact: false }).first().fill('CRM sync');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Choose at least one thing the key may do').waitFor();
    expect(await page.getByLabel('Name', { exact: false }).first().inputValue()).toBe('CRM sync');

    await page.getByRole('checkbox', { name: 'Read available leads' }).check();
    await page.getByLabel('Expires').selectOption('90');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secretField = page.getByLabel('API key', { exact: true });
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^sfr_test_[A-Za-z0-9_-]{43}$/);
    await page.getByText('this is the only time it is shown', { exact: false }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    const field = await secretField.boundingBox();
    expect(field!.x + field!.width).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: 'Copy key' }).click();
    await page.getByText('Copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect((await callWithKey(secret)).status).toBe(200);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByLabel('API key', { exact: true }).count()).toBe(0);
    const item = page.getByRole('listitem', { name: 'CRM sync' });
    await item.getByText('Active').waitFor();
    await item.getByText('Read available leads').waitFor();
    await item.getByText(company.userEmail).waitFor();

    // Revoking asks first, in place and within the screen; Cancel keeps the key.
    await item.getByRole('button', { name: 'Revoke CRM sync' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke “CRM sync”?' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await callWithKey(secret)).status).toBe(200);

    await item.getByRole('button', { name: 'Revoke CRM sync' }).click();
    await dialog.getByRole('button', { name: 'Yes, revoke it' }).click();
    await page.getByText('“CRM sync” is revoked', { exact: false }).waitFor();
    await item.getByText('Revoked', { exact: true }).first().waitFor();
    expect(await item.getByRole('button', { name: 'Revoke CRM sync' }).count()).toBe(0);
    expect((await callWithKey(secret)).status).toBe(401);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

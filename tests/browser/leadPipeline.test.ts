import type { Page } from 'playwright-core';
import { adminDb, gql, idempotencyKey, SUBMIT, validRemovalRequest } from '../support/api';
import { addDays, londonTodayClearOfMidnight } from '../support/londonDay';
import { createCompany } from '../support/marketplace';
import { eventually } from '../support/wait';
import { collectPageErrors, hydrated, startSiteAndBrowser } from './browser';

/** A company works a bought lead through its pipeline (docs/decisions/0048-lead-pipeline.md), at 1366 px and on a 390 px phone. */
const site = startSiteAndBrowser();

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;

async function boughtLead(token: string) {
  const input = validRemovalRequest({ property: { postcode: 'SW1A 1AA' } });
  const submitted = await gql(SUBMIT, { input, key: idempotencyKey() }, { baseUrl: site.server.url });
  expect(submitted.body.errors).toBeUndefined();
  const requestId = submitted.body.data!.submitRemovalRequest.requestId as string;
  const leadId = (await adminDb(site.server).collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  const lead = (await adminDb(site.server).collection('leads').doc(leadId).get()).data()!;
  const { body } = await gql(BUY, { id: leadId }, { token, baseUrl: site.server.url });
  expect(body.errors).toBeUndefined();
  const confirmed = await fetch(`${site.server.url}/payments/local/${body.data!.buyLead.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  return { leadId, ref: lead.ref as string, pricePence: lead.pricePence as number };
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(pence % 100 ? 2 : 0)}`;

async function saveAndWait(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
}

it('a company moves a bought lead through contacted, quote sent and won, with an error that keeps its note, and sees its figures', async () => {
  const today = await londonTodayClearOfMidnight();
  const company = await createCompany({ regions: ['London'], name: 'Pipeline Removals Ltd' }, site.server);
  const lead = await boughtLead(company.token);

  const context = await site.browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/company/login`);
  await hydrated(page);
  await page.getByLabel('Email').fill(company.userEmail);
  await page.getByLabel('Password').fill(company.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/company\/(available-leads|my-leads)/);

  await page.goto(`${site.server.url}/company/my-leads`);
  await page.getByRole('heading', { name: 'My leads' }).waitFor();
  const filters = page.getByRole('navigation', { name: 'Filter by status' });
  await filters.getByRole('button', { name: 'All (1)' }).waitFor();
  await filters.getByRole('button', { name: 'New (1)' }).waitFor();
  const figures = page.getByRole('region', { name: 'Your figures by month' });
  const thisMonth = figures.locator('tbody tr').first();
  await expectRow(thisMonth, ['1', '0% (0)', '0% (0)', '—']);

  await page.getByRole('link', { name: new RegExp(lead.ref) }).click();
  await page.getByRole('heading', { name: 'Your pipeline' }).waitFor();
  await page.getByLabel('Status').selectOption({ label: 'Contacted' });
  await page.getByLabel('Add a note (optional)').fill('Spoke to the homeowner: survey on Tuesday morning');
  await page.getByLabel('Next action on').fill(addDays(today, -1));
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('alert').filter({ hasText: 'Choose today or a later day for the next action' }).first().waitFor();
  expect(await page.getByLabel('Add a note (optional)').inputValue()).toBe('Spoke to the homeowner: survey on Tuesday morning');
  expect(await page.getByLabel('Status').inputValue()).toBe('CONTACTED');

  await page.getByLabel('Next action on').fill(addDays(today, 2));
  await saveAndWait(page);
  expect(await page.getByLabel('Add a note (optional)').inputValue()).toBe('');
  const history = page.getByRole('list', { name: 'Pipeline history, newest first' });
  await history.getByText('Spoke to the homeowner: survey on Tuesday morning').waitFor();
  await history.getByText('Status: Contacted').waitFor();
  await history.getByText(company.userEmail).first().waitFor();

  await page.getByLabel('Status').selectOption({ label: 'Quote sent' });
  await saveAndWait(page);
  await history.getByText('Status: Quote sent').waitFor();
  await page.getByLabel('Status').selectOption({ label: 'Won' });
  await saveAndWait(page);
  await history.getByText('Status: Won').waitFor();
  await page.locator('.pipeline-summary').getByText('Won', { exact: true }).waitFor();
  // A won job keeps no next action: the day and its reminder went with the change.
  await page
    .locator('.pipeline-summary')
    .getByText(/Next action/)
    .waitFor({ state: 'detached' });
  expect(await page.getByLabel('Next action on').count()).toBe(0);

  await page.getByRole('link', { name: '← My leads' }).click();
  await page.getByRole('heading', { name: 'My leads' }).waitFor();
  // The filter works from the keyboard: Tab to "Won" and press Enter.
  const won = filters.getByRole('button', { name: 'Won (1)' });
  await won.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/status=won/);
  // The address changes before React re-renders the pressed state: wait for the render.
  await filters.locator('button[aria-pressed="true"]', { hasText: 'Won (1)' }).waitFor();
  await page.getByRole('link', { name: new RegExp(lead.ref) }).waitFor();
  await filters.getByRole('button', { name: 'New (0)' }).click();
  await page.getByText('No leads are at “New” now.').waitFor();
  await expectRow(thisMonth, ['1', '100% (1)', '100% (1)', pounds(lead.pricePence)]);
  expect(errors).toEqual([]);

  // On a 390 px phone the list, the filter and the figures fit the screen width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.server.url}/company/my-leads?status=won`);
  await page.getByRole('link', { name: new RegExp(lead.ref) }).waitFor();
  await thisMonth.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`${site.server.url}/company/lead/${lead.leadId}`);
  await page.getByRole('heading', { name: 'Your pipeline' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
  await context.close();
});

async function expectRow(row: ReturnType<Page['locator']>, cells: string[]) {
  await row.waitFor();
  let last: string[] = [];
  try {
    await eventually(
      async () => {
        last = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
        return JSON.stringify(last) === JSON.stringify(cells);
      },
      'the figures row',
      10_000,
    );
  } finally {
    expect(last).toEqual(cells);
  }
}

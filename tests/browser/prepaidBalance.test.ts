import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { formatPounds as pounds } from '../../common/calculator';
import { adminDb, createUser, gql, idempotencyKey, SUBMIT, validRemovalRequest } from '../support/api';
import { DISPUTES, RESOLVE, createCompany } from '../support/marketplace';
import { eventually } from '../support/wait';
import { collectPageErrors, hydrated, startSiteAndBrowser } from './browser';

/**
 * The prepaid balance as a company uses it on a 390 px phone (docs/decisions/0050-prepaid-balance.md): a £200 top-up
 * through the local checkout and its VAT invoice PDF, leads bought in one click each, one worked to "won" with the
 * figures updating, a dispute refunded to the balance and another to the card with a credit note.
 */
const site = startSiteAndBrowser();

async function newLead() {
  const input = validRemovalRequest({ property: { postcode: 'SW1A 1AA' } });
  const submitted = await gql(SUBMIT, { input, key: idempotencyKey() }, { baseUrl: site.server.url });
  expect(submitted.body.errors).toBeUndefined();
  const requestId = submitted.body.data!.submitRemovalRequest.requestId as string;
  const leadId = (await adminDb(site.server).collection('removalRequests').doc(requestId).get()).get('leadId') as string;
  const lead = (await adminDb(site.server).collection('leads').doc(leadId).get()).data()!;
  return { leadId, ref: lead.ref as string, pricePence: lead.pricePence as number };
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const fitsWidth = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

async function balanceShown(page: Page, pence: number) {
  await page.goto(`${site.server.url}/company/billing`);
  await page
    .getByTestId('balance')
    .filter({ hasText: exactly(pounds(pence)) })
    .waitFor();
}

async function buyInOneClick(page: Page, lead: { leadId: string; pricePence: number }) {
  await page.goto(`${site.server.url}/company/lead/${lead.leadId}`);
  await page.getByRole('button', { name: `Buy now for ${pounds(lead.pricePence)} from your balance` }).click();
  await page.getByRole('heading', { name: 'Contact details' }).waitFor();
}

async function dispute(page: Page, ref: string, refundTo: 'balance' | 'card') {
  await page.goto(`${site.server.url}/company/my-leads`);
  const card = page.locator('li.lead-card').filter({ hasText: ref });
  await card.getByRole('button', { name: 'Dispute this lead' }).click();
  const form = page.getByRole('form', { name: `Dispute lead ${ref}` });
  await form.getByLabel('What is wrong?').selectOption({ label: 'The phone number does not work' });
  await form.getByLabel('What did you find?').fill('The number says it is not in service.');
  await form.getByLabel(refundTo === 'balance' ? /to my prepaid balance/ : /to my card/).check();
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await card.getByText('Dispute open: we will e-mail you the outcome').waitFor();
}

async function acceptDispute(adminToken: string, leadId: string) {
  const open = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken, baseUrl: site.server.url });
  const id = open.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === leadId).id;
  const resolved = await gql(RESOLVE, { id, decision: 'ACCEPT', note: null }, { token: adminToken, baseUrl: site.server.url });
  expect(resolved.body.errors).toBeUndefined();
}

it('tops up £200, buys leads in one click, works one to won, and sees refunds to the balance and to the card', async () => {
  const company = await createCompany({ regions: ['London'], name: 'Balance Removals Ltd' }, site.server);
  const adminToken = (await createUser({ claims: { admin: true } }, site.server)).token;
  const [won, toBalance, toCard] = [await newLead(), await newLead(), await newLead()];
  const spent = won.pricePence + toBalance.pricePence + toCard.pricePence;
  expect(spent).toBeLessThanOrEqual(20_000);

  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.server.url}/company/login`);
  await hydrated(page);
  await page.getByLabel('Email').fill(company.userEmail);
  await page.getByLabel('Password').fill(company.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/company\/(available-leads|my-leads)/);

  // Without credit the lead page offers the top-up and the card.
  await page.goto(`${site.server.url}/company/lead/${won.leadId}`);
  await page.getByText('Your prepaid balance is £0.').waitFor();
  await page.getByRole('button', { name: /^Buy this lead: pay £/ }).waitFor();

  // Top up £200: the VAT is shown before paying, the checkout takes £240, the balance and ledger show £200.
  await page.goto(`${site.server.url}/company/billing`);
  await hydrated(page);
  await page.getByTestId('balance').filter({ hasText: /^£0$/ }).waitFor();
  const amount = page.getByLabel(/^Amount in pounds/);
  await amount.fill('20');
  await page.getByRole('button', { name: 'Top up' }).click();
  await page.getByRole('alert').filter({ hasText: 'The smallest top-up is £50' }).waitFor();
  expect(await amount.inputValue()).toBe('20');
  await page.getByRole('button', { name: '£200' }).click();
  await page.getByText('£200 of credit + £40 VAT = £240 to pay now.').waitFor();
  await fitsWidth(page);
  await page.getByRole('button', { name: 'Top up £200' }).click();
  await page.waitForURL(/\/payments\/local\//);
  await page.getByRole('button', { name: 'Pay £240 (test)' }).click();
  await page.waitForURL(/\/company\/billing\?topUp=paid/);
  await page.getByText('Paid: £200 is on your balance.').waitFor();
  await page
    .getByTestId('balance')
    .filter({ hasText: /^£200$/ })
    .waitFor();
  const ledger = page.getByRole('table', { name: /Balance ledger/ });
  await ledger.getByText('Top-up: Prepaid lead credit: £200').waitFor();
  await fitsWidth(page);

  // The top-up's VAT invoice, as PDF.
  const title = page.getByRole('heading', { name: /^Invoice INV-\d{6}$/ });
  await title.waitFor();
  const number = (await title.textContent())!.replace('Invoice ', '');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click(),
  ]);
  const pdf = await fs.promises.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Three leads in one click each; the balance follows.
  for (const lead of [won, toBalance, toCard]) await buyInOneClick(page, lead);
  await balanceShown(page, 20_000 - spent);
  await fitsWidth(page);

  // One lead through contacted, quote sent and won; the month's figures count it.
  await page.goto(`${site.server.url}/company/lead/${won.leadId}`);
  await page.getByRole('heading', { name: 'Your pipeline' }).waitFor();
  for (const status of ['Contacted', 'Quote sent', 'Won']) {
    await page.getByLabel('Status').selectOption({ label: status });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await page.getByRole('list', { name: 'Pipeline history, newest first' }).getByText(`Status: ${status}`).waitFor();
  }
  await page.goto(`${site.server.url}/company/my-leads`);
  const thisMonth = page.getByRole('region', { name: 'Your figures by month' }).locator('tbody tr').first();
  await eventually(
    async () => (await thisMonth.locator('td').allInnerTexts()).map((text) => text.trim())[0] === '3',
    'three leads this month',
    10_000,
  );
  expect((await thisMonth.locator('td').allInnerTexts()).map((text) => text.trim()).slice(0, 3)).toEqual(['3', '33% (1)', '33% (1)']);

  // A dispute refunded to the balance: the price is back, with a ledger entry and no credit note.
  await dispute(page, toBalance.ref, 'balance');
  await acceptDispute(adminToken, toBalance.leadId);
  await balanceShown(page, 20_000 - spent + toBalance.pricePence);
  await ledger.getByText(`Refund: Lead ${toBalance.ref}`, { exact: false }).waitFor();
  expect(await page.getByRole('heading', { name: /^Credit note CN-/ }).count()).toBe(0);

  // A dispute refunded to the card: the price with its VAT, and a credit note against the top-up's invoice.
  await dispute(page, toCard.ref, 'card');
  await acceptDispute(adminToken, toCard.leadId);
  await page.goto(`${site.server.url}/company/billing`);
  await page.getByRole('heading', { name: /^Credit note CN-\d{6}$/ }).waitFor();
  await page.getByText(`credits invoice ${number}`, { exact: false }).waitFor();
  const vat = Math.round(toCard.pricePence * 0.2);
  await page.getByText(`${pounds(toCard.pricePence + vat)} credited`).waitFor();
  await page
    .getByTestId('balance')
    .filter({ hasText: exactly(pounds(20_000 - spent + toBalance.pricePence)) })
    .waitFor();
  await fitsWidth(page);
  expect(errors).toEqual([]);
  await context.close();
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { formatPounds } from '../../common/calculator';
import { adminDb, gql, randomMobile, uniqueEmail } from '../support/api';
import { createCompany, createLead } from '../support/marketplace';
import { eventually } from '../support/wait';
import { collectPageErrors, signInAsCompany, startSiteAndBrowser } from './browser';

/**
 * Buttons that send e-mail or move money send once however fast they are pressed (issue 42): one guard in the client
 * (lib/useSubmitOnce.ts), and the vetting upload's e-mail also once on the server.
 */
const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(() => {
  // The support helpers (createLead, gql) work on this server.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-once-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

const db = () => adminDb(site.info);
const mailTo = async (to: string) => (await db().collection('mail').where('to', '==', to).get()).docs;
const phone = (width = 390) => site.browser.newContext({ viewport: { width, height: 844 } });

/** Two clicks on one button in the same task, before React can re-render it disabled, then a third as a person would. */
async function pressTwiceAtOnce(page: Page, name: string | RegExp) {
  const button = page.getByRole('button', { name });
  await button.waitFor();
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

async function topUp(token: string, pounds: number) {
  const { body } = await gql(`mutation TopUp($pounds: Int!) { startBalanceTopUp(pounds: $pounds) { paymentId } }`, { pounds }, { token });
  expect(body.errors).toBeUndefined();
  const res = await fetch(`${site.server.url}/payments/local/${body.data!.startBalanceTopUp.paymentId}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
}

describe('a send button pressed twice', () => {
  it('the homeowner’s "Send my request" stores one request and sends one confirmation', async () => {
    const context = await phone();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = uniqueEmail('twice');
    await page.goto(`${site.server.url}/contact/enhanced-quote`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page.getByLabel('Postcode').fill('NE1 4ST');
    await page.getByLabel('Property type').selectOption('semi');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Type of foam').selectOption('open');
    await page.getByLabel('How soon?').selectOption('asap');
    await page.getByLabel('Why do you want it removed?').selectOption('selling');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Full name').fill('Tessa Twice');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone').fill(randomMobile());
    await page.getByLabel(/I agree to the terms/).check();
    await pressTwiceAtOnce(page, 'Send my request');
    await page.waitForURL(/\/contact\/thank-you\?ref=SFR-\d{6}$/);
    await page.getByTestId('thank-you-estimate').waitFor();
    const requests = await db().collection('removalRequests').where('homeownerEmail', '==', email).get();
    expect(requests.size).toBe(1);
    const confirmations = (await mailTo(email)).filter((doc) => doc.get('template') === 'removal_request_confirmation');
    expect(confirmations).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a company’s vetting upload opens one vetting request and e-mails its link once, also when pressed again', async () => {
    const company = await createCompany({ regions: ['London'], vetting: null });
    const context = await phone();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await page.goto(`${site.server.url}/company/vetting`);
    await page.getByRole('heading', { name: 'Vetting', level: 1 }).waitFor();
    // The reason names the vetting page in words, not as a raw path.
    expect(await page.getByText('(/company/vetting)').count()).toBe(0);
    await pressTwiceAtOnce(page, 'Upload insurance and waste carrier evidence');
    await page.waitForURL(/\/certificate-upload\//);
    await page.getByRole('heading', { name: 'Upload your vetting documents', level: 1 }).waitFor();

    // Back, and pressed again a minute later: the same request, and no second e-mail with the same link.
    await page.goBack();
    await pressTwiceAtOnce(page, 'Upload insurance and waste carrier evidence');
    await page.waitForURL(/\/certificate-upload\//);
    const vettingRequests = await db().collection('certificationRequests').where('companyId', '==', company.id).get();
    expect(vettingRequests.docs.map((doc) => doc.get('purpose'))).toEqual(['vetting']);
    const links = (await mailTo(company.email)).filter((doc) => doc.get('template') === 'certification_request_received');
    expect(links).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('"Buy now" from the balance buys once, and says what it deducts; "Pay by card" starts one payment and comes back to the contact details', async () => {
    const company = await createCompany({ regions: ['London'] });
    await topUp(company.token, 200);
    const first = await createLead({ region: 'London' });
    const second = await createLead({ region: 'London' });
    const context = await phone();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });

    await page.goto(`${site.server.url}/company/lead/${first.leadId}`);
    const price = (await db().collection('leads').doc(first.leadId).get()).get('pricePence') as number;
    const label = `Buy now for ${formatPounds(price)} from your balance (${formatPounds(20_000)} → ${formatPounds(20_000 - price)})`;
    await pressTwiceAtOnce(page, label);
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    const { body } = await gql(
      `query { myBalance { balancePence } myBalanceEntries(first: 20) { nodes { kind leadId } } }`,
      {},
      {
        token: company.token,
      },
    );
    expect(body.data!.myBalance.balancePence).toBe(20_000 - price);
    const spends = body.data!.myBalanceEntries.nodes.filter((entry: { kind: string }) => entry.kind === 'LEAD_PURCHASE');
    expect(spends).toEqual([{ kind: 'LEAD_PURCHASE', leadId: first.leadId }]);

    // By card from the lead page: pressed twice, one checkout; paid, back on the lead page with the contact details.
    await page.goto(`${site.server.url}/company/lead/${second.leadId}`);
    await pressTwiceAtOnce(page, /^Pay £[\d.,]+ by card instead$/);
    await page.waitForURL(/\/payments\/local\//);
    await eventually(async () => {
      const payments = await db().collection('payments').where('companyId', '==', company.id).get();
      return payments.docs.filter((doc) => doc.get('leadId') === second.leadId).length === 1;
    }, 'one payment for the second lead');
    const payments = await db().collection('payments').where('companyId', '==', company.id).get();
    expect(payments.docs.filter((doc) => doc.get('leadId') === second.leadId)).toHaveLength(1);
    await page.getByRole('button', { name: /^Pay £.* \(test\)$/ }).click();
    await page.waitForURL(`${site.server.url}/company/lead/${second.leadId}`);
    await page.getByText(/^Payment of £[\d.,]+ received\./).waitFor();
    await page.getByRole('heading', { name: 'Contact details' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

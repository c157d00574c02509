import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminDb, gql } from '../support/api';
import { createCompany, createLead } from '../support/marketplace';
import { collectPageErrors, startSiteAndBrowser, openCompanyPage, signInAsCompany } from './browser';

const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(() => {
  // The support helpers (createCompany, createLead, gql) work on this server.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-billing-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

describe('the company’s billing screen', () => {
  it('at 390 px, lists the VAT invoice of a lead the company bought and downloads it as PDF', async () => {
    const company = await createCompany({ regions: ['London'] });
    const lead = await createLead({ region: 'London' });
    const { body } = await gql(
      `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`,
      { id: lead.leadId },
      { token: company.token },
    );
    expect(body.errors).toBeUndefined();
    const confirmed = await fetch(`${site.server.url}/payments/local/${body.data!.buyLead.paymentId}/confirm`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);

    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${site.server.url}/company/login`);
    await page.getByLabel('Email').fill(company.userEmail);
    await page.getByLabel('Password').fill(company.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/company\/available-leads$/);

    await openCompanyPage(page, 'Billing');
    await page.waitForURL(/\/company\/billing$/);
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    const title = page.getByRole('heading', { name: /^Invoice INV-\d{6}$/ });
    await title.waitFor();
    const number = (await title.textContent())!.replace('Invoice ', '');
    await page.getByText(`Lead ${lead.ref}`, { exact: false }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const file = await fs.promises.readFile((await download.path())!);
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('at 390 px, without a business address, says so before an amount is typed and links to the address field', async () => {
    const company = await createCompany({ regions: ['London'] });
    await adminDb(site.info).collection('companies').doc(company.id).update({ address: '', postcode: '' });
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await page.goto(`${site.server.url}/company/billing`);
    await page.getByText('To top up, first add your business address and postcode').waitFor();
    expect(await page.getByLabel(/^Amount in pounds/).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('link', { name: 'Add your business address' }).click();
    await page.waitForURL(/\/company\/profile#business-address$/);
    await page.getByLabel('Business address').fill('2 Quay Street, Leeds');
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    await page.goto(`${site.server.url}/company/billing`);
    await page.getByLabel(/^Amount in pounds/).waitFor();
    expect(await page.getByText('To top up, first add your business address and postcode').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

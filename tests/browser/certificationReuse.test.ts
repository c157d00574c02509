import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminDb, gql, signIn } from '../support/api';
import { DOCS, vetCompanyThroughReview } from '../support/certification';
import { createCompany, dayFromToday } from '../support/marketplace';
import { collectPageErrors, DEMO_ADMIN, signInAsCompany, startSiteAndBrowser } from './browser';

/**
 * Certification reuses the vetting documents an administrator accepted and that are in date (issue 42): a vetted
 * company's request asks only for the other three, on the form, in the e-mail and on the upload page.
 */
const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(() => {
  // The support helpers (vetCompanyThroughReview, gql) work on this server.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-reuse-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

const ASKED = ['Operative training certificates', 'Method statement', 'Risk assessment'];

describe('certification after vetting', () => {
  it('a vetted company’s certification request asks only for the documents it has not had accepted, and its success page links to the uploads', async () => {
    const company = await createCompany({ regions: ['London'], vetting: null });
    const adminToken = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, site.info);
    await vetCompanyThroughReview(company.token, adminToken, { insurance: dayFromToday(300), wasteCarrier: dayFromToday(900) });

    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInAsCompany(page, site.server.url, { email: company.userEmail, password: company.password });
    await page.goto(`${site.server.url}/certificate-request`);
    await page.waitForFunction(() => document.body.classList.contains('hydrated'));
    await page
      .getByTestId('documents-reused')
      .getByText(/We already accepted your Public liability insurance and Waste carrier registration for vetting/)
      .waitFor();
    expect(await page.getByTestId('documents-asked').getByRole('listitem').allTextContents()).toEqual(ASKED);
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Request certification' }).click();
    await page.getByRole('heading', { name: 'Certification request received' }).waitFor();

    // The e-mail lists the three; the upload page shows the two vetting documents accepted, the three to upload.
    const db = adminDb(site.info);
    const request = (await db.collection('certificationRequests').where('companyId', '==', company.id).get()).docs.find(
      (doc) => doc.get('purpose') === 'certification',
    )!;
    const mail = (await db.collection('mail').where('to', '==', company.email).get()).docs.find((doc) =>
      (doc.get('related') as string[]).includes(`certificationRequests/${request.id}`),
    )!;
    expect(mail.get('data.documents')).toEqual(ASKED);
    const uploadUrl = new URL(mail.get('data.uploadUrl') as string);
    const { body } = await gql(DOCS, { id: request.id, token: uploadUrl.searchParams.get('token') });
    expect(body.data!.certificationDocuments.requiredDocuments.map((d: { label: string; state: string }) => [d.label, d.state])).toEqual([
      ['Public liability insurance', 'ACCEPTED'],
      ['Waste carrier registration', 'ACCEPTED'],
      ...ASKED.map((label) => [label, 'MISSING']),
    ]);
    // The success page links to the uploads: the same private link as the e-mail.
    await page.getByRole('link', { name: 'Upload your documents now' }).click();
    await page.waitForURL(`${site.server.url}${uploadUrl.pathname}${uploadUrl.search}`);
    await page.getByRole('heading', { name: 'Upload certification documents', level: 1 }).waitFor();
    await page
      .getByText(/^Accepted: /)
      .first()
      .waitFor();
    expect(await page.getByText(/^Accepted: /).count()).toBe(2);

    // A company without vetting is asked for all five.
    const unvetted = await createCompany({ regions: ['London'], vetting: null });
    const fresh = await gql(`query { myReusableVettingDocuments }`, {}, { token: unvetted.token });
    expect(fresh.body.data).toEqual({ myReusableVettingDocuments: [] });
    expect(errors).toEqual([]);
    await context.close();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminDb, gql } from '../support/api';
import { submitAndOpenLink } from '../support/homeownerRequest';
import { confirmJobRecord, submittedJobRecord } from '../support/jobRecords';
import { quoteInput, quotingCompany } from '../support/quotes';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/** The lead's quotes, job record and removal records on its admin details, and withdrawing a record from there. */
const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(() => {
  // The support helpers (gql, the quote and job record flows) work on this server.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-admin-work-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

const SEND = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { id } }`;
const ACCEPT = `mutation Accept($id: ID!, $token: String!, $quoteId: ID!) { acceptQuote(id: $id, token: $token, quoteId: $quoteId) { acceptedQuoteId } }`;

describe('a lead’s quotes and job on its admin details', () => {
  it('shows the accepted quote, the job record and its removal record, and withdraws the record after a confirmation with a reason', async () => {
    const request = await submitAndOpenLink();
    const hired = await quotingCompany(request.leadId, ['Yorkshire and the Humber'], 'Browser Check Removals');
    expect((await gql(SEND, { leadId: request.leadId, input: quoteInput() }, { token: hired.token })).body.errors).toBeUndefined();
    const accepted = await gql(ACCEPT, { id: request.requestId, token: request.token, quoteId: `${request.leadId}_${hired.id}` });
    expect(accepted.body.errors).toBeUndefined();
    const job = { ...request, company: hired };
    const number = await confirmJobRecord(job, await submittedJobRecord(job));
    const ref = (await adminDb(site.info).collection('leads').doc(request.leadId).get()).get('ref') as string;

    const page = await site.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAsAdmin(page, site.server.url, `/admin/leads?q=${ref}`);
    await page.getByRole('button', { name: `Details of ${ref}` }).click();
    const details = page.getByRole('dialog', { name: `Request ${ref}` });
    await details.getByRole('tab', { name: 'Quotes and job' }).click();
    await details.getByText('Accepted: Browser Check Removals.').waitFor();
    await details
      .getByRole('table', { name: 'Quotes on this request' })
      .getByRole('rowheader', { name: 'Browser Check Removals' })
      .waitFor();
    await details.getByText('Rear slope: 42.5 m², readings 11.5–17 %').waitFor();
    expect(await details.getByRole('link', { name: number }).getAttribute('href')).toBe(`/verify-removal/${number}`);

    await details.getByRole('button', { name: 'Withdraw this record' }).click();
    const confirm = page.getByRole('dialog', { name: `Withdraw removal record ${number}?` });
    await confirm.getByRole('textbox').fill('Issued for the wrong property');
    await confirm.getByRole('button', { name: 'Withdraw this record' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await details.getByText(/withdrawn .* by admin@demo\.sprayfoamremoval\.uk: “Issued for the wrong property”/).waitFor();
    expect(await details.getByRole('button', { name: 'Withdraw this record' }).count()).toBe(0);

    await page.goto(`${site.server.url}/verify-removal/${number}`);
    await page.getByText('Issued for the wrong property').first().waitFor();
    expect(errors).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storyDay } from '../../common/leadStory';
import { adminDb, gql } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { createCompany } from '../support/marketplace';
import { quoteInput, quotingCompany } from '../support/quotes';
import { collectPageErrors, signInAsAdmin, startSiteAndBrowser } from './browser';

/** The admin lead details tell the lead's story (common/leadStory.ts): the hire, the job done and the review, or why it closed. */
const site = startSiteAndBrowser();
let previousInfo: string | undefined;

beforeAll(() => {
  // The support helpers (gql, the quote flow) work on this server.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-admin-story-')), 'server-info.json');
  fs.writeFileSync(file, JSON.stringify(site.info));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
});
afterAll(() => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
});

const SEND = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { id } }`;
const ACCEPT = `mutation Accept($id: ID!, $token: String!, $quoteId: ID!) { acceptQuote(id: $id, token: $token, quoteId: $quoteId) { acceptedQuoteId } }`;
const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { id } }`;
const STOP = `mutation Stop($id: ID!, $token: String!) { stopHomeownerRequestSales(id: $id, token: $token) { id } }`;

async function openDetails(leadId: string) {
  const ref = (await adminDb(site.info).collection('leads').doc(leadId).get()).get('ref') as string;
  const page = await site.browser.newPage({ viewport: { width: 1366, height: 900 } });
  const errors = collectPageErrors(page);
  await signInAsAdmin(page, site.server.url, `/admin/leads?q=${ref}`);
  await page.getByRole('button', { name: `Details of ${ref}` }).click();
  const details = page.getByRole('dialog', { name: `Request ${ref}` });
  return { page, errors, story: details.getByRole('region', { name: 'Where it stands' }) };
}

describe('the story on a lead’s admin details', () => {
  it('shows the hired company, that the job is done and that it was reviewed', async () => {
    const request = await submitAndOpenLink();
    const hired = await quotingCompany(request.leadId, ['Yorkshire and the Humber'], 'Story Check Removals');
    expect((await gql(SEND, { leadId: request.leadId, input: quoteInput() }, { token: hired.token })).body.errors).toBeUndefined();
    const accepted = await gql(ACCEPT, { id: request.requestId, token: request.token, quoteId: `${request.leadId}_${hired.id}` });
    expect(accepted.body.errors).toBeUndefined();
    expect((await gql(DONE, { id: request.requestId, token: request.token })).body.errors).toBeUndefined();
    await adminDb(site.info).collection('companyReviews').doc(`${request.leadId}_${hired.id}`).set({
      leadId: request.leadId,
      companyId: hired.id,
      companyName: 'Story Check Removals',
      status: 'published',
      submittedAt: new Date(),
    });
    const outcome = (await adminDb(site.info).collection('leads').doc(request.leadId).get()).get('homeownerOutcome');
    const doneDay = storyDay(outcome.jobDoneAt.toDate());

    const { page, errors, story } = await openDetails(request.leadId);
    await story.getByText(`Hired: Story Check Removals, job done ${doneDay}, reviewed`).waitFor();
    const rows = Object.fromEntries(
      await story
        .locator('.detail-grid > div')
        .evaluateAll((items) => items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent])),
    );
    expect(rows).toMatchObject({
      'Hired company': expect.stringMatching(/^Story Check Removals, .* \(quote accepted\)$/),
      'Job done': expect.stringMatching(/\d{4}/),
      Review: 'Reviewed and published',
      Disputed: 'No',
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says why a closed lead is closed', async () => {
    const request = await submitAndOpenLink();
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] }, site.info);
    expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
    expect((await gql(STOP, { id: request.requestId, token: request.token })).body.errors).toBeUndefined();
    const outcome = (await adminDb(site.info).collection('leads').doc(request.leadId).get()).get('homeownerOutcome');

    const { page, errors, story } = await openDetails(request.leadId);
    await story.getByText(`Closed: the homeowner stopped further sales on ${storyDay(outcome.salesStoppedAt.toDate())}`).waitFor();
    expect(await story.getByText('None yet').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

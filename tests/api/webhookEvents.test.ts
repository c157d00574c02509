import fs from 'node:fs';
import path from 'node:path';
import { adminDb, createUser, gql } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { confirmJobRecord, submittedJobRecord } from '../support/jobRecords';
import { DISPUTE, DISPUTES, RESOLVE, createCompany, createLead } from '../support/marketplace';
import { quoteInput, quotingCompany } from '../support/quotes';
import { startServer, type RunningServer } from '../support/serverProcess';
import { eventually } from '../support/wait';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import { registerEndpoint, verifierFromDocs } from '../support/webhooks';

/**
 * Each business event of docs/integrations.md#webhooks (beside `purchase.completed` and `lead.matched`, in
 * webhooks.test.ts) raised by its real flow through the API and delivered to a local receiver: the payload the docs
 * give, signed as the docs verify.
 */
let server: RunningServer;
let receiver: WebhookReceiver;
let previousInfo: string | undefined;
let adminToken: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startServer({ env: { SEED_DEMO_DATA: 'false', WEBHOOK_POLL_MS: '200' } });
  const file = path.join(server.dataDir, 'server-info.json');
  fs.writeFileSync(file, JSON.stringify({ url: server.url, firestore: server.firestore, auth: server.auth }));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
  adminToken = (await createUser({ claims: { admin: true } })).token;
}, 240_000);

afterAll(async () => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
  await server?.stop();
  await receiver?.stop();
});

/** The one delivery of `type` at `receiverPath` whose data matches, checked against the endpoint's secret; its body. */
async function delivered(receiverPath: string, secret: string, type: string, match: (data: Record<string, unknown>) => boolean) {
  const got = await eventually(
    () =>
      receiver.answeredOk(receiverPath).find((r) => {
        const body = JSON.parse(r.body);
        return body.type === type && match(body.data);
      }),
    `the ${type} event at ${receiverPath}`,
  );
  expect(got.type).toBe(type);
  expect(verifierFromDocs()(got.body, got.signature, secret)).toBe(true);
  const body = JSON.parse(got.body);
  expect(body).toMatchObject({ id: got.eventId, type, createdAt: expect.any(String) });
  return body as { id: string; type: string; companyId: string; data: Record<string, unknown> };
}

const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;
const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { id } }`;
const SUBMIT_REVIEW = `mutation Review($token: String!, $input: CompanyReviewInput!) {
  submitCompanyReview(token: $token, input: $input) { reviewStatus } }`;
const QUEUE = `query Queue { adminCompanyReviews(status: PENDING, first: 100) { nodes { id companyId overall } } }`;
const MODERATE = `mutation Moderate($id: ID!) { moderateCompanyReview(id: $id, decision: PUBLISH) { id status } }`;
const SEND_QUOTE = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { id latest { totalPence } } }`;
const ACCEPT = `mutation Accept($id: ID!, $token: String!, $quoteId: ID!) { acceptQuote(id: $id, token: $token, quoteId: $quoteId) { acceptedQuoteId } }`;
const DECLINE = `mutation Decline($id: ID!, $token: String!, $quoteId: ID!, $reason: String) {
  declineQuote(id: $id, token: $token, quoteId: $quoteId, reason: $reason) { acceptedQuoteId } }`;

describe('the business events, each from its own flow', () => {
  it('purchase.refunded: a disputed lead refunded', async () => {
    const company = await createCompany({ regions: ['Scotland'] });
    const endpoint = await registerEndpoint(company.token, receiver.url('/refunds'), ['PURCHASE_REFUNDED']);
    const lead = await createLead({ region: 'Scotland' });
    const bought = await buy(lead.leadId, company.token);
    expect(bought.errors).toBeUndefined();
    const paymentId = bought.data!.buyLead.paymentId as string;
    const opened = await gql(
      DISPUTE,
      { id: lead.leadId, input: { reason: 'INVALID_EMAIL', note: 'The e-mail address bounces.' } },
      { token: company.token },
    );
    expect(opened.body.errors).toBeUndefined();
    const disputes = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
    const dispute = disputes.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === lead.leadId);
    expect(
      (await gql(RESOLVE, { id: dispute.id, decision: 'ACCEPT', note: 'Confirmed.' }, { token: adminToken })).body.errors,
    ).toBeUndefined();

    const payment = (await adminDb().collection('payments').doc(paymentId).get()).data()!;
    const body = await delivered('/refunds', endpoint.secret, 'purchase.refunded', (data) => data.paymentId === paymentId);
    expect(body).toMatchObject({
      companyId: company.id,
      data: { paymentId, leadId: lead.leadId, amountPence: payment.amountPence, reason: expect.stringMatching(/^Dispute accepted: /) },
    });
    for (const secret of lead.secrets) expect(JSON.stringify(body)).not.toContain(secret);
  });

  it('quote.declined and quote.accepted: the homeowner answers two companies’ quotes', async () => {
    const { requestId, leadId, token } = await submitAndOpenLink({ postcode: 'LS9 8AA' });
    const declined = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Declined Removals');
    const hired = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Hired Removals');
    const declinedEndpoint = await registerEndpoint(declined.token, receiver.url('/quotes-declined'), ['QUOTE_DECLINED', 'QUOTE_ACCEPTED']);
    const hiredEndpoint = await registerEndpoint(hired.token, receiver.url('/quotes-hired'), ['QUOTE_DECLINED', 'QUOTE_ACCEPTED']);
    const declinedQuote = (await gql(SEND_QUOTE, { leadId, input: quoteInput() }, { token: declined.token })).body.data!.sendQuote;
    const hiredQuote = (await gql(SEND_QUOTE, { leadId, input: quoteInput() }, { token: hired.token })).body.data!.sendQuote;
    const reason = 'The start date is too late for us.';
    expect((await gql(DECLINE, { id: requestId, token, quoteId: declinedQuote.id, reason })).body.errors).toBeUndefined();
    expect((await gql(ACCEPT, { id: requestId, token, quoteId: hiredQuote.id })).body.errors).toBeUndefined();

    const no = await delivered('/quotes-declined', declinedEndpoint.secret, 'quote.declined', (data) => data.quoteId === declinedQuote.id);
    expect(no).toMatchObject({
      companyId: declined.id,
      data: { quoteId: declinedQuote.id, leadId, totalPence: declinedQuote.latest.totalPence, reason },
    });
    const yes = await delivered('/quotes-hired', hiredEndpoint.secret, 'quote.accepted', (data) => data.quoteId === hiredQuote.id);
    expect(yes).toMatchObject({
      companyId: hired.id,
      data: { quoteId: hiredQuote.id, leadId, totalPence: hiredQuote.latest.totalPence, reason: null },
    });
    // Each company hears only of its own quote.
    const theirs = (p: string) => receiver.received.filter((r) => r.path === p).map((r) => JSON.parse(r.body).type);
    expect(theirs('/quotes-declined')).toEqual(['quote.declined']);
    expect(theirs('/quotes-hired')).toEqual(['quote.accepted']);
  });

  it('job_record.confirmed and review.published: the hired company’s record confirmed, then its review published', async () => {
    const request = await submitAndOpenLink({ postcode: 'LS1 4AP' });
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const endpoint = await registerEndpoint(company.token, receiver.url('/job'), ['JOB_RECORD_CONFIRMED', 'REVIEW_PUBLISHED']);
    expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
    expect((await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id })).body.errors).toBeUndefined();
    const job = { ...request, company };
    const jobRecordId = await submittedJobRecord(job);
    await confirmJobRecord(job, jobRecordId);
    const record = await delivered('/job', endpoint.secret, 'job_record.confirmed', (data) => data.jobRecordId === jobRecordId);
    expect(record).toMatchObject({ companyId: company.id, data: { jobRecordId, leadId: request.leadId } });

    expect((await gql(DONE, { id: request.requestId, token: request.token })).body.errors).toBeUndefined();
    const email = (await adminDb().collection('leads').doc(request.leadId).get()).get('homeowner.email');
    const invitation = (await adminDb().collection('mail').where('to', '==', email).get()).docs.find(
      (doc) => doc.get('template') === 'review_invitation',
    )!;
    const reviewToken = new URL(invitation.get('data.reviewPath'), 'http://x').searchParams.get('token')!;
    const input = {
      ratings: { quality: 5, tidiness: 4, value: 4, communication: 5 },
      text: 'They removed the foam from the loft in two days, sheeted the landing and left it cleaner than they found it.',
      noIncentive: true,
    };
    expect((await gql(SUBMIT_REVIEW, { token: reviewToken, input })).body.errors).toBeUndefined();
    const queued = (await gql(QUEUE, {}, { token: adminToken })).body.data!.adminCompanyReviews.nodes.find(
      (r: { companyId: string }) => r.companyId === company.id,
    );
    expect((await gql(MODERATE, { id: queued.id }, { token: adminToken })).body.errors).toBeUndefined();
    const review = await delivered('/job', endpoint.secret, 'review.published', (data) => data.reviewId === queued.id);
    expect(review).toMatchObject({ companyId: company.id, data: { reviewId: queued.id, leadId: request.leadId, overall: queued.overall } });
    expect(JSON.stringify(review)).not.toContain(email);
  });
});

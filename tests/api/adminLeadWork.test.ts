import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { submitAndOpenLink } from '../support/homeownerRequest';
import { confirmJobRecord, submittedJobRecord, validJobRecord } from '../support/jobRecords';
import { londonTodayClearOfMidnight } from '../support/londonDay';
import { quoteInput, quotingCompany } from '../support/quotes';

/**
 * An administrator's view of a lead's quotes, job record and removal records, the withdrawal from there, and the
 * dashboard's monthly counts of them (docs/requirements/quotes-and-removal-records.md#admin).
 */
const QUOTES = `query Q($leadId: ID!) { adminLeadQuotes(leadId: $leadId) {
  id companyId companyName status declineReason decidedAt revisionCount firstSentAt lastSentAt latest { number netPence vatPence totalPence } } }`;
const JOBS = `query J($leadId: ID!) { adminLeadJobRecords(leadId: $leadId) {
  jobRecord { id companyId status startedOn finishedOn rejectionReason removalRecordNumber
    roofAreas { name areaM2 readings { percent } } waste { transferNoteReference carrier } reinsulation { material thicknessMm } }
  removalRecords { number version issuedAt supersededBy withdrawn { reason at by } } } }`;
const SEND = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { id } }`;
const ACCEPT = `mutation Accept($id: ID!, $token: String!, $quoteId: ID!) { acceptQuote(id: $id, token: $token, quoteId: $quoteId) { acceptedQuoteId } }`;
const REJECT = `mutation R($id: ID!, $token: String!, $jobRecordId: ID!, $reason: String!) {
  rejectJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId, reason: $reason) { jobRecord { id status } } }`;
const WITHDRAW = `mutation W($number: String!, $reason: String!) { withdrawRemovalRecord(number: $number, reason: $reason) { number withdrawn { reason } } }`;
const RECORD = `query Record($number: String!) { removalRecord(number: $number) { number withdrawn { reason at } } }`;
const DASHBOARD = `{ adminDashboard { today months { month quotesSent quotesAccepted jobsRecorded removalRecordsIssued } } }`;

type Body = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; data?: Record<string, any> | null };
const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

const asAdmin = async (query: string, variables: Record<string, unknown> = {}) => {
  const { body } = await gql(query, variables, { token: adminToken });
  expect(body.errors).toBeUndefined();
  return body.data!;
};

/** This month's row of the dashboard. */
async function thisMonth() {
  const { adminDashboard } = await asAdmin(DASHBOARD);
  expect(adminDashboard.months).toHaveLength(3);
  const row = adminDashboard.months.at(-1);
  expect(row.month).toBe(adminDashboard.today.slice(0, 7));
  return row as { quotesSent: number; quotesAccepted: number; jobsRecorded: number; removalRecordsIssued: number };
}

describe('a lead’s quotes, job record and removal records, for an administrator', () => {
  it('are answered to an administrator only, and each step moves this month’s dashboard count on by one', async () => {
    await londonTodayClearOfMidnight(120_000);
    const request = await submitAndOpenLink({ postcode: 'LS1 4AP' });
    const { leadId } = request;
    const hired = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Admin View Removals');
    const other = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Second Quote Ltd');

    // Before anything is sent: empty lists, not errors.
    expect(await asAdmin(QUOTES, { leadId })).toEqual({ adminLeadQuotes: [] });
    expect(await asAdmin(JOBS, { leadId })).toEqual({ adminLeadJobRecords: [] });

    let counts = await thisMonth();
    expect((await gql(SEND, { leadId, input: quoteInput() }, { token: hired.token })).body.errors).toBeUndefined();
    expect(await thisMonth()).toEqual({ ...counts, quotesSent: counts.quotesSent + 1 });
    // A revision is the same quote: not counted again.
    const revised = quoteInput({ durationDays: 4 });
    expect((await gql(SEND, { leadId, input: revised }, { token: hired.token })).body.errors).toBeUndefined();
    expect((await gql(SEND, { leadId, input: quoteInput() }, { token: other.token })).body.errors).toBeUndefined();
    expect(await thisMonth()).toEqual({ ...counts, quotesSent: counts.quotesSent + 2 });

    // Refused to a company (even one on the lead) and to anyone signed out, with the lead's quotes nowhere in the answer.
    for (const query of [QUOTES, JOBS]) {
      const company = await gql(query, { leadId }, { token: hired.token });
      expect({ code: codeOf(company.body), status: company.status, data: company.body.data ?? null }).toEqual({
        code: 'FORBIDDEN',
        status: 403,
        data: null,
      });
      const anonymous = await gql(query, { leadId });
      expect({ code: codeOf(anonymous.body), status: anonymous.status, data: anonymous.body.data ?? null }).toEqual({
        code: 'UNAUTHENTICATED',
        status: 401,
        data: null,
      });
    }

    const hiredQuoteId = `${leadId}_${hired.id}`;
    counts = await thisMonth();
    const accepted = await gql(ACCEPT, { id: request.requestId, token: request.token, quoteId: hiredQuoteId });
    expect(accepted.body.errors).toBeUndefined();
    expect(await thisMonth()).toEqual({ ...counts, quotesAccepted: counts.quotesAccepted + 1 });

    const { adminLeadQuotes: quotes } = await asAdmin(QUOTES, { leadId });
    const stored = (await adminDb().collection('quotes').doc(hiredQuoteId).get()).data()!;
    expect(quotes).toEqual([
      {
        id: hiredQuoteId,
        companyId: hired.id,
        companyName: 'Admin View Removals',
        status: 'accepted',
        declineReason: null,
        decidedAt: expect.any(String),
        revisionCount: 2,
        firstSentAt: stored.firstSentAt.toDate().toISOString(),
        lastSentAt: stored.lastSentAt.toDate().toISOString(),
        latest: { number: 2, netPence: 725_000, vatPence: stored.latest.priced.vatPence, totalPence: stored.latest.priced.totalPence },
      },
      expect.objectContaining({ companyId: other.id, companyName: 'Second Quote Ltd', status: 'not_chosen', revisionCount: 1 }),
    ]);
    expect(quotes[0].latest.totalPence).toBe(725_000 + quotes[0].latest.vatPence);
    expect(quotes[0].lastSentAt > quotes[0].firstSentAt).toBe(true);

    // The job record: sent (counted once), sent back by the homeowner with a reason, sent again (not counted again), confirmed.
    const job = { ...request, company: hired };
    counts = await thisMonth();
    const jobRecordId = await submittedJobRecord(job);
    expect(await thisMonth()).toEqual({ ...counts, jobsRecorded: counts.jobsRecorded + 1 });
    const rejected = await gql(REJECT, {
      id: request.requestId,
      token: request.token,
      jobRecordId,
      reason: 'The front slope readings are missing',
    });
    expect(rejected.body.errors).toBeUndefined();
    expect((await asAdmin(JOBS, { leadId })).adminLeadJobRecords).toEqual([
      {
        jobRecord: expect.objectContaining({
          id: jobRecordId,
          companyId: hired.id,
          status: 'REJECTED',
          rejectionReason: 'The front slope readings are missing',
          removalRecordNumber: null,
        }),
        removalRecords: [],
      },
    ]);
    expect(await submittedJobRecord(job)).toBe(jobRecordId);
    expect(await thisMonth()).toEqual({ ...counts, jobsRecorded: counts.jobsRecorded + 1 });
    const number = await confirmJobRecord(job, jobRecordId);
    expect(await thisMonth()).toEqual({
      ...counts,
      jobsRecorded: counts.jobsRecorded + 1,
      removalRecordsIssued: counts.removalRecordsIssued + 1,
    });

    const input = validJobRecord();
    const [entry] = (await asAdmin(JOBS, { leadId })).adminLeadJobRecords;
    expect(entry.jobRecord).toEqual({
      id: jobRecordId,
      companyId: hired.id,
      status: 'CONFIRMED',
      startedOn: input.startedOn,
      finishedOn: input.finishedOn,
      rejectionReason: null,
      removalRecordNumber: number,
      roofAreas: [
        { name: 'Rear slope', areaM2: 42.5, readings: [{ percent: 14 }, { percent: 11.5 }, { percent: 17 }] },
        { name: 'Front slope', areaM2: 40, readings: [{ percent: 12 }] },
      ],
      waste: { transferNoteReference: 'WTN-2026-118', carrier: 'Clearway Waste Ltd' },
      reinsulation: { material: 'mineral_wool', thicknessMm: 270 },
    });
    expect(entry.removalRecords).toEqual([{ number, version: 1, issuedAt: expect.any(String), supersededBy: null, withdrawn: null }]);
  });

  it('withdrawing a record from the lead’s details shows the reason on its public page and who withdrew it to administrators', async () => {
    const request = await submitAndOpenLink({ postcode: 'LS1 4AP' });
    const hired = await quotingCompany(request.leadId, ['Yorkshire and the Humber']);
    expect((await gql(SEND, { leadId: request.leadId, input: quoteInput() }, { token: hired.token })).body.errors).toBeUndefined();
    const accepted = await gql(ACCEPT, { id: request.requestId, token: request.token, quoteId: `${request.leadId}_${hired.id}` });
    expect(accepted.body.errors).toBeUndefined();
    const job = { ...request, company: hired };
    const number = await confirmJobRecord(job, await submittedJobRecord(job));

    const [{ removalRecords }] = (await asAdmin(JOBS, { leadId: request.leadId })).adminLeadJobRecords;
    expect(removalRecords.map((record: { number: string }) => record.number)).toEqual([number]);
    const reason = 'The waste transfer note was found to belong to another job.';
    expect(await asAdmin(WITHDRAW, { number: removalRecords[0].number, reason })).toEqual({
      withdrawRemovalRecord: { number, withdrawn: { reason } },
    });

    const publicRecord = await gql(RECORD, { number });
    expect(publicRecord.body.data!.removalRecord).toEqual({ number, withdrawn: { reason, at: expect.any(String) } });
    const page = await fetch(`${serverInfo().url}/verify-removal/${number}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(reason);
    const [{ removalRecords: after }] = (await asAdmin(JOBS, { leadId: request.leadId })).adminLeadJobRecords;
    expect(after).toEqual([
      {
        number,
        version: 1,
        issuedAt: expect.any(String),
        supersededBy: null,
        withdrawn: { reason, at: expect.any(String), by: expect.any(String) },
      },
    ]);
  });

  it('answers a malformed lead id with a field error, and an unknown lead with empty lists', async () => {
    for (const query of [QUOTES, JOBS]) {
      const { body } = await gql(query, { leadId: 'a/b' }, { token: adminToken });
      expect(codeOf(body)).toBe('BAD_USER_INPUT');
    }
    expect(await asAdmin(QUOTES, { leadId: 'no-such-lead' })).toEqual({ adminLeadQuotes: [] });
    expect(await asAdmin(JOBS, { leadId: 'no-such-lead' })).toEqual({ adminLeadJobRecords: [] });
  });
});

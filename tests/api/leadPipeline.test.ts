import { adminDb, createUser, gql } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { addDays, londonTodayClearOfMidnight } from '../support/londonDay';
import { createCompany, createLead, DISPUTE, RESOLVE } from '../support/marketplace';

/**
 * A company's pipeline for the leads it bought (docs/decisions/0048-lead-pipeline.md): status moves and their
 * checks, the next-action reminder queued for its day, the history with who and when, "my leads" filtered and
 * counted by status, and the company's figures by month.
 */
const PIPELINE_FIELDS = `lead { id ref } refunded hiredByHomeowner jobDoneByHomeowner
  pipeline { status lostReason lostNote nextActionDate closed updatedAt }`;
const UPDATE = `mutation Update($id: ID!, $input: LeadPipelineInput!) { updateLeadPipeline(leadId: $id, input: $input) { ${PIPELINE_FIELDS} } }`;
const HISTORY = `query History($id: ID!) { marketplaceLead(id: $id) { purchase { ${PIPELINE_FIELDS}
  pipelineHistory(first: 50) { nodes { kind status lostReason text nextActionDate by at } } } } }`;
const MINE = `query Mine($status: LeadPipelineStatus) { myLeads(first: 50, status: $status) { totalCount nodes { lead { id } pipeline { status } } }
  myLeadCounts { all byStatus { status count } } }`;
const FIGURES = `query Figures($months: Int!) { myLeadFigures(months: $months) { month bought contacted won spendPence contactRate winRate costPerWonPence } }`;

type Company = Awaited<ReturnType<typeof createCompany>>;

const firstError = (body: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) => body.errors?.[0];

async function boughtLead(company: Company) {
  const lead = await createLead({ region: 'London' });
  expect((await buy(lead.leadId, company.token)).errors).toBeUndefined();
  const pricePence = (await adminDb().collection('leads').doc(lead.leadId).get()).get('pricePence') as number;
  return { ...lead, pricePence };
}

const update = (company: Company, leadId: string, input: Record<string, unknown>) =>
  gql(UPDATE, { id: leadId, input }, { token: company.token });

async function reminderMails(leadId: string) {
  const mails = await adminDb().collection('mail').where('related', 'array-contains', `leads/${leadId}`).get();
  return mails.docs.filter((doc) => doc.get('template') === 'lead_next_action_reminder');
}

let today: string;
beforeAll(async () => {
  today = await londonTodayClearOfMidnight();
});

describe('the pipeline of a bought lead', () => {
  it('moves through the statuses; LOST needs a reason from the list; each change is recorded with who and when', async () => {
    const company = await createCompany({ regions: ['London'] });
    const lead = await boughtLead(company);

    const before = await gql(HISTORY, { id: lead.leadId }, { token: company.token });
    expect(before.body.data!.marketplaceLead.purchase.pipeline).toMatchObject({ status: 'NEW', nextActionDate: null, closed: false });

    const contacted = await update(company, lead.leadId, { status: 'CONTACTED', note: 'Rang her, she wants a visit on Tuesday' });
    expect(contacted.body.errors).toBeUndefined();
    expect(contacted.body.data!.updateLeadPipeline.pipeline.status).toBe('CONTACTED');

    const unknown = await update(company, lead.leadId, { status: 'DONE' });
    expect(firstError(unknown.body)?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);

    const noReason = await update(company, lead.leadId, { status: 'LOST' });
    expect(firstError(noReason.body)).toMatchObject({
      message: 'Choose why the job was lost',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'input.lostReason', message: 'Choose why the job was lost' }] },
    });
    const nothing = await update(company, lead.leadId, {});
    expect(firstError(nothing.body)?.extensions?.code).toBe('BAD_USER_INPUT');

    expect((await update(company, lead.leadId, { status: 'QUOTE_SENT' })).body.errors).toBeUndefined();
    const lost = await update(company, lead.leadId, { status: 'LOST', lostReason: 'PRICE', lostNote: 'Went with a cheaper quote' });
    expect(lost.body.errors).toBeUndefined();
    expect(lost.body.data!.updateLeadPipeline.pipeline).toMatchObject({
      status: 'LOST',
      lostReason: 'PRICE',
      lostNote: 'Went with a cheaper quote',
    });

    const after = await gql(HISTORY, { id: lead.leadId }, { token: company.token });
    const history = after.body.data!.marketplaceLead.purchase.pipelineHistory.nodes;
    expect(history.map((entry: any) => [entry.kind, entry.status, entry.text])).toEqual([
      ['status', 'LOST', 'Went with a cheaper quote'],
      ['status', 'QUOTE_SENT', null],
      ['note', null, 'Rang her, she wants a visit on Tuesday'],
      ['status', 'CONTACTED', null],
    ]);
    for (const entry of history) {
      expect(entry.by).toBe(company.userEmail);
      expect(Math.abs(Date.parse(entry.at) - Date.now())).toBeLessThan(60_000);
    }
    expect(history[0].lostReason).toBe('PRICE');
  });

  it('queues the reminder for the next-action day, replaces it when the day changes, and refuses past days or beyond a year', async () => {
    const company = await createCompany({ regions: ['London'] });
    const lead = await boughtLead(company);

    const past = await update(company, lead.leadId, { nextActionDate: addDays(today, -1) });
    expect(firstError(past.body)?.extensions?.fieldErrors).toEqual([
      { path: 'input.nextActionDate', message: 'Choose today or a later day for the next action' },
    ]);
    const tooFar = await update(company, lead.leadId, { nextActionDate: addDays(today, 366) });
    expect(firstError(tooFar.body)?.extensions?.fieldErrors).toEqual([
      { path: 'input.nextActionDate', message: 'Choose a next-action day within a year from today' },
    ]);
    const notADate = await update(company, lead.leadId, { nextActionDate: '2026-02-30' });
    expect(firstError(notADate.body)?.extensions?.fieldErrors?.[0].path).toBe('input.nextActionDate');
    expect(await reminderMails(lead.leadId)).toHaveLength(0);
    expect((await update(company, lead.leadId, { nextActionDate: addDays(today, 365) })).body.errors).toBeUndefined();

    const day = addDays(today, 3);
    const set = await update(company, lead.leadId, { nextActionDate: day });
    expect(set.body.data!.updateLeadPipeline.pipeline.nextActionDate).toBe(day);
    const [reminder, ...others] = await reminderMails(lead.leadId);
    expect(others).toHaveLength(0);
    expect(reminder.get('to')).toBe(company.email);
    expect(reminder.get('status')).toBe('pending');
    expect(reminder.get('nextAttemptAt').toDate().toISOString()).toBe(`${day}T08:00:00.000Z`);
    expect(reminder.get('data')).toMatchObject({ leadId: lead.leadId, reference: lead.ref, nextActionDate: day, status: 'New' });

    const later = addDays(today, 10);
    expect((await update(company, lead.leadId, { nextActionDate: later })).body.errors).toBeUndefined();
    const [moved, ...stillOthers] = await reminderMails(lead.leadId);
    expect(stillOthers).toHaveLength(0);
    expect(moved.id).not.toBe(reminder.id);
    expect(moved.get('nextAttemptAt').toDate().toISOString()).toBe(`${later}T08:00:00.000Z`);

    const cleared = await update(company, lead.leadId, { nextActionDate: null });
    expect(cleared.body.data!.updateLeadPipeline.pipeline.nextActionDate).toBeNull();
    expect(await reminderMails(lead.leadId)).toHaveLength(0);
  });

  it('belongs to the buying company only: another company, even a buyer of the same lead, gets NOT_FOUND', async () => {
    const owner = await createCompany({ regions: ['London'] });
    const other = await createCompany({ regions: ['London'] });
    const lead = await boughtLead(owner);
    const refused = await update(other, lead.leadId, { status: 'CONTACTED' });
    expect(firstError(refused.body)?.extensions?.code).toBe('NOT_FOUND');
    expect(await update(other, 'no-such-lead', { status: 'CONTACTED' }).then((r) => firstError(r.body)?.extensions?.code)).toBe(
      'NOT_FOUND',
    );

    expect((await buy(lead.leadId, other.token)).errors).toBeUndefined();
    expect((await update(other, lead.leadId, { status: 'WON' })).body.errors).toBeUndefined();
    const mine = await gql(HISTORY, { id: lead.leadId }, { token: owner.token });
    expect(mine.body.data!.marketplaceLead.purchase.pipeline.status).toBe('NEW');
    expect(mine.body.data!.marketplaceLead.purchase.pipelineHistory.nodes).toEqual([]);

    const anonymous = await gql(UPDATE, { id: lead.leadId, input: { status: 'WON' } });
    expect(firstError(anonymous.body)?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stays visible but closed once the purchase is refunded', async () => {
    const company = await createCompany({ regions: ['London'] });
    const lead = await boughtLead(company);
    expect((await update(company, lead.leadId, { status: 'CONTACTED', nextActionDate: addDays(today, 5) })).body.errors).toBeUndefined();
    const disputed = await gql(
      DISPUTE,
      { id: lead.leadId, input: { reason: 'INVALID_PHONE', note: 'The number is not in service' } },
      { token: company.token },
    );
    expect(disputed.body.errors).toBeUndefined();
    const admin = (await createUser({ claims: { admin: true } })).token;
    const disputeId = (await adminDb().collection('leads').doc(lead.leadId).collection('purchases').doc(company.id).get()).get('disputeId');
    expect((await gql(RESOLVE, { id: disputeId, decision: 'ACCEPT' }, { token: admin })).body.errors).toBeUndefined();

    const refused = await update(company, lead.leadId, { note: 'Tried again' });
    expect(firstError(refused.body)).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const seen = await gql(HISTORY, { id: lead.leadId }, { token: company.token });
    expect(seen.body.data!.marketplaceLead.purchase).toMatchObject({ refunded: true, pipeline: { status: 'CONTACTED', closed: true } });
    expect(await reminderMails(lead.leadId)).toHaveLength(0);
    const figures = await gql(FIGURES, { months: 1 }, { token: company.token });
    expect(figures.body.data!.myLeadFigures[0]).toMatchObject({ bought: 0, contacted: 0, spendPence: 0 });
  });
});

describe('my leads and the figures', () => {
  it('filters and counts by status, and works out the month’s figures from counters', async () => {
    const company = await createCompany({ regions: ['London'] });
    const [a, b, c, d] = [await boughtLead(company), await boughtLead(company), await boughtLead(company), await boughtLead(company)];
    const spend = a.pricePence + b.pricePence + c.pricePence + d.pricePence;
    for (const status of ['CONTACTED', 'QUOTE_SENT', 'WON'])
      expect((await update(company, a.leadId, { status })).body.errors).toBeUndefined();
    expect((await update(company, b.leadId, { status: 'LOST', lostReason: 'NO_ANSWER' })).body.errors).toBeUndefined();
    expect((await update(company, c.leadId, { status: 'CONTACTED' })).body.errors).toBeUndefined();
    expect((await update(company, c.leadId, { status: 'LOST', lostReason: 'CHOSE_ANOTHER' })).body.errors).toBeUndefined();

    const all = await gql(MINE, {}, { token: company.token });
    expect(all.body.data!.myLeads.totalCount).toBe(4);
    expect(all.body.data!.myLeadCounts).toEqual({
      all: 4,
      byStatus: [
        { status: 'NEW', count: 1 },
        { status: 'CONTACTED', count: 0 },
        { status: 'QUOTE_SENT', count: 0 },
        { status: 'WON', count: 1 },
        { status: 'LOST', count: 2 },
      ],
    });
    const lostOnly = await gql(MINE, { status: 'LOST' }, { token: company.token });
    expect(lostOnly.body.data!.myLeads.totalCount).toBe(2);
    expect(lostOnly.body.data!.myLeads.nodes.map((n: any) => n.lead.id).sort()).toEqual([b.leadId, c.leadId].sort());
    const fresh = await gql(MINE, { status: 'NEW' }, { token: company.token });
    expect(fresh.body.data!.myLeads.nodes.map((n: any) => n.lead.id)).toEqual([d.leadId]);

    const figures = await gql(FIGURES, { months: 3 }, { token: company.token });
    expect(figures.body.errors).toBeUndefined();
    const [thisMonth, lastMonth] = figures.body.data!.myLeadFigures;
    // a and c were contacted (c before it was lost); b was lost without contact; d is new.
    expect(thisMonth).toEqual({
      month: today.slice(0, 7),
      bought: 4,
      contacted: 2,
      won: 1,
      spendPence: spend,
      contactRate: 0.5,
      winRate: 0.25,
      costPerWonPence: spend,
    });
    expect(lastMonth).toMatchObject({ bought: 0, contactRate: null, winRate: null, costPerWonPence: null });

    // Won then lost: no longer won, still contacted.
    expect((await update(company, a.leadId, { status: 'LOST', lostReason: 'NOT_GOING_AHEAD' })).body.errors).toBeUndefined();
    const again = await gql(FIGURES, { months: 1 }, { token: company.token });
    expect(again.body.data!.myLeadFigures[0]).toMatchObject({ bought: 4, contacted: 2, won: 0, costPerWonPence: null });

    const outOfRange = await gql(FIGURES, { months: 25 }, { token: company.token });
    expect(firstError(outOfRange.body)?.extensions?.code).toBe('BAD_USER_INPUT');
    const otherCompany = await createCompany({ regions: ['London'] });
    const theirs = await gql(FIGURES, { months: 1 }, { token: otherCompany.token });
    expect(theirs.body.data!.myLeadFigures[0]).toMatchObject({ bought: 0 });
  });
});

describe('the homeowner’s own marks', () => {
  it('show beside the lead when this company was marked hired, and when the job was marked done', async () => {
    const request = await submitAndOpenLink({ postcode: 'RG1 2AB' });
    const hired = await createCompany({ regions: ['South East'] });
    const notHired = await createCompany({ regions: ['South East'] });
    for (const company of [hired, notHired]) expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
    const marks = async (company: Company) =>
      (await gql(HISTORY, { id: request.leadId }, { token: company.token })).body.data!.marketplaceLead.purchase;
    expect(await marks(hired)).toMatchObject({ hiredByHomeowner: false, jobDoneByHomeowner: false });

    const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
      markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { companies { id hired } } }`;
    const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { companies { id } } }`;
    expect((await gql(HIRED, { id: request.requestId, token: request.token, companyId: hired.id })).body.errors).toBeUndefined();
    expect(await marks(hired)).toMatchObject({ hiredByHomeowner: true, jobDoneByHomeowner: false });
    expect((await gql(DONE, { id: request.requestId, token: request.token })).body.errors).toBeUndefined();
    expect(await marks(hired)).toMatchObject({ hiredByHomeowner: true, jobDoneByHomeowner: true });
    expect(await marks(notHired)).toMatchObject({ hiredByHomeowner: false, jobDoneByHomeowner: false });
  });
});

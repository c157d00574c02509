import { storyDay } from '../../common/leadStory';
import { adminDb, createUser, gql } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { addDays, londonTodayClearOfMidnight } from '../support/londonDay';
import { createCompany } from '../support/marketplace';

/**
 * A lead's story from one status model (common/leadStory.ts) as the API tells it: the company's view of a lead the
 * homeowner stopped, hired or finished (its own part only), the administrators' whole story with the review, and a lead
 * marked won losing its next-action reminder.
 */
const STORY = `story { stage label sentence salesStoppedAt jobDoneAt disputed hires { companyName byQuote review } }`;
const COMPANY_VIEW = `query Lead($id: ID!) { marketplaceLead(id: $id) { lead { placesLeft ${STORY} } } }`;
const ADMIN_VIEW = `query Admin($id: ID!) { adminLead(id: $id) { ${STORY} } }`;
const STOP = `mutation Stop($id: ID!, $token: String!) { stopHomeownerRequestSales(id: $id, token: $token) { id } }`;
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { id } }`;
const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { id } }`;
const UPDATE = `mutation Update($id: ID!, $input: LeadPipelineInput!) {
  updateLeadPipeline(leadId: $id, input: $input) { pipeline { status nextActionDate } } }`;

const REGION = 'Yorkshire and the Humber';
let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

const companyStory = async (leadId: string, token: string) => {
  const { body } = await gql(COMPANY_VIEW, { id: leadId }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.marketplaceLead.lead;
};

const ok = (body: { errors?: unknown }) => expect(body.errors).toBeUndefined();

describe('the lead’s story', () => {
  it('tells a buyer that the homeowner stopped further sales, with the day, instead of the places left', async () => {
    const request = await submitAndOpenLink();
    const company = await createCompany({ regions: [REGION] });
    ok(await buy(request.leadId, company.token));
    const before = await companyStory(request.leadId, company.token);
    expect(before.story).toMatchObject({ stage: 'ON_SALE', sentence: 'On sale: 2 of 3 places left' });

    ok((await gql(STOP, { id: request.requestId, token: request.token })).body);
    const after = await companyStory(request.leadId, company.token);
    const stoppedAt = new Date(after.story.salesStoppedAt);
    expect(after.story).toMatchObject({
      stage: 'CLOSED',
      label: 'Closed',
      sentence: `Closed: the homeowner stopped further sales on ${storyDay(stoppedAt)}`,
      hires: [],
    });
    expect(after.story.sentence).not.toMatch(/left/);

    const admin = await gql(ADMIN_VIEW, { id: request.leadId }, { token: adminToken });
    ok(admin.body);
    expect(admin.body.data!.adminLead.story.sentence).toBe(after.story.sentence);
  });

  it('tells the hired company its own hire and job done, another buyer only that sales stopped, and the admin everything', async () => {
    const request = await submitAndOpenLink();
    const hired = await createCompany({ regions: [REGION] });
    const other = await createCompany({ regions: [REGION] });
    ok(await buy(request.leadId, hired.token));
    ok(await buy(request.leadId, other.token));
    ok((await gql(HIRED, { id: request.requestId, token: request.token, companyId: hired.id })).body);
    ok((await gql(STOP, { id: request.requestId, token: request.token })).body);
    ok((await gql(DONE, { id: request.requestId, token: request.token })).body);
    const stored = (await adminDb().collection('leads').doc(request.leadId).get()).get('homeownerOutcome');
    const doneDay = storyDay(stored.jobDoneAt.toDate());

    const own = (await companyStory(request.leadId, hired.token)).story;
    expect(own).toMatchObject({ stage: 'JOB_DONE', label: 'Hired', sentence: `Hired: you, job done ${doneDay}` });
    expect(own.hires).toEqual([{ companyName: 'you', byQuote: false, review: null }]);

    const theirs = (await companyStory(request.leadId, other.token)).story;
    expect(theirs).toMatchObject({ stage: 'CLOSED', hires: [], jobDoneAt: null });
    expect(JSON.stringify(theirs)).not.toContain(hired.name);

    const admin = (await gql(ADMIN_VIEW, { id: request.leadId }, { token: adminToken })).body.data!.adminLead.story;
    expect(admin).toMatchObject({
      stage: 'JOB_DONE',
      sentence: `Hired: ${hired.name}, job done ${doneDay}, not reviewed yet`,
      hires: [{ companyName: hired.name, byQuote: false, review: 'none' }],
      disputed: false,
    });

    // A published review of the hired company's job is told to the administrators.
    await adminDb()
      .collection('companyReviews')
      .doc(`${request.leadId}_${hired.id}`)
      .set({
        leadId: request.leadId,
        companyId: hired.id,
        companyName: hired.name,
        ratings: { quality: 5, tidiness: 4, value: 4, communication: 5 },
        text: 'They took the foam out carefully and left the loft clean.',
        reviewerName: 'Sam P.',
        district: 'LS1',
        region: 'Yorkshire and the Humber',
        status: 'published',
        submittedAt: new Date(),
        publishedAt: new Date(),
      });
    const reviewed = (await gql(ADMIN_VIEW, { id: request.leadId }, { token: adminToken })).body.data!.adminLead.story;
    expect(reviewed.sentence).toBe(`Hired: ${hired.name}, job done ${doneDay}, reviewed`);

    // A company never reads the administrators' story.
    const refused = await gql(ADMIN_VIEW, { id: request.leadId }, { token: hired.token });
    expect(refused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('clears the next-action day and withdraws its reminder when the lead is marked won, and refuses a day with won', async () => {
    const today = await londonTodayClearOfMidnight();
    const request = await submitAndOpenLink();
    const company = await createCompany({ regions: [REGION] });
    ok(await buy(request.leadId, company.token));
    const set = await gql(
      UPDATE,
      { id: request.leadId, input: { status: 'CONTACTED', nextActionDate: addDays(today, 3) } },
      { token: company.token },
    );
    ok(set.body);
    const reminders = async () =>
      (await adminDb().collection('mail').where('related', 'array-contains', `leads/${request.leadId}`).get()).docs.filter(
        (doc) => doc.get('template') === 'lead_next_action_reminder',
      );
    expect(await reminders()).toHaveLength(1);

    const withDay = await gql(
      UPDATE,
      { id: request.leadId, input: { status: 'WON', nextActionDate: addDays(today, 5) } },
      { token: company.token },
    );
    expect(withDay.body.errors?.[0]).toMatchObject({
      message: 'A won job has no next action: clear the day, or choose another status',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const won = await gql(UPDATE, { id: request.leadId, input: { status: 'WON' } }, { token: company.token });
    ok(won.body);
    expect(won.body.data!.updateLeadPipeline.pipeline).toEqual({ status: 'WON', nextActionDate: null });
    expect(await reminders()).toHaveLength(0);
  });
});

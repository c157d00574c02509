import { signToken } from '../../server/platform/crypto/signedToken';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { createCompany } from '../support/marketplace';
import { DOWNLOAD_SIGNING_SECRET } from '../support/serverProcess';

/**
 * Verified reviews (docs/decisions/0046-verified-reviews.md): only a homeowner who marked a company hired is invited,
 * after the job date or once the job is done; one review per job, through the signed link; an administrator publishes
 * or rejects it with a reason; the company replies once.
 */
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!, $jobDate: String) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId, jobDate: $jobDate) {
    companies { id hired jobDate reviewPath } } }`;
const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { companies { id reviewPath } } }`;
const INVITATION = `query Invitation($token: String!) { reviewInvitation(token: $token) { companyName reference district reviewStatus } }`;
const SUBMIT_REVIEW = `mutation Review($token: String!, $input: CompanyReviewInput!) {
  submitCompanyReview(token: $token, input: $input) { companyName reviewStatus } }`;
const QUEUE = `query Queue($status: CompanyReviewStatus) { adminCompanyReviews(status: $status, first: 100) {
  nodes { id companyId leadRef reviewerName district overall status rejectionReason text } } }`;
const MODERATE = `mutation Moderate($id: ID!, $decision: CompanyReviewDecision!, $reason: String) {
  moderateCompanyReview(id: $id, decision: $decision, reason: $reason) { id status rejectionReason publishedAt } }`;
const MINE = `query Mine { myCompanyRating { count average aspects { quality tidiness value communication } }
  myCompanyReviews(first: 10) { nodes { id overall reviewerName district text reply { text } } } }`;
const REPLY = `mutation Reply($id: ID!, $text: String!) { replyToCompanyReview(id: $id, text: $text) { id reply { text } } }`;

const GOOD_REVIEW = {
  ratings: { quality: 5, tidiness: 4, value: 4, communication: 5 },
  text: 'They removed the foam from the loft in two days, sheeted the landing and left it cleaner than they found it.',
  noIncentive: true,
};

const codeAndMessage = (body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  body.errors && { code: body.errors[0].extensions?.code, message: body.errors[0].message };

const reviewMails = async (email: string) =>
  (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((doc) => doc.get('template') === 'review_invitation');

const tokenOf = (reviewPath: string) => new URL(reviewPath, 'http://x').searchParams.get('token')!;

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

/** A request bought by a company in the South East, which the homeowner marks hired (with the job date given). */
async function hiredJob(jobDate: string | null = null) {
  const request = await submitAndOpenLink({ postcode: 'RG1 2AB' });
  const company = await createCompany({ regions: ['South East'] });
  expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
  const hired = await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id, jobDate });
  expect(hired.body.errors).toBeUndefined();
  return { ...request, company, hired: hired.body.data!.markHomeownerRequestCompanyHired.companies[0] };
}

/** The invitation's review link once the job is done. */
async function reviewLinkAfterJob(jobDate: string | null = null) {
  const job = await hiredJob(jobDate);
  const done = await gql(DONE, { id: job.requestId, token: job.token });
  expect(done.body.errors).toBeUndefined();
  const [invitation] = await reviewMails((await adminDb().collection('leads').doc(job.leadId).get()).get('homeowner.email'));
  return { ...job, reviewToken: tokenOf(invitation.get('data.reviewPath')), invitation };
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('review invitations', () => {
  it('go out the day after the job date, and at once when the job is marked done earlier', async () => {
    const jobDate = dayFromToday(10);
    const job = await hiredJob(jobDate);
    expect(job.hired).toMatchObject({ hired: true, jobDate, reviewPath: null });
    const email = (await adminDb().collection('leads').doc(job.leadId).get()).get('homeowner.email');
    const [scheduled] = await reviewMails(email);
    expect(scheduled.get('status')).toBe('pending');
    expect(scheduled.get('nextAttemptAt').toDate().toISOString()).toBe(`${dayFromToday(11)}T08:00:00.000Z`);
    expect(scheduled.get('data')).toMatchObject({ firstName: 'Amira', companyName: job.company.name });

    const done = await gql(DONE, { id: job.requestId, token: job.token });
    expect(done.body.data!.markHomeownerRequestJobDone.companies[0].reviewPath).toMatch(/^\/review\?token=/);
    const [broughtForward, ...others] = await reviewMails(email);
    expect(others).toHaveLength(0);
    expect(broughtForward.id).toBe(scheduled.id);
    expect(broughtForward.get('nextAttemptAt').toMillis()).toBeLessThanOrEqual(Date.now());
  });

  it('refuse a job date more than a year away, keeping the hire unmarked', async () => {
    const request = await submitAndOpenLink({ postcode: 'RG1 2AB' });
    const company = await createCompany({ regions: ['South East'] });
    expect((await buy(request.leadId, company.token)).errors).toBeUndefined();
    const refused = await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id, jobDate: dayFromToday(400) });
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'jobDate', message: 'Give a job date within a year of today.' }],
    });
    const notADate = await gql(HIRED, { id: request.requestId, token: request.token, companyId: company.id, jobDate: '2026-02-30' });
    expect(notADate.body.errors?.[0].extensions).toMatchObject({ fieldErrors: [{ path: 'jobDate', message: 'Enter a real date' }] });
    expect((await adminDb().collection('leads').doc(request.leadId).get()).get('homeownerOutcome.hired') ?? []).toEqual([]);
  });
});

describe('writing a review', () => {
  it('takes one review per job through the invitation’s link; it waits for an administrator', async () => {
    const job = await reviewLinkAfterJob();
    const invitation = await gql(INVITATION, { token: job.reviewToken });
    expect(invitation.body.data!.reviewInvitation).toEqual({
      companyName: job.company.name,
      reference: job.reference,
      district: 'RG1',
      reviewStatus: null,
    });
    const sent = await gql(SUBMIT_REVIEW, { token: job.reviewToken, input: GOOD_REVIEW });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.submitCompanyReview.reviewStatus).toBe('PENDING');
    const stored = (await adminDb().collection('companyReviews').doc(`${job.leadId}_${job.company.id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'pending', reviewerName: 'Amira K.', district: 'RG1', companyId: job.company.id });
    expect(JSON.stringify(stored)).not.toContain('Khan');

    expect(codeAndMessage((await gql(SUBMIT_REVIEW, { token: job.reviewToken, input: GOOD_REVIEW })).body)).toEqual({
      code: 'CONFLICT',
      message: 'You have already reviewed this job: a job can be reviewed once.',
    });
  });

  it('refuses a review without a hired mark, before the job date, through an edited or expired link', async () => {
    const request = await submitAndOpenLink({ postcode: 'RG1 2AB' });
    const bought = await createCompany({ regions: ['South East'] });
    expect((await buy(request.leadId, bought.token)).errors).toBeUndefined();
    const unhired = signToken('company-review.v1', { l: request.leadId, c: bought.id }, Date.now() + 86_400_000, DOWNLOAD_SIGNING_SECRET);
    expect(codeAndMessage((await gql(SUBMIT_REVIEW, { token: unhired, input: GOOD_REVIEW })).body)).toEqual({
      code: 'FORBIDDEN',
      message: 'Only a homeowner who marked this company as hired on their request page can review it.',
    });

    const future = await hiredJob(dayFromToday(5));
    const early = signToken(
      'company-review.v1',
      { l: future.leadId, c: future.company.id },
      Date.now() + 86_400_000,
      DOWNLOAD_SIGNING_SECRET,
    );
    expect(codeAndMessage((await gql(SUBMIT_REVIEW, { token: early, input: GOOD_REVIEW })).body)?.message).toBe(
      'You can review the company after the job date, or once you have marked the job as done.',
    );

    const job = await reviewLinkAfterJob();
    const [payload, signature] = job.reviewToken.split('.');
    const other = await reviewLinkAfterJob();
    const otherPayload = other.reviewToken.split('.')[0];
    for (const edited of [`${otherPayload}.${signature}`, `${payload}x.${signature}`, `${payload}.${signature.slice(0, -2)}AA`]) {
      expect(codeAndMessage((await gql(SUBMIT_REVIEW, { token: edited, input: GOOD_REVIEW })).body)).toEqual({
        code: 'FORBIDDEN',
        message: 'This review link is not valid. Use the whole link from the e-mail we sent you.',
      });
    }
    const expired = signToken('company-review.v1', { l: job.leadId, c: job.company.id }, Date.now() - 1000, DOWNLOAD_SIGNING_SECRET);
    expect(codeAndMessage((await gql(SUBMIT_REVIEW, { token: expired, input: GOOD_REVIEW })).body)?.message).toMatch(/has expired/);
    expect(
      (await adminDb().collection('companyReviews').where('leadId', 'in', [request.leadId, future.leadId, job.leadId]).get()).size,
    ).toBe(0);
  });

  it('says what is wrong with each field', async () => {
    const job = await reviewLinkAfterJob();
    const bad = await gql(SUBMIT_REVIEW, {
      token: job.reviewToken,
      input: { ratings: { quality: 0, tidiness: 6, value: 3, communication: 3 }, text: 'Fine.', noIncentive: false },
    });
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = Object.fromEntries(
      (bad.body.errors![0].extensions!.fieldErrors as Array<{ path: string; message: string }>).map((e) => [e.path, e.message]),
    );
    expect(fields).toEqual({
      'ratings.quality': 'Choose 1 to 5 stars for quality of the work',
      'ratings.tidiness': 'Choose 1 to 5 stars for tidiness',
      text: 'Tell other homeowners a little more: at least 30 characters',
      noIncentive: 'Confirm that nobody offered you anything for this review',
    });
  });
});

describe('moderation and the company’s reply', () => {
  it('an administrator publishes or rejects with a reason; the company replies once to a published review', async () => {
    const published = await reviewLinkAfterJob();
    const rejected = await reviewLinkAfterJob();
    for (const job of [published, rejected])
      expect((await gql(SUBMIT_REVIEW, { token: job.reviewToken, input: GOOD_REVIEW })).body.errors).toBeUndefined();
    const publishId = `${published.leadId}_${published.company.id}`;
    const rejectId = `${rejected.leadId}_${rejected.company.id}`;

    expect(codeAndMessage((await gql(QUEUE, { status: 'PENDING' })).body)?.code).toBe('UNAUTHENTICATED');
    expect(codeAndMessage((await gql(QUEUE, { status: 'PENDING' }, { token: published.company.token })).body)?.code).toBe('FORBIDDEN');
    const queue = (await gql(QUEUE, { status: 'PENDING' }, { token: adminToken })).body.data!.adminCompanyReviews.nodes;
    expect(queue.map((review: { id: string }) => review.id)).toEqual(expect.arrayContaining([publishId, rejectId]));

    const noReason = await gql(MODERATE, { id: rejectId, decision: 'REJECT', reason: null }, { token: adminToken });
    expect(noReason.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });
    const reason = 'It describes another company’s work, not this job.';
    const rejection = await gql(MODERATE, { id: rejectId, decision: 'REJECT', reason }, { token: adminToken });
    expect(rejection.body.data!.moderateCompanyReview).toMatchObject({ status: 'REJECTED', rejectionReason: reason, publishedAt: null });
    const homeownerEmail = (await adminDb().collection('leads').doc(rejected.leadId).get()).get('homeowner.email');
    const told = (await adminDb().collection('mail').where('to', '==', homeownerEmail).get()).docs.find(
      (doc) => doc.get('template') === 'review_rejected',
    );
    expect(told?.get('data')).toMatchObject({ reason, companyName: rejected.company.name });

    const profile = async () => (await fetch(`${serverInfo().url}/companies/${published.company.id}`)).text();
    const before = await profile();
    expect(before).toContain('No review yet.');
    expect(before).not.toContain('AggregateRating');
    expect(before).not.toContain(GOOD_REVIEW.text);

    expect((await gql(MODERATE, { id: publishId, decision: 'PUBLISH' }, { token: adminToken })).body.errors).toBeUndefined();
    const after = await profile();
    expect(after).toContain(GOOD_REVIEW.text);
    expect(after).toMatch(/Amira K\.(<!-- -->)?, (<!-- -->)?RG1/);
    expect(after).not.toContain('Khan');
    expect(after).toMatch(
      /"aggregateRating":\{"@type":"AggregateRating","ratingValue":4.5,"reviewCount":1,"bestRating":5,"worstRating":1\}/,
    );
    expect(await (await fetch(`${serverInfo().url}/companies/${rejected.company.id}`)).text()).not.toContain(GOOD_REVIEW.text);
    expect(codeAndMessage((await gql(MODERATE, { id: publishId, decision: 'REJECT', reason }, { token: adminToken })).body)).toEqual({
      code: 'CONFLICT',
      message: 'This review was published already',
    });
    const companyMail = (await adminDb().collection('mail').where('to', '==', published.company.email).get()).docs.find(
      (doc) => doc.get('template') === 'review_published',
    );
    expect(companyMail).toBeDefined();

    const mine = (await gql(MINE, {}, { token: published.company.token })).body.data!;
    expect(mine.myCompanyRating).toEqual({ count: 1, average: 4.5, aspects: { quality: 5, tidiness: 4, value: 4, communication: 5 } });
    expect(mine.myCompanyReviews.nodes).toEqual([
      expect.objectContaining({ id: publishId, overall: 4.5, reviewerName: 'Amira K.', district: 'RG1', reply: null }),
    ]);
    expect((await gql(MINE, {}, { token: rejected.company.token })).body.data!.myCompanyReviews.nodes).toEqual([]);

    expect(codeAndMessage((await gql(REPLY, { id: publishId, text: 'Thanks!' }, { token: published.company.token })).body)?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      codeAndMessage((await gql(REPLY, { id: publishId, text: 'Not ours to answer.' }, { token: rejected.company.token })).body)?.code,
    ).toBe('NOT_FOUND');
    const replyText = 'Thank you for having us, and for the tea.';
    const reply = await gql(REPLY, { id: publishId, text: replyText }, { token: published.company.token });
    expect(reply.body.data!.replyToCompanyReview.reply).toEqual({ text: replyText });
    expect(await profile()).toContain(replyText);
    expect(
      codeAndMessage((await gql(REPLY, { id: publishId, text: 'A second thought on this.' }, { token: published.company.token })).body),
    ).toEqual({
      code: 'CONFLICT',
      message: 'You have replied to this review already: a company can reply once.',
    });
  });
});

describe('a data request', () => {
  it('finds the homeowner’s review with their lead, and erasing it takes it off the company’s profile', async () => {
    const job = await reviewLinkAfterJob();
    expect((await gql(SUBMIT_REVIEW, { token: job.reviewToken, input: GOOD_REVIEW })).body.errors).toBeUndefined();
    const id = `${job.leadId}_${job.company.id}`;
    expect((await gql(MODERATE, { id, decision: 'PUBLISH' }, { token: adminToken })).body.errors).toBeUndefined();
    const email = (await adminDb().collection('leads').doc(job.leadId).get()).get('homeowner.email') as string;

    const found = await gql(
      `query S($email: String) { subjectAccessSearch(email: $email) { groups { kind records { id } } } }`,
      { email },
      { token: adminToken },
    );
    const reviews = found.body.data!.subjectAccessSearch.groups.find((group: { kind: string }) => group.kind === 'REVIEW');
    expect(reviews.records).toEqual([{ id }]);

    const erased = await gql(
      `mutation X($email: String, $confirm: String!) { eraseSubjectData(email: $email, confirm: $confirm) { erasedCount } }`,
      { email, confirm: email },
      { token: adminToken },
    );
    expect(erased.body.errors).toBeUndefined();
    const stored = (await adminDb().collection('companyReviews').doc(id).get()).data()!;
    expect(stored).toMatchObject({ status: 'erased', text: '', reviewerName: '', ratings: null });
    expect((await gql(MINE, {}, { token: job.company.token })).body.data!).toMatchObject({
      myCompanyRating: { count: 0, average: null },
      myCompanyReviews: { nodes: [] },
    });
  });
});

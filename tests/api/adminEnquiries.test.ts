import { REQUEST_FREE_GUIDE, adminDb, createUser, gql, idempotencyKey, randomMobile, uniqueEmail } from '../support/api';
import { createCompany } from '../support/marketplace';

/** The RICS surveys, contact inquiries and guide downloads screens' API (docs/requirements/admin-console.md#other-screens). */
const SUBMIT_SURVEY = `mutation S($input: RicsSurveyInput!, $key: String!, $botCheck: BotCheckInput) { requestRicsSurvey(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id reference } }`;
const SUBMIT_INQUIRY = `mutation C($input: ContactInquiryInput!, $key: String!, $botCheck: BotCheckInput) { submitContactInquiry(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id reference } }`;
const SURVEYS = `query L($status: RicsSurveyStatus, $first: Int!, $after: String) { adminRicsSurveys(status: $status, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id reference name email status surveyLevel lender updatedAt history { action by } } } }`;
const MOVE = `mutation M($id: ID!, $status: RicsSurveyStatus!, $at: DateTimeISO) { setRicsSurveyStatus(id: $id, status: $status, expectedUpdatedAt: $at) { status updatedAt history { action by at } } }`;
const INQUIRIES = `query L($status: ContactInquiryStatus, $first: Int!) { adminContactInquiries(status: $status, first: $first) { totalCount nodes { id reference email message status updatedAt } } }`;
const REPLY = `mutation R($id: ID!, $reply: String!, $at: DateTimeISO) { replyToContactInquiry(id: $id, reply: $reply, expectedUpdatedAt: $at) { status updatedAt history { action by note } } }`;
const CLOSE = `mutation X($id: ID!, $at: DateTimeISO) { closeContactInquiry(id: $id, expectedUpdatedAt: $at) { status history { action by } } }`;
const PDF_LEADS = `query P($guide: String, $first: Int!) { adminPdfLeads(guide: $guide, first: $first) { totalCount nodes { id guide name email postcode downloads requests marketingConsent createdAt } } }`;
const FREE_GUIDE = 'spray-foam-removal-guide';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const codeOf = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions?.code;

async function submitSurvey(name: string) {
  const { body } = await gql(SUBMIT_SURVEY, {
    key: idempotencyKey(),
    input: {
      name,
      email: uniqueEmail('survey'),
      phone: randomMobile(),
      postcode: 'BS1 4DJ',
      propertyType: 'semi',
      lender: 'Nationwide',
      surveyLevel: 'level3',
      notes: 'Foam in the loft',
      consent: { terms: true },
    },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.requestRicsSurvey as { id: string; reference: string };
}

async function submitInquiry(email: string) {
  const { body } = await gql(SUBMIT_INQUIRY, {
    key: idempotencyKey(),
    input: {
      name: 'Ivy Inquirer',
      email,
      subject: 'mortgage',
      message: 'My lender wants a spray foam report: which survey do I need?',
      consent: { terms: true },
    },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.submitContactInquiry as { id: string; reference: string };
}

const storedCount = async (collection: string, status: string) =>
  (await adminDb().collection(collection).where('status', '==', status).count().get()).data().count;

describe('admin RICS surveys', () => {
  it('lists by status with the total for the filter, newest first', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const older = await submitSurvey(`Sue Older ${suffix()}`);
    const newer = await submitSurvey(`Sue Newer ${suffix()}`);

    const before = await storedCount('ricsSurveys', 'new');
    const { body } = await gql(SURVEYS, { status: 'NEW', first: 100 }, { token: admin.token });
    const after = await storedCount('ricsSurveys', 'new');
    expect(body.errors).toBeUndefined();
    const list = body.data!.adminRicsSurveys;
    // Other suites add surveys meanwhile: the total lies between the counts read just before and after.
    expect(list.totalCount).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(list.totalCount).toBeLessThanOrEqual(Math.max(before, after));
    expect(list.nodes.every((node: { status: string }) => node.status === 'NEW')).toBe(true);
    const ids = list.nodes.map((node: { id: string }) => node.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.nodes.find((node: { id: string }) => node.id === newer.id)).toMatchObject({
      reference: newer.reference,
      surveyLevel: 'level3',
      lender: 'Nationwide',
      history: [],
    });

    // One item a page still reports the whole total.
    const one = (await gql(SURVEYS, { status: 'NEW', first: 1 }, { token: admin.token })).body.data!.adminRicsSurveys;
    expect(one.nodes).toHaveLength(1);
    expect(one.totalCount).toBeGreaterThanOrEqual(2);
    expect(one.pageInfo.hasNextPage).toBe(true);
  });

  it('moves along the pipeline with who and when, refuses skipping a step and a stale change', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const survey = await submitSurvey(`Pip Line ${suffix()}`);
    const stored = (await adminDb().collection('ricsSurveys').doc(survey.id).get()).data()!;
    const loadedAt = stored.updatedAt.toDate().toISOString();

    const contacted = await gql(MOVE, { id: survey.id, status: 'CONTACTED', at: loadedAt }, { token: admin.token });
    expect(contacted.body.errors).toBeUndefined();
    expect(contacted.body.data!.setRicsSurveyStatus).toMatchObject({
      status: 'CONTACTED',
      history: [{ action: 'contacted', by: admin.email }],
    });
    const contactedAt = contacted.body.data!.setRicsSurveyStatus.updatedAt;
    expect(new Date(contactedAt).getTime()).toBeGreaterThan(new Date(loadedAt).getTime());

    // The filter sees the new status.
    const inContacted = (await gql(SURVEYS, { status: 'CONTACTED', first: 100 }, { token: admin.token })).body.data!.adminRicsSurveys;
    expect(inContacted.nodes.map((node: { id: string }) => node.id)).toContain(survey.id);
    const inNew = (await gql(SURVEYS, { status: 'NEW', first: 100 }, { token: admin.token })).body.data!.adminRicsSurveys;
    expect(inNew.nodes.map((node: { id: string }) => node.id)).not.toContain(survey.id);

    // Someone loaded it before the change: nothing is written.
    const stale = await gql(MOVE, { id: survey.id, status: 'BOOKED', at: loadedAt }, { token: admin.token });
    expect(codeOf(stale.body)).toBe('CONFLICT');
    expect((await adminDb().collection('ricsSurveys').doc(survey.id).get()).get('status')).toBe('contacted');

    // Contacted cannot jump to completed.
    const skip = await gql(MOVE, { id: survey.id, status: 'COMPLETED', at: contactedAt }, { token: admin.token });
    expect(codeOf(skip.body)).toBe('BAD_USER_INPUT');
    expect(skip.body.errors![0].extensions!.fieldErrors).toEqual([{ path: 'status', message: expect.stringContaining('booked') }]);

    const cancelled = await gql(MOVE, { id: survey.id, status: 'CANCELLED', at: contactedAt }, { token: admin.token });
    expect(cancelled.body.data!.setRicsSurveyStatus).toMatchObject({
      status: 'CANCELLED',
      history: [
        { action: 'contacted', by: admin.email },
        { action: 'cancelled', by: admin.email },
      ],
    });
    const after = await gql(MOVE, { id: survey.id, status: 'BOOKED' }, { token: admin.token });
    expect(codeOf(after.body)).toBe('BAD_USER_INPUT');
    const doc = (await adminDb().collection('ricsSurveys').doc(survey.id).get()).data()!;
    expect(doc.status).toBe('cancelled');
    expect(doc.history).toHaveLength(2);

    const missing = await gql(MOVE, { id: 'rs_no_such_survey', status: 'CONTACTED' }, { token: admin.token });
    expect(codeOf(missing.body)).toBe('NOT_FOUND');
  });
});

/** The reply e-mails queued for a contact message. */
const replyMails = async (id: string) =>
  (await adminDb().collection('mail').where('related', 'array-contains', `contactInquiries/${id}`).get()).docs.filter(
    (doc) => doc.get('template') === 'contact_inquiry_reply',
  );

describe('admin contact inquiries', () => {
  it('refuses an empty or overlong reply field by field, changing nothing', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const inquiry = await submitInquiry(uniqueEmail('inquirer'));
    for (const reply of ['', '  \n ', 'x'.repeat(5001)]) {
      const { body } = await gql(REPLY, { id: inquiry.id, reply }, { token: admin.token });
      expect(codeOf(body)).toBe('BAD_USER_INPUT');
      expect(body.errors![0].extensions!.fieldErrors).toEqual([
        { path: 'reply', message: reply.length > 5000 ? 'Your reply must be 5000 characters or fewer' : 'Write a reply before sending it' },
      ]);
    }
    const doc = (await adminDb().collection('contactInquiries').doc(inquiry.id).get()).data()!;
    expect(doc.status).toBe('new');
    expect(doc.history).toBeUndefined();
    expect(await replyMails(inquiry.id)).toHaveLength(0);
  });

  it('lists by status, replies through the outbox and marks it replied, then closes it', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const email = uniqueEmail('inquirer');
    const inquiry = await submitInquiry(email);

    const before = await storedCount('contactInquiries', 'new');
    const listed = (await gql(INQUIRIES, { status: 'NEW', first: 100 }, { token: admin.token })).body.data!.adminContactInquiries;
    const after = await storedCount('contactInquiries', 'new');
    expect(listed.totalCount).toBeGreaterThanOrEqual(Math.min(before, after));
    expect(listed.totalCount).toBeLessThanOrEqual(Math.max(before, after));
    const loaded = listed.nodes.find((node: { id: string }) => node.id === inquiry.id);
    expect(loaded).toMatchObject({ reference: inquiry.reference, email, status: 'NEW' });

    const text = 'A Level 3 survey looks at the loft.\n\nWe can book one next week.';
    const replied = await gql(REPLY, { id: inquiry.id, reply: `  ${text}  `, at: loaded.updatedAt }, { token: admin.token });
    expect(replied.body.errors).toBeUndefined();
    expect(replied.body.data!.replyToContactInquiry).toMatchObject({
      status: 'REPLIED',
      history: [{ action: 'replied', by: admin.email, note: text }],
    });

    const mails = await replyMails(inquiry.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].get('to')).toBe(email);
    expect(mails[0].get('data')).toMatchObject({ reply: text, reference: inquiry.reference, name: 'Ivy Inquirer' });

    const inReplied = (await gql(INQUIRIES, { status: 'REPLIED', first: 100 }, { token: admin.token })).body.data!.adminContactInquiries;
    expect(inReplied.nodes.map((node: { id: string }) => node.id)).toContain(inquiry.id);

    // A second admin still looking at the unreplied message: refused, and no second e-mail.
    const stale = await gql(REPLY, { id: inquiry.id, reply: 'Another answer', at: loaded.updatedAt }, { token: admin.token });
    expect(codeOf(stale.body)).toBe('CONFLICT');
    expect(await replyMails(inquiry.id)).toHaveLength(1);
    const staleClose = await gql(CLOSE, { id: inquiry.id, at: loaded.updatedAt }, { token: admin.token });
    expect(codeOf(staleClose.body)).toBe('CONFLICT');

    const closed = await gql(CLOSE, { id: inquiry.id, at: replied.body.data!.replyToContactInquiry.updatedAt }, { token: admin.token });
    expect(closed.body.data!.closeContactInquiry).toEqual({
      status: 'CLOSED',
      history: [
        { action: 'replied', by: admin.email },
        { action: 'closed', by: admin.email },
      ],
    });
    expect((await adminDb().collection('contactInquiries').doc(inquiry.id).get()).get('status')).toBe('closed');
  });
});

describe('admin guide downloads', () => {
  it('lists guide leads newest first, filtered by guide, with the total', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const email = uniqueEmail('reader');
    const requested = await gql(REQUEST_FREE_GUIDE, {
      input: { name: 'Rita Reader', email, postcode: 'bs1 4dj', consent: { terms: true, marketing: true } },
      key: idempotencyKey(),
      source: null,
    });
    expect(requested.body.errors).toBeUndefined();
    // A second guide, only this test's, so its filtered list is known exactly.
    const otherGuide = `test-guide-${suffix()}`;
    const now = new Date();
    await adminDb()
      .collection('pdfLeads')
      .doc(`pl_test_${suffix()}`)
      .set({
        guide: otherGuide,
        name: 'Otto Other',
        email: uniqueEmail('other'),
        postcode: null,
        downloads: 2,
        requests: 1,
        consent: { terms: true, marketing: false, at: now },
        lastRequestedAt: now,
        lastDownloadedAt: now,
        createdAt: now,
        updatedAt: now,
      });

    const other = (await gql(PDF_LEADS, { guide: otherGuide, first: 10 }, { token: admin.token })).body.data!.adminPdfLeads;
    expect(other.totalCount).toBe(1);
    expect(other.nodes).toEqual([
      expect.objectContaining({ guide: otherGuide, name: 'Otto Other', downloads: 2, requests: 1, marketingConsent: false }),
    ]);

    const free = (await gql(PDF_LEADS, { guide: FREE_GUIDE, first: 100 }, { token: admin.token })).body.data!.adminPdfLeads;
    expect(free.nodes.every((node: { guide: string }) => node.guide === FREE_GUIDE)).toBe(true);
    expect(free.nodes.find((node: { email: string }) => node.email === email)).toMatchObject({
      name: 'Rita Reader',
      postcode: 'BS1 4DJ',
      downloads: 0,
      requests: 1,
      marketingConsent: true,
    });
    expect(free.totalCount).toBeGreaterThanOrEqual(free.nodes.length);

    const all = (await gql(PDF_LEADS, { first: 100 }, { token: admin.token })).body.data!.adminPdfLeads;
    const times = all.nodes.map((node: { createdAt: string }) => Date.parse(node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.totalCount).toBeGreaterThanOrEqual(free.totalCount + 1);

    const bad = await gql(PDF_LEADS, { guide: 'Not a guide!', first: 10 }, { token: admin.token });
    expect(codeOf(bad.body)).toBe('BAD_USER_INPUT');
    expect(bad.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path)).toEqual(['guide']);
  });
});

describe('who may use these screens', () => {
  it('refuses anonymous and company callers, and shows them nothing', async () => {
    const company = await createCompany({ regions: ['London'] });
    const inquiry = await submitInquiry(uniqueEmail('inquirer'));
    const calls: Array<[string, Record<string, unknown>]> = [
      [SURVEYS, { first: 5 }],
      [INQUIRIES, { first: 5 }],
      [PDF_LEADS, { first: 5 }],
      [MOVE, { id: inquiry.id, status: 'CONTACTED' }],
      [REPLY, { id: inquiry.id, reply: 'Hello' }],
      [CLOSE, { id: inquiry.id }],
    ];
    for (const [query, variables] of calls) {
      const anonymous = await gql(query, variables);
      expect(codeOf(anonymous.body)).toBe('UNAUTHENTICATED');
      expect(anonymous.body.data ?? null).toBeNull();
      const asCompany = await gql(query, variables, { token: company.token });
      expect(codeOf(asCompany.body)).toBe('FORBIDDEN');
      expect(asCompany.body.data ?? null).toBeNull();
    }
    const doc = (await adminDb().collection('contactInquiries').doc(inquiry.id).get()).data()!;
    expect(doc.status).toBe('new');
    expect(await replyMails(inquiry.id)).toHaveLength(0);
  });
});

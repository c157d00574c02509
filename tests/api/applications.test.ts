import { adminAuth, adminDb, createUser, gql, idempotencyKey, randomMobile, serverInfo, signIn, uniqueEmail } from '../support/api';
import { vetCompanyThroughReview } from '../support/certification';

const SUBMIT = `mutation Apply($input: ApplicationInput!, $key: String!, $botCheck: BotCheckInput) {
  submitApplication(input: $input, idempotencyKey: $key, botCheck: $botCheck, source: { pagePath: "/apply" }) { id reference replayed }
}`;
const REVIEW = `mutation Review($id: ID!, $decision: ReviewDecision!, $note: String, $check: CompaniesHouseCheckInput) {
  reviewApplication(id: $id, decision: $decision, note: $note, companiesHouseCheck: $check) {
    id status reviewNote reviewedBy companyId accountInvitedAt companiesHouseCheck { directors checkedBy checkedAt }
  }
}`;
/** What an administrator confirms on the Companies House register to approve. */
const CHECKED = { companyActive: true, nameAndNumberMatch: true, directorsMatch: true, directors: 'Jane SMITH, Ravi PATEL' };
const APPLICATION = `query One($id: ID!) { application(id: $id) { id reference companyName status companiesHouseNumber publicLiabilityCoverPence regions services website } }`;
const LIST = `query List($status: ApplicationStatus) { applications(status: $status, first: 100) { totalCount nodes { id status companyName } } }`;
const MY_COMPANY = `{ myCompany { id name slug status regions services certified leadAlerts email } }`;

let run = 0;
function validApplication(overrides: Record<string, unknown> = {}) {
  run++;
  return {
    companyName: `Attic Foam Clear ${Date.now()}-${run} Ltd`,
    contactName: 'Morag Test',
    email: uniqueEmail('applicant'),
    phone: randomMobile(),
    website: 'www.atticfoamclear.example.co.uk',
    companiesHouseNumber: 'sc 123456',
    yearsTrading: 7,
    regions: ['Scotland', 'North East'],
    services: ['loft', 'reinsulation', 'loft'],
    publicLiabilityCoverPounds: 5_000_000,
    accreditations: ['waste_carrier', 'pca'],
    message: 'We have removed spray foam from over 200 lofts since 2022.',
    consent: { terms: true },
    ...overrides,
  };
}

async function submit(input: Record<string, unknown>) {
  const { body } = await gql(SUBMIT, { input, key: idempotencyKey() });
  expect(body.errors).toBeUndefined();
  return body.data!.submitApplication as { id: string; reference: string; replayed: boolean };
}

const mailsFor = async (path: string) => (await adminDb().collection('mail').where('related', 'array-contains', path).get()).docs;
const companiesOf = async (applicationId: string) =>
  (await adminDb().collection('companies').where('applicationId', '==', applicationId).get()).docs;

let adminToken: string;
let adminEmail: string;
let companyToken: string;
beforeAll(async () => {
  ({ token: adminToken, email: adminEmail } = await createUser({ claims: { admin: true } }));
  companyToken = await signIn('company@demo.sprayfoamremoval.uk', 'DemoCompany2026!');
});

describe('submitApplication', () => {
  it('stores a valid application as submitted, normalised, once per idempotency key, with the confirmation and the admin alert', async () => {
    const input = validApplication();
    const key = idempotencyKey();
    const first = await gql(SUBMIT, { input, key });
    expect(first.body.errors).toBeUndefined();
    const receipt = first.body.data!.submitApplication;
    expect(receipt.reference).toMatch(/^AP-[0-9A-F]{6}$/);
    const again = await gql(SUBMIT, { input, key });
    expect(again.body.data!.submitApplication).toEqual({ ...receipt, replayed: true });

    const doc = (await adminDb().collection('applications').doc(receipt.id).get()).data()!;
    expect(doc).toMatchObject({
      status: 'submitted',
      reference: receipt.reference,
      companyName: input.companyName,
      companiesHouseNumber: 'SC123456',
      website: 'https://www.atticfoamclear.example.co.uk/',
      yearsTrading: 7,
      regions: ['Scotland', 'North East'],
      services: ['loft', 'reinsulation'],
      publicLiabilityCoverPence: 500_000_000,
      accreditations: ['waste_carrier', 'pca'],
      companyId: null,
      idempotencyKey: key,
      source: { pagePath: '/apply' },
    });
    expect(doc.consent.terms).toBe(true);
    expect(doc).not.toHaveProperty('publicLiabilityCoverPounds');

    const mails = await mailsFor(`applications/${receipt.id}`);
    expect(mails.map((m) => m.get('template')).sort()).toEqual(['admin_new_application', 'application_received']);
    const confirmation = mails.find((m) => m.get('template') === 'application_received')!;
    expect(confirmation.get('to')).toBe(input.email);
    expect(confirmation.get('data')).toMatchObject({ name: 'Morag Test', companyName: input.companyName, reference: receipt.reference });
    const alert = mails.find((m) => m.get('template') === 'admin_new_application')!;
    expect(alert.get('data')).toMatchObject({ applicationId: receipt.id, reference: receipt.reference });
    expect(alert.get('data.details')).toEqual(expect.arrayContaining([['Public liability cover', '£5,000,000']]));
  });

  it.each([
    [
      'a bad Companies House number',
      { companiesHouseNumber: 'AB12' },
      'companiesHouseNumber',
      'Enter your 8-character Companies House number, like 01234567 or SC123456',
    ],
    [
      'an unknown Companies House prefix',
      { companiesHouseNumber: 'XY123456' },
      'companiesHouseNumber',
      'Enter your 8-character Companies House number, like 01234567 or SC123456',
    ],
    ['no regions', { regions: [] }, 'regions', 'Choose at least one region you cover'],
    ['a region that is not a UK region', { regions: ['Atlantis'] }, 'regions', 'Choose regions from the list'],
    ['no services', { services: [] }, 'services', 'Choose at least one service you offer'],
    [
      'cover below £1m',
      { publicLiabilityCoverPounds: 500_000 },
      'publicLiabilityCoverPounds',
      'Public liability cover must be at least £1,000,000: we only accept companies insured for £1 million or more',
    ],
    [
      'no cover',
      { publicLiabilityCoverPounds: null },
      'publicLiabilityCoverPounds',
      'Enter your public liability cover in pounds, like 2,000,000',
    ],
    [
      'a website that is not http(s)',
      { website: 'ftp://files.example.com' },
      'website',
      'Enter your website address, like https://www.example.co.uk',
    ],
    [
      'a website that is not an address',
      { website: 'our website' },
      'website',
      'Enter your website address, like https://www.example.co.uk',
    ],
    ['years trading out of range', { yearsTrading: 101 }, 'yearsTrading', 'Enter 100 years or fewer'],
    ['years trading not whole', { yearsTrading: 2.5 }, 'yearsTrading', 'Enter how many years you have been trading, as a whole number'],
    ['a message over 3000 characters', { message: 'x'.repeat(3001) }, 'message', 'Message must be 3000 characters or fewer'],
    ['no consent', { consent: { terms: false } }, 'consent.terms', 'You must accept the terms to send your application'],
  ])('refuses %s with its own message and stores nothing', async (_what, override, path, message) => {
    const key = idempotencyKey();
    const { body } = await gql(SUBMIT, { input: validApplication(override), key });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.fieldErrors).toEqual([{ path, message }]);
    expect((await adminDb().collection('applications').where('idempotencyKey', '==', key).get()).size).toBe(0);
  });

  it('accepts 8-digit numbers and no website', async () => {
    const receipt = await submit(validApplication({ companiesHouseNumber: '01234567', website: '' }));
    const doc = (await adminDb().collection('applications').doc(receipt.id).get()).data()!;
    expect(doc).toMatchObject({ companiesHouseNumber: '01234567', website: null });
  });
});

describe('admin review', () => {
  it('refuses anonymous and company callers', async () => {
    const { id } = await submit(validApplication());
    const anonymous = await gql(LIST, {});
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    for (const [query, variables] of [
      [LIST, {}],
      [APPLICATION, { id }],
      [REVIEW, { id, decision: 'APPROVE' }],
    ] as const) {
      const { body } = await gql(query, variables, { token: companyToken });
      expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(body.data?.applications ?? body.data?.application ?? body.data?.reviewApplication ?? null).toBeNull();
    }
    const anonymousReview = await gql(REVIEW, { id, decision: 'APPROVE' });
    expect(anonymousReview.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await adminDb().collection('applications').doc(id).get()).get('status')).toBe('submitted');
  });

  it('lists applications by status with the total, and shows one', async () => {
    const { id, reference } = await submit(validApplication());
    const { body } = await gql(LIST, { status: 'SUBMITTED' }, { token: adminToken });
    expect(body.errors).toBeUndefined();
    const count = (await adminDb().collection('applications').where('status', '==', 'submitted').count().get()).data().count;
    expect(body.data!.applications.totalCount).toBe(count);
    expect(body.data!.applications.nodes.every((a: { status: string }) => a.status === 'SUBMITTED')).toBe(true);
    expect(body.data!.applications.nodes.map((a: { id: string }) => a.id)).toContain(id);

    const one = await gql(APPLICATION, { id }, { token: adminToken });
    expect(one.body.data!.application).toMatchObject({
      id,
      reference,
      status: 'SUBMITTED',
      companiesHouseNumber: 'SC123456',
      publicLiabilityCoverPence: 500_000_000,
    });
    const missing = await gql(APPLICATION, { id: 'ap_missing' }, { token: adminToken });
    expect(missing.body.data!.application).toBeNull();
  });

  it('needs a reason to reject, then e-mails it once', async () => {
    const { id } = await submit(validApplication());
    const noReason = await gql(REVIEW, { id, decision: 'REJECT', note: '  ' }, { token: adminToken });
    expect(noReason.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(noReason.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'note', message: 'Give a reason for the rejection: the applicant receives it by e-mail' },
    ]);
    expect((await adminDb().collection('applications').doc(id).get()).get('status')).toBe('submitted');

    const reason = 'We could not confirm your public liability insurance.';
    const rejected = await gql(REVIEW, { id, decision: 'REJECT', note: reason }, { token: adminToken });
    expect(rejected.body.errors).toBeUndefined();
    expect(rejected.body.data!.reviewApplication).toMatchObject({ status: 'REJECTED', reviewNote: reason, companyId: null });
    expect(rejected.body.data!.reviewApplication.reviewedBy).toMatch(/@test\.example$/);
    await gql(REVIEW, { id, decision: 'REJECT', note: reason }, { token: adminToken });
    const mails = (await mailsFor(`applications/${id}`)).filter((m) => m.get('template') === 'application_rejected');
    expect(mails).toHaveLength(1);
    expect(mails[0].get('data.reason')).toBe(reason);
    expect(await companiesOf(id)).toHaveLength(0);
  });

  it('approves only with the Companies House check confirmed and the directors written down, and records who checked', async () => {
    const { id } = await submit(validApplication());
    const fieldPaths = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
      ((body.errors?.[0]?.extensions?.fieldErrors ?? []) as Array<{ path: string }>).map((e) => e.path).sort();

    const none = await gql(REVIEW, { id, decision: 'APPROVE' }, { token: adminToken });
    expect(none.body.errors![0]).toMatchObject({
      message: 'Confirm the Companies House check before approving',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(fieldPaths(none.body)).toEqual(['companiesHouseCheck']);
    const partly = await gql(
      REVIEW,
      { id, decision: 'APPROVE', check: { ...CHECKED, directorsMatch: false, directors: ' ' } },
      { token: adminToken },
    );
    expect(fieldPaths(partly.body)).toEqual(['companiesHouseCheck.directors', 'companiesHouseCheck.directorsMatch']);
    expect(await companiesOf(id)).toHaveLength(0);
    expect((await adminDb().collection('applications').doc(id).get()).get('status')).toBe('submitted');

    const approved = await gql(REVIEW, { id, decision: 'APPROVE', check: CHECKED }, { token: adminToken });
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data!.reviewApplication.companiesHouseCheck).toEqual({
      directors: CHECKED.directors,
      checkedBy: adminEmail,
      checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const stored = (await adminDb().collection('applications').doc(id).get()).get('companiesHouseCheck');
    expect(stored).toMatchObject({ directors: CHECKED.directors, checkedBy: adminEmail });
  });

  it('approves: one company, an Auth user with the company claims, a users document and a set-password e-mail; approving again adds nothing', async () => {
    const input = validApplication();
    const { id } = await submit(input);
    await gql(REVIEW, { id, decision: 'UNDER_REVIEW' }, { token: adminToken });
    expect((await adminDb().collection('applications').doc(id).get()).get('status')).toBe('under_review');

    const approved = await gql(
      REVIEW,
      { id, decision: 'APPROVE', check: CHECKED, note: 'Insurance certificate checked' },
      { token: adminToken },
    );
    expect(approved.body.errors).toBeUndefined();
    const review = approved.body.data!.reviewApplication;
    expect(review).toMatchObject({ id, status: 'APPROVED', reviewNote: 'Insurance certificate checked' });
    expect(review.companyId).toBeTruthy();
    expect(review.accountInvitedAt).toBeTruthy();

    const companies = await companiesOf(id);
    expect(companies).toHaveLength(1);
    const company = companies[0];
    expect(company.id).toBe(review.companyId);
    const user = await adminAuth().getUserByEmail(input.email);
    expect(company.data()).toMatchObject({
      name: input.companyName,
      status: 'active',
      certified: false,
      leadAlerts: true,
      regions: ['Scotland', 'North East'],
      services: ['loft', 'reinsulation'],
      userIds: [user.uid],
      slug: expect.stringMatching(/^attic-foam-clear-\d+-\d+$/),
    });
    expect(user.customClaims).toEqual({ role: 'company', companyId: company.id });
    expect((await adminDb().collection('users').doc(user.uid).get()).data()).toMatchObject({
      email: input.email,
      role: 'company',
      companyId: company.id,
    });

    const approvalMails = (await mailsFor(`applications/${id}`)).filter((m) => m.get('template') === 'application_approved');
    expect(approvalMails).toHaveLength(1);
    expect(approvalMails[0].get('to')).toBe(input.email);
    const link = new URL(approvalMails[0].get('data.setPasswordUrl'));
    // This site's own set-password page, carrying Firebase's one-time code.
    expect(`${link.origin}${link.pathname}`).toBe(`${serverInfo().url}/company/set-password`);
    const oobCode = link.searchParams.get('oobCode');
    expect(oobCode).toBeTruthy();

    // Approving again: no second company, account or e-mail.
    const again = await gql(REVIEW, { id, decision: 'APPROVE' }, { token: adminToken });
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.reviewApplication).toMatchObject({
      status: 'APPROVED',
      companyId: company.id,
      accountInvitedAt: review.accountInvitedAt,
    });
    expect(await companiesOf(id)).toHaveLength(1);
    expect((await mailsFor(`applications/${id}`)).filter((m) => m.get('template') === 'application_approved')).toHaveLength(1);
    expect((await adminDb().collection('companies').doc(company.id).get()).get('userIds')).toEqual([user.uid]);
    const rejectApproved = await gql(REVIEW, { id, decision: 'REJECT', note: 'Changed my mind' }, { token: adminToken });
    expect(rejectApproved.body.errors?.[0].extensions?.code).toBe('CONFLICT');

    // The company chooses its password through the e-mailed link, signs in and sees its company.
    const password = 'CompanyPassword2026!';
    const reset = await fetch(`http://${serverInfo().auth}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: password }),
    });
    expect(reset.status).toBe(200);
    const token = await signIn(input.email, password);
    const mine = await gql(MY_COMPANY, {}, { token });
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.myCompany).toMatchObject({
      id: company.id,
      name: input.companyName,
      status: 'ACTIVE',
      certified: false,
      leadAlerts: true,
      email: input.email,
    });

    // A suspended company's users are refused.
    await adminDb().collection('companies').doc(company.id).update({ status: 'suspended' });
    const suspended = await gql(MY_COMPANY, {}, { token });
    expect(suspended.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(suspended.body.errors?.[0].message).toBe('Your company account is suspended or no longer exists');
    expect(suspended.body.data).toBeNull();
  });

  it('gives two companies with the same name different slugs', async () => {
    const companyName = `Same Name Foam ${Date.now()} Ltd`;
    const first = await submit(validApplication({ companyName }));
    const second = await submit(validApplication({ companyName }));
    for (const { id } of [first, second])
      expect((await gql(REVIEW, { id, decision: 'APPROVE', check: CHECKED }, { token: adminToken })).body.errors).toBeUndefined();
    const slugs = [...(await companiesOf(first.id)), ...(await companiesOf(second.id))].map((c) => c.get('slug'));
    expect(slugs).toEqual([expect.stringMatching(/^same-name-foam-\d+$/), expect.stringMatching(/^same-name-foam-\d+-2$/)]);
  });

  it('lists the approved company on its regions’ location pages once it is vetted, at once although those pages are cached', async () => {
    const input = validApplication({ regions: ['Northern Ireland'] });
    const { id } = await submit(input);
    const page = async () => {
      const res = await fetch(`${serverInfo().url}/locations/belfast`);
      return { html: await res.text(), cache: res.headers.get('x-page-cache') };
    };
    expect((await page()).html).not.toContain(input.companyName);
    const cached = await page();
    expect(cached.cache).toBe('HIT');
    expect(cached.html).not.toContain(input.companyName);
    const approved = await gql(REVIEW, { id, decision: 'APPROVE', check: CHECKED }, { token: adminToken });
    expect(approved.body.errors).toBeUndefined();
    // Approved but not vetted: it cannot buy leads, so no location page offers it.
    expect((await page()).html).not.toContain(input.companyName);
    const companyId = approved.body.data!.reviewApplication.companyId as string;
    const user = await createUser({ claims: { role: 'company', companyId }, userDoc: { role: 'company', companyId } });
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    await vetCompanyThroughReview(user.token, adminToken, { insurance: day(300), wasteCarrier: day(900) });
    const fresh = await page();
    expect(fresh.cache).toBe('MISS');
    expect(fresh.html).toContain(input.companyName);
  });

  it('e-mails a company user a new set-password link on request, says the same for unknown addresses, and limits requests', async () => {
    const RESET = `mutation Reset($email: String!) { requestCompanyPasswordReset(email: $email) }`;
    const input = validApplication();
    const { id } = await submit(input);
    expect((await gql(REVIEW, { id, decision: 'APPROVE', check: CHECKED }, { token: adminToken })).body.errors).toBeUndefined();
    const resetMails = async (email: string) =>
      (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter(
        (m) => m.get('template') === 'company_password_reset',
      );

    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const asked = await gql(RESET, { email: input.email.toUpperCase() }, { ip });
    expect(asked.body).toMatchObject({ data: { requestCompanyPasswordReset: true } });
    const mails = await resetMails(input.email);
    expect(mails).toHaveLength(1);
    const link = new URL(mails[0].get('data.setPasswordUrl'));
    expect(link.pathname).toBe('/company/set-password');

    // The new code sets the password.
    const password = 'AnotherPassword2026!';
    const reset = await fetch(`http://${serverInfo().auth}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: link.searchParams.get('oobCode'), newPassword: password }),
    });
    expect(reset.status).toBe(200);
    expect(await signIn(input.email, password)).toBeTruthy();

    // Unknown addresses and non-company accounts get the same answer and no mail.
    const stranger = uniqueEmail('nobody');
    expect((await gql(RESET, { email: stranger }, { ip })).body).toMatchObject({ data: { requestCompanyPasswordReset: true } });
    expect(await resetMails(stranger)).toHaveLength(0);
    const admin = await createUser({ claims: { admin: true } });
    expect((await gql(RESET, { email: admin.email }, { ip })).body.data).toEqual({ requestCompanyPasswordReset: true });
    expect(await resetMails(admin.email)).toHaveLength(0);

    const bad = await gql(RESET, { email: 'not an address' }, { ip });
    expect(bad.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'email', message: 'Enter a valid email address' }],
    });

    // Three per address per hour.
    await gql(RESET, { email: input.email }, { ip: `203.0.114.${Math.floor(Math.random() * 250) + 1}` });
    await gql(RESET, { email: input.email }, { ip: `203.0.114.${Math.floor(Math.random() * 250) + 1}` });
    const limited = await gql(RESET, { email: input.email }, { ip: `203.0.114.${Math.floor(Math.random() * 250) + 1}` });
    expect(limited.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(await resetMails(input.email)).toHaveLength(3);
  });

  it('refuses to approve with an e-mail that signs in as an administrator, and creates nothing', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { id } = await submit(validApplication({ email: admin.email }));
    const { body } = await gql(REVIEW, { id, decision: 'APPROVE', check: CHECKED }, { token: adminToken });
    expect(body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(body.errors?.[0].message).toMatch(/administrator account/);
    expect(await companiesOf(id)).toHaveLength(0);
    expect((await adminDb().collection('applications').doc(id).get()).get('status')).toBe('submitted');
    expect((await adminAuth().getUser(admin.uid)).customClaims).toEqual({ admin: true });
  });

  it('refuses a company user whose company no longer exists', async () => {
    const orphan = await createUser({ claims: { role: 'company', companyId: 'co_deleted' } });
    const { body } = await gql(MY_COMPANY, {}, { token: orphan.token });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(body.errors?.[0].message).toBe('Your company account is suspended or no longer exists');
  });
});

import { adminDb, createUser, gql, idempotencyKey, serverInfo, SUBMIT, uniqueEmail, validRemovalRequest, visitPage } from '../support/api';
import { createCompany, currentVetting } from '../support/marketplace';

/**
 * Public company profiles at /companies/{slug} (docs/decisions/0045-public-company-profiles.md): listed companies
 * only, the about text published once an administrator approves it, LocalBusiness data, the sitemap, and a
 * suspension that takes the profile down at once.
 */
const MY_ABOUT = `aboutSubmission { text state submittedAt reviewedAt reason }`;
const SUBMIT_ABOUT = `mutation About($text: String!) { submitMyCompanyAbout(text: $text) { id description ${MY_ABOUT} } }`;
const MY_COMPANY = `query Mine { myCompany { id description ${MY_ABOUT} } }`;
const SAVE_PROFILE = `mutation Save($input: CompanyProfileInput!) { updateMyCompanyProfile(input: $input) { id } }`;
const ADMIN_COMPANY = `query A($id: ID!) { adminCompany(id: $id) { id description updatedAt ${MY_ABOUT} history { action note } } }`;
const APPROVE = `mutation Approve($id: ID!, $at: DateTimeISO!) { approveCompanyAbout(id: $id, expectedUpdatedAt: $at) { id description updatedAt ${MY_ABOUT} } }`;
const REJECT = `mutation Reject($id: ID!, $reason: String!, $at: DateTimeISO!) {
  rejectCompanyAbout(id: $id, reason: $reason, expectedUpdatedAt: $at) { id description updatedAt ${MY_ABOUT} } }`;
const SET_STATUS = `mutation S($id: ID!, $status: CompanyStatus!, $reason: String, $at: DateTimeISO!) {
  setCompanyStatus(id: $id, status: $status, reason: $reason, expectedUpdatedAt: $at) { id status } }`;
const PUBLIC = `query P($slug: String!) { publicCompany(slug: $slug) { id slug name about regions certified
  vetting { state insurance { expiresOn reviewedOn } wasteCarrier { registrationNumber expiresOn } } } }`;

const RUN = Math.random().toString(36).slice(2, 7);
const ABOUT_A = `Aardvark ${RUN} has removed spray foam from lofts in Belfast and Edinburgh since 2015.`;

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

/** A listed company (current vetting) whose name sorts first on the location pages it serves. */
async function listedCompany(label: string, regions = ['Northern Ireland', 'Scotland']) {
  return createCompany({ regions, name: `Aa ${label} ${RUN} Foam Ltd` });
}

async function adminCompany(id: string) {
  const { body } = await gql(ADMIN_COMPANY, { id }, { token: adminToken });
  expect(body.errors).toBeUndefined();
  return body.data!.adminCompany as { updatedAt: string; description: string; aboutSubmission: { state: string } | null };
}

async function sendAbout(token: string, text: string) {
  const { body } = await gql(SUBMIT_ABOUT, { text }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.submitMyCompanyAbout;
}

async function approve(id: string) {
  const { body } = await gql(APPROVE, { id, at: (await adminCompany(id)).updatedAt }, { token: adminToken });
  expect(body.errors).toBeUndefined();
  return body.data!.approveCompanyAbout;
}

async function suspend(id: string) {
  const { body } = await gql(
    SET_STATUS,
    { id, status: 'SUSPENDED', reason: 'Insurance certificate withdrawn by the insurer', at: (await adminCompany(id)).updatedAt },
    { token: adminToken },
  );
  expect(body.errors).toBeUndefined();
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const sitemap = async () => (await visitPage('/sitemap.xml')).body;
const fieldErrors = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) =>
  Object.fromEntries(
    ((body.errors?.[0].extensions?.fieldErrors ?? []) as Array<{ path: string; message: string }>).map((e) => [e.path, e.message]),
  );

describe('a public company profile', () => {
  it('shows a listed company’s name, regions, checks with their dates and LocalBusiness data, and is in the sitemap and linked from its location pages', async () => {
    const company = await listedCompany('Listed');
    const certifiedUntil = new Date(Date.now() + 200 * 86_400_000);
    const certificateNumber = `SFR-T${RUN.toUpperCase()}`;
    await adminDb().collection('companies').doc(company.id).update({ certified: true, certificateNumber, certifiedUntil });
    await sendAbout(company.token, ABOUT_A);
    await approve(company.id);

    const page = await visitPage(`/companies/${company.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>${company.name}`);
    expect(page.body).toContain('Northern Ireland');
    expect(page.body).toContain('Scotland');
    expect(page.body).toContain(ABOUT_A);
    // The checks an administrator recorded, with their dates (test vetting: insurance a year, registration three years).
    const vetting = currentVetting();
    expect(page.body).toContain(`dateTime="${vetting.insurance.expiresOn}"`);
    expect(page.body).toContain(`dateTime="${vetting.wasteCarrier.expiresOn}"`);
    expect(page.body).toContain('CBDU999999');
    expect(page.body.replaceAll('<!-- -->', '')).toContain('Public liability insurance of £2,000,000 per claim');
    expect(page.body).toContain(`href="/verify-certificate/${certificateNumber}"`);
    // Contact details given to us are not published; the way to reach the company is a quote request.
    expect(page.body).not.toContain('01632 960999');
    expect(page.body).not.toContain(company.email);
    expect(page.body).toContain(`href="/contact/single-company?company=${company.id}"`);

    const business = jsonLdOf(page.body).find((block) => block['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: company.name,
      url: `${serverInfo().url}/companies/${company.id}`,
      description: ABOUT_A,
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Northern Ireland' },
        { '@type': 'AdministrativeArea', name: 'Scotland' },
      ],
    });
    expect(business).not.toHaveProperty('telephone');
    expect(business).not.toHaveProperty('address');
    expect(business).not.toHaveProperty('aggregateRating');

    expect(await sitemap()).toContain(`<loc>${serverInfo().url}/companies/${company.id}</loc>`);
    for (const location of ['belfast', 'edinburgh']) {
      expect((await visitPage(`/locations/${location}`)).body).toContain(`href="/companies/${company.id}"`);
    }
  });

  it('is a plain 404 for an unknown slug and for a company that may not be listed (never vetted)', async () => {
    const unvetted = await createCompany({ regions: ['Scotland'], vetting: null });
    for (const slug of ['no-such-company-' + RUN, unvetted.id]) {
      const page = await visitPage(`/companies/${slug}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain('Page Not Found');
      expect((await gql(PUBLIC, { slug })).body.data!.publicCompany).toBeNull();
    }
    expect(await sitemap()).not.toContain(`/companies/${unvetted.id}<`);
  });

  it('shows a company with no about text yet with an empty state', async () => {
    const company = await listedCompany('Quiet');
    // Any company change refreshes the cached pages; an approval needs a text, so the company saves its profile.
    const saved = await gql(
      SAVE_PROFILE,
      { input: { contactName: 'Quiet Contact', phone: '01632 960999', services: ['loft'], leadAlerts: true } },
      { token: company.token },
    );
    expect(saved.body.errors).toBeUndefined();
    const page = await visitPage(`/companies/${company.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('has not written about itself yet');
    const business = jsonLdOf(page.body).find((block) => block['@type'] === 'LocalBusiness');
    expect(business).not.toHaveProperty('description');
  });

  it('answers 404 at once when an administrator suspends the company, and leaves the sitemap and the location pages', async () => {
    const company = await listedCompany('Suspended');
    await sendAbout(company.token, `${ABOUT_A} Soon suspended.`);
    await approve(company.id);
    // Cached first: the profile, the sitemap and a location page that lists it.
    expect((await visitPage(`/companies/${company.id}`)).status).toBe(200);
    expect(await sitemap()).toContain(`/companies/${company.id}</loc>`);
    expect((await visitPage('/locations/belfast')).body).toContain(`href="/companies/${company.id}"`);
    expect((await gql(PUBLIC, { slug: company.id })).body.data!.publicCompany).not.toBeNull();

    await suspend(company.id);

    const page = await visitPage(`/companies/${company.id}`);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page Not Found');
    expect(page.body).not.toContain(company.name);
    expect(await sitemap()).not.toContain(`/companies/${company.id}<`);
    expect((await visitPage('/locations/belfast')).body).not.toContain(company.name);
    expect((await gql(PUBLIC, { slug: company.id })).body.data!.publicCompany).toBeNull();
  });

  it('links a listed company that bought a homeowner’s request to its profile from the request page, and not once it is suspended', async () => {
    const company = await listedCompany('Bought', ['Yorkshire and the Humber']);
    const email = uniqueEmail('homeowner');
    const { body } = await gql(SUBMIT, {
      input: validRemovalRequest({ homeowner: { name: 'Amira Khan', email }, property: { postcode: 'LS1 4AP' } }),
      key: idempotencyKey(),
    });
    expect(body.errors).toBeUndefined();
    const { requestId } = body.data!.submitRemovalRequest;
    const confirmation = (await adminDb().collection('mail').where('to', '==', email).get()).docs.find(
      (doc) => doc.get('template') === 'removal_request_confirmation',
    )!;
    const token = new URL(confirmation.get('data.requestPagePath'), serverInfo().url).searchParams.get('token')!;
    const leadId = (await adminDb().collection('removalRequests').doc(requestId).get()).get('leadId') as string;
    const bought = await gql(`mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`, { id: leadId }, { token: company.token });
    expect(bought.body.errors).toBeUndefined();
    const paid = await fetch(`${serverInfo().url}/payments/local/${bought.body.data!.buyLead.paymentId}/confirm`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    const VIEW = `query V($id: ID!, $token: String!) { homeownerRequest(id: $id, token: $token) { companies { id name profileSlug } } }`;
    const view = async () => (await gql(VIEW, { id: requestId, token })).body.data!.homeownerRequest.companies;
    expect(await view()).toEqual([{ id: company.id, name: company.name, profileSlug: company.id }]);
    await suspend(company.id);
    expect(await view()).toEqual([{ id: company.id, name: company.name, profileSlug: null }]);
  });
});

describe('the about text', () => {
  it('is not shown until an administrator approves it; a rejection’s reason reaches the company; the last approved text stays meanwhile', async () => {
    const company = await listedCompany('Moderated');
    const textA = `${ABOUT_A} First draft with a claim we cannot check.`;
    const textB = `${ABOUT_A} Second draft, as approved.`;
    const textC = `${ABOUT_A} Third draft, waiting.`;

    const sent = await sendAbout(company.token, textA);
    expect(sent).toMatchObject({ description: '', aboutSubmission: { text: textA, state: 'PENDING', reviewedAt: null, reason: null } });
    // The administrators find it among the texts waiting for a check.
    const waiting = await gql(
      `query W($filter: AdminCompanyFilter) { adminCompanies(filter: $filter, first: 100) { nodes { id aboutSubmission { state } } } }`,
      { filter: { aboutPending: true } },
      { token: adminToken },
    );
    expect(waiting.body.errors).toBeUndefined();
    expect(waiting.body.data!.adminCompanies.nodes).toContainEqual({ id: company.id, aboutSubmission: { state: 'PENDING' } });
    // A change that refreshes every cached page: the waiting text is still not shown.
    await gql(
      SAVE_PROFILE,
      { input: { contactName: 'Moderated Contact', phone: '01632 960999', services: ['loft'], leadAlerts: true } },
      { token: company.token },
    );
    expect((await visitPage(`/companies/${company.id}`)).body).not.toContain('First draft');
    expect((await gql(PUBLIC, { slug: company.id })).body.data!.publicCompany.about).toBe('');
    expect((await visitPage('/locations/belfast')).body).not.toContain('First draft');

    const reason = 'We cannot publish “the cheapest in the UK” without evidence.';
    const rejected = await gql(REJECT, { id: company.id, reason, at: (await adminCompany(company.id)).updatedAt }, { token: adminToken });
    expect(rejected.body.errors).toBeUndefined();
    expect(rejected.body.data!.rejectCompanyAbout).toMatchObject({ description: '', aboutSubmission: { state: 'REJECTED', reason } });
    const mine = (await gql(MY_COMPANY, {}, { token: company.token })).body.data!.myCompany;
    expect(mine.aboutSubmission).toMatchObject({ text: textA, state: 'REJECTED', reason });
    expect(mine.aboutSubmission.reviewedAt).toEqual(expect.any(String));
    const mails = (await adminDb().collection('mail').where('to', '==', company.email).get()).docs.filter(
      (mail) => mail.get('template') === 'company_about_rejected',
    );
    expect(mails.map((mail) => mail.get('data.reason'))).toEqual([reason]);
    expect((await visitPage(`/companies/${company.id}`)).body).not.toContain('First draft');

    await sendAbout(company.token, textB);
    const approved = await approve(company.id);
    expect(approved).toMatchObject({ description: textB, aboutSubmission: { state: 'APPROVED', reason: null } });
    expect((await visitPage(`/companies/${company.id}`)).body).toContain('Second draft, as approved.');
    expect((await visitPage('/locations/belfast')).body).toContain('Second draft, as approved.');
    const history = (await gql(ADMIN_COMPANY, { id: company.id }, { token: adminToken })).body.data!.adminCompany.history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['about rejected', 'about approved']);

    // A new text waits; the profile keeps the approved one.
    expect(await sendAbout(company.token, textC)).toMatchObject({ description: textB, aboutSubmission: { state: 'PENDING' } });
    const page = (await visitPage(`/companies/${company.id}`)).body;
    expect(page).toContain('Second draft, as approved.');
    expect(page).not.toContain('Third draft');
  });

  it('can be sent only by the company’s own users, for their own company, and decided only by administrators', async () => {
    const own = await listedCompany('Own');
    const other = await listedCompany('Other');
    const otherBefore = (await adminDb().collection('companies').doc(other.id).get()).data();

    await sendAbout(own.token, `${ABOUT_A} Written by its own user.`);
    expect((await adminDb().collection('companies').doc(own.id).get()).get('aboutSubmission.state')).toBe('pending');
    expect((await adminDb().collection('companies').doc(other.id).get()).data()).toEqual(otherBefore);

    expect((await gql(SUBMIT_ABOUT, { text: ABOUT_A })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(SUBMIT_ABOUT, { text: ABOUT_A }, { token: adminToken })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const at = (await adminCompany(own.id)).updatedAt;
    expect((await gql(APPROVE, { id: own.id, at }, { token: own.token })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(APPROVE, { id: own.id, at }, { token: other.token })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(
      (await gql(REJECT, { id: own.id, at, reason: 'Not yours to decide' }, { token: own.token })).body.errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');

    // A suspended company's users are refused.
    await suspend(other.id);
    expect((await gql(SUBMIT_ABOUT, { text: ABOUT_A }, { token: other.token })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('answers each mistake with its own message and stores nothing', async () => {
    const company = await listedCompany('Careful');
    await sendAbout(company.token, `${ABOUT_A} Published text.`);
    await approve(company.id);
    const before = (await adminDb().collection('companies').doc(company.id).get()).data();

    const cases: Array<[string, string]> = [
      ['   ', 'Write about your company before you send the text for checking'],
      ['Too short to say much.', 'Write at least 30 characters: what you do, where, and how'],
      ['x'.repeat(1501), 'Keep the text to 1,500 characters'],
      [`${ABOUT_A} <script>alert(1)</script>`, 'Write plain text, without < or >'],
      [`${ABOUT_A} \u0007 bell`, 'The text contains characters we cannot accept'],
      [`  ${ABOUT_A} Published text.  `, 'This is already the text on your public profile: change it before you send it'],
    ];
    for (const [text, message] of cases) {
      const { body } = await gql(SUBMIT_ABOUT, { text }, { token: company.token });
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldErrors(body)).toEqual({ text: message });
    }
    expect((await adminDb().collection('companies').doc(company.id).get()).data()).toEqual(before);

    // The administrator's side: a reason is required, and there must be a text waiting, as loaded.
    const at = (await adminCompany(company.id)).updatedAt;
    const noReason = await gql(REJECT, { id: company.id, reason: ' x ', at }, { token: adminToken });
    expect(fieldErrors(noReason.body)).toEqual({
      reason: 'Say why the text cannot be published (at least 3 characters): the company reads it',
    });
    const nothingWaiting = await gql(APPROVE, { id: company.id, at }, { token: adminToken });
    expect(nothingWaiting.body.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: 'There is no about text waiting to be checked: refresh to see the company as it is',
    });

    await sendAbout(company.token, `${ABOUT_A} A newer text the admin has not loaded.`);
    const stale = await gql(APPROVE, { id: company.id, at }, { token: adminToken });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await adminDb().collection('companies').doc(company.id).get()).get('description')).toBe(`${ABOUT_A} Published text.`);
  });
});

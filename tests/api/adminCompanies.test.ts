import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { createCompany, createLead, MARKETPLACE_LEADS } from '../support/marketplace';

/** /admin/companies: the list, the details, edits, suspension and the set-password link (docs/requirements/admin-console.md). */
const COMPANY_FIELDS = `id name slug contactName email phone website address postcode regions services description status certified
  certificateId certifiedUntil leadAlerts userIds updatedAt history { at by action note }`;
const LIST = `query L($filter: AdminCompanyFilter, $first: Int, $after: String) {
  adminCompanies(filter: $filter, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { id name status regions certified } }
}`;
const DETAILS = `query D($id: ID!) { adminCompany(id: $id) { ${COMPANY_FIELDS}
  leadPurchases { id status amountPence createdAt } users { uid email lastSignInAt disabled } } }`;
const UPDATE = `mutation U($id: ID!, $input: AdminCompanyInput!, $expectedUpdatedAt: DateTimeISO!) {
  updateCompany(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { ${COMPANY_FIELDS} }
}`;
const SET_STATUS = `mutation S($id: ID!, $status: CompanyStatus!, $reason: String, $expectedUpdatedAt: DateTimeISO!) {
  setCompanyStatus(id: $id, status: $status, reason: $reason, expectedUpdatedAt: $expectedUpdatedAt) { ${COMPANY_FIELDS} }
}`;
const RESEND = `mutation R($companyId: ID!, $userEmail: String!) { resendCompanySetPasswordLink(companyId: $companyId, userEmail: $userEmail) }`;
const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;

const RUN = Math.random().toString(36).slice(2, 8);
/** As approval makes it: lower case, hyphens, without the legal suffix. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-ltd$/, '');

/** A company as approval leaves it: its slug from its name, its user in `userIds`. */
async function company(name: string, options: { regions: string[]; certified?: boolean; status?: string }) {
  const created = await createCompany({ regions: options.regions, name, status: options.status });
  await adminDb()
    .collection('companies')
    .doc(created.id)
    .update({ slug: slugOf(name), userIds: [created.uid], certified: options.certified ?? false });
  return created;
}

const mailsTo = async (email: string, template: string) =>
  (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((mail) => mail.get('template') === template);

function editInput(overrides: Record<string, unknown> = {}) {
  return {
    contactName: 'Jo Admin-Edited',
    email: `office.${RUN}@loft.example`,
    phone: '07700 900123',
    website: 'www.loft.example',
    address: '1 High Street, Reading',
    postcode: 'rg1 1aa',
    regions: ['South East', 'London'],
    services: ['loft', 'walls'],
    description: 'We remove spray foam.',
    leadAlerts: false,
    ...overrides,
  };
}

let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  admin = await createUser({ claims: { admin: true } });
});

describe('admin companies', () => {
  it('lists companies by name with status, region and certification filters, a name search and the totals', async () => {
    const prefix = `Zq${RUN} Foam`;
    const a = await company(`${prefix} Alpha Ltd`, { regions: ['Wales'], certified: true });
    const b = await company(`${prefix} Beta`, { regions: ['Wales', 'Scotland'] });
    const c = await company(`${prefix} Gamma`, { regions: ['Scotland'], status: 'suspended' });
    const list = async (filter: Record<string, unknown>, first = 10) => {
      const { body } = await gql(LIST, { filter, first }, { token: admin.token });
      expect(body.errors).toBeUndefined();
      return body.data!.adminCompanies as { totalCount: number; pageInfo: { hasNextPage: boolean }; nodes: Array<{ id: string }> };
    };
    const ids = (page: { nodes: Array<{ id: string }> }) => page.nodes.map((node) => node.id);

    // The search ignores letter case, spaces as typed and a trailing Ltd; in name order.
    const all = await list({ search: `zq${RUN} FOAM` });
    expect(ids(all)).toEqual([a.id, b.id, c.id]);
    expect(all.totalCount).toBe(3);
    expect(ids(await list({ search: `${prefix} alpha ltd` }))).toEqual([a.id]);
    expect(ids(await list({ search: prefix, status: 'ACTIVE' }))).toEqual([a.id, b.id]);
    expect(ids(await list({ search: prefix, status: 'SUSPENDED' }))).toEqual([c.id]);
    expect(ids(await list({ search: prefix, region: 'Scotland' }))).toEqual([b.id, c.id]);
    expect(ids(await list({ search: prefix, certified: true }))).toEqual([a.id]);
    const uncertifiedWales = await list({ search: prefix, certified: false, region: 'Wales' });
    expect(ids(uncertifiedWales)).toEqual([b.id]);
    expect(uncertifiedWales.totalCount).toBe(1);

    // Pages: the total stays the total of the filter.
    const first = await list({ search: prefix }, 2);
    expect(ids(first)).toEqual([a.id, b.id]);
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);

    const bad = await gql(LIST, { filter: { region: 'Atlantis' } }, { token: admin.token });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'filter.region' }] });
  });

  it('shows every stored field, the lead purchases and the users', async () => {
    const co = await company(`Zq${RUN} Details Removals`, { regions: ['London'] });
    const now = new Date();
    await adminDb().collection('payments').doc(`admin-co-${RUN}`).set({
      kind: 'lead_purchase',
      description: 'Lead SFR-000123, one place',
      amountPence: 4000,
      vatPence: 800,
      currency: 'GBP',
      status: 'succeeded',
      provider: 'local',
      providerRef: null,
      companyId: co.id,
      leadId: null,
      paidAt: now,
      successPath: '/company/leads',
      cancelPath: '/company/leads',
      createdAt: now,
      updatedAt: now,
    });
    const { body } = await gql(DETAILS, { id: co.id }, { token: admin.token });
    expect(body.errors).toBeUndefined();
    const details = body.data!.adminCompany;
    expect(details).toMatchObject({
      id: co.id,
      name: co.name,
      email: co.email,
      contactName: 'Test Contact',
      regions: ['London'],
      status: 'ACTIVE',
      certified: false,
      userIds: [co.uid],
      history: [],
    });
    expect(details.leadPurchases).toEqual([
      { id: `admin-co-${RUN}`, status: 'SUCCEEDED', amountPence: 4000, createdAt: now.toISOString() },
    ]);
    expect(details.users).toEqual([
      { uid: co.uid, email: expect.stringMatching(/@test\.example$/), lastSignInAt: expect.any(String), disabled: false },
    ]);
    expect((await gql(DETAILS, { id: 'no-such-company' }, { token: admin.token })).body.data!.adminCompany).toBeNull();
  });

  it('saves an edit with who and when, refuses mistakes field by field without saving, and refuses a stale version', async () => {
    const co = await company(`Zq${RUN} Edit Removals`, { regions: ['London'] });
    const loaded = (await gql(DETAILS, { id: co.id }, { token: admin.token })).body.data!.adminCompany;

    const bad = await gql(
      UPDATE,
      { id: co.id, input: editInput({ postcode: 'NOT A POSTCODE', regions: ['London', 'Atlantis'] }), expectedUpdatedAt: loaded.updatedAt },
      { token: admin.token },
    );
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors![0].extensions!.fieldErrors.map((error: { path: string }) => error.path).sort()).toEqual([
      'postcode',
      'regions',
    ]);
    const untouched = (await adminDb().collection('companies').doc(co.id).get()).data()!;
    expect(untouched).toMatchObject({ contactName: 'Test Contact', postcode: 'LS1 1AA', regions: ['London'], leadAlerts: true });
    expect(untouched.history).toBeUndefined();

    const saved = await gql(UPDATE, { id: co.id, input: editInput(), expectedUpdatedAt: loaded.updatedAt }, { token: admin.token });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updateCompany).toMatchObject({
      contactName: 'Jo Admin-Edited',
      email: `office.${RUN}@loft.example`,
      phone: '07700900123',
      website: 'https://www.loft.example/',
      postcode: 'RG1 1AA',
      regions: ['South East', 'London'],
      services: ['loft', 'walls'],
      leadAlerts: false,
      history: [{ by: admin.email, action: 'edited', note: expect.stringContaining('postcode') }],
    });
    expect(saved.body.data!.updateCompany.updatedAt).not.toBe(loaded.updatedAt);

    // Another admin still holds the old version: refused, nothing changed.
    const stale = await gql(
      UPDATE,
      { id: co.id, input: editInput({ contactName: 'Someone Else' }), expectedUpdatedAt: loaded.updatedAt },
      { token: admin.token },
    );
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await adminDb().collection('companies').doc(co.id).get()).get('contactName')).toBe('Jo Admin-Edited');
  });

  it('suspends with a reason (its users are refused, it is told by e-mail) and reinstates', async () => {
    const co = await company(`Zq${RUN} Suspend Removals`, { regions: ['North East'] });
    const lead = await createLead({ region: 'North East' });
    expect((await gql(MARKETPLACE_LEADS, {}, { token: co.token })).body.errors).toBeUndefined();
    const loadedVersion = (await gql(DETAILS, { id: co.id }, { token: admin.token })).body.data!.adminCompany.updatedAt as string;

    const noReason = await gql(
      SET_STATUS,
      { id: co.id, status: 'SUSPENDED', reason: ' ', expectedUpdatedAt: loadedVersion },
      { token: admin.token },
    );
    expect(noReason.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });
    expect((await adminDb().collection('companies').doc(co.id).get()).get('status')).toBe('active');

    const reason = `Insurance lapsed ${RUN}`;
    const suspended = await gql(
      SET_STATUS,
      { id: co.id, status: 'SUSPENDED', reason, expectedUpdatedAt: loadedVersion },
      { token: admin.token },
    );
    expect(suspended.body.errors).toBeUndefined();
    expect(suspended.body.data!.setCompanyStatus).toMatchObject({
      status: 'SUSPENDED',
      history: [{ by: admin.email, action: 'suspended', note: reason }],
    });
    const version = suspended.body.data!.setCompanyStatus.updatedAt as string;

    for (const [query, variables] of [
      [MARKETPLACE_LEADS, {}],
      [BUY, { id: lead.leadId }],
    ] as const) {
      const refused = await gql(query, variables, { token: co.token });
      expect(refused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(refused.body.errors?.[0].message).toBe('Your company account is suspended or no longer exists');
    }
    const suspendedMails = await mailsTo(co.email, 'company_suspended');
    expect(suspendedMails).toHaveLength(1);
    expect(suspendedMails[0].get('data')).toEqual({ companyName: co.name, reason });

    // The old version no longer applies.
    const stale = await gql(SET_STATUS, { id: co.id, status: 'ACTIVE', expectedUpdatedAt: loadedVersion }, { token: admin.token });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');

    const reinstated = await gql(
      SET_STATUS,
      { id: co.id, status: 'ACTIVE', reason: 'Insurance renewed', expectedUpdatedAt: version },
      { token: admin.token },
    );
    expect(reinstated.body.errors).toBeUndefined();
    expect(reinstated.body.data!.setCompanyStatus.status).toBe('ACTIVE');
    expect(reinstated.body.data!.setCompanyStatus.history.map((entry: { action: string }) => entry.action)).toEqual([
      'suspended',
      'reinstated',
    ]);
    expect((await gql(MARKETPLACE_LEADS, {}, { token: co.token })).body.errors).toBeUndefined();
    expect(await mailsTo(co.email, 'company_reinstated')).toHaveLength(1);
  });

  it('takes a suspended company off its location pages at once, although those pages are cached', async () => {
    // A name early in the alphabet, so the directory's limit never cuts it off whatever other suites add.
    const co = await company(`Aa${RUN} Belfast Removals`, { regions: ['Northern Ireland'] });
    const page = async () => {
      const res = await fetch(`${serverInfo().url}/locations/belfast`);
      return { html: await res.text(), cache: res.headers.get('x-page-cache') };
    };
    await page();
    const cached = await page();
    expect(cached.cache).toBe('HIT');
    expect(cached.html).toContain(co.name);
    const version = (await gql(DETAILS, { id: co.id }, { token: admin.token })).body.data!.adminCompany.updatedAt as string;
    const suspended = await gql(
      SET_STATUS,
      { id: co.id, status: 'SUSPENDED', reason: 'Complaints under review', expectedUpdatedAt: version },
      { token: admin.token },
    );
    expect(suspended.body.errors).toBeUndefined();
    const fresh = await page();
    expect(fresh.cache).toBe('MISS');
    expect(fresh.html).not.toContain(co.name);
  });

  it('e-mails one of the company’s users a set-password link, and no one else', async () => {
    const co = await company(`Zq${RUN} Link Removals`, { regions: ['Wales'] });
    const user = (await gql(DETAILS, { id: co.id }, { token: admin.token })).body.data!.adminCompany.users[0] as { email: string };
    const sent = await gql(RESEND, { companyId: co.id, userEmail: user.email.toUpperCase() }, { token: admin.token });
    expect(sent.body).toMatchObject({ data: { resendCompanySetPasswordLink: true } });
    const mails = await mailsTo(user.email, 'company_password_reset');
    expect(mails).toHaveLength(1);
    expect(new URL(mails[0].get('data.setPasswordUrl')).pathname).toBe('/company/set-password');

    const stranger = await gql(RESEND, { companyId: co.id, userEmail: admin.email }, { token: admin.token });
    expect(stranger.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'userEmail' }] });
    expect(await mailsTo(admin.email, 'company_password_reset')).toHaveLength(0);
  });

  it('refuses company users and anonymous callers', async () => {
    const co = await company(`Zq${RUN} Nosy Removals`, { regions: ['Wales'] });
    const version = new Date().toISOString();
    const calls: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [DETAILS, { id: co.id }],
      [UPDATE, { id: co.id, input: editInput(), expectedUpdatedAt: version }],
      [SET_STATUS, { id: co.id, status: 'SUSPENDED', reason: 'Not allowed', expectedUpdatedAt: version }],
      [RESEND, { companyId: co.id, userEmail: co.email }],
    ];
    for (const [query, variables] of calls) {
      const asCompany = await gql(query, variables, { token: co.token });
      expect(asCompany.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const anonymous = await gql(query, variables);
      expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    const stored = (await adminDb().collection('companies').doc(co.id).get()).data()!;
    expect(stored.status).toBe('active');
    expect(stored.contactName).toBe('Test Contact');
  });
});

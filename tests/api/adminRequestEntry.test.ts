import { adminDb, createUser, gql, idempotencyKey, randomMobile, validRemovalRequest } from '../support/api';
import { createCompany } from '../support/marketplace';

/** An administrator enters a request by hand, or converts a call-back (docs/requirements/admin-console.md#other-screens). */
const CREATE = `mutation C($input: RemovalRequestInput!, $key: String!, $publishNow: Boolean, $callbackId: ID, $at: DateTimeISO) {
  createRemovalRequestByAdmin(input: $input, idempotencyKey: $key, publishNow: $publishNow, callbackId: $callbackId, callbackExpectedUpdatedAt: $at) {
    requestId leadId reference estimateLowPence estimateHighPence replayed
  }
}`;
const DETAILS = `query D($id: ID!) { adminLead(id: $id) { lead { ref origin status } history { action by note } } }`;
const DASHBOARD = `query { adminDashboard { today leadsPerDay { day bySource { source count } } } }`;
const REQUEST_CALLBACK = `mutation R($input: CallbackInput!, $key: String!, $botCheck: BotCheckInput) { requestCallback(input: $input, idempotencyKey: $key, botCheck: $botCheck) { reference } }`;
const CALLBACK = `query B($id: ID!) { adminCallback(id: $id) { id reference name phone status updatedAt convertedLeadId convertedLeadRef history { action by note } } }`;

/** A postcode of the admin-entry tests only (other suites share SW1A 1AA), in London. */
const postcode = () =>
  `E1 ${1 + Math.floor(Math.random() * 9)}${'ABDEFGHJLNPQRSTUWXYZ'[Math.floor(Math.random() * 20)]}${'ABDEFGHJLNPQRSTUWXYZ'[Math.floor(Math.random() * 20)]}`;
const entry = (overrides: Record<string, any> = {}) =>
  validRemovalRequest({ ...overrides, property: { postcode: postcode(), ...overrides.property } });

async function manualLeadsToday(token: string): Promise<number> {
  const { body } = await gql(DASHBOARD, {}, { token });
  expect(body.errors).toBeUndefined();
  const today = body.data!.adminDashboard.leadsPerDay.at(-1);
  expect(today.day).toBe(body.data!.adminDashboard.today);
  return today.bySource.find((s: { source: string }) => s.source === 'manual')?.count ?? 0;
}

async function requestsWithKey(key: string) {
  return (await adminDb().collection('removalRequests').where('idempotencyKey', '==', key).get()).docs;
}

async function newCallback(name: string) {
  const phone = randomMobile();
  const sent = await gql(REQUEST_CALLBACK, {
    key: idempotencyKey(),
    input: { name, phone, preferredTime: 'evening', consent: { terms: true } },
  });
  expect(sent.body.errors).toBeUndefined();
  const reference = sent.body.data!.requestCallback.reference as string;
  const stored = await adminDb().collection('quickCallbacks').where('reference', '==', reference).get();
  expect(stored.size).toBe(1);
  return { id: stored.docs[0].id, reference, phone };
}

describe('createRemovalRequestByAdmin', () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    admin = await createUser({ claims: { admin: true } });
  });

  it('answers each invalid field with the public form’s message and stores nothing', async () => {
    const key = idempotencyKey();
    const input = entry({
      homeowner: { name: '<b>x</b>', email: 'not-an-email', phone: '12345' },
      property: { postcode: 'NOT A CODE', type: 'castle' },
      job: { areaM2: -4, urgency: 'yesterday', locations: [] },
      consent: { terms: false },
    });
    const { body } = await gql(CREATE, { input, key }, { token: admin.token });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const paths = body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual([
      'consent.terms',
      'homeowner.email',
      'homeowner.name',
      'homeowner.phone',
      'job.areaM2',
      'job.locations',
      'job.urgency',
      'property.postcode',
      'property.type',
    ]);
    // The same messages as the public form: the admin reads what the homeowner would.
    const public_ = await gql(
      `mutation S($input: RemovalRequestInput!, $key: String!, $botCheck: BotCheckInput) { submitRemovalRequest(input: $input, idempotencyKey: $key, botCheck: $botCheck) { reference } }`,
      { input, key: idempotencyKey() },
    );
    expect(body.errors![0].extensions!.fieldErrors).toEqual(
      expect.arrayContaining(public_.body.errors![0].extensions!.fieldErrors.filter((e: { path: string }) => e.path !== 'idempotencyKey')),
    );
    expect(await requestsWithKey(key)).toHaveLength(0);

    const outside = await gql(CREATE, { input: entry({ property: { postcode: 'JE2 3AB' } }), key }, { token: admin.token });
    expect(outside.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'property.postcode', message: expect.stringContaining('England') },
    ]);
    const badKey = await gql(CREATE, { input: entry(), key: 'short' }, { token: admin.token });
    expect(badKey.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path)).toEqual(['idempotencyKey']);
    expect(await requestsWithKey(key)).toHaveLength(0);
  });

  it('creates the request and a manual lead with who created it, counted on the dashboard, once per idempotency key', async () => {
    const before = await manualLeadsToday(admin.token);
    const key = idempotencyKey();
    const input = entry({ homeowner: { name: 'Phoned In', email: 'phoned.in@example.com' } });
    // A double-click: the same key twice at once, then once more.
    const [first, second] = await Promise.all([
      gql(CREATE, { input, key }, { token: admin.token }),
      gql(CREATE, { input, key }, { token: admin.token }),
    ]);
    const third = await gql(CREATE, { input, key }, { token: admin.token });
    for (const answer of [first, second, third]) expect(answer.body.errors).toBeUndefined();
    const receipts = [first, second, third].map((answer) => answer.body.data!.createRemovalRequestByAdmin);
    expect(new Set(receipts.map((r) => r.reference)).size).toBe(1);
    expect(new Set(receipts.map((r) => r.leadId)).size).toBe(1);
    expect(receipts.filter((r) => !r.replayed)).toHaveLength(1);
    const receipt = receipts[0];
    expect(receipt.reference).toMatch(/^SFR-\d{6}$/);
    expect(receipt.estimateLowPence).toBeGreaterThan(0);

    expect(await requestsWithKey(key)).toHaveLength(1);
    const leads = await adminDb().collection('leads').where('requestId', '==', receipt.requestId).get();
    expect(leads.docs.map((doc) => doc.id)).toEqual([receipt.leadId]);
    expect(leads.docs[0].data()).toMatchObject({ origin: 'manual', ref: receipt.reference, pricePence: 4000, vatPence: 800 });

    const details = await gql(DETAILS, { id: receipt.leadId }, { token: admin.token });
    expect(details.body.data!.adminLead).toEqual({
      // The test server publishes new leads (LEAD_AUTO_PUBLISH), the same rule as public requests.
      lead: { ref: receipt.reference, origin: 'manual', status: 'AVAILABLE' },
      history: [{ action: 'created', by: admin.email, note: null }],
    });
    expect(await manualLeadsToday(admin.token)).toBe(before + 1);
    // The homeowner is told, as from the public form.
    const mail = await adminDb().collection('mail').where('to', '==', 'phoned.in@example.com').get();
    expect(mail.docs.map((doc) => doc.get('template'))).toContain('removal_request_confirmation');
  });

  it('refuses company and anonymous callers', async () => {
    const company = await createCompany({ regions: ['London'] });
    const key = idempotencyKey();
    const refused = await gql(CREATE, { input: entry(), key }, { token: company.token });
    expect(refused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(CREATE, { input: entry(), key });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await requestsWithKey(key)).toHaveLength(0);
  });

  it('converts a call-back: the lead and the call-back name each other, in one go; converting again is a CONFLICT', async () => {
    const callback = await newCallback('Callum Convert');
    const loaded = (await gql(CALLBACK, { id: callback.id }, { token: admin.token })).body.data!.adminCallback;
    expect(loaded).toMatchObject({ name: 'Callum Convert', phone: callback.phone, status: 'NEW', convertedLeadId: null });

    const key = idempotencyKey();
    const input = entry({ homeowner: { name: loaded.name, phone: loaded.phone } });
    const converted = await gql(CREATE, { input, key, callbackId: callback.id, at: loaded.updatedAt }, { token: admin.token });
    expect(converted.body.errors).toBeUndefined();
    const receipt = converted.body.data!.createRemovalRequestByAdmin;

    const after = (await gql(CALLBACK, { id: callback.id }, { token: admin.token })).body.data!.adminCallback;
    expect(after).toMatchObject({
      status: 'CONVERTED',
      convertedLeadId: receipt.leadId,
      convertedLeadRef: receipt.reference,
      history: [{ action: 'converted', by: admin.email, note: `Lead ${receipt.reference}` }],
    });
    const details = (await gql(DETAILS, { id: receipt.leadId }, { token: admin.token })).body.data!.adminLead;
    expect(details.lead.origin).toBe('callback');
    expect(details.history).toEqual([{ action: 'created', by: admin.email, note: `From call-back ${callback.reference}` }]);

    // The same submission again (a double-click) is the same lead, not a conflict.
    const replayed = await gql(CREATE, { input, key, callbackId: callback.id, at: loaded.updatedAt }, { token: admin.token });
    expect(replayed.body.data!.createRemovalRequestByAdmin).toMatchObject({ leadId: receipt.leadId, replayed: true });

    // A new conversion of the converted call-back: refused, nothing stored.
    const againKey = idempotencyKey();
    const again = await gql(
      CREATE,
      { input: entry({ homeowner: { name: loaded.name } }), key: againKey, callbackId: callback.id, at: after.updatedAt },
      { token: admin.token },
    );
    expect(again.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(again.body.errors![0].message).toContain(receipt.reference);
    expect(await requestsWithKey(againKey)).toHaveLength(0);
    // Converted only by creating its lead, never by the status buttons.
    const marked = await gql(
      `mutation M($id: ID!) { setCallbackStatus(id: $id, status: CONVERTED) { status } }`,
      { id: callback.id },
      { token: admin.token },
    );
    expect(marked.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses to convert a call-back changed since it was loaded, and creates no lead', async () => {
    const callback = await newCallback('Stale Version');
    const loaded = (await gql(CALLBACK, { id: callback.id }, { token: admin.token })).body.data!.adminCallback;
    const marked = await gql(
      `mutation M($id: ID!, $at: DateTimeISO) { setCallbackStatus(id: $id, status: CALLED, expectedUpdatedAt: $at) { status } }`,
      { id: callback.id, at: loaded.updatedAt },
      { token: admin.token },
    );
    expect(marked.body.errors).toBeUndefined();
    const key = idempotencyKey();
    const stale = await gql(CREATE, { input: entry(), key, callbackId: callback.id, at: loaded.updatedAt }, { token: admin.token });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await requestsWithKey(key)).toHaveLength(0);
    const missing = await gql(CREATE, { input: entry(), key, callbackId: 'no-such-callback' }, { token: admin.token });
    expect(missing.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await requestsWithKey(key)).toHaveLength(0);
  });
});

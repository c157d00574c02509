import { adminDb, createUser, gql, randomMobile } from '../support/api';
import { createLead } from '../support/marketplace';

/** The requests area's API (docs/requirements/admin-console.md#requests-area). */
const LEADS = `query L($filter: LeadFilter, $sort: LeadSort) { leads(filter: $filter, sort: $sort, first: 10) { totalCount nodes { id ref updatedAt archived } } }`;
const ARCHIVE = `mutation A($leads: [LeadVersionInput!]!, $archived: Boolean!) { setLeadsArchived(leads: $leads, archived: $archived) { id archived updatedAt } }`;
const DETAILS = `query D($id: ID!) { adminLead(id: $id) { lead { ref archived } history { action by at } } }`;
const REFUND = `mutation R($id: ID!, $reason: String!) { adminRefundPayment(id: $id, reason: $reason) { id status } }`;

describe('admin requests area', () => {
  it('finds a lead by phone, postcode, e-mail, name word or reference', async () => {
    const admin = await createUser({ claims: { admin: true } });
    // A postcode no other suite uses (they share CF10 1AA), so the search can only find this lead.
    const letters = 'ABDEFGHJLNPQRSTUWXYZ';
    const pick = () => letters[Math.floor(Math.random() * letters.length)];
    const lead = await createLead({ region: 'Wales', postcode: `CF10 ${2 + Math.floor(Math.random() * 8)}${pick()}${pick()}` });
    const word = lead.homeowner.name.split(' ')[1];
    for (const search of [
      lead.homeowner.phone.replace(/^0(\d{4})/, '0$1 '),
      lead.postcode.replace(' ', ''),
      lead.homeowner.email.toUpperCase(),
      word,
      lead.ref,
    ]) {
      const { body } = await gql(LEADS, { filter: { search, region: 'Wales' } }, { token: admin.token });
      expect(body.errors).toBeUndefined();
      expect(body.data!.leads.nodes.map((node: { id: string }) => node.id)).toEqual([lead.leadId]);
    }
  });

  it('refuses bad filters with a specific error for each', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { body } = await gql(LEADS, { filter: { region: 'Atlantis', urgency: 'yesterday', origin: 'fax' } }, { token: admin.token });
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual([
      'filter.origin',
      'filter.region',
      'filter.urgency',
    ]);
    const dates = await gql(
      LEADS,
      { filter: { createdFrom: '2026-01-02T00:00:00Z', createdTo: '2026-01-01T00:00:00Z' } },
      { token: admin.token },
    );
    expect(dates.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'filter.createdTo', message: expect.stringContaining('after its start') },
    ]);
    const price = await gql(LEADS, { filter: { createdFrom: '2026-01-01T00:00:00Z' }, sort: 'PRICE_HIGH' }, { token: admin.token });
    expect(price.body.errors![0].extensions!.fieldErrors[0].path).toBe('sort');
    const refund = await gql(REFUND, { id: 'nope', reason: 'x' }, { token: admin.token });
    expect(refund.status).toBe(200);
    expect(refund.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });
  });

  it('archives with who and when, and reports a change made meanwhile instead of overwriting it', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const lead = await createLead({ region: 'Scotland' });
    const loaded = (await gql(LEADS, { filter: { search: lead.ref } }, { token: admin.token })).body.data!.leads.nodes[0];

    const archived = await gql(
      ARCHIVE,
      { leads: [{ id: lead.leadId, expectedUpdatedAt: loaded.updatedAt }], archived: true },
      { token: admin.token },
    );
    expect(archived.body.errors).toBeUndefined();
    expect(archived.body.data!.setLeadsArchived[0].archived).toBe(true);

    // Another admin still holds the old updatedAt: refused, nothing changed.
    const stale = await gql(
      ARCHIVE,
      { leads: [{ id: lead.leadId, expectedUpdatedAt: loaded.updatedAt }], archived: false },
      { token: admin.token },
    );
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(stale.body.errors![0].message).toContain(lead.ref);
    expect((await adminDb().collection('leads').doc(lead.leadId).get()).get('archived')).toBe(true);

    const details = await gql(DETAILS, { id: lead.leadId }, { token: admin.token });
    expect(details.body.data!.adminLead.history).toEqual([{ action: 'archived', by: admin.email, at: expect.any(String) }]);
  });
});

describe('admin call-backs', () => {
  const REQUEST = `mutation C($input: CallbackInput!, $key: String!, $botCheck: BotCheckInput) { requestCallback(input: $input, idempotencyKey: $key, botCheck: $botCheck) { reference } }`;
  const LIST = `query { adminCallbacks(status: NEW, first: 100) { totalCount nodes { id reference updatedAt status } } }`;
  const MARK = `mutation M($id: ID!, $status: CallbackStatus!, $at: DateTimeISO) { setCallbackStatus(id: $id, status: $status, expectedUpdatedAt: $at) { status history { action by } } }`;

  it('marks a call-back called with who and when, and refuses a stale change', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const key = `cb-admin-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const sent = await gql(REQUEST, {
      key,
      input: { name: 'Cally Back', phone: randomMobile(), preferredTime: 'morning', consent: { terms: true } },
    });
    expect(sent.body.errors).toBeUndefined();
    const reference = sent.body.data!.requestCallback.reference;
    const listed = (await gql(LIST, {}, { token: admin.token })).body.data!.adminCallbacks.nodes.find(
      (n: { reference: string }) => n.reference === reference,
    );
    expect(listed.status).toBe('NEW');
    const marked = await gql(MARK, { id: listed.id, status: 'CALLED', at: listed.updatedAt }, { token: admin.token });
    expect(marked.body.data!.setCallbackStatus).toEqual({ status: 'CALLED', history: [{ action: 'called', by: admin.email }] });
    const stale = await gql(MARK, { id: listed.id, status: 'NO_ANSWER', at: listed.updatedAt }, { token: admin.token });
    expect(stale.body.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

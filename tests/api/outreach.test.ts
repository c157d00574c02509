import { adminDb, createUser, gql, uniqueEmail } from '../support/api';
import { createCompany } from '../support/marketplace';
import { addDays, londonTodayClearOfMidnight } from '../support/londonDay';

/** The outreach pipeline's API (docs/requirements/admin-console.md#outreach). */
const FIELDS = 'id site url contactName contactEmail kind status followUpAt notes createdAt updatedAt history { action by at note }';
const CREATE = `mutation C($input: OutreachInput!) { createOutreach(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: OutreachInput!, $at: DateTimeISO) { updateOutreach(id: $id, input: $input, expectedUpdatedAt: $at) { ${FIELDS} } }`;
const MOVE = `mutation M($id: ID!, $status: OutreachStatus!, $followUpAt: String, $note: String, $at: DateTimeISO) {
  moveOutreach(id: $id, status: $status, followUpAt: $followUpAt, note: $note, expectedUpdatedAt: $at) { ${FIELDS} } }`;
const LIST = `query L($status: OutreachStatus, $kind: OutreachKind, $dueToday: Boolean, $first: Int!, $after: String) {
  adminOutreachList(status: $status, kind: $kind, dueToday: $dueToday, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } nodes { id site status kind followUpAt } } }`;
const DASHBOARD = '{ adminDashboard { outreachFollowUpsDue } }';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const codeOf = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions?.code;

let admin: { token: string; email: string };
beforeAll(async () => {
  admin = await createUser({ claims: { admin: true } });
});

function site(overrides: Record<string, unknown> = {}) {
  const name = `Home Renovation Weekly ${suffix()}`;
  return {
    site: name,
    url: `https://${name.replace(/\W+/g, '-').toLowerCase()}.example.co.uk/`,
    contactName: 'Edie Editor',
    contactEmail: uniqueEmail('editor'),
    kind: 'GUEST_POST',
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const { body } = await gql(CREATE, { input: site(overrides) }, { token: admin.token });
  expect(body.errors).toBeUndefined();
  return body.data!.createOutreach;
}

describe('outreach pipeline', () => {
  it('adds a site to contact, recording who added it, and lists it with its kind filter', async () => {
    const created = await create({ kind: 'PARTNERSHIP', notes: '  Runs a trades directory  ' });
    expect(created).toMatchObject({ status: 'TO_CONTACT', kind: 'PARTNERSHIP', notes: 'Runs a trades directory', followUpAt: null });
    expect(created.history).toEqual([expect.objectContaining({ action: 'created', by: admin.email })]);
    const stored = (await adminDb().collection('outreach').doc(created.id).get()).data()!;
    expect(stored).toMatchObject({ status: 'to_contact', kind: 'partnership', site: created.site });

    const partnerships = await gql(LIST, { kind: 'PARTNERSHIP', status: 'TO_CONTACT', first: 100 }, { token: admin.token });
    expect(partnerships.body.errors).toBeUndefined();
    expect(partnerships.body.data!.adminOutreachList.nodes.map((n: { id: string }) => n.id)).toContain(created.id);
    const links = await gql(LIST, { kind: 'LINK', first: 100 }, { token: admin.token });
    expect(links.body.data!.adminOutreachList.nodes.map((n: { id: string }) => n.id)).not.toContain(created.id);
  });

  it('refuses a bad address, e-mail or day with field errors, and stores nothing', async () => {
    const name = `Refused ${suffix()}`;
    const { body } = await gql(
      CREATE,
      { input: site({ site: name, url: 'not a url', contactEmail: 'edie@', followUpAt: '2026-02-30' }) },
      { token: admin.token },
    );
    expect(codeOf(body)).toBe('BAD_USER_INPUT');
    const paths = (body.errors![0].extensions!.fieldErrors as Array<{ path: string }>).map((e) => e.path).sort();
    expect(paths).toEqual(['contactEmail', 'followUpAt', 'url']);
    const blank = await gql(CREATE, { input: site({ site: '  ', url: 'ftp://example.com' }) }, { token: admin.token });
    expect((blank.body.errors![0].extensions!.fieldErrors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(['site', 'url']);
    expect((await adminDb().collection('outreach').where('site', '==', name).get()).size).toBe(0);
  });

  it('moves through the pipeline with history, and answers CONFLICT to a stale change', async () => {
    const today = await londonTodayClearOfMidnight();
    const created = await create();
    const contacted = await gql(
      MOVE,
      { id: created.id, status: 'CONTACTED', followUpAt: addDays(today, 7), note: 'Pitched two topics', at: created.updatedAt },
      { token: admin.token },
    );
    expect(contacted.body.errors).toBeUndefined();
    const moved = contacted.body.data!.moveOutreach;
    expect(moved.status).toBe('CONTACTED');
    expect(moved.followUpAt).toBe(addDays(today, 7));
    expect(moved.history.map((h: { action: string }) => h.action)).toEqual(['created', 'contacted']);
    expect(moved.history[1]).toMatchObject({ by: admin.email, note: 'Pitched two topics' });

    // Loaded before the move: refused, and nothing changes.
    const stale = await gql(MOVE, { id: created.id, status: 'LOST', at: created.updatedAt }, { token: admin.token });
    expect(codeOf(stale.body)).toBe('CONFLICT');
    const staleEdit = await gql(
      UPDATE,
      { id: created.id, input: site({ site: 'Renamed' }), at: created.updatedAt },
      { token: admin.token },
    );
    expect(codeOf(staleEdit.body)).toBe('CONFLICT');
    expect((await adminDb().collection('outreach').doc(created.id).get()).data()!.status).toBe('contacted');

    const edited = await gql(
      UPDATE,
      { id: created.id, input: site({ site: `Renamed ${suffix()}`, kind: 'LINK' }), at: moved.updatedAt },
      { token: admin.token },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.updateOutreach).toMatchObject({ status: 'CONTACTED', kind: 'LINK', followUpAt: null });
    const badEdit = await gql(UPDATE, { id: created.id, input: site({ contactEmail: 'nope' }) }, { token: admin.token });
    expect(badEdit.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'contactEmail' }] });

    const won = await gql(MOVE, { id: created.id, status: 'WON', at: edited.body.data!.updateOutreach.updatedAt }, { token: admin.token });
    expect(won.body.data!.moveOutreach.history.map((h: { action: string }) => h.action)).toEqual(['created', 'contacted', 'edited', 'won']);

    const missing = await gql(MOVE, { id: 'no-such-site', status: 'WON' }, { token: admin.token });
    expect(codeOf(missing.body)).toBe('NOT_FOUND');
  });

  it('lists follow-ups due today or earlier on open sites, and counts them on the dashboard', async () => {
    const today = await londonTodayClearOfMidnight();
    const dueToday = await create();
    const overdue = await create();
    const later = await create();
    const closed = await create();
    const countBefore = (await gql(DASHBOARD, {}, { token: admin.token })).body.data!.adminDashboard.outreachFollowUpsDue as number;
    const move = async (id: string, status: string, followUpAt: string) => {
      const { body } = await gql(MOVE, { id, status, followUpAt }, { token: admin.token });
      expect(body.errors).toBeUndefined();
    };
    await move(dueToday.id, 'CONTACTED', today);
    await move(overdue.id, 'REPLIED', addDays(today, -3));
    await move(later.id, 'CONTACTED', addDays(today, 1));
    await move(closed.id, 'LOST', addDays(today, -1));

    const due = await gql(LIST, { dueToday: true, first: 100 }, { token: admin.token });
    expect(due.body.errors).toBeUndefined();
    const ids = due.body.data!.adminOutreachList.nodes.map((n: { id: string }) => n.id);
    expect(ids).toEqual(expect.arrayContaining([dueToday.id, overdue.id]));
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(closed.id);
    expect(ids.indexOf(overdue.id)).toBeLessThan(ids.indexOf(dueToday.id)); // soonest first

    const countAfter = (await gql(DASHBOARD, {}, { token: admin.token })).body.data!.adminDashboard.outreachFollowUpsDue as number;
    expect(countAfter - countBefore).toBe(2);

    const wonAndDue = await gql(LIST, { dueToday: true, status: 'WON', first: 10 }, { token: admin.token });
    expect(codeOf(wonAndDue.body)).toBe('BAD_USER_INPUT');
  });
});

describe('outreach access', () => {
  it('refuses anonymous callers and companies, and stores nothing for them', async () => {
    const company = await createCompany({ regions: ['London'] });
    const name = `Sneaky ${suffix()}`;
    for (const token of [undefined, company.token]) {
      const created = await gql(CREATE, { input: site({ site: name }) }, { token });
      expect(codeOf(created.body)).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      const list = await gql(LIST, { first: 10 }, { token });
      expect(codeOf(list.body)).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect((await adminDb().collection('outreach').where('site', '==', name).get()).size).toBe(0);
  });
});

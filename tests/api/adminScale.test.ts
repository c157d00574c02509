import { adminDb, createUser, gql } from '../support/api';
import { createLead } from '../support/marketplace';

/**
 * The dashboard and an admin table page cost the same Firestore reads with 1,000 and with 10,000 leads
 * (docs/decisions/0014-dashboard-counters.md). The server counts each request's reads in its data layer and
 * reports them in `extensions.firestoreReads` outside production.
 */
const DASHBOARD = `{ adminDashboard { newLeadsToday newLeads30Days revenueThisMonthPence pendingApplications callbacksWaiting openDisputes
  leadsPerDay { day total } weeks { weekStarting revenuePence } } }`;
const TABLE = `query Table($filter: LeadFilter, $sort: LeadSort) {
  leads(filter: $filter, sort: $sort, first: 25) { totalCount nodes { id ref } pageInfo { hasNextPage } } }`;

// Archived, rejected leads in one region: a filter no other suite uses, so their lists never meet these leads.
const SCALE_FILTER = { status: 'REJECTED', archived: true, region: 'Northern Ireland' };

interface Reads {
  documents: number;
  queries: number;
  aggregations: number;
}

async function seed(template: Record<string, unknown>, from: number, to: number) {
  const db = adminDb();
  const base = Date.UTC(2025, 0, 1);
  for (let start = from; start < to; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(to, start + 500); i++) {
      batch.set(db.collection('leads').doc(`scale-${String(i).padStart(6, '0')}`), {
        ...template,
        ref: `SFR-9${String(i).padStart(6, '0')}`,
        status: 'rejected',
        archived: true,
        region: 'Northern Ireland',
        // Distinct times: a page never has to read a group of ties whole.
        createdAt: new Date(base + i * 60_000),
      });
    }
    await batch.commit();
  }
}

async function measure(token: string) {
  const dashboard = await gql(DASHBOARD, {}, { token });
  expect(dashboard.body.errors).toBeUndefined();
  const table = await gql(TABLE, { filter: SCALE_FILTER }, { token });
  expect(table.body.errors).toBeUndefined();
  const search = await gql(TABLE, { filter: { ...SCALE_FILTER, search: 'SFR-9000123' } }, { token });
  expect(search.body.errors).toBeUndefined();
  const reads = (response: { body: unknown }) => (response.body as { extensions: { firestoreReads: Reads } }).extensions.firestoreReads;
  return {
    dashboard: reads(dashboard),
    table: reads(table),
    search: reads(search),
    totalCount: table.body.data!.leads.totalCount as number,
    found: search.body.data!.leads.nodes.length as number,
  };
}

describe('admin screens cost the same whatever the data', () => {
  jest.setTimeout(300_000);

  it('reads as many Firestore documents with 10,000 leads as with 1,000', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const template = (
      await adminDb()
        .collection('leads')
        .doc((await createLead({ region: 'London' })).leadId)
        .get()
    ).data()!;
    delete template.searchTerms;

    await seed(template, 0, 1_000);
    // The search term of one seeded lead, as the server writes them.
    await adminDb()
      .collection('leads')
      .doc('scale-000123')
      .update({ searchTerms: ['sfr-9000123', '9000123'] });
    const small = await measure(admin.token);
    expect(small.totalCount).toBe(1_000);
    expect(small.found).toBe(1);

    await seed(template, 1_000, 10_000);
    const large = await measure(admin.token);
    expect(large.totalCount).toBe(10_000);
    expect(large.found).toBe(1);

    // Reads happened (the counter is wired to the SDK), and did not grow with the data.
    expect(small.dashboard.documents).toBeGreaterThanOrEqual(84);
    expect(small.table.documents).toBeGreaterThanOrEqual(26);
    expect(large.dashboard).toEqual(small.dashboard);
    expect(large.table).toEqual(small.table);
    expect(large.search).toEqual(small.search);
  });
});

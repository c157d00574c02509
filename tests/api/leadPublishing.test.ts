import { adminDb, createUser, gql } from '../support/api';
import { MARKETPLACE_LEAD, createCompany, createLead } from '../support/marketplace';

const PUBLISH = `mutation Publish($id: ID!) { publishLead(id: $id) { id status } }`;

/** A lead held back for an admin's check, as LEAD_AUTO_PUBLISH=false leaves every new lead. */
async function heldLead(region: string) {
  const lead = await createLead({ region });
  await adminDb().collection('leads').doc(lead.leadId).update({ status: 'new' });
  return lead;
}

const alertsFor = async (leadId: string) =>
  (await adminDb().collection('mail').where('related', 'array-contains', `leads/${leadId}`).get()).docs.filter(
    (m) => m.get('template') === 'new_lead_alert',
  );

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

describe('an admin publishes a new lead', () => {
  it('puts it on the marketplace and alerts the companies of its region once', async () => {
    const company = await createCompany({ regions: ['South West'] });
    const lead = await heldLead('South West');
    const before = await alertsFor(lead.leadId);
    expect((await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: company.token })).body.errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );

    const published = await gql(PUBLISH, { id: lead.leadId }, { token: adminToken });
    expect(published.body.errors).toBeUndefined();
    expect(published.body.data!.publishLead).toEqual({ id: lead.leadId, status: 'AVAILABLE' });
    const stored = (await adminDb().collection('leads').doc(lead.leadId).get()).data()!;
    expect(stored).toMatchObject({ status: 'available', region: 'South West' });
    expect(stored.publishedAt).toBeTruthy();

    const alerts = await alertsFor(lead.leadId);
    expect(alerts.length - before.length).toBeGreaterThanOrEqual(1);
    expect(alerts.map((m) => m.get('to'))).toContain(company.email);
    expect((await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: company.token })).body.data!.marketplaceLead.lead.ref).toBe(lead.ref);

    const again = await gql(PUBLISH, { id: lead.leadId }, { token: adminToken });
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'This lead is available: only a new lead can be published',
      extensions: { code: 'CONFLICT' },
    });
    expect(await alertsFor(lead.leadId)).toHaveLength(alerts.length);
  });

  it('refuses archived and expired leads, unknown ids, and anyone but an admin', async () => {
    const archived = await heldLead('South West');
    await adminDb().collection('leads').doc(archived.leadId).update({ archived: true });
    expect((await gql(PUBLISH, { id: archived.leadId }, { token: adminToken })).body.errors?.[0].message).toBe(
      'This lead is archived: it cannot go to the marketplace',
    );

    const old = await heldLead('South West');
    await adminDb()
      .collection('leads')
      .doc(old.leadId)
      .update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await gql(PUBLISH, { id: old.leadId }, { token: adminToken })).body.errors?.[0].message).toBe(
      'This lead is more than 30 days old: it can no longer go to the marketplace',
    );

    expect((await gql(PUBLISH, { id: 'no-such-lead' }, { token: adminToken })).body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const company = await createCompany({ regions: ['South West'] });
    expect((await gql(PUBLISH, { id: old.leadId }, { token: company.token })).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(PUBLISH, { id: old.leadId })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await adminDb().collection('leads').doc(old.leadId).get()).get('status')).toBe('new');
  });
});

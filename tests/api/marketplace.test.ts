import { adminDb, createUser, gql, signIn } from '../support/api';
import {
  DECLINE,
  DISPUTE,
  DISPUTES,
  MARKETPLACE_LEAD,
  MARKETPLACE_LEADS,
  MY_LEADS,
  RESOLVE,
  UNDO_DECLINE,
  createCompany,
  createLead,
  expectNoSecrets,
  recordPurchase,
} from '../support/marketplace';

type Company = Awaited<ReturnType<typeof createCompany>>;
const DAY = 24 * 3600 * 1000;

const listIds = async (token: string, variables: Record<string, unknown> = {}) => {
  const { body } = await gql(MARKETPLACE_LEADS, variables, { token });
  expect(body.errors).toBeUndefined();
  return (body.data!.marketplaceLeads.nodes as Array<{ id: string }>).map((l) => l.id);
};

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

describe('marketplace: redaction of contact details', () => {
  let buyer: Company;
  let other: Company;
  let lead: Awaited<ReturnType<typeof createLead>>;
  beforeAll(async () => {
    buyer = await createCompany({ regions: ['London'] });
    other = await createCompany({ regions: ['London', 'South East'] });
    lead = await createLead({ region: 'London' });
  });

  it('an unpurchased lead has no name, e-mail, phone, full postcode or notes in any marketplace response', async () => {
    const demoToken = await signIn('company@demo.sprayfoamremoval.uk', 'DemoCompany2026!');
    for (const token of [buyer.token, other.token, demoToken]) {
      const list = await gql(MARKETPLACE_LEADS, { first: 100 }, { token });
      expect(list.body.errors).toBeUndefined();
      const listed = list.body.data!.marketplaceLeads.nodes.find((l: { id: string }) => l.id === lead.leadId);
      expect(listed).toMatchObject({
        ref: lead.ref,
        district: 'SW1A',
        region: 'London',
        placesLeft: 3,
        maxBuyers: 3,
        buyable: true,
        purchasedByMe: false,
      });
      expect(listed.totalPence).toBe(listed.pricePence + listed.vatPence);
      expectNoSecrets(JSON.stringify(list.body), lead.secrets);

      const detail = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token });
      expect(detail.body.errors).toBeUndefined();
      expect(detail.body.data!.marketplaceLead.purchase).toBeNull();
      expectNoSecrets(JSON.stringify(detail.body), lead.secrets);

      const declined = await gql(DECLINE, { id: lead.leadId }, { token });
      const undone = await gql(UNDO_DECLINE, { id: lead.leadId }, { token });
      expectNoSecrets(JSON.stringify(declined.body) + JSON.stringify(undone.body), lead.secrets);
      const mine = await gql(MY_LEADS, {}, { token });
      expectNoSecrets(JSON.stringify(mine.body), lead.secrets);
    }
  });

  it('shows the contact details to the buyer only, after purchase; every other company still gets the redacted view', async () => {
    await recordPurchase(lead.leadId, buyer.id);
    const detail = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: buyer.token });
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data!.marketplaceLead.purchase.contact).toEqual({
      name: lead.homeowner.name,
      email: lead.homeowner.email,
      phone: lead.homeowner.phone,
      postcode: lead.postcode,
      notes: lead.notes,
    });
    expect(detail.body.data!.marketplaceLead.lead).toMatchObject({
      purchasedByMe: true,
      buyable: false,
      unavailableReason: 'You already bought this lead',
      placesLeft: 2,
    });
    const mine = await gql(MY_LEADS, {}, { token: buyer.token });
    expect(mine.body.data!.myLeads.nodes.map((p: { lead: { id: string } }) => p.lead.id)).toContain(lead.leadId);
    expect(JSON.stringify(mine.body)).toContain(lead.homeowner.email);
    // The buyer no longer sees it among the leads to buy.
    expect(await listIds(buyer.token, { first: 100 })).not.toContain(lead.leadId);

    const demoToken = await signIn('company@demo.sprayfoamremoval.uk', 'DemoCompany2026!');
    for (const token of [other.token, demoToken]) {
      const seen = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token });
      expect(seen.body.data!.marketplaceLead.purchase).toBeNull();
      expect(seen.body.data!.marketplaceLead.lead).toMatchObject({ purchasedByMe: false, placesLeft: 2, buyable: true });
      expectNoSecrets(JSON.stringify(seen.body), lead.secrets);
      const list = await gql(MARKETPLACE_LEADS, { first: 100 }, { token });
      expectNoSecrets(JSON.stringify(list.body), lead.secrets);
      const mine = await gql(MY_LEADS, {}, { token });
      expectNoSecrets(JSON.stringify(mine.body), lead.secrets);
    }
  });

  it('refuses anonymous callers, admins without a company and companies outside the region', async () => {
    const anonymous = await gql(MARKETPLACE_LEADS, {});
    expect(anonymous.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    const admin = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: adminToken });
    expect(admin.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    const scot = await createCompany({ regions: ['Scotland'] });
    const outside = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: scot.token });
    expect(outside.body.errors![0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(outside.body.errors![0].message).toMatch(/could not find this lead/);
    expectNoSecrets(JSON.stringify(outside.body), lead.secrets);
    const unknown = await gql(MARKETPLACE_LEAD, { id: 'no-such-lead' }, { token: scot.token });
    expect(unknown.body.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await listIds(scot.token, { first: 100 })).not.toContain(lead.leadId);
  });
});

describe('marketplace: listing rules, filters and sort', () => {
  let company: Company;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    company = await createCompany({ regions: ['Wales', 'South West'] });
    ids.walesEmergency = (await createLead({ region: 'Wales', job: { urgency: 'emergency', foamType: 'closed' } })).leadId;
    ids.walesPlanning = (await createLead({ region: 'Wales', job: { urgency: 'planning', foamType: 'open', areaM2: 300 } })).leadId;
    ids.southWest = (await createLead({ region: 'South West', job: { urgency: 'asap', foamType: 'unknown' } })).leadId;
    ids.scotland = (await createLead({ region: 'Scotland' })).leadId;
    ids.expired = (await createLead({ region: 'Wales' })).leadId;
    ids.archived = (await createLead({ region: 'Wales' })).leadId;
    ids.notPublished = (await createLead({ region: 'Wales' })).leadId;
    ids.soldOut = (await createLead({ region: 'Wales' })).leadId;
    const leads = adminDb().collection('leads');
    const old = new Date(Date.now() - 31 * DAY);
    await leads.doc(ids.expired).update({ createdAt: old, expiresAt: new Date(old.getTime() + 30 * DAY) });
    await leads.doc(ids.archived).update({ archived: true, archivedAt: new Date() });
    await leads.doc(ids.notPublished).update({ status: 'new' });
    for (const buyer of ['x-1', 'x-2', 'x-3']) await recordPurchase(ids.soldOut, buyer);
  });

  it('lists available, unexpired, unarchived leads in the company regions with places left, newest first', async () => {
    const { body } = await gql(MARKETPLACE_LEADS, { first: 100 }, { token: company.token });
    expect(body.errors).toBeUndefined();
    const { nodes: items, regions } = body.data!.marketplaceLeads;
    expect(regions).toEqual(['Wales', 'South West']);
    const listed = items.map((l: { id: string }) => l.id);
    expect(listed).toEqual(expect.arrayContaining([ids.walesEmergency, ids.walesPlanning, ids.southWest]));
    for (const hidden of [ids.scotland, ids.expired, ids.archived, ids.notPublished, ids.soldOut]) expect(listed).not.toContain(hidden);
    for (const item of items) {
      expect(['Wales', 'South West']).toContain(item.region);
      expect(item.placesLeft).toBeGreaterThan(0);
      expect(item.ageDays).toBeLessThan(30);
    }
    const times = items.map((l: { createdAt: string }) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by region, urgency and foam type, and sorts by price', async () => {
    const wales = await gql(MARKETPLACE_LEADS, { filter: { region: 'Wales' }, first: 100 }, { token: company.token });
    expect(wales.body.data!.marketplaceLeads.nodes.every((l: { region: string }) => l.region === 'Wales')).toBe(true);
    expect(wales.body.data!.marketplaceLeads.nodes.map((l: { id: string }) => l.id)).not.toContain(ids.southWest);

    const emergency = await listIds(company.token, { filter: { urgency: 'emergency' }, first: 100 });
    expect(emergency).toContain(ids.walesEmergency);
    expect(emergency).not.toContain(ids.walesPlanning);

    const closed = await gql(MARKETPLACE_LEADS, { filter: { foamType: 'closed', region: 'Wales' }, first: 100 }, { token: company.token });
    expect(closed.body.data!.marketplaceLeads.nodes.every((l: { foamType: string }) => l.foamType === 'closed')).toBe(true);
    expect(closed.body.data!.marketplaceLeads.nodes.map((l: { id: string }) => l.id)).toContain(ids.walesEmergency);

    const byPrice = await gql(MARKETPLACE_LEADS, { sort: 'PRICE', first: 100 }, { token: company.token });
    const prices = byPrice.body.data!.marketplaceLeads.nodes.map((l: { pricePence: number }) => l.pricePence);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('answers a region the company does not cover, or an unknown urgency, with field errors', async () => {
    const { body } = await gql(
      MARKETPLACE_LEADS,
      { filter: { region: 'Scotland', urgency: 'tomorrow', foamType: 'pink' } },
      { token: company.token },
    );
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path)).toEqual([
      'filter.region',
      'filter.urgency',
      'filter.foamType',
    ]);
  });

  it('"Not interested" hides a lead for that company only, and undo brings it back', async () => {
    const neighbour = await createCompany({ regions: ['Wales'] });
    const declined = await gql(DECLINE, { id: ids.walesPlanning }, { token: company.token });
    expect(declined.body.data!.declineLead).toEqual({ id: ids.walesPlanning, declinedByMe: true });
    expect(await listIds(company.token, { first: 100 })).not.toContain(ids.walesPlanning);
    expect(await listIds(neighbour.token, { first: 100 })).toContain(ids.walesPlanning);
    // Still reachable by its link, marked, so the company can change its mind.
    const detail = await gql(MARKETPLACE_LEAD, { id: ids.walesPlanning }, { token: company.token });
    expect(detail.body.data!.marketplaceLead.lead.declinedByMe).toBe(true);
    const undone = await gql(UNDO_DECLINE, { id: ids.walesPlanning }, { token: company.token });
    expect(undone.body.data!.undoDeclineLead.declinedByMe).toBe(false);
    expect(await listIds(company.token, { first: 100 })).toContain(ids.walesPlanning);
    const stored = await adminDb().collection('leads').doc(ids.walesPlanning).get();
    expect(stored.get('declinedBy')).toEqual([]);
    const outside = await gql(DECLINE, { id: ids.scotland }, { token: company.token });
    expect(outside.body.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it('shows a sold-out lead as sold out, not buyable', async () => {
    const { body } = await gql(MARKETPLACE_LEAD, { id: ids.soldOut }, { token: company.token });
    expect(body.data!.marketplaceLead.lead).toMatchObject({ placesLeft: 0, buyable: false, unavailableReason: 'This lead has sold out' });
  });

  it('keeps an exclusive lead for the company it was sent to', async () => {
    const target = await createCompany({ regions: ['Wales'] });
    const exclusive = await createLead({ region: 'Wales', targetCompanyId: target.id });
    const seen = await gql(MARKETPLACE_LEAD, { id: exclusive.leadId }, { token: target.token });
    expect(seen.body.data!.marketplaceLead.lead).toMatchObject({ exclusive: true, maxBuyers: 1, buyable: true });
    expect(await listIds(company.token, { first: 100 })).not.toContain(exclusive.leadId);
    const other = await gql(MARKETPLACE_LEAD, { id: exclusive.leadId }, { token: company.token });
    expect(other.body.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});

describe('my leads and disputes', () => {
  let buyer: Company;
  let stranger: Company;
  let recent: Awaited<ReturnType<typeof createLead>>;
  let old: Awaited<ReturnType<typeof createLead>>;
  beforeAll(async () => {
    buyer = await createCompany({ regions: ['North East'] });
    stranger = await createCompany({ regions: ['North East'] });
    old = await createLead({ region: 'North East' });
    recent = await createLead({ region: 'North East' });
    await recordPurchase(old.leadId, buyer.id, { at: new Date(Date.now() - 15 * DAY) });
    await recordPurchase(recent.leadId, buyer.id);
  });

  it('lists purchases newest first with contact details and whether a dispute is still possible', async () => {
    const { body } = await gql(MY_LEADS, {}, { token: buyer.token });
    expect(body.errors).toBeUndefined();
    const mine = body.data!.myLeads.nodes;
    expect(mine.map((p: { lead: { id: string } }) => p.lead.id)).toEqual([recent.leadId, old.leadId]);
    expect(mine[0]).toMatchObject({ canDispute: true, refunded: false, dispute: null, contact: { email: recent.homeowner.email } });
    expect(mine[1]).toMatchObject({ canDispute: false });
  });

  it('accepts a dispute within 14 days, once while it is open, and refuses one after 14 days or from another company', async () => {
    const bad = await gql(DISPUTE, { id: recent.leadId, input: { reason: 'INVALID_PHONE', note: '' } }, { token: buyer.token });
    expect(bad.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'note', message: 'Tell us what you found, in a sentence or two' },
    ]);

    const ok = await gql(
      DISPUTE,
      { id: recent.leadId, input: { reason: 'INVALID_PHONE', note: 'The number is not in service.' } },
      { token: buyer.token },
    );
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.disputeLead).toMatchObject({
      canDispute: false,
      dispute: { status: 'OPEN', reason: 'INVALID_PHONE', note: 'The number is not in service.' },
    });

    const twice = await gql(
      DISPUTE,
      { id: recent.leadId, input: { reason: 'INVALID_EMAIL', note: 'And the e-mail bounces.' } },
      { token: buyer.token },
    );
    expect(twice.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/already have an open dispute/),
      extensions: { code: 'CONFLICT' },
    });

    const late = await gql(
      DISPUTE,
      { id: old.leadId, input: { reason: 'WRONG_POSTCODE', note: 'Postcode is in another town.' } },
      { token: buyer.token },
    );
    expect(late.body.errors![0]).toMatchObject({
      message: expect.stringMatching(/within 14 days of purchase/),
      extensions: { code: 'CONFLICT' },
    });

    const notMine = await gql(
      DISPUTE,
      { id: recent.leadId, input: { reason: 'INVALID_PHONE', note: 'Trying my luck here.' } },
      { token: stranger.token },
    );
    expect(notMine.body.errors![0]).toMatchObject({
      message: 'You have not bought this lead, so there is nothing to dispute',
      extensions: { code: 'NOT_FOUND' },
    });

    const list = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
    const dispute = list.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === recent.leadId);
    expect(dispute).toMatchObject({ companyId: buyer.id, leadRef: recent.ref, status: 'OPEN' });
    const asCompany = await gql(DISPUTES, {}, { token: buyer.token });
    expect(asCompany.body.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('lets an admin reject a dispute with a note, e-mails the company and allows no second resolution', async () => {
    const list = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
    const dispute = list.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === recent.leadId);
    const noNote = await gql(RESOLVE, { id: dispute.id, decision: 'REJECT' }, { token: adminToken });
    expect(noNote.body.errors![0].extensions!.fieldErrors[0].path).toBe('note');
    const rejected = await gql(
      RESOLVE,
      { id: dispute.id, decision: 'REJECT', note: 'We called the number and it works.' },
      { token: adminToken },
    );
    expect(rejected.body.data!.resolveLeadDispute).toMatchObject({
      status: 'REJECTED',
      resolutionNote: 'We called the number and it works.',
    });
    const again = await gql(RESOLVE, { id: dispute.id, decision: 'ACCEPT' }, { token: adminToken });
    expect(again.body.errors![0].extensions!.code).toBe('CONFLICT');
    const mail = await adminDb().collection('mail').where('related', 'array-contains', `leadDisputes/${dispute.id}`).get();
    expect(mail.docs.map((d) => [d.get('template'), d.get('to'), d.get('data').accepted]).sort()).toEqual([
      ['admin_dispute_opened', 'leads@sprayfoamremoval.uk', undefined],
      ['lead_dispute_outcome', buyer.email, false],
    ]);
    const mine = await gql(MY_LEADS, {}, { token: buyer.token });
    expect(mine.body.data!.myLeads.nodes[0]).toMatchObject({ refunded: false, canDispute: false, dispute: { status: 'REJECTED' } });
    // A rejection is final: no second dispute of the same purchase.
    const second = await gql(
      DISPUTE,
      { id: recent.leadId, input: { reason: 'INVALID_EMAIL', note: 'The e-mail bounces too.' } },
      { token: buyer.token },
    );
    expect(second.body.errors![0]).toMatchObject({
      message: 'We looked into your dispute of this lead and did not accept it. If you have new evidence, contact us.',
      extensions: { code: 'CONFLICT' },
    });
  });
});

describe('lead alerts', () => {
  it('queues one redacted alert per active company in the region with alerts on, and none for others', async () => {
    const wanted = await createCompany({ regions: ['Northern Ireland'] });
    const wantedToo = await createCompany({ regions: ['Scotland', 'Northern Ireland'] });
    const noAlerts = await createCompany({ regions: ['Northern Ireland'], leadAlerts: false });
    const suspended = await createCompany({ regions: ['Northern Ireland'], status: 'suspended' });
    const elsewhere = await createCompany({ regions: ['Scotland'] });
    const lead = await createLead({ region: 'Northern Ireland' });
    const mail = await adminDb().collection('mail').where('related', 'array-contains', `leads/${lead.leadId}`).get();
    const alerts = mail.docs.filter((d) => d.get('template') === 'new_lead_alert');
    const to = alerts.map((d) => d.get('to'));
    expect(to).toEqual(expect.arrayContaining([wanted.email, wantedToo.email]));
    for (const company of [noAlerts, suspended, elsewhere]) expect(to).not.toContain(company.email);
    expect(new Set(to).size).toBe(to.length);
    const mine = alerts.find((d) => d.get('to') === wanted.email)!;
    expect(mine.get('data')).toMatchObject({ leadId: lead.leadId, reference: lead.ref, region: 'Northern Ireland', district: 'BT1' });
    expectNoSecrets(JSON.stringify(alerts.map((d) => d.data())), lead.secrets);
  });

  it('alerts only the chosen company about an exclusive lead', async () => {
    const chosen = await createCompany({ regions: ['Northern Ireland'] });
    const neighbour = await createCompany({ regions: ['Northern Ireland'] });
    const lead = await createLead({ region: 'Northern Ireland', targetCompanyId: chosen.id });
    const mail = await adminDb().collection('mail').where('related', 'array-contains', `leads/${lead.leadId}`).get();
    const to = mail.docs.filter((d) => d.get('template') === 'new_lead_alert').map((d) => d.get('to'));
    expect(to).toEqual([chosen.email]);
    expect(to).not.toContain(neighbour.email);
  });
});

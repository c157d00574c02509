import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { MARKETPLACE_LEADS, createCompany, createLead } from '../support/marketplace';
import { londonTodayClearOfMidnight } from '../support/londonDay';

/** Lead preferences (docs/decisions/0051-lead-preferences.md): the listing, the alerts and both purchase checks follow them. */
const PREFERENCE_FIELDS = 'districts propertyTypes foamTypes weeklyCapPounds pausedUntil paused weekStartsOn weekSpendPence updatedBy';
const MY_PREFERENCES = `{ myLeadPreferences { ${PREFERENCE_FIELDS} } }`;
const UPDATE = `mutation Update($input: LeadPreferencesInput!) { updateLeadPreferences(input: $input) { ${PREFERENCE_FIELDS} } }`;
const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;
const MY_PAYMENT = `query Payment($id: ID!) { myPayment(id: $id) { id status refundReason } }`;
const LIST = `query Leads($all: Boolean) {
  marketplaceLeads(first: 100, allInRegions: $all) { preferencesApplied nodes { id district buyable unavailableReason } }
}`;

interface PreferencesInput {
  districts: string[];
  propertyTypes: string[];
  foamTypes: string[];
  weeklyCapPounds: number | null;
  pausedUntil: string | null;
}
const NO_PREFERENCES: PreferencesInput = { districts: [], propertyTypes: [], foamTypes: [], weeklyCapPounds: null, pausedUntil: null };

async function setPreferences(token: string, input: Partial<PreferencesInput>) {
  const { body } = await gql(UPDATE, { input: { ...NO_PREFERENCES, ...input } }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.updateLeadPreferences as Record<string, unknown>;
}

const confirm = (paymentId: string) =>
  fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });

async function startPurchase(token: string, leadId: string) {
  const { body } = await gql(BUY, { id: leadId }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.buyLead.paymentId as string;
}

const paymentOf = async (token: string, id: string) => (await gql(MY_PAYMENT, { id }, { token })).body.data!.myPayment;
const priceOf = async (leadId: string) => (await adminDb().collection('leads').doc(leadId).get()).get('pricePence') as number;
const listed = async (token: string, all = false) => {
  const { body } = await gql(LIST, { all }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.marketplaceLeads as { preferencesApplied: boolean; nodes: Array<Record<string, unknown>> };
};

/** A colleague with this role in the company, as an owner's invitation would leave them. */
async function colleague(companyId: string, role: 'buyer' | 'viewer') {
  const user = await createUser({ claims: { role: 'company', companyId }, userDoc: { role: 'company', companyId } });
  await adminDb()
    .collection('companies')
    .doc(companyId)
    .set({ userRoles: { [user.uid]: role } }, { merge: true });
  return user;
}

describe('lead preferences', () => {
  it('start as every lead of the regions, are saved for the owner, and only owners may change them', async () => {
    const company = await createCompany({ regions: ['Wales'] });
    const initial = (await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences;
    expect(initial).toMatchObject({ ...NO_PREFERENCES, paused: false, weekSpendPence: 0, updatedBy: null });
    expect(new Date(`${initial.weekStartsOn}T12:00:00Z`).getUTCDay()).toBe(1);

    const saved = await setPreferences(company.token, { districts: ['cf10', ' CF11'], propertyTypes: ['flat'], weeklyCapPounds: 250 });
    expect(saved).toMatchObject({
      districts: ['CF10', 'CF11'],
      propertyTypes: ['flat'],
      weeklyCapPounds: 250,
      updatedBy: company.userEmail,
    });
    expect((await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences).toMatchObject(saved);

    for (const role of ['buyer', 'viewer'] as const) {
      const user = await colleague(company.id, role);
      const read = await gql(MY_PREFERENCES, {}, { token: user.token });
      expect(read.body.data!.myLeadPreferences).toMatchObject({ districts: ['CF10', 'CF11'] });
      const { body } = await gql(UPDATE, { input: NO_PREFERENCES }, { token: user.token });
      expect(body.errors![0]).toMatchObject({
        message: `Your role is ${role}: only owners can change the lead preferences. Ask an owner of your company to change your role.`,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences.districts).toEqual(['CF10', 'CF11']);
  });

  it('refuses invalid preferences with a message per field and keeps the saved ones', async () => {
    const company = await createCompany({ regions: ['Wales'] });
    await setPreferences(company.token, { districts: ['CF10'] });
    const { body } = await gql(
      UPDATE,
      {
        input: {
          districts: ['CF10', 'not a district'],
          propertyTypes: ['castle'],
          foamTypes: ['open'],
          weeklyCapPounds: 0,
          pausedUntil: '2020-01-01',
        },
      },
      { token: company.token },
    );
    expect(body.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        {
          path: 'districts',
          message: '“not a district” is not a postcode district: write the first half of a postcode, like SW1A or M14',
        },
        { path: 'propertyTypes', message: 'Choose property types from the list' },
        {
          path: 'weeklyCapPounds',
          message: 'Write the weekly cap as a whole number of pounds from 1 to 100,000, or leave it empty for no cap',
        },
        { path: 'pausedUntil', message: 'Choose today or a later day, or leave it empty to buy as usual' },
      ],
    });
    const elsewhere = await gql(UPDATE, { input: { ...NO_PREFERENCES, districts: ['M14'] } }, { token: company.token });
    expect(elsewhere.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'districts', message: 'M14 is in North West, which is not one of your regions (Wales): ask us to add the region first' },
    ]);
    const tooMuch = await gql(UPDATE, { input: { ...NO_PREFERENCES, weeklyCapPounds: 100_001 } }, { token: company.token });
    expect(tooMuch.body.errors![0].extensions!.fieldErrors[0].path).toBe('weeklyCapPounds');
    expect((await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences.districts).toEqual(['CF10']);
  });

  it('a lead outside its districts is not listed (unless all are asked for), not alerted and not sold', async () => {
    const picky = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const everything = await createCompany({ regions: ['Yorkshire and the Humber'] });
    await setPreferences(picky.token, { districts: ['LS1'] });
    const wanted = await createLead({ postcode: 'LS1 4AP' });
    const unwanted = await createLead({ postcode: 'LS6 2AA' });

    const alerted = async (leadId: string) =>
      (await adminDb().collection('mail').where('related', 'array-contains', `leads/${leadId}`).get()).docs
        .filter((d) => d.get('template') === 'new_lead_alert')
        .map((d) => d.get('to') as string);
    expect(await alerted(wanted.leadId)).toEqual(expect.arrayContaining([picky.email, everything.email]));
    const unwantedAlerts = await alerted(unwanted.leadId);
    expect(unwantedAlerts).toContain(everything.email);
    expect(unwantedAlerts).not.toContain(picky.email);

    const mine = await listed(picky.token);
    expect(mine.preferencesApplied).toBe(true);
    expect(mine.nodes.map((n) => n.id)).toContain(wanted.leadId);
    expect(mine.nodes.map((n) => n.id)).not.toContain(unwanted.leadId);
    const reason = 'This lead is in LS6, which is not one of your districts: add it in Lead preferences to buy it';
    const all = await listed(picky.token, true);
    expect(all.preferencesApplied).toBe(false);
    expect(all.nodes.find((n) => n.id === unwanted.leadId)).toMatchObject({ district: 'LS6', buyable: false, unavailableReason: reason });
    expect((await listed(everything.token)).nodes.map((n) => n.id)).toEqual(expect.arrayContaining([wanted.leadId, unwanted.leadId]));

    const { body } = await gql(BUY, { id: unwanted.leadId }, { token: picky.token });
    expect(body.errors![0]).toMatchObject({ message: reason, extensions: { code: 'CONFLICT' } });
  });

  it('a purchase beyond the weekly cap is refused with the reason, before checkout and when the payment is confirmed', async () => {
    await londonTodayClearOfMidnight(60_000);
    const company = await createCompany({ regions: ['South West'] });
    const [first, second, third] = [
      await createLead({ region: 'South West' }),
      await createLead({ region: 'South West' }),
      await createLead({ region: 'South West' }),
    ];
    const firstPrice = await priceOf(first.leadId);
    const cap = Math.ceil(firstPrice / 100);
    await setPreferences(company.token, { weeklyCapPounds: cap });

    // Both checkouts open under the cap; the first paid takes the week's spend to the cap, so the second is refunded.
    const [a, b] = [await startPurchase(company.token, first.leadId), await startPurchase(company.token, second.leadId)];
    expect((await confirm(a)).status).toBe(303);
    expect(await paymentOf(company.token, a)).toMatchObject({ status: 'SUCCEEDED' });
    expect((await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences.weekSpendPence).toBe(firstPrice);

    const secondPrice = await priceOf(second.leadId);
    const pounds = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: pence % 100 ? 2 : 0 })}`;
    const overCap = (price: number) =>
      `This lead would take this week’s spend to ${pounds(firstPrice + price)}, above your weekly cap of ${pounds(cap * 100)} (before VAT): change the cap in Lead preferences`;
    expect((await confirm(b)).status).toBe(303);
    expect(await paymentOf(company.token, b)).toMatchObject({ status: 'REFUNDED', refundReason: overCap(secondPrice) });
    expect((await adminDb().collection('leads').doc(second.leadId).get()).get('buyerCompanyIds')).not.toContain(company.id);
    expect((await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences.weekSpendPence).toBe(firstPrice);

    const refused = await gql(BUY, { id: third.leadId }, { token: company.token });
    expect(refused.body.errors![0]).toMatchObject({ message: overCap(await priceOf(third.leadId)), extensions: { code: 'CONFLICT' } });
    const card = (await listed(company.token)).nodes.find((n) => n.id === third.leadId);
    expect(card).toMatchObject({ buyable: false, unavailableReason: overCap(await priceOf(third.leadId)) });

    // Raising the cap lets it buy again.
    await setPreferences(company.token, { weeklyCapPounds: 100_000 });
    expect((await confirm(await startPurchase(company.token, third.leadId))).status).toBe(303);
  });

  it('holds the cap when one company’s payments are confirmed at once: one fits, the others are refunded', async () => {
    await londonTodayClearOfMidnight(60_000);
    const company = await createCompany({ regions: ['South West'] });
    const leads = await Promise.all(Array.from({ length: 4 }, () => createLead({ region: 'South West' })));
    const prices = await Promise.all(leads.map((lead) => priceOf(lead.leadId)));
    // Any one lead fits under the cap, no two do.
    await setPreferences(company.token, { weeklyCapPounds: Math.ceil(Math.max(...prices) / 100) });
    const payments = [];
    for (const lead of leads) payments.push(await startPurchase(company.token, lead.leadId));
    await Promise.all(payments.map((id) => confirm(id)));

    const results = await Promise.all(payments.map((id) => paymentOf(company.token, id)));
    const succeeded = results.flatMap((r, i) => (r.status === 'SUCCEEDED' ? [i] : []));
    expect(succeeded).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 'SUCCEEDED')) {
      expect(r.status).toBe('REFUNDED');
      expect(r.refundReason).toMatch(/^This lead would take this week’s spend to £[\d,.]+, above your weekly cap of £/);
    }
    const mine = (await gql(MY_PREFERENCES, {}, { token: company.token })).body.data!.myLeadPreferences;
    expect(mine.weekSpendPence).toBe(prices[succeeded[0]]);
    const week = await adminDb().collection('leadPreferences').doc(company.id).collection('weeks').doc(mine.weekStartsOn).get();
    expect(week.data()).toMatchObject({ spentPence: prices[succeeded[0]], purchases: 1 });
  });

  it('a purchase while paused is refused with the reason, before checkout and when the payment is confirmed', async () => {
    const today = await londonTodayClearOfMidnight(60_000);
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const control = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const lead = await createLead({ postcode: 'LS1 1AA' });
    const started = await startPurchase(company.token, lead.leadId);
    const saved = await setPreferences(company.token, { pausedUntil: today });
    expect(saved).toMatchObject({ pausedUntil: today, paused: true });
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${today}T12:00:00Z`),
    );
    const reason = `Your lead preferences pause buying until the end of ${day}: change the date in Lead preferences to buy now`;

    expect((await confirm(started)).status).toBe(303);
    expect(await paymentOf(company.token, started)).toMatchObject({ status: 'REFUNDED', refundReason: reason });
    const { body } = await gql(BUY, { id: lead.leadId }, { token: company.token });
    expect(body.errors![0]).toMatchObject({ message: reason, extensions: { code: 'CONFLICT' } });
    // Still listed, so the company sees why it cannot buy.
    expect((await listed(company.token)).nodes.find((n) => n.id === lead.leadId)).toMatchObject({
      buyable: false,
      unavailableReason: reason,
    });
    // A paused company is not alerted about new leads.
    const later = await createLead({ postcode: 'LS1 1AA' });
    const mail = await adminDb().collection('mail').where('related', 'array-contains', `leads/${later.leadId}`).get();
    const to = mail.docs.filter((d) => d.get('template') === 'new_lead_alert').map((d) => d.get('to'));
    expect(to).toContain(control.email);
    expect(to).not.toContain(company.email);

    await setPreferences(company.token, { pausedUntil: null });
    expect((await confirm(await startPurchase(company.token, lead.leadId))).status).toBe(303);
  });

  it('lists every lead as before when none are set', async () => {
    const company = await createCompany({ regions: ['Wales'] });
    const lead = await createLead({ region: 'Wales' });
    const { body } = await gql(MARKETPLACE_LEADS, {}, { token: company.token });
    expect(body.data!.marketplaceLeads.nodes.map((n: { id: string }) => n.id)).toContain(lead.leadId);
  });
});

import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { DISPUTE, DISPUTES, MARKETPLACE_LEAD, MY_LEADS, RESOLVE, createCompany, createLead, expectNoSecrets } from '../support/marketplace';

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;
const MY_PAYMENT = `query Payment($id: ID!) { myPayment(id: $id) { id status kind leadId amountPence vatPence refundReason } }`;

const confirm = (paymentId: string) =>
  fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });

async function startPurchase(token: string, leadId: string) {
  const { body } = await gql(BUY, { id: leadId }, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.buyLead as { paymentId: string; checkoutUrl: string };
}

async function buy(token: string, leadId: string) {
  const { paymentId } = await startPurchase(token, leadId);
  const res = await confirm(paymentId);
  expect(res.status).toBe(303);
  return paymentId;
}

describe('buying a lead with the local provider', () => {
  it('opens a checkout for price + VAT and, once paid, shows the buyer the contact details', async () => {
    const company = await createCompany({ regions: ['East of England', 'London'] });
    const lead = await createLead({ region: 'London' });
    const stored = (await adminDb().collection('leads').doc(lead.leadId).get()).data()!;
    const checkout = await startPurchase(company.token, lead.leadId);
    expect(checkout.checkoutUrl).toBe(`/payments/local/${checkout.paymentId}`);
    const pending = await gql(MY_PAYMENT, { id: checkout.paymentId }, { token: company.token });
    expect(pending.body.data!.myPayment).toMatchObject({
      status: 'PENDING',
      kind: 'LEAD_PURCHASE',
      leadId: lead.leadId,
      amountPence: stored.pricePence,
      vatPence: stored.vatPence,
    });
    // Before paying: still redacted.
    expectNoSecrets(JSON.stringify((await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: company.token })).body), lead.secrets);

    const res = await confirm(checkout.paymentId);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/company/lead/${lead.leadId}/success?payment=${checkout.paymentId}`);
    const paid = await gql(MY_PAYMENT, { id: checkout.paymentId }, { token: company.token });
    expect(paid.body.data!.myPayment.status).toBe('SUCCEEDED');

    const detail = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: company.token });
    expect(detail.body.data!.marketplaceLead.purchase).toMatchObject({
      paymentId: checkout.paymentId,
      contact: { email: lead.homeowner.email, phone: lead.homeowner.phone },
    });
    const purchase = await adminDb().collection('leads').doc(lead.leadId).collection('purchases').doc(company.id).get();
    expect(purchase.data()).toMatchObject({ companyId: company.id, paymentId: checkout.paymentId });
    expect((await adminDb().collection('leads').doc(lead.leadId).get()).get('buyerCompanyIds')).toEqual([company.id]);

    const again = await gql(BUY, { id: lead.leadId }, { token: company.token });
    expect(again.body.errors![0]).toMatchObject({ message: 'You already bought this lead', extensions: { code: 'CONFLICT' } });
  });

  it('refuses with the reason: sold out, not in your regions, unknown lead; and another company cannot open the payment', async () => {
    const a = await createCompany({ regions: ['East Midlands'] });
    const b = await createCompany({ regions: ['East Midlands'] });
    const lead = await createLead({ region: 'Wales' });
    const outside = await gql(BUY, { id: lead.leadId }, { token: a.token });
    expect(outside.body.errors![0]).toMatchObject({ message: 'This lead is not in your regions', extensions: { code: 'CONFLICT' } });
    const unknown = await gql(BUY, { id: 'no-such-lead' }, { token: a.token });
    expect(unknown.body.errors![0].extensions!.code).toBe('NOT_FOUND');

    const wales = await createCompany({ regions: ['Wales'] });
    const paymentId = await buy(wales.token, lead.leadId);
    const foreign = await gql(MY_PAYMENT, { id: paymentId }, { token: b.token });
    expect(foreign.body.errors![0]).toMatchObject({
      message: 'This payment belongs to another company',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(JSON.stringify(foreign.body)).not.toContain(lead.homeowner.email);

    await adminDb()
      .collection('leads')
      .doc(lead.leadId)
      .update({ buyerCompanyIds: [wales.id, 'x-1', 'x-2'], status: 'sold_out' });
    const late = await createCompany({ regions: ['Wales'] });
    const soldOut = await gql(BUY, { id: lead.leadId }, { token: late.token });
    expect(soldOut.body.errors![0]).toMatchObject({ message: 'This lead has sold out', extensions: { code: 'CONFLICT' } });
    const view = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: late.token });
    expect(view.body.data!.marketplaceLead.lead).toMatchObject({
      buyable: false,
      unavailableReason: 'This lead has sold out',
      placesLeft: 0,
    });
  });

  it('refunds a payment confirmed after the lead sold out during checkout, with the reason', async () => {
    const lead = await createLead({ region: 'South West' });
    const [first, second] = [await createCompany({ regions: ['South West'] }), await createCompany({ regions: ['South West'] })];
    await adminDb().collection('leads').doc(lead.leadId).update({ maxBuyers: 1 });
    const slow = await startPurchase(first.token, lead.leadId);
    await buy(second.token, lead.leadId);
    await confirm(slow.paymentId);
    const refunded = await gql(MY_PAYMENT, { id: slow.paymentId }, { token: first.token });
    expect(refunded.body.data!.myPayment).toMatchObject({ status: 'REFUNDED', refundReason: 'This lead has sold out' });
    const view = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: first.token });
    expect(view.body.data!.marketplaceLead.purchase).toBeNull();
    expectNoSecrets(JSON.stringify(view.body), lead.secrets);
  });
});

describe('20 companies buy a 3-place lead at once', () => {
  it('fulfils exactly 3 purchases, refunds the other 17 and marks the lead sold out', async () => {
    const lead = await createLead({ region: 'North West' });
    const companies = await Promise.all(Array.from({ length: 20 }, () => createCompany({ regions: ['North West'] })));
    const checkouts = await Promise.all(companies.map((c) => startPurchase(c.token, lead.leadId)));
    const responses = await Promise.all(checkouts.map((c) => confirm(c.paymentId)));
    expect(responses.every((r) => r.status === 303)).toBe(true);

    const payments = await Promise.all(checkouts.map((c) => adminDb().collection('payments').doc(c.paymentId).get()));
    const statuses = payments.map((p) => p.get('status'));
    expect(statuses.filter((s) => s === 'succeeded')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'refunded')).toHaveLength(17);
    for (const p of payments.filter((p) => p.get('status') === 'refunded')) expect(p.get('refundReason')).toBe('This lead has sold out');

    const stored = await adminDb().collection('leads').doc(lead.leadId).get();
    expect(stored.get('status')).toBe('sold_out');
    const buyers = stored.get('buyerCompanyIds') as string[];
    expect(buyers).toHaveLength(3);
    expect(new Set(buyers).size).toBe(3);
    const winners = payments.filter((p) => p.get('status') === 'succeeded').map((p) => p.get('companyId'));
    expect([...buyers].sort()).toEqual([...winners].sort());
    const purchases = await adminDb().collection('leads').doc(lead.leadId).collection('purchases').get();
    expect(purchases.docs.map((d) => d.id).sort()).toEqual([...buyers].sort());

    // The three buyers get the contact details and their receipt by e-mail; the others the refund e-mail.
    const mails = (await adminDb().collection('mail').where('related', 'array-contains', `leads/${lead.leadId}`).get()).docs;
    const emailOf = new Map(companies.map((c) => [c.id, c.email]));
    const purchasedTo = mails.filter((m) => m.get('template') === 'lead_purchased').map((m) => m.get('to'));
    expect(purchasedTo.sort()).toEqual(buyers.map((id) => emailOf.get(id)).sort());
    const receipt = mails.find((m) => m.get('template') === 'lead_purchased')!.get('data');
    expect(receipt).toMatchObject({ reference: lead.ref, homeowner: lead.homeowner, postcode: lead.postcode });
    expect(mails.filter((m) => m.get('template') === 'payment_refunded')).toHaveLength(17);

    // Only the three buyers see the contact details.
    for (const company of companies) {
      const { body } = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: company.token });
      if (buyers.includes(company.id)) expect(body.data!.marketplaceLead.purchase.contact.email).toBe(lead.homeowner.email);
      else expectNoSecrets(JSON.stringify(body), lead.secrets);
    }
  });
});

describe('an accepted dispute', () => {
  it('refunds the payment through the provider, marks the purchase refunded, keeps the place taken and e-mails the company', async () => {
    const adminToken = (await createUser({ claims: { admin: true } })).token;
    const company = await createCompany({ regions: ['Scotland'] });
    const lead = await createLead({ region: 'Scotland' });
    const paymentId = await buy(company.token, lead.leadId);
    const opened = await gql(
      DISPUTE,
      { id: lead.leadId, input: { reason: 'INVALID_EMAIL', note: 'The e-mail address bounces.' } },
      { token: company.token },
    );
    expect(opened.body.errors).toBeUndefined();
    const disputes = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
    const dispute = disputes.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === lead.leadId);
    expect(dispute).toMatchObject({ paymentId, companyId: company.id, reason: 'INVALID_EMAIL' });

    const accepted = await gql(
      RESOLVE,
      { id: dispute.id, decision: 'ACCEPT', note: 'Confirmed: the address bounces.' },
      { token: adminToken },
    );
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data!.resolveLeadDispute.status).toBe('ACCEPTED');
    const payment = await adminDb().collection('payments').doc(paymentId).get();
    expect(payment.get('status')).toBe('refunded');
    expect(payment.get('refundReason')).toBe('Dispute accepted: The e-mail address does not work');

    const mine = await gql(MY_LEADS, {}, { token: company.token });
    const purchase = mine.body.data!.myLeads.nodes.find((p: { lead: { id: string } }) => p.lead.id === lead.leadId);
    expect(purchase).toMatchObject({ refunded: true, canDispute: false, dispute: { status: 'ACCEPTED' } });
    const stored = await adminDb().collection('leads').doc(lead.leadId).get();
    expect(stored.get('buyerCompanyIds')).toEqual([company.id]);
    const mail = await adminDb().collection('mail').where('related', 'array-contains', `leadDisputes/${dispute.id}`).get();
    expect(mail.docs.map((d) => [d.get('template'), d.get('to'), d.get('data').accepted]).sort()).toEqual([
      ['admin_dispute_opened', 'leads@sprayfoamremoval.uk', undefined],
      ['lead_dispute_outcome', company.email, true],
    ]);
  });

  it('carries out one of two administrators’ opposite decisions made at once, and never refunds a rejected dispute', async () => {
    const adminToken = (await createUser({ claims: { admin: true } })).token;
    for (let round = 0; round < 3; round++) {
      const company = await createCompany({ regions: ['Scotland'] });
      const lead = await createLead({ region: 'Scotland' });
      const paymentId = await buy(company.token, lead.leadId);
      await gql(
        DISPUTE,
        { id: lead.leadId, input: { reason: 'INVALID_EMAIL', note: 'The e-mail address bounces.' } },
        { token: company.token },
      );
      const disputes = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
      const dispute = disputes.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === lead.leadId);
      const decide = (decision: string) => gql(RESOLVE, { id: dispute.id, decision, note: 'Checked by hand.' }, { token: adminToken });
      const [accept, reject] =
        round % 2
          ? await Promise.all([decide('ACCEPT'), decide('REJECT')])
          : (await Promise.all([decide('REJECT'), decide('ACCEPT')])).reverse();
      const outcomes = [accept, reject].map(
        (answer) => answer.body.data?.resolveLeadDispute?.status ?? answer.body.errors?.[0]?.extensions?.code,
      );
      const stored = await adminDb().collection('leadDisputes').doc(dispute.id).get();
      const payment = await adminDb().collection('payments').doc(paymentId).get();
      // One decision is carried out; the other is refused (claimed meanwhile, or already decided).
      expect([...outcomes].sort()).toEqual(stored.get('status') === 'accepted' ? ['ACCEPTED', 'CONFLICT'] : ['CONFLICT', 'REJECTED']);
      expect(payment.get('status')).toBe(stored.get('status') === 'accepted' ? 'refunded' : 'succeeded');
      expect(stored.get('claim')).toBeNull();
    }
  });
});

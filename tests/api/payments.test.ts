import Stripe from 'stripe';
import {
  SUBMIT,
  adminAuth,
  adminDb,
  createUser,
  gql,
  idempotencyKey,
  serverInfo,
  signIn,
  uniqueEmail,
  validRemovalRequest,
  type ServerInfo,
} from '../support/api';
import { startFakeStripe, type FakeStripe } from '../support/fakeStripe';
import { currentVetting } from '../support/marketplace';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * The payments core (server/modules/payments): the local test checkout on the shared server, and Stripe —
 * the real `stripe` SDK in the server against a local stand-in of Stripe's API, with webhook events signed
 * by the SDK's own test-header helper. The purchases themselves (leads, certificates) have their own tests;
 * here a payment names a lead that does not exist, so it can never be delivered and must be refunded.
 */
const MY_PAYMENT = `query MyPayment($id: ID!) { myPayment(id: $id) { id status description amountPence vatPence refundReason failureReason } }`;

async function companyWithPayment(info: ServerInfo, provider: 'local' | 'stripe') {
  const db = adminDb(info);
  const company = db.collection('companies').doc();
  const email = uniqueEmail('payer');
  await company.set({
    name: `Payer ${company.id} Ltd`,
    email,
    status: 'active',
    regions: ['London'],
    certified: false,
    leadAlerts: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const payment = db.collection('payments').doc();
  await payment.set({
    kind: 'lead_purchase',
    description: 'Lead SFR-999999 (SW1A, London)',
    amountPence: 4000,
    vatPence: 800,
    currency: 'GBP',
    status: 'pending',
    provider,
    providerRef: provider === 'stripe' ? `cs_test_for_${payment.id}` : `local_${payment.id}`,
    providerPaymentRef: null,
    companyId: company.id,
    leadId: `no-such-lead-${payment.id}`,
    certificationRequestId: null,
    successPath: '/company/lead/no-such-lead/success',
    cancelPath: '/company/lead/no-such-lead/payment',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  return { companyId: company.id, email, paymentId: payment.id };
}

const refundMails = async (info: ServerInfo, paymentId: string) =>
  (await adminDb(info).collection('mail').where('related', 'array-contains', `payments/${paymentId}`).get()).docs.filter(
    (doc) => doc.get('template') === 'payment_refunded',
  );

describe('the local test checkout', () => {
  const post = (path: string) => fetch(`${serverInfo().url}${path}`, { method: 'POST', redirect: 'manual' });

  it('shows a page clearly marked as a test payment with the amount, VAT and total', async () => {
    const { paymentId } = await companyWithPayment(serverInfo(), 'local');
    const res = await fetch(`${serverInfo().url}/payments/local/${paymentId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const page = await res.text();
    expect(page).toContain('Test payment — no money moves');
    expect(page).toContain('Lead SFR-999999 (SW1A, London)');
    expect(page).toMatch(/£40[\s\S]*£8[\s\S]*£48/);
    expect(page).toContain('Pay £48 (test)');
  });

  it('answers 404 for an unknown or malformed payment id', async () => {
    expect((await fetch(`${serverInfo().url}/payments/local/no-such-payment`)).status).toBe(404);
    expect((await post('/payments/local/..%2F..%2Fleads/confirm')).status).toBe(404);
  });

  it('declines: the payment fails and the buyer goes back to the payment page; a later confirm changes nothing', async () => {
    const { paymentId } = await companyWithPayment(serverInfo(), 'local');
    const declined = await post(`/payments/local/${paymentId}/decline`);
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toBe(`/company/lead/no-such-lead/payment?payment=${paymentId}&cancelled=1`);
    const stored = await adminDb().collection('payments').doc(paymentId).get();
    expect(stored.get('status')).toBe('failed');
    expect(stored.get('failureReason')).toBe('Declined on the test checkout');

    const confirmed = await post(`/payments/local/${paymentId}/confirm`);
    expect(confirmed.headers.get('location')).toContain('cancelled=1');
    expect((await adminDb().collection('payments').doc(paymentId).get()).get('status')).toBe('failed');
  });

  it('confirms a payment whose purchase cannot be delivered: refunded at once, the company told why, once however often it is confirmed', async () => {
    const { paymentId, email } = await companyWithPayment(serverInfo(), 'local');
    const confirmed = await post(`/payments/local/${paymentId}/confirm`);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/company/lead/no-such-lead/success?payment=${paymentId}`);
    const stored = (await adminDb().collection('payments').doc(paymentId).get()).data()!;
    expect(stored).toMatchObject({ status: 'refunded', fulfilled: false, refundDue: false, refundRef: `local_refund_${paymentId}` });
    expect(stored.paidAt).toBeTruthy();
    expect(stored.refundReason).toBeTruthy();

    await post(`/payments/local/${paymentId}/confirm`);
    const mails = await refundMails(serverInfo(), paymentId);
    expect(mails).toHaveLength(1);
    expect(mails[0].get('to')).toBe(email);
    expect(mails[0].get('data')).toMatchObject({ totalPence: 4800, paymentId, reason: stored.refundReason });
  });
});

describe('myPayment', () => {
  it('shows a company its own payment, refuses another company and anonymous callers', async () => {
    const { companyId, paymentId } = await companyWithPayment(serverInfo(), 'local');
    const owner = await createUser({ claims: { role: 'company', companyId } });
    const own = await gql(MY_PAYMENT, { id: paymentId }, { token: owner.token });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.myPayment).toMatchObject({ id: paymentId, status: 'PENDING', amountPence: 4000, vatPence: 800 });

    const other = await companyWithPayment(serverInfo(), 'local');
    const stranger = await createUser({ claims: { role: 'company', companyId: other.companyId } });
    const refused = await gql(MY_PAYMENT, { id: paymentId }, { token: stranger.token });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'This payment belongs to another company',
      extensions: { code: 'FORBIDDEN' },
    });

    expect((await gql(MY_PAYMENT, { id: paymentId })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(MY_PAYMENT, { id: 'no-such-payment' }, { token: owner.token })).body.data!.myPayment).toBeNull();
  });
});

describe('Stripe (the real SDK against a local stand-in of its API)', () => {
  const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnop';
  const stripe = new Stripe('sk_test_signing_only');
  let fakeStripe: FakeStripe;
  let server: RunningServer;

  beforeAll(async () => {
    fakeStripe = await startFakeStripe();
    server = await startServer({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_0123456789abcdef',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fakeStripe.url,
        SEED_DEMO_DATA: 'false',
        MAIL_WORKER: 'false',
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await fakeStripe?.close();
  });

  function checkoutCompleted(paymentId: string, intent: string) {
    return JSON.stringify({
      id: `evt_test_${paymentId}`,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_for_${paymentId}`,
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          payment_intent: intent,
          client_reference_id: paymentId,
          metadata: { paymentId },
        },
      },
    });
  }

  const deliver = (payload: string, signature: string | null) =>
    fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });

  /** A London company with a signed-in user, and an auto-published London lead, on the Stripe server. */
  async function companyAndLead() {
    const info = server;
    const db = adminDb(info);
    const company = db.collection('companies').doc();
    const email = uniqueEmail('stripe.buyer');
    await company.set({
      name: `Stripe Buyer ${company.id} Ltd`,
      slug: company.id.toLowerCase(),
      email,
      address: '2 Stripe Street, Leeds',
      postcode: 'LS2 2AA',
      status: 'active',
      regions: ['London'],
      services: ['loft'],
      certified: false,
      leadAlerts: false,
      userIds: [],
      vetting: currentVetting(),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const user = await adminAuth(info).createUser({ email, password: 'StripeBuyer2026!' });
    await adminAuth(info).setCustomUserClaims(user.uid, { role: 'company', companyId: company.id });
    const token = await signIn(email, 'StripeBuyer2026!', info);
    const request = await gql(SUBMIT, { input: validRemovalRequest(), key: idempotencyKey() }, { baseUrl: server.url });
    expect(request.body.errors).toBeUndefined();
    const leadId = (await db.collection('removalRequests').doc(request.body.data!.submitRemovalRequest.requestId).get()).get(
      'leadId',
    ) as string;
    return { companyId: company.id, token, leadId };
  }

  const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;

  it('buys a lead through Stripe Checkout: the session carries price and VAT and absolute return URLs; the signed webhook delivers the lead once, however often it is replayed', async () => {
    const { companyId, token, leadId } = await companyAndLead();
    const lead = (await adminDb(server).collection('leads').doc(leadId).get()).data()!;
    const bought = await gql(BUY, { id: leadId }, { token, baseUrl: server.url });
    expect(bought.body.errors).toBeUndefined();
    const { paymentId, checkoutUrl } = bought.body.data!.buyLead;
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_fake\d+$/);

    const session = fakeStripe.calls.find((call) => call.path === '/v1/checkout/sessions' && call.form.client_reference_id === paymentId)!;
    expect(session).toMatchObject({ authorization: 'Bearer sk_test_0123456789abcdef', idempotencyKey: `checkout-${paymentId}` });
    expect(session.form).toMatchObject({
      mode: 'payment',
      'metadata[paymentId]': paymentId,
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': String(lead.pricePence),
      'line_items[1][price_data][unit_amount]': String(lead.vatPence),
      'line_items[1][price_data][product_data][name]': 'VAT at 20%',
      success_url: `${server.url}/company/lead/${leadId}/success?payment=${paymentId}`,
      cancel_url: `${server.url}/company/lead/${leadId}/payment?payment=${paymentId}&cancelled=1`,
    });
    const stored = (await adminDb(server).collection('payments').doc(paymentId).get()).data()!;
    expect(stored).toMatchObject({ status: 'pending', provider: 'stripe', providerRef: session && expect.stringMatching(/^cs_test_fake/) });

    const payload = checkoutCompleted(paymentId, `pi_lead_${paymentId}`);
    for (let delivery = 0; delivery < 3; delivery++) {
      const res = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, status: 'succeeded', replayed: delivery > 0 });
    }
    const after = (await adminDb(server).collection('leads').doc(leadId).get()).data()!;
    expect(after.buyerCompanyIds).toEqual([companyId]);
    expect((await adminDb(server).collection('leads').doc(leadId).collection('purchases').doc(companyId).get()).get('paymentId')).toBe(
      paymentId,
    );
    expect((await adminDb(server).collection('payments').doc(paymentId).get()).data()).toMatchObject({
      status: 'succeeded',
      fulfilled: true,
      providerPaymentRef: `pi_lead_${paymentId}`,
    });
    expect(
      fakeStripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.payment_intent === `pi_lead_${paymentId}`),
    ).toHaveLength(0);
  });

  it('tells the company when Stripe does not answer, charges nothing, and keeps the lead buyable', async () => {
    const { token, leadId } = await companyAndLead();
    fakeStripe.mode = 'down';
    try {
      const refused = await gql(BUY, { id: leadId }, { token, baseUrl: server.url });
      expect(refused.body.errors?.[0]).toMatchObject({
        message: 'The payment service did not answer. Nothing was charged: try again in a minute.',
        extensions: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
      });
    } finally {
      fakeStripe.mode = 'up';
    }
    const failed = await adminDb(server).collection('payments').where('leadId', '==', leadId).get();
    expect(failed.docs.map((doc) => doc.get('status'))).toEqual(['failed']);
    const retried = await gql(BUY, { id: leadId }, { token, baseUrl: server.url });
    expect(retried.body.errors).toBeUndefined();
  });

  it('refuses a webhook with a forged signature, or none, and changes nothing', async () => {
    const { paymentId } = await companyWithPayment(server, 'stripe');
    const payload = checkoutCompleted(paymentId, 'pi_forged');
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_right_secret' });
    const refused = await deliver(payload, forged);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Invalid signature' });
    expect((await deliver(payload, null)).status).toBe(400);
    // A payload changed after signing fails too.
    const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('pi_forged', 'pi_tampered'), signed)).status).toBe(400);
    expect((await adminDb(server).collection('payments').doc(paymentId).get()).get('status')).toBe('pending');
  });

  it('settles a payment once from a signed checkout.session.completed, however often Stripe replays it; an undeliverable purchase is refunded through Stripe once', async () => {
    const { paymentId } = await companyWithPayment(server, 'stripe');
    const payload = checkoutCompleted(paymentId, `pi_test_${paymentId}`);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await deliver(payload, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ received: true, status: 'refunded', replayed: false });
    for (let i = 0; i < 3; i++) {
      const replay = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(await replay.json()).toMatchObject({ received: true, status: 'refunded', replayed: true });
    }
    const refunds = fakeStripe.calls.filter((call) => call.path === '/v1/refunds' && call.form.payment_intent === `pi_test_${paymentId}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ authorization: 'Bearer sk_test_0123456789abcdef', idempotencyKey: `refund-${paymentId}` });
    const stored = (await adminDb(server).collection('payments').doc(paymentId).get()).data()!;
    expect(stored).toMatchObject({
      status: 'refunded',
      providerPaymentRef: `pi_test_${paymentId}`,
      refundRef: refunds[0] && expect.stringMatching(/^re_fake/),
    });
    expect(await refundMails(server, paymentId)).toHaveLength(1);
  });

  it('ignores events it does not handle and events for payments it does not know', async () => {
    const other = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const res = await deliver(other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: WEBHOOK_SECRET }));
    expect(await res.json()).toEqual({ received: true, ignored: 'customer.created' });
    const unknown = checkoutCompleted('no-such-payment', 'pi_x');
    const answer = await deliver(unknown, stripe.webhooks.generateTestHeaderString({ payload: unknown, secret: WEBHOOK_SECRET }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, ignored: 'unknown payment' });
  });

  it('marks a payment failed when its checkout expires', async () => {
    const { paymentId } = await companyWithPayment(server, 'stripe');
    const payload = JSON.stringify({
      id: `evt_exp_${paymentId}`,
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_x', object: 'checkout.session', payment_status: 'unpaid', metadata: { paymentId } } },
    });
    const res = await deliver(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(await res.json()).toEqual({ received: true, status: 'failed' });
    expect((await adminDb(server).collection('payments').doc(paymentId).get()).get('failureReason')).toBe(
      'The checkout expired before payment',
    );
  });

  it('has no local test checkout when Stripe takes the payments', async () => {
    const { paymentId } = await companyWithPayment(server, 'stripe');
    expect((await fetch(`${server.url}/payments/local/${paymentId}`)).status).toBe(404);
    expect((await fetch(`${server.url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });
});

describe('the admin payments list by date', () => {
  it('keeps the payments of the chosen days and refuses an end before the start', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const tag = Math.random().toString(36).slice(2, 8);
    const base = {
      kind: 'lead_purchase',
      amountPence: 4000,
      vatPence: 800,
      currency: 'GBP',
      status: 'succeeded',
      provider: 'local',
      companyId: `date-co-${tag}`,
    };
    const inside = new Date('2025-02-10T12:00:00Z');
    const outside = new Date('2025-02-12T12:00:00Z');
    await adminDb()
      .collection('payments')
      .doc(`date-in-${tag}`)
      .set({ ...base, createdAt: inside, updatedAt: inside });
    await adminDb()
      .collection('payments')
      .doc(`date-out-${tag}`)
      .set({ ...base, createdAt: outside, updatedAt: outside });
    const LIST = `query P($filter: AdminPaymentFilter) { adminPayments(filter: $filter, first: 100) { totalCount figures { cardPayments { count netPence vatPence } } nodes { id } } }`;
    const { body } = await gql(
      LIST,
      { filter: { createdFrom: '2025-02-10T00:00:00Z', createdTo: '2025-02-11T00:00:00Z' } },
      { token: admin.token },
    );
    const ids = body.data!.adminPayments.nodes.map((node: { id: string }) => node.id);
    expect(ids).toContain(`date-in-${tag}`);
    expect(ids).not.toContain(`date-out-${tag}`);
    // The totals are of exactly the matching payments, whatever page is shown.
    const only = await gql(
      LIST,
      { filter: { kind: 'LEAD_PURCHASE', createdFrom: '2025-02-10T11:59:00Z', createdTo: '2025-02-10T12:01:00Z' } },
      { token: admin.token },
    );
    expect(only.body.data!.adminPayments).toMatchObject({
      totalCount: 1,
      figures: { cardPayments: { count: 1, netPence: 4000, vatPence: 800 } },
    });
    const backwards = await gql(
      LIST,
      { filter: { createdFrom: '2025-02-11T00:00:00Z', createdTo: '2025-02-10T00:00:00Z' } },
      { token: admin.token },
    );
    expect(backwards.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'filter.createdTo', message: 'The end of the date range must be after its start' },
    ]);
  });
});

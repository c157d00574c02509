import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { createCompany, createLead } from '../support/marketplace';
import { startServer, type RunningServer } from '../support/serverProcess';
import { eventually } from '../support/wait';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhookReceiver';
import {
  CREATE_ENDPOINT,
  DELETE_ENDPOINT,
  DELIVERIES,
  ENDPOINTS,
  RESEND,
  ROLL_SECRET,
  UPDATE_ENDPOINT,
  registerEndpoint,
  sendTestEvent,
  verifierFromDocs,
} from '../support/webhooks';

/**
 * Webhooks (docs/integrations.md#webhooks) against a server of this file's own, with retries shortened by its
 * settings (1 s, then 2 s apart) but the real 10-second timeout, and a local receiver on 127.0.0.1 (the embedded
 * trial's allowance). The 72-hour rules move the server's clock (POST /internal/test-clock), never wait.
 */
let server: RunningServer;
let receiver: WebhookReceiver;
let previousInfo: string | undefined;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startServer({
    env: { SEED_DEMO_DATA: 'false', WEBHOOK_RETRY_BASE_MS: '1000', WEBHOOK_RETRY_MAX_MS: '2000', WEBHOOK_POLL_MS: '200' },
  });
  const file = path.join(server.dataDir, 'server-info.json');
  fs.writeFileSync(file, JSON.stringify({ url: server.url, firestore: server.firestore, auth: server.auth }));
  previousInfo = process.env.SFR_SERVER_INFO;
  process.env.SFR_SERVER_INFO = file;
}, 240_000);

afterAll(async () => {
  if (previousInfo) process.env.SFR_SERVER_INFO = previousInfo;
  await server?.stop();
  await receiver?.stop();
});

const moveClock = (offsetMs: number) =>
  fetch(`${server.url}/internal/test-clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs }),
  });

async function deliveries(token: string, endpointId: string) {
  const { body } = await gql(DELIVERIES, { id: endpointId, first: 50 }, { token });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.webhookDeliveries.nodes as Array<{
    id: string;
    status: string;
    attempts: number;
    lastResponseCode: number | null;
    log: Array<{ attempt: number; responseCode: number | null; durationMs: number; error: string | null; at: string }>;
    payload: { id: string; type: string; data: Record<string, unknown> };
  }>;
}

const fieldErrors = (body: { errors?: Array<{ extensions?: Record<string, any> }> }) =>
  (body.errors?.[0]?.extensions?.fieldErrors ?? []) as Array<{ path: string; message: string }>;

describe('registering webhook endpoints', () => {
  it('refuses an address that is not https or not public, with the reason, and stores nothing', async () => {
    const company = await createCompany({ regions: ['London'] });
    const cases: Array<[string, RegExp]> = [
      ['http://example.com/hooks', /must use https:\/\//],
      ['ftp://example.com/hooks', /must use https:\/\//],
      ['https://10.1.2.3/hooks', /not on the public internet.*private network/],
      ['https://169.254.169.254/latest', /link-local/],
      ['https://[::1]:8443/hooks', /loopback/],
      ['https://localhost:8443/hooks', /not on the public internet: localhost \(.+\) is this server itself \(loopback\)/],
      ['http://localhost:4000/hooks', /must use https:\/\//],
      ['http://127.0.0.2:4000/hooks', /must use https:\/\//],
      ['https://user:pass@example.com/hooks', /user name or password/],
      ['not a url', /full address starting with https/],
    ];
    for (const [url, message] of cases) {
      const { body } = await gql(CREATE_ENDPOINT, { input: { url, events: ['PURCHASE_COMPLETED'] } }, { token: company.token });
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldErrors(body)).toEqual([{ path: 'url', message: expect.stringMatching(message) }]);
    }
    const noEvents = await gql(CREATE_ENDPOINT, { input: { url: receiver.url('/x'), events: [] } }, { token: company.token });
    expect(fieldErrors(noEvents.body)).toEqual([{ path: 'events', message: 'Choose at least one event' }]);
    const testEvent = await gql(CREATE_ENDPOINT, { input: { url: receiver.url('/x'), events: ['TEST'] } }, { token: company.token });
    expect(fieldErrors(testEvent.body)[0].path).toBe('events');
    expect((await adminDb().collection('webhookEndpoints').where('companyId', '==', company.id).get()).size).toBe(0);
  });

  it('lets owners only manage endpoints, and answers another company’s endpoint as missing', async () => {
    const company = await createCompany({ regions: ['London'] });
    const claims = { role: 'company', companyId: company.id };
    const buyer = await createUser({ claims, userDoc: claims });
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({ userIds: [company.uid, buyer.uid], userRoles: { [company.uid]: 'owner', [buyer.uid]: 'buyer' } });
    const refused = await gql(
      CREATE_ENDPOINT,
      { input: { url: receiver.url('/x'), events: ['PURCHASE_COMPLETED'] } },
      { token: buyer.token },
    );
    expect(refused.body.errors![0]).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: expect.stringMatching(/only owners can manage webhooks/),
    });
    expect((await gql(ENDPOINTS, {}, { token: buyer.token })).body.errors![0].extensions!.code).toBe('FORBIDDEN');

    const { id } = await registerEndpoint(company.token, receiver.url('/owned'));
    const other = await createCompany({ regions: ['London'] });
    for (const [query, variables] of [
      [DELIVERIES, { id }],
      [ROLL_SECRET, { id }],
      [DELETE_ENDPOINT, { id }],
      [UPDATE_ENDPOINT, { id, input: { url: receiver.url('/stolen'), events: ['REVIEW_PUBLISHED'] } }],
      [RESEND, { id: `evt_0123456789abcdef01234567__${id}` }],
    ] as const) {
      const { body } = await gql(query, variables, { token: other.token });
      expect(body.errors![0].extensions!.code).toBe('NOT_FOUND');
    }
    expect((await gql(ENDPOINTS, {}, { token: other.token })).body.data!.myWebhookEndpoints).toEqual([]);
    expect((await adminDb().collection('webhookEndpoints').doc(id).get()).get('url')).toBe(receiver.url('/owned'));
  });

  it('shows the secret once, then only its hint; rolling it signs the next delivery with the new one', async () => {
    const verify = verifierFromDocs();
    const company = await createCompany({ regions: ['London'] });
    const { id, secret } = await registerEndpoint(company.token, receiver.url('/roll'), ['QUOTE_ACCEPTED']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await gql(ENDPOINTS, {}, { token: company.token })).body;
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(listed.data!.myWebhookEndpoints).toEqual([
      expect.objectContaining({ id, events: ['QUOTE_ACCEPTED'], enabled: true, secretHint: `whsec_…${secret.slice(-4)}` }),
    ]);
    const rolled = (await gql(ROLL_SECRET, { id }, { token: company.token })).body.data!.rollWebhookEndpointSecret;
    expect(rolled.secret).not.toBe(secret);
    const eventId = await sendTestEvent(company.token, id);
    const got = await eventually(() => receiver.answeredOk('/roll').find((r) => r.eventId === eventId), 'the test event');
    expect(verify(got.body, got.signature, rolled.secret)).toBe(true);
    expect(verify(got.body, got.signature, secret)).toBe(false);
  });
});

describe('delivering webhooks', () => {
  it('delivers a purchase to the endpoint that chose it, signed as the docs verify, and refuses a replay outside 5 minutes', async () => {
    const verify = verifierFromDocs();
    const company = await createCompany({ regions: ['London'] });
    const wanted = await registerEndpoint(company.token, receiver.url('/purchases'), ['PURCHASE_COMPLETED']);
    await registerEndpoint(company.token, receiver.url('/reviews-only'), ['REVIEW_PUBLISHED']);
    const lead = await createLead({ region: 'London' });
    const bought = await gql(
      `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`,
      { id: lead.leadId },
      { token: company.token },
    );
    const paymentId = bought.body.data!.buyLead.paymentId as string;
    expect((await fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' })).status).toBe(
      303,
    );

    const got = await eventually(
      () => receiver.answeredOk('/purchases').find((r) => JSON.parse(r.body).data.paymentId === paymentId),
      'the purchase',
    );
    const body = JSON.parse(got.body);
    expect(body).toEqual({
      id: got.eventId,
      type: 'purchase.completed',
      createdAt: expect.any(String),
      companyId: company.id,
      data: {
        paymentId,
        leadId: lead.leadId,
        reference: lead.ref,
        amountPence: expect.any(Number),
        vatPence: expect.any(Number),
        paidFromBalance: false,
      },
    });
    expect(got.type).toBe('purchase.completed');
    expect(got.eventId).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(JSON.stringify(body)).not.toContain(lead.homeowner.email);

    const t = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(got.signature)![1]);
    expect(Math.abs(t - Date.now() / 1000)).toBeLessThan(60);
    expect(verify(got.body, got.signature, wanted.secret)).toBe(true);
    // The same delivery replayed 5 minutes and 1 second later, or with its body changed, is refused by that code.
    expect(verify(got.body, got.signature, wanted.secret, 300, (t + 301) * 1000)).toBe(false);
    expect(verify(got.body, got.signature, wanted.secret, 300, (t + 299) * 1000)).toBe(true);
    expect(verify(got.body.replace(paymentId, 'pay_forged'), got.signature, wanted.secret)).toBe(false);

    const log = await deliveries(company.token, wanted.id);
    expect(log[0]).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      lastResponseCode: 200,
      payload: { id: got.eventId, type: 'PURCHASE_COMPLETED' },
    });
    expect(log[0].payload.data).toMatchObject({ __typename: 'WebhookPurchaseData', paymentId });
    expect(receiver.received.filter((r) => r.path === '/reviews-only')).toEqual([]);
  });

  it('tells a company of a new lead matching its preferences, without the homeowner’s details', async () => {
    const company = await createCompany({ regions: ['Wales'] });
    const endpoint = await registerEndpoint(company.token, receiver.url('/leads'), ['LEAD_MATCHED']);
    const lead = await createLead({ region: 'Wales' });
    const got = await eventually(
      () => receiver.answeredOk('/leads').find((r) => JSON.parse(r.body).data.leadId === lead.leadId),
      'the lead.matched event',
    );
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'lead.matched',
      companyId: company.id,
      data: { leadId: lead.leadId, reference: lead.ref, region: 'Wales', pricePence: expect.any(Number) },
    });
    for (const secret of lead.secrets) expect(got.body).not.toContain(secret);
    expect(verifierFromDocs()(got.body, got.signature, endpoint.secret)).toBe(true);
  });

  it('tells every company whose regions and lead preferences match, with its e-mail alerts off too, and no other', async () => {
    const setPreferences = async (token: string, districts: string[]) => {
      const { body } = await gql(
        `mutation Prefs($input: LeadPreferencesInput!) { updateLeadPreferences(input: $input) { districts } }`,
        { input: { districts, propertyTypes: [], foamTypes: [], weeklyCapPounds: null, pausedUntil: null } },
        { token },
      );
      expect(body.errors).toBeUndefined();
    };
    const quiet = await createCompany({ regions: ['Scotland'], leadAlerts: false });
    await setPreferences(quiet.token, ['EH1']);
    const elsewhere = await createCompany({ regions: ['Scotland'], leadAlerts: false });
    await setPreferences(elsewhere.token, ['EH2']);
    const otherRegion = await createCompany({ regions: ['Wales'] });
    const quietEndpoint = await registerEndpoint(quiet.token, receiver.url('/quiet-leads'), ['LEAD_MATCHED']);
    await registerEndpoint(elsewhere.token, receiver.url('/elsewhere-leads'), ['LEAD_MATCHED']);
    await registerEndpoint(otherRegion.token, receiver.url('/other-region-leads'), ['LEAD_MATCHED']);
    const lead = await createLead({ region: 'Scotland' });

    const got = await eventually(
      () => receiver.answeredOk('/quiet-leads').find((r) => JSON.parse(r.body).data.leadId === lead.leadId),
      'the lead.matched event for the company with e-mail alerts off',
    );
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'lead.matched',
      companyId: quiet.id,
      data: { leadId: lead.leadId, district: 'EH1' },
    });
    expect(verifierFromDocs()(got.body, got.signature, quietEndpoint.secret)).toBe(true);
    // Its e-mail alerts stay off: no alert was queued for it.
    const alerts = await adminDb().collection('mail').where('template', '==', 'new_lead_alert').where('to', '==', quiet.email).get();
    expect(alerts.size).toBe(0);
    // The events commit with the lead, so the ones not raised now never will be.
    for (const company of [elsewhere, otherRegion]) {
      const raised = await adminDb().collection('webhookEvents').where('companyId', '==', company.id).get();
      expect(raised.docs.map((d) => d.get('type'))).toEqual([]);
    }
    expect(receiver.received.filter((r) => r.path === '/elsewhere-leads' || r.path === '/other-region-leads')).toEqual([]);
  });

  it('keeps delivering to one endpoint while another answers 500, and logs each failed attempt', async () => {
    receiver.answer('/broken', 500);
    const company = await createCompany({ regions: ['London'] });
    const broken = await registerEndpoint(company.token, receiver.url('/broken'), ['PURCHASE_COMPLETED']);
    const healthy = await registerEndpoint(company.token, receiver.url('/healthy'), ['PURCHASE_COMPLETED']);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await sendTestEvent(company.token, null));
    await eventually(
      () => ids.every((id) => receiver.answeredOk('/healthy').some((r) => r.eventId === id)),
      'every event at the healthy endpoint',
    );
    // `attempts` counts an attempt as it starts; its log entry is written when it ends.
    const failing = await eventually(async () => {
      const log = await deliveries(company.token, broken.id);
      return log.length === 5 && log.every((d) => d.log.length >= 2 && d.status === 'PENDING') ? log : null;
    }, 'retries at the broken endpoint');
    expect(failing[0].log.slice(0, 2)).toEqual([
      expect.objectContaining({ attempt: 1, responseCode: 500, error: 'HTTP 500' }),
      expect.objectContaining({ attempt: 2, responseCode: 500, error: 'HTTP 500' }),
    ]);
    expect((await deliveries(company.token, healthy.id)).every((d) => d.status === 'DELIVERED' && d.attempts === 1)).toBe(true);
    const endpoint = (await gql(ENDPOINTS, {}, { token: company.token })).body.data!.myWebhookEndpoints.find(
      (e: { id: string }) => e.id === broken.id,
    );
    expect(endpoint.failingSince).not.toBeNull();
    // Disabled by hand, its deliveries stop.
    await gql(
      UPDATE_ENDPOINT,
      { id: broken.id, input: { url: receiver.url('/broken'), events: ['PURCHASE_COMPLETED'], enabled: false } },
      { token: company.token },
    );
    await eventually(
      async () => (await deliveries(company.token, broken.id)).every((d) => d.status === 'FAILED'),
      'the deliveries of the disabled endpoint to end',
    );
  });

  it('times a slow receiver out after 10 s and retries it, while the mutation and another endpoint do not wait', async () => {
    receiver.answer('/slow', 200, 12_000);
    const company = await createCompany({ regions: ['London'] });
    const slow = await registerEndpoint(company.token, receiver.url('/slow'));
    await registerEndpoint(company.token, receiver.url('/quick'));
    const started = Date.now();
    const eventId = await sendTestEvent(company.token, null);
    expect(Date.now() - started).toBeLessThan(2_000);
    const quick = await eventually(() => receiver.answeredOk('/quick').find((r) => r.eventId === eventId), 'the quick endpoint');
    expect(quick.at - started).toBeLessThan(5_000);
    const retried = await eventually(
      async () => {
        const [delivery] = await deliveries(company.token, slow.id);
        return delivery?.attempts >= 2 && delivery.log.length >= 1 ? delivery : null;
      },
      'a second attempt at the slow endpoint',
      40_000,
      250,
    );
    expect(retried.log[0]).toMatchObject({ attempt: 1, responseCode: null, error: 'No answer within 10 s' });
    expect(retried.log[0].durationMs).toBeGreaterThanOrEqual(10_000);
    expect(retried.log[0].durationMs).toBeLessThan(11_500);
    receiver.answer('/slow', 200);
  }, 60_000);

  it('sends a delivery again by hand, with the same event id', async () => {
    const company = await createCompany({ regions: ['London'] });
    const endpoint = await registerEndpoint(company.token, receiver.url('/again'));
    const eventId = await sendTestEvent(company.token, endpoint.id);
    await eventually(() => receiver.answeredOk('/again').some((r) => r.eventId === eventId), 'the first delivery');
    const [delivery] = await deliveries(company.token, endpoint.id);
    const { body } = await gql(RESEND, { id: delivery.id }, { token: company.token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.resendWebhookDelivery).toMatchObject({ id: delivery.id, status: 'PENDING' });
    await eventually(() => receiver.answeredOk('/again').filter((r) => r.eventId === eventId).length === 2, 'the delivery sent again');
    const [after] = await deliveries(company.token, endpoint.id);
    expect(after).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(
      receiver
        .answeredOk('/again')
        .filter((r) => r.eventId === eventId)
        .map((r) => r.attempt),
    ).toEqual([1, 2]);
  });
  it('reads the delivery log a page at a time, newest first, each delivery once', async () => {
    const company = await createCompany({ regions: ['London'] });
    const endpoint = await registerEndpoint(company.token, receiver.url('/paged'));
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.push(await sendTestEvent(company.token, endpoint.id));
    await eventually(async () => (await deliveries(company.token, endpoint.id)).length === 5, 'the five deliveries');
    const page = async (after: string | null) => {
      const { body } = await gql(DELIVERIES, { id: endpoint.id, first: 2, after }, { token: company.token });
      expect(body.errors).toBeUndefined();
      return body.data!.webhookDeliveries as {
        nodes: Array<{ payload: { id: string }; createdAt: string }>;
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    const read: string[] = [];
    const times: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    for (;;) {
      const { nodes, pageInfo } = await page(after);
      sizes.push(nodes.length);
      read.push(...nodes.map((node) => node.payload.id));
      times.push(...nodes.map((node) => node.createdAt));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(sizes).toEqual([2, 2, 1]);
    expect([...read].sort()).toEqual([...sent].sort());
    expect(times).toEqual([...times].sort().reverse());
    const refused = await gql(DELIVERIES, { id: endpoint.id, first: 2, after: 'not-a-cursor' }, { token: company.token });
    expect(fieldErrors(refused.body).map((e) => e.path)).toEqual(['after']);
  });
});

describe('the webhook operations under fuzzed input', () => {
  it('never answer 500, and a refused call changes no endpoint', async () => {
    const company = await createCompany({ regions: ['London'] });
    const { id } = await registerEndpoint(company.token, receiver.url('/fuzz'));
    const stored = async () =>
      JSON.stringify(
        (await adminDb().collection('webhookEndpoints').where('companyId', '==', company.id).get()).docs.map((d) => [d.id, d.data()]),
      );
    const hostile = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom(
        '',
        ' ',
        'https://',
        'https://[::]/',
        'https://0.0.0.0/',
        'https://%00/',
        'javascript:alert(1)',
        'https://256.1.1.1/',
        '\u0000',
      ),
      fc.ipV4().map((ip) => `http://${ip}:80/x`),
      fc.ipV6().map((ip) => `http://[${ip}]/x`),
      fc.constant(receiver.url('/fuzz')),
    );
    const events = fc.array(fc.constantFrom('PURCHASE_COMPLETED', 'LEAD_MATCHED', 'TEST', 'REVIEW_PUBLISHED'), { maxLength: 9 });
    const ids = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constant(id),
      fc.constant(`evt_00__${id}`),
      fc.constant('whe_' + '0'.repeat(20)),
    );
    const input = fc.record({
      url: hostile,
      events,
      description: fc.option(fc.string({ maxLength: 260 })),
      enabled: fc.option(fc.boolean()),
    });
    const operations: Array<[string, fc.Arbitrary<Record<string, unknown>>]> = [
      [CREATE_ENDPOINT, fc.record({ input })],
      [UPDATE_ENDPOINT, fc.record({ id: ids, input })],
      [ROLL_SECRET, fc.record({ id: ids.filter((value) => value !== id) })],
      [DELETE_ENDPOINT, fc.record({ id: ids.filter((value) => value !== id) })],
      [RESEND, fc.record({ id: ids })],
      [DELIVERIES, fc.record({ id: ids, first: fc.integer({ min: -5, max: 500 }) })],
    ];
    for (const [query, variables] of operations) {
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const before = await stored();
          const res = await gql(query, vars, { token: company.token });
          expect(res.status).toBeLessThan(500);
          expect((res.body.errors ?? []).map((e) => e.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
          if (res.body.errors?.length) expect(await stored()).toBe(before);
        }),
        { numRuns: 25, endOnFailure: true },
      );
    }
  }, 120_000);
});

describe('an endpoint failing for 72 hours', () => {
  afterAll(async () => {
    await moveClock(0);
  });

  it('is disabled and its company e-mailed, without waiting 72 hours', async () => {
    receiver.answer('/down', 503);
    const company = await createCompany({ regions: ['London'] });
    const endpoint = await registerEndpoint(company.token, receiver.url('/down'));
    await sendTestEvent(company.token, endpoint.id);
    await eventually(async () => (await deliveries(company.token, endpoint.id))[0]?.log.length >= 1, 'a first failed attempt');
    const beforeDisable = (await gql(ENDPOINTS, {}, { token: company.token })).body.data!.myWebhookEndpoints[0];
    expect(beforeDisable).toMatchObject({ enabled: true, failingSince: expect.any(String) });

    expect((await moveClock(73 * 3_600_000)).status).toBe(200);
    const disabled = await eventually(async () => {
      const [found] = (await gql(ENDPOINTS, {}, { token: company.token })).body.data!.myWebhookEndpoints;
      return !found.enabled ? found : null;
    }, 'the endpoint to be disabled');
    expect(disabled.disabledReason).toMatch(/^Every delivery failed for 72 hours .*HTTP 503$/);
    const mail = await eventually(async () => {
      const snap = await adminDb().collection('mail').where('related', 'array-contains', `webhookEndpoints/${endpoint.id}`).get();
      return snap.docs[0]?.data();
    }, 'the e-mail to the company');
    expect(mail).toMatchObject({
      to: company.email,
      template: 'webhook_endpoint_disabled',
      data: { url: receiver.url('/down'), lastError: 'HTTP 503' },
    });
    const [delivery] = await deliveries(company.token, endpoint.id);
    expect(delivery.status).toBe('FAILED');
    // Sending again is refused until it is enabled; enabling clears its failing state.
    const refused = await gql(RESEND, { id: delivery.id }, { token: company.token });
    expect(refused.body.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    receiver.answer('/down', 200);
    const enabled = await gql(
      UPDATE_ENDPOINT,
      { id: endpoint.id, input: { url: receiver.url('/down'), events: ['PURCHASE_COMPLETED'] } },
      { token: company.token },
    );
    expect(enabled.body.data!.updateWebhookEndpoint).toMatchObject({ enabled: true, failingSince: null, disabledAt: null });
    await gql(RESEND, { id: delivery.id }, { token: company.token });
    await eventually(async () => (await deliveries(company.token, endpoint.id))[0].status === 'DELIVERED', 'the delivery after the fix');
  });
});

describe('the trial allowance off', () => {
  let strict: RunningServer;
  beforeAll(async () => {
    strict = await startServer({ env: { SEED_DEMO_DATA: 'false', WEBHOOK_ALLOW_LOCAL_HTTP: 'false' } });
  }, 240_000);
  afterAll(async () => {
    await strict?.stop();
  });

  it('refuses http://127.0.0.1 as any other non-public address', async () => {
    const company = await createCompany({ regions: ['London'] }, strict);
    for (const [url, message] of [
      [receiver.url('/trial'), /^Webhook endpoints must use https:\/\/$/],
      [`https://127.0.0.1:${receiver.port}/trial`, /loopback/],
    ] as const) {
      const { body } = await gql(
        CREATE_ENDPOINT,
        { input: { url, events: ['PURCHASE_COMPLETED'] } },
        { token: company.token, baseUrl: strict.url },
      );
      expect(fieldErrors(body)).toEqual([{ path: 'url', message: expect.stringMatching(message) }]);
    }
  });
});

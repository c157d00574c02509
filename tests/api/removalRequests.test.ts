import {
  SUBMIT,
  adminAuth,
  adminDb,
  createUser,
  expectNothingStored,
  formToken,
  gql,
  idempotencyKey,
  randomIp,
  randomMobile,
  validRemovalRequest,
} from '../support/api';
import { ADMIN_REGISTRATION_KEY } from '../support/serverProcess';

async function leadsWithRequest(requestId: string) {
  return (await adminDb().collection('leads').where('requestId', '==', requestId).get()).docs;
}

describe('submitRemovalRequest', () => {
  it('stores the request and its lead with the server-computed estimate and a reference', async () => {
    const { body } = await gql(SUBMIT, { input: validRemovalRequest(), key: idempotencyKey() });
    expect(body.errors).toBeUndefined();
    const receipt = body.data!.submitRemovalRequest;
    expect(receipt.reference).toMatch(/^SFR-\d{6}$/);
    // London, 60 m² of loft floor at the assumed 35° pitch = 73.2 m² of slope: 73.2 × £25 × 1.2 = £2,196 + waste £350 + 73.2 × £3
    // = £2,765.60 → 0.85× = £2,350.76 → £2,350; 1.2× = £3,318.72 → £3,300.
    expect(receipt).toMatchObject({ estimateLowPence: 235000, estimateHighPence: 330000, replayed: false });

    const request = (await adminDb().collection('removalRequests').doc(receipt.requestId).get()).data()!;
    expect(request.property).toMatchObject({ postcode: 'SW1A 1AA', district: 'SW1A', region: 'London' });
    expect(request.homeowner.phone).toMatch(/^07\d{9}$/);
    const [lead] = await leadsWithRequest(receipt.requestId);
    expect(lead.data()).toMatchObject({ ref: receipt.reference, status: 'available', maxBuyers: 3, pricePence: 4000, vatPence: 800 });
  });

  it('creates one record when the same idempotency key is sent twice, even at once', async () => {
    const key = idempotencyKey();
    const input = validRemovalRequest();
    const [first, second] = await Promise.all([gql(SUBMIT, { input, key }), gql(SUBMIT, { input, key })]);
    const third = await gql(SUBMIT, { input, key });
    const receipts = [first, second, third].map((r) => r.body.data!.submitRemovalRequest);
    expect(new Set(receipts.map((r) => r.reference)).size).toBe(1);
    expect(receipts.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await leadsWithRequest(receipts[0].requestId)).toHaveLength(1);
  });

  it('ignores anything but its own rules for the estimate: a client cannot set the price', async () => {
    const { body } = await gql(
      `mutation { submitRemovalRequest(idempotencyKey: "${idempotencyKey()}", botCheck: { formToken: "${formToken()}" }, input: { homeowner: { name: "A", email: "a@example.com", phone: "07700900123" }, property: { postcode: "M1 1AA", type: "flat" }, job: { foamType: "open", locations: ["loft"], access: "easy", urgency: "asap", reason: "selling", estimateLowPence: 1 }, consent: { terms: true } }) { reference } }`,
    );
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers each invalid field with its own message and stores nothing', async () => {
    const key = idempotencyKey();
    const input = validRemovalRequest({
      homeowner: { name: '<script>alert(1)</script>', email: 'not-an-email', phone: '12345' },
      property: { postcode: 'NOT A CODE' },
      job: { areaM2: -4, urgency: 'yesterday' },
      consent: { terms: false },
    });
    const { body } = await gql(SUBMIT, { input, key });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const byPath = Object.fromEntries(
      body.errors![0].extensions!.fieldErrors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      'homeowner.name': 'Your name contains characters we cannot accept',
      'homeowner.email': 'Enter a valid email address, like name@example.com',
      'homeowner.phone': 'Enter a valid UK phone number, like 07700 900123',
      'property.postcode': 'Enter a valid UK postcode, like SW1A 1AA',
      'job.areaM2': 'Area must be between 5 and 2,000 m²',
      'job.urgency': 'Choose how soon you need the work done',
      'consent.terms': 'You must accept the terms to send your request',
    });
    // Other test files submit requests at the same time: this one looks for its own only.
    await expectNothingStored(key, input.homeowner.email);
  });

  it('refuses a 10,000-character name and an invalid idempotency key by field', async () => {
    const { body } = await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { name: 'x'.repeat(10_000) } }), key: 'short' });
    const paths = body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['homeowner.name', 'idempotencyKey']));
  });

  it('makes a single-company request an exclusive lead at 2.5× the price', async () => {
    const { body } = await gql(SUBMIT, { input: { ...validRemovalRequest(), targetCompanyId: 'demo-loftclear' }, key: idempotencyKey() });
    const [lead] = await leadsWithRequest(body.data!.submitRemovalRequest.requestId);
    expect(lead.data()).toMatchObject({ maxBuyers: 1, pricePence: 10000, origin: 'single_company', targetCompanyId: 'demo-loftclear' });
  });

  it('shows the submitted lead to an admin in the paginated leads table', async () => {
    const { body } = await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { name: 'Pagination Check' } }), key: idempotencyKey() });
    const reference = body.data!.submitRemovalRequest.reference;
    const admin = await createUser({ claims: { admin: true } });
    // Other test files add leads at the same time, so the newest may not be ours: page on, two at a time,
    // until our lead shows, checking that the pages run newest first with no lead twice.
    const PAGE =
      'query($after: String) { leads(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } nodes { ref createdAt } } }';
    const seen: Array<{ ref: string; createdAt: string }> = [];
    let after: string | null = null;
    for (let page = 0; page < 10 && !seen.some((lead) => lead.ref === reference); page++) {
      const { body: pageBody } = await gql(PAGE, { after }, { token: admin.token });
      const leads: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: typeof seen } = pageBody.data!.leads;
      expect(leads.nodes).toHaveLength(2);
      expect(leads.pageInfo.hasNextPage).toBe(true); // the demo leads are older than ours
      expect(leads.totalCount).toBeGreaterThanOrEqual(seen.length + leads.nodes.length);
      seen.push(...leads.nodes);
      after = leads.pageInfo.endCursor;
    }
    expect(seen.map((lead) => lead.ref)).toContain(reference);
    expect(new Set(seen.map((lead) => lead.ref)).size).toBe(seen.length);
    const times = seen.map((lead) => Date.parse(lead.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('admin registration', () => {
  const REGISTER = `mutation($input: RegisterAdminInput!) { registerAdmin(input: $input) { uid email } }`;

  it('refuses a wrong key with the catalogue’s message and creates no account', async () => {
    const email = `wrong.key.${Date.now()}@test.example`;
    const { body } = await gql(REGISTER, { input: { email, password: 'Password123!', registrationKey: 'guess' } });
    expect(body.errors?.[0].message).toBe('Invalid admin registration key');
    expect(body.errors?.[0].extensions?.fieldErrors).toEqual([{ path: 'registrationKey', message: 'Invalid admin registration key' }]);
    const users = await adminAuth().getUsers([{ email }]);
    expect(users.users).toHaveLength(0);
  });

  it('creates an admin with the users document when the key matches', async () => {
    const email = `new.admin.${Date.now()}@test.example`;
    const { body } = await gql(REGISTER, { input: { email, password: 'Password123!', registrationKey: ADMIN_REGISTRATION_KEY } });
    expect(body.errors).toBeUndefined();
    const doc = (await adminDb().collection('users').doc(body.data!.registerAdmin.uid).get()).data()!;
    expect(doc).toMatchObject({ email, role: 'admin' });
    expect(doc.createdAt).toBeDefined();
    expect(doc.lastLogin).toBeDefined();
  });

  it('allows 5 attempts per address in 15 minutes, then refuses with RATE_LIMITED without comparing the key', async () => {
    const ip = randomIp();
    const attempt = (registrationKey: string, email = `throttled.${Date.now()}.${Math.random()}@test.example`) =>
      gql(REGISTER, { input: { email, password: 'Password123!', registrationKey } }, { ip });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(`guess-${i}`)).body.errors?.[0].message).toBe('Invalid admin registration key');
    }
    const email = `right.key.too.late.${Date.now()}@test.example`;
    const { status, body } = await attempt(ADMIN_REGISTRATION_KEY, email);
    expect(status).toBe(429);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(body.errors?.[0].message).toMatch(/admin registration form several times in a short time\. Please wait about 15 minutes/);
    expect((await adminAuth().getUsers([{ email }])).users).toHaveLength(0);
    // Another address is not affected.
    expect(
      (await gql(REGISTER, { input: { email, password: 'Password123!', registrationKey: ADMIN_REGISTRATION_KEY } })).body.errors,
    ).toBeUndefined();
  });
});

describe('telling people from scripts', () => {
  it('refuses a filled honeypot and stores nothing', async () => {
    const key = idempotencyKey();
    const { body } = await gql(SUBMIT, {
      input: validRemovalRequest(),
      key,
      botCheck: { honeypot: 'http://spam.example', formToken: formToken() },
    });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await adminDb().collection('removalRequests').where('idempotencyKey', '==', key).get()).size).toBe(0);
  });

  it('refuses a form sent faster than a person can fill it, measured from the token the server issued', async () => {
    const issued = await gql<{ formToken: { token: string; minFillTimeMs: number } }>('{ formToken { token minFillTimeMs } }');
    expect(issued.body.data!.formToken.minFillTimeMs).toBe(3000);
    const key = idempotencyKey();
    // What the browser claims no longer counts: only the server's clock does.
    const { body } = await gql(SUBMIT, {
      input: validRemovalRequest(),
      key,
      botCheck: { formToken: issued.body.data!.formToken.token, fillTimeMs: 60_000 },
    });
    expect(body.errors?.[0].message).toBe('That was very quick. Please check your answers and send the form again.');
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await adminDb().collection('removalRequests').where('idempotencyKey', '==', key).get()).size).toBe(0);
  });

  it('refuses a missing, edited, forged or expired form token so the form fetches a fresh one', async () => {
    const real = formToken();
    const [issued, mac] = real.split('.');
    const earlier = (parseInt(issued, 36) - 3_600_000).toString(36);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fillTimeMs: 20_000 }, 'missing'],
      [{ formToken: `${earlier}.${mac}` }, 'invalid'],
      [{ formToken: `${issued}.${Buffer.alloc(32, 7).toString('base64url')}` }, 'invalid'],
      [{ formToken: 'not-a-token' }, 'invalid'],
      [{ formToken: formToken(25 * 3_600_000) }, 'expired'],
    ];
    for (const [botCheck, problem] of cases) {
      const { status, body } = await gql(SUBMIT, { input: validRemovalRequest(), key: idempotencyKey(), botCheck });
      expect(status).toBe(200);
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', formTokenProblem: problem });
      expect(body.errors?.[0].message).toMatch(/send (the form|it) again/);
    }
  });

  it('limits submissions per address with a clear, timed message', async () => {
    const ip = randomIp();
    const keys = Array.from({ length: 6 }, () => idempotencyKey());
    const answers = [];
    for (const key of keys) answers.push(await gql(SUBMIT, { input: validRemovalRequest(), key }, { ip }));
    expect(answers.slice(0, 5).every((a) => a.body.data?.submitRemovalRequest.reference)).toBe(true);
    const refused = answers[5].body.errors![0];
    expect(refused.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.message).toMatch(
      /^You have sent this form several times in a short time\. Please wait about \d+ minutes? and try again/,
    );
    expect(refused.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // A retry of an accepted submission is still answered with its receipt: the limit counts new records only.
    const retry = await gql(SUBMIT, { input: validRemovalRequest(), key: keys[0] }, { ip });
    expect(retry.body.data!.submitRemovalRequest).toMatchObject({
      reference: answers[0].body.data!.submitRemovalRequest.reference,
      replayed: true,
    });
  });

  it('limits requests per phone number across addresses', async () => {
    const phone = randomMobile();
    const postcodes = ['LS1 4AP', 'M1 1AE', 'B1 1AA', 'EH1 1YZ'];
    const answers = [];
    for (const postcode of postcodes) {
      answers.push(
        await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { phone }, property: { postcode } }), key: idempotencyKey() }),
      );
    }
    expect(answers.slice(0, 3).every((a) => a.body.data?.submitRemovalRequest)).toBe(true);
    expect(answers[3].body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(answers[3].body.errors?.[0].message).toMatch(/a request for this phone number/);
  });

  it('links the same phone and postcode within 24 hours to the earlier request instead of a new lead', async () => {
    const phone = randomMobile();
    const first = (await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { phone } }), key: idempotencyKey() })).body.data!
      .submitRemovalRequest;
    const secondKey = idempotencyKey();
    const second = (await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { phone, name: 'Second Try' } }), key: secondKey })).body
      .data!.submitRemovalRequest;
    expect(second.reference).toBe(first.reference);
    expect(await leadsWithRequest(first.requestId)).toHaveLength(1);
    const linked = await adminDb().collection('removalRequests').where('duplicateOf', '==', first.requestId).get();
    expect(linked.size).toBe(1);
    expect(linked.docs[0].get('homeowner.name')).toBe('Second Try');
    expect(linked.docs[0].get('leadRef')).toBe(first.reference);
    expect(await leadsWithRequest(linked.docs[0].id)).toHaveLength(0);
  });

  it('gives its duplicate guard and rate-limit counters an expiresAt, for the TTL policies', async () => {
    const phone = randomMobile();
    const receipt = (await gql(SUBMIT, { input: validRemovalRequest({ homeowner: { phone } }), key: idempotencyKey() })).body.data!
      .submitRemovalRequest;
    const guards = await adminDb().collection('duplicateGuards').where('requestId', '==', receipt.requestId).get();
    expect(guards.size).toBe(1);
    const guard = guards.docs[0].data();
    expect(guard!.expiresAt.toMillis() - guard!.createdAt.toMillis()).toBe(24 * 3_600_000);
    const counters = await adminDb().collection('rateLimits').limit(20).get();
    expect(counters.size).toBeGreaterThan(0);
    for (const counter of counters.docs) expect(counter.get('expiresAt').toMillis()).toBeGreaterThan(counter.get('windowStart').toMillis());
  });
});

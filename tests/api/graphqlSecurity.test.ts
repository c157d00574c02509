import { adminDb, createUser, gql, serverInfo, signIn } from '../support/api';

const LEADS = '{ leads(first: 5) { totalCount nodes { ref homeowner { name } } } }';

describe('GraphQL access rules', () => {
  it('refuses anonymous callers with UNAUTHENTICATED', async () => {
    const { body } = await gql(LEADS);
    expect(body.data).toBeNull();
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a forged token with UNAUTHENTICATED and says why', async () => {
    const { body } = await gql(LEADS, {}, { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.' });
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0].message).toMatch(/sign in again/);
  });

  it('refuses a company user with FORBIDDEN', async () => {
    const company = await createUser({
      claims: { role: 'company', companyId: 'demo-loftclear' },
      userDoc: { role: 'company', companyId: 'demo-loftclear' },
    });
    const { body } = await gql(LEADS, {}, { token: company.token });
    expect(body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('gives an admin (by claim) the leads with a total', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { body } = await gql(LEADS, {}, { token: admin.token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.leads.totalCount).toBeGreaterThanOrEqual(4);
    expect(body.data!.leads.nodes[0].ref).toMatch(/^SFR-\d{6}$/);
  });

  it('accepts the claim admin as the text "true" and the users-document role admin', async () => {
    const byText = await createUser({ claims: { admin: 'true' } });
    const byDoc = await createUser({ userDoc: { role: 'admin' } });
    for (const user of [byText, byDoc]) {
      const { body } = await gql('{ me { isAdmin } leads(first: 1) { totalCount } }', {}, { token: user.token });
      expect(body.errors).toBeUndefined();
      expect(body.data!.me.isAdmin).toBe(true);
    }
  });

  it('lets the demo admin sign in with the printed credentials', async () => {
    const token = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!');
    const { body } = await gql('{ me { isAdmin email } }', {}, { token });
    expect(body.data!.me).toEqual({ isAdmin: true, email: 'admin@demo.sprayfoamremoval.uk' });
  });

  it('merge-writes lastLogin only, keeping the rest of the users document', async () => {
    const user = await createUser({ userDoc: { role: 'admin', createdAt: new Date('2026-01-01') } });
    const { body } = await gql('mutation { recordLogin }', {}, { token: user.token });
    expect(body.data!.recordLogin).toBe(true);
    const doc = (await adminDb().collection('users').doc(user.uid).get()).data()!;
    expect(doc.role).toBe('admin');
    expect(doc.createdAt.toDate().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(Date.now() - doc.lastLogin.toDate().getTime()).toBeLessThan(60_000);
  });
});

describe('malformed and abusive requests', () => {
  it('answers unparsable GraphQL with a 400 GRAPHQL_PARSE_FAILED', async () => {
    const { status, body } = await gql('{ leads( ');
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers a body that is not JSON with a 400 and a clear message', async () => {
    const res = await fetch(`${serverInfo().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe('The request body is not valid JSON');
  });

  it.each(['"{ __typename }"', '42', 'null'])('answers a JSON body that is not an object or array, %s, with the same 400', async (body) => {
    const res = await fetch(`${serverInfo().url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toBe('The request body is not valid JSON');
  });

  it('reads a JSON body that starts with a byte order mark, as the body parser does', async () => {
    const res = await fetch(`${serverInfo().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `\uFEFF${JSON.stringify({ query: '{ __typename }' })}`,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ __typename: 'Query' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await fetch(`${serverInfo().url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ me { uid } } # ${'x'.repeat(200_000)}` }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses queries above the complexity limit before running them', async () => {
    const { status, body } = await gql(
      '{ leadDisputes(first: 1000) { nodes { id leadId leadRef companyId companyName reason note status } } }',
    );
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', cost: { requested: expect.any(Number), limit: 5000 } });
    expect(body.errors?.[0].extensions?.cost.requested).toBeGreaterThan(5000);
  });

  it('blocks simple cross-site GET requests (CSRF prevention)', async () => {
    const res = await fetch(`${serverInfo().url}/graphql?query=${encodeURIComponent('{ me { uid } }')}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/);
  });
});

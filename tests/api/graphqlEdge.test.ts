import { createUser, gql, idempotencyKey, randomMobile, serverInfo, SUBMIT, validRemovalRequest } from '../support/api';

/** The 13 KB amplification that took 13.7 s before the edge limits: 490 aliases of the public posts query. */
const POSTS_490_ALIASES = `{ ${Array.from({ length: 490 }, (_, i) => `p${i}: posts { totalCount }`).join(' ')} }`;

describe('GraphQL edge: amplification is refused before anything runs', () => {
  it('refuses the 490-alias posts query with 400 TOO_MANY_TOKENS', async () => {
    expect(POSTS_490_ALIASES.length).toBeGreaterThan(12_000);
    const { status, body } = await gql(POSTS_490_ALIASES);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: 'This query has more than 1000 tokens (names, values and punctuation); the limit is 1000',
        extensions: { code: 'TOO_MANY_TOKENS', limit: 1000 },
      },
    ]);
  });

  it('refuses 40 aliases of posts (few tokens) with 400 TOO_MANY_ALIASES', async () => {
    const { status, body } = await gql(`{ ${Array.from({ length: 40 }, (_, i) => `p${i}: posts { totalCount }`).join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: 'This query uses 40 aliases; the limit is 15',
      extensions: { code: 'TOO_MANY_ALIASES', limit: 15, found: 40 },
    });
  });

  it('refuses a fragment cycle with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const { status, body } = await gql('{ me { ...A } } fragment A on Me { uid ...B } fragment B on Me { email ...A }');
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0].message).toMatch(/Cannot spread fragment "A" within itself/);
  });

  it('refuses deep nesting with 400 QUERY_TOO_DEEP, fields hidden in fragments included', async () => {
    // post → relatedPosts → … nine fields deep, one level in each fragment (a fragment is not a level of its own).
    const fragments = Array.from(
      { length: 8 },
      (_, i) => `fragment F${i} on Post { slug ${i < 7 ? `relatedPosts { ...F${i + 1} }` : ''} }`,
    ).join(' ');
    const { status, body } = await gql(`{ post(slug: "x") { ...F0 } } ${fragments}`);
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', limit: 8 });
  });

  it('says what an accepted operation cost, and the limit', async () => {
    const { status, body } = await gql<{ posts: { totalCount: number } }>('{ posts { totalCount } }');
    expect(status).toBe(200);
    expect((body as Record<string, any>).extensions.cost).toEqual({ requested: 4, limit: 5000 });
  });
});

describe('GraphQL edge: malformed input answers 400 BAD_USER_INPUT, never 500', () => {
  const CALLBACK = `mutation ($input: CallbackInput!, $key: String!, $botCheck: BotCheckInput) {
    requestCallback(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id }
  }`;
  const callback = () => ({ name: 'Cal Back', phone: randomMobile(), preferredTime: 'evening', consent: { terms: true } });

  it('answers a missing variable with 400 BAD_USER_INPUT naming it', async () => {
    const { status, body } = await gql(CALLBACK, { input: callback() });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toMatch(/\$key/);
  });

  it('answers a wrongly typed variable with 400 BAD_USER_INPUT naming it', async () => {
    const { status, body } = await gql(CALLBACK, { input: { ...callback(), consent: { terms: 'yes please' } }, key: idempotencyKey() });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toMatch(/\$input.*terms/);
  });

  it('answers a lone surrogate in a text field with 400 BAD_USER_INPUT naming the field', async () => {
    const { status, body } = await gql(CALLBACK, { input: { ...callback(), name: 'Cal \ud800 Back' }, key: idempotencyKey() });
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toMatch(/^input\.name: /);
    expect(body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'name', message: expect.stringMatching(/not valid text/) }],
    });
  });

  it('answers a lone surrogate in another argument with the argument named', async () => {
    const { status, body } = await gql(CALLBACK, { input: callback(), key: `key-\udfff-${Date.now()}` });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.fieldErrors).toEqual([
      { path: 'idempotencyKey', message: expect.stringMatching(/not valid text/) },
    ]);
  });

  it.each([['a/b'], [''], ['__proto__'], ['constructor'], ['..'], ['__name__'], ['x'.repeat(200)]])(
    'refuses the id %p with 400 BAD_USER_INPUT',
    async (id) => {
      const started = Date.now();
      const asVariable = await gql('query ($id: ID!) { certificationDocuments(id: $id, token: "t") { id } }', { id });
      expect(asVariable.status).toBe(400);
      expect(asVariable.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(asVariable.body.errors?.[0].extensions?.fieldErrors[0].path).toBe('id');
      const asLiteral = await gql(`{ certificationDocuments(id: ${JSON.stringify(id)}, token: "t") { id } }`);
      expect(asLiteral.status).toBe(400);
      expect(asLiteral.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(Date.now() - started).toBeLessThan(5000);
    },
  );

  it('refuses an unsafe id inside an input object (the single-company target)', async () => {
    const { status, body } = await gql(SUBMIT, {
      input: { ...validRemovalRequest(), targetCompanyId: 'constructor' },
      key: idempotencyKey(),
    });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.fieldErrors).toEqual([{ path: 'targetCompanyId', message: '"constructor" is not a valid id' }]);
  });

  it('checks ids before access rules: an admin asking for __proto__ gets BAD_USER_INPUT, an unknown id null', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const bad = await gql('{ application(id: "__proto__") { id } }', {}, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await gql('{ application(id: "no-such-application") { id } }', {}, { token: admin.token });
    expect(unknown.body).toMatchObject({ data: { application: null } });
  });

  it('answers a test checkout page for an unsafe payment id with 404', async () => {
    const res = await fetch(`${serverInfo().url}/payments/local/constructor`);
    expect(res.status).toBe(404);
  });
});

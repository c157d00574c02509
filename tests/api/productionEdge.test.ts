import { gql, signIn, type ServerInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/** A server of its own with NODE_ENV=production: introspection and suggestions depend on it. */
let server: RunningServer;
let info: ServerInfo;

beforeAll(async () => {
  server = await startServer({ env: { NODE_ENV: 'production' } });
  info = { url: server.url, firestore: server.firestore, auth: server.auth };
}, 120_000);

afterAll(() => server?.stop());

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('the GraphQL edge in production', () => {
  it('refuses introspection to anonymous callers with 400 INTROSPECTION_DISABLED', async () => {
    const { status, body } = await gql(INTROSPECTION, {}, { baseUrl: info.url });
    expect(status).toBe(400);
    expect(body.errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
    expect(body.errors?.[0].message).toMatch(/sign in as an administrator/);
    const typeLookup = await gql('{ __type(name: "Query") { name } }', {}, { baseUrl: info.url });
    expect(typeLookup.body.errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
  });

  it('answers introspection for a signed-in administrator (the playground sends their token)', async () => {
    const token = await signIn('admin@demo.sprayfoamremoval.uk', 'DemoAdmin2026!', info);
    const { status, body } = await gql(INTROSPECTION, {}, { baseUrl: info.url, token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('still answers __typename, which is not introspection', async () => {
    const { body } = await gql('{ __typename }', {}, { baseUrl: info.url });
    expect(body).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('gives no field suggestions', async () => {
    const { status, body } = await gql('{ mee { uid } }', {}, { baseUrl: info.url });
    expect(status).toBe(400);
    expect(body.errors?.[0].message).toBe('Cannot query field "mee" on type "Query".');
  });

  it('keeps the playground page at /graphql for browsers', async () => {
    const res = await fetch(`${info.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html/i);
  });
});

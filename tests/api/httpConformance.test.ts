import { serverAudits } from 'graphql-http';
import { gql, serverInfo } from '../support/api';

/**
 * graphql-http's audits of the GraphQL over HTTP specification, against the real server: every MUST passes.
 * What remains refused is on purpose, with the reason in docs/api.md#http-status: GET requests (the CSRF
 * protection) and the MAY of variables in a GET's URL.
 */
/** GETs are refused (docs/api.md#http-status), so the audits of GET-only options cannot pass. */
const REFUSED_MAYS = [
  'MAY accept application/x-www-form-urlencoded formatted GET requests',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/graphql-response+json',
  'MAY allow URL-encoded JSON string {variables} parameter in GETs when accepting application/json',
];

describe('GraphQL over HTTP (graphql-http audits)', () => {
  const audits = serverAudits({ url: () => `${serverInfo().url}/graphql` });

  it.each(audits.filter((audit) => audit.name.startsWith('MUST')).map((audit) => [audit.name, audit] as const))(
    '%s',
    async (_name, audit) => {
      const result = await audit.fn();
      expect({ status: result.status, reason: result.status === 'ok' ? undefined : result.reason }).toEqual({
        status: 'ok',
        reason: undefined,
      });
    },
  );

  it('passes every SHOULD, and refuses only the documented MAYs', async () => {
    const notOk: Record<string, string> = {};
    for (const audit of audits.filter((a) => !a.name.startsWith('MUST'))) {
      const result = await audit.fn();
      if (result.status !== 'ok') notOk[audit.name] = result.reason;
    }
    expect(Object.keys(notOk).sort()).toEqual(REFUSED_MAYS);
  });

  it('answers a parse error 200 for an application/json client and 400 for an application/graphql-response+json one', async () => {
    const post = (accept: string) =>
      fetch(`${serverInfo().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{' }),
      });
    const json = await post('application/json');
    expect(json.status).toBe(200);
    expect((await json.json()).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    const graphqlResponse = await post('application/graphql-response+json');
    expect(graphqlResponse.status).toBe(400);
    // An error in a resolver keeps its own status either way (here: UNAUTHENTICATED, 401).
    expect((await gql('{ leads(first: 1) { totalCount } }')).status).toBe(401);
  });
});

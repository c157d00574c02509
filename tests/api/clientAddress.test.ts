import { SUBMIT, gql, idempotencyKey, validRemovalRequest } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * The visitor's address behind Firebase Hosting (TRUSTED_PROXY_HOPS=2, the default on a real project):
 * requests arrive with `X-Forwarded-For: <whatever the visitor sent>, <visitor>, <Hosting's edge>`. The
 * per-address limit (here 2 quote requests) counts each visitor, not the edge they share, and what a
 * visitor writes into the header does not get them a fresh count.
 */
let server: RunningServer;
const EDGE = '151.101.65.195';

beforeAll(async () => {
  server = await startServer({ env: { TRUSTED_PROXY_HOPS: '2', RATE_LIMIT_IP_MAX: '2', SEED_DEMO_DATA: 'false', MAIL_WORKER: 'false' } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A quote request as Hosting passes it on: the edge appends the visitor, Google's front end the edge. */
const submitThroughHosting = async (visitor: string, sentByVisitor?: string) => {
  const chain = [sentByVisitor, visitor, EDGE].filter(Boolean).join(', ');
  const { body } = await gql(SUBMIT, { input: validRemovalRequest(), key: idempotencyKey() }, { baseUrl: server.url, ip: chain });
  return body.errors?.[0]?.extensions?.code ?? (body.data?.submitRemovalRequest ? 'OK' : 'NO ANSWER');
};

describe('the client address behind Firebase Hosting', () => {
  it('limits each visitor on their own, though all come through one edge', async () => {
    const first = '203.0.113.10';
    const second = '203.0.113.20';
    expect([await submitThroughHosting(first), await submitThroughHosting(first)]).toEqual(['OK', 'OK']);
    expect(await submitThroughHosting(first)).toBe('RATE_LIMITED');
    // Another visitor on the same edge still has their own count.
    expect([await submitThroughHosting(second), await submitThroughHosting(second)]).toEqual(['OK', 'OK']);
  });

  it('gives no fresh limit to a visitor who writes their own X-Forwarded-For', async () => {
    const visitor = '203.0.113.30';
    expect([await submitThroughHosting(visitor), await submitThroughHosting(visitor)]).toEqual(['OK', 'OK']);
    for (const forged of ['198.51.100.1', '198.51.100.2, 198.51.100.3', EDGE]) {
      expect(await submitThroughHosting(visitor, forged)).toBe('RATE_LIMITED');
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gql, serverInfo } from '../support/api';
import { createCompany } from '../support/marketplace';
import { startServer, type RunningServer } from '../support/serverProcess';
import { eventually } from '../support/wait';
import { startEmulatorChild } from '../../server/platform/auth/authEmulator';
import { ACCOUNT_RECHECK_MS } from '../../server/platform/auth/idTokens';

/**
 * The token check as a real project runs it: firebase-admin against an Auth emulator with the embedded
 * proxy off (no token signing of ours), over the test server's Firestore. A disabled company user, a revoked
 * session and a demoted admin are refused within ACCOUNT_RECHECK_MS (docs/auth-front.md#revocation), not
 * at the token's expiry an hour later.
 */
const PROJECT = 'demo-sprayfoam';
const MY_LEADS = '{ myLeads(first: 1) { nodes { paymentId } } }';
const LEADS = '{ leads(first: 1) { totalCount } }';
const codeOf = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions?.code;

let emulator: { origin: string; stop(): Promise<void> };
let server: RunningServer;
let dataDir: string;

/** The emulator's administration, as firebase-admin calls it (`Bearer owner`). */
async function asOwner(call: string, body: Record<string, unknown>) {
  const res = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, any>;
}

async function userWithClaims(claims: Record<string, unknown>) {
  const email = `prod-path.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@test.example`;
  const password = 'Password123!';
  const { localId } = await asOwner('accounts', { email, password });
  await asOwner('accounts:update', { localId, customAttributes: JSON.stringify(claims) });
  const res = await fetch(`${emulator.origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  return { uid: localId as string, token: ((await res.json()) as { idToken: string }).idToken };
}

/** How long after `change` the server refuses the token: polled every 100 ms. */
async function refusedWithin(change: () => Promise<unknown>, query: string, token: string, code: string) {
  await change();
  const changedAt = Date.now();
  await eventually(async () => codeOf((await gql(query, {}, { token, baseUrl: server.url })).body) === code, `${code} after the change`);
  return Date.now() - changedAt;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-prod-auth-'));
  emulator = await startEmulatorChild({ projectId: PROJECT, port: 0, dataDir, persist: false }, path.join(dataDir, 'auth-export'));
  server = await startServer({
    env: {
      EMBEDDED_FIREBASE: 'false',
      FIRESTORE_EMULATOR_HOST: serverInfo().firestore,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.origin.replace('http://', ''),
      AUTH_EMULATOR_UNPROXIED_TEST_ONLY: 'true',
      SEED_DEMO_DATA: 'false',
      MAIL_WORKER: 'false',
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await emulator?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the production token check', () => {
  it('refuses a disabled company user’s next calls within the recheck bound', async () => {
    const company = await createCompany({ regions: ['London'] });
    const user = await userWithClaims({ role: 'company', companyId: company.id });
    expect((await gql(MY_LEADS, {}, { token: user.token, baseUrl: server.url })).body.errors).toBeUndefined();

    const elapsed = await refusedWithin(
      () => asOwner('accounts:update', { localId: user.uid, disableUser: true }),
      MY_LEADS,
      user.token,
      'UNAUTHENTICATED',
    );
    console.log(`disabled company user refused ${elapsed} ms after the change (bound ${ACCOUNT_RECHECK_MS} ms)`);
    expect(elapsed).toBeLessThanOrEqual(ACCOUNT_RECHECK_MS + 1_000);
  });

  it('refuses a session whose tokens were revoked, and a demoted admin, within the same bound', async () => {
    const revoked = await userWithClaims({ admin: true });
    expect((await gql(LEADS, {}, { token: revoked.token, baseUrl: server.url })).body.errors).toBeUndefined();
    // Firebase records revocation in whole seconds: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const revokedAfter = await refusedWithin(
      () => asOwner('accounts:update', { localId: revoked.uid, validSince: String(Math.floor(Date.now() / 1000)) }),
      LEADS,
      revoked.token,
      'UNAUTHENTICATED',
    );
    expect(revokedAfter).toBeLessThanOrEqual(ACCOUNT_RECHECK_MS + 1_000);

    const demoted = await userWithClaims({ admin: true });
    expect((await gql(LEADS, {}, { token: demoted.token, baseUrl: server.url })).body.errors).toBeUndefined();
    const demotedAfter = await refusedWithin(
      () => asOwner('accounts:update', { localId: demoted.uid, customAttributes: '{}' }),
      LEADS,
      demoted.token,
      'FORBIDDEN',
    );
    expect(demotedAfter).toBeLessThanOrEqual(ACCOUNT_RECHECK_MS + 1_000);
  });
});

import fs from 'node:fs';
import { initializeApp, getApps, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { signFormToken } from '../../server/platform/submissions/formToken';
import { FORM_TOKEN_SECRET } from './serverProcess';

export interface ServerInfo {
  url: string;
  firestore: string;
  auth: string;
  /** The server's DATA_DIR (the shared API server's, to read what it stored). */
  dataDir?: string;
}

export function serverInfo(): ServerInfo {
  const file = process.env.SFR_SERVER_INFO;
  if (!file) throw new Error('SFR_SERVER_INFO is not set: API tests run through the api jest project, whose globalSetup starts the server');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  body: { data?: T | null; errors?: Array<{ message: string; extensions?: Record<string, any> }> };
}

/**
 * A form token as the test servers sign it (their FORM_TOKEN_SECRET), issued `ageMs` ago: by default the
 * form looks like it has been open for 20 s.
 */
export function formToken(ageMs = 20_000): string {
  return signFormToken(Date.now() - ageMs, FORM_TOKEN_SECRET);
}

/**
 * Sends one GraphQL request. An operation that declares `$botCheck` gets `{ formToken: formToken() }` when
 * the test sends no botCheck of its own, so submissions look like a person's unless a test says otherwise.
 */
export async function gql<T = Record<string, any>>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; baseUrl?: string; ip?: string } = {},
): Promise<GraphQLResponse<T>> {
  if (/\$botCheck\b/.test(query) && !('botCheck' in variables)) variables = { ...variables, botCheck: { formToken: formToken() } };
  const res = await fetch(`${options.baseUrl ?? serverInfo().url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // As Apollo Client asks: request errors then keep their 4xx status (docs/api.md#http-status).
      accept: 'application/graphql-response+json, application/json;q=0.9',
      // The server trusts X-Forwarded-For from loopback (its proxy); each call looks like its own visitor
      // unless a test names the address, so per-IP rate limits only meet the tests that exercise them.
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

/** firebase-admin connected to the test server's emulators, to arrange and inspect state directly. */
export function adminApp(info: ServerInfo = serverInfo()): App {
  process.env.FIRESTORE_EMULATOR_HOST = info.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = info.auth;
  process.env.METADATA_SERVER_DETECTION = 'none';
  const name = `test-${info.firestore}`;
  return getApps().find((a) => a.name === name) ?? initializeApp({ projectId: 'demo-sprayfoam' }, name);
}

export const adminDb = (info?: ServerInfo) => getFirestore(adminApp(info));
export const adminAuth = (info?: ServerInfo) => getAuth(adminApp(info));

/** Signs in through the Auth emulator's Identity Toolkit endpoint, as the firebase/auth SDK does. */
export async function signIn(email: string, password: string, info: ServerInfo = serverInfo()): Promise<string> {
  const res = await fetch(`http://${info.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * Requests a page and reads all of it, as a browser or crawler does: the server counts a visit once the
 * page has been sent, which a client that stops after the headers may hold up.
 */
export async function visitPage(path: string, headers: Record<string, string> = {}, info: ServerInfo = serverInfo()) {
  const res = await fetch(`${info.url}${path}`, { headers });
  const body = await res.text();
  return { status: res.status, body };
}

export function randomIp() {
  return `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
}

/** A valid, random UK mobile number, so per-phone limits and duplicate checks only meet the tests about them. */
export function randomMobile() {
  return `07${Math.floor(400000000 + Math.random() * 599999999)}`;
}

let counter = 0;
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${counter++}@test.example`;
}

export async function createUser(
  options: { claims?: Record<string, unknown>; userDoc?: Record<string, unknown> } = {},
  info: ServerInfo = serverInfo(),
) {
  const email = uniqueEmail('user');
  const password = 'Password123!';
  const user = await adminAuth(info).createUser({ email, password });
  if (options.claims) await adminAuth(info).setCustomUserClaims(user.uid, options.claims);
  if (options.userDoc)
    await adminDb(info)
      .collection('users')
      .doc(user.uid)
      .set({ email, ...options.userDoc });
  return { uid: user.uid, email, password, token: await signIn(email, password, info) };
}

export function validRemovalRequest(overrides: Record<string, any> = {}) {
  return {
    homeowner: { name: 'Jane Tester', email: 'jane.tester@example.com', phone: randomMobile(), ...overrides.homeowner },
    property: { postcode: 'sw1a1aa', type: 'semi', bedrooms: 3, ...overrides.property },
    job: {
      foamType: 'open',
      locations: ['loft'],
      areaM2: 60,
      access: 'easy',
      urgency: 'asap',
      reason: 'selling',
      extras: [],
      notes: '',
      ...overrides.job,
    },
    consent: { terms: true, marketing: false, ...overrides.consent },
  };
}

/** Submissions say a person took 20 s to fill the form unless a test sends its own botCheck (see gql). */
export const SUBMIT = `mutation Submit($input: RemovalRequestInput!, $key: String!, $botCheck: BotCheckInput) {
  submitRemovalRequest(input: $input, idempotencyKey: $key, botCheck: $botCheck) { requestId reference estimateLowPence estimateHighPence replayed }
}`;

/** Nothing was stored for this refused submission: no request with its idempotency key, and no e-mail to the homeowner. */
export async function expectNothingStored(key: string, email: string) {
  expect((await adminDb().collection('removalRequests').where('idempotencyKey', '==', key).get()).size).toBe(0);
  expect((await adminDb().collection('mail').where('to', '==', email).get()).size).toBe(0);
}

export const REQUEST_FREE_GUIDE = `mutation Guide($input: FreeGuideRequestInput!, $key: String!, $source: SubmissionSourceInput, $botCheck: BotCheckInput) {
  requestFreeGuide(input: $input, idempotencyKey: $key, source: $source, botCheck: $botCheck) { downloadUrl expiresAt }
}`;

export function idempotencyKey() {
  return `test-${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

// Marketplace data for the measuring scripts (bench, lighthouse), made as the product makes it: a homeowner's request
// through the public API, companies as an administrator's approval and vetting leave them (firebase-admin on the
// server's own emulators), and everything after through the API with their signed-in tokens. Every fixture meets the
// rules the product enforces (vetting, business address, VAT registration stated).
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './productionServer.mjs';

const require = createRequire(import.meta.url);

/** The form-token secret the measuring servers are started with, so a fixture can sign its own bot check. */
export const FIXTURE_FORM_TOKEN_SECRET = 'fixture-form-token-secret-0123456789abcdefghij';

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const randomIp = () => `198.51.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/** firebase-admin on the server's emulators (`server`: the SFR_READY line's url, firestore and auth hosts). */
export function adminClients(server) {
  process.env.FIRESTORE_EMULATOR_HOST = server.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = server.auth;
  const { initializeApp } = require('firebase-admin/app');
  const { getFirestore } = require('firebase-admin/firestore');
  const { getAuth } = require('firebase-admin/auth');
  const app = initializeApp({ projectId: 'demo-sprayfoam' }, `fixture-${server.firestore}-${crypto.randomUUID()}`);
  return { db: getFirestore(app), auth: getAuth(app) };
}

export async function gql(server, query, variables = {}, token = null) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 60)}… failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Signs in through the server's Auth emulator, as the browser's Firebase SDK does. */
export async function signIn(server, email, password) {
  const res = await fetch(`http://${server.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export function removalRequestVariables({ postcode = 'sw1a1aa', name = 'Fixture Homeowner' } = {}) {
  const { signFormToken } = require(path.join(ROOT, 'dist/node/server/platform/submissions/formToken.js'));
  const n = crypto.randomInt(400000000, 999999999);
  return {
    key: `fixture-${crypto.randomUUID()}`,
    botCheck: { formToken: signFormToken(Date.now() - 20_000, FIXTURE_FORM_TOKEN_SECRET) },
    input: {
      homeowner: { name, email: `fixture.${n}@example.com`, phone: `07${n}` },
      property: { postcode, type: 'semi', bedrooms: 3 },
      job: { foamType: 'open', locations: ['loft'], areaM2: 60, access: 'easy', urgency: 'asap', reason: 'selling', extras: [], notes: '' },
      consent: { terms: true, marketing: false },
    },
  };
}

const SUBMIT = `mutation Submit($input: RemovalRequestInput!, $key: String!, $botCheck: BotCheckInput) {
  submitRemovalRequest(input: $input, idempotencyKey: $key, botCheck: $botCheck) { requestId reference }
}`;

export async function submitRequest(server, options) {
  return (await gql(server, SUBMIT, removalRequestVariables(options))).submitRemovalRequest;
}

/** The request's lead and the homeowner's request-page link (from the confirmation e-mail). */
export async function requestLinks(db, requestId) {
  const leadId = (await db.collection('removalRequests').doc(requestId).get()).get('leadId');
  const lead = (await db.collection('leads').doc(leadId).get()).data();
  const mails = await db.collection('mail').where('to', '==', lead.homeowner.email).get();
  const path_ = mails.docs.find((doc) => doc.get('template') === 'removal_request_confirmation').get('data.requestPagePath');
  const token = new URL(path_, 'http://x').searchParams.get('token');
  return { leadId, lead, requestPagePath: path_, token };
}

/** An approved, vetted company with a business address, and its owner signed in. */
export async function createCompany(server, { db, auth }, { region, name, vatRegistered = null }) {
  const id = `fixture-co-${Date.now().toString(36)}-${crypto.randomBytes(3).toString('hex')}`;
  const email = `${id}@fixture.example`;
  const now = new Date();
  const checked = { requestId: 'fixture', reviewedBy: 'fixture-admin', reviewedOn: day(0), remindedFor: null };
  await db
    .collection('companies')
    .doc(id)
    .set({
      name,
      slug: id,
      contactName: 'Fixture Contact',
      email,
      phone: '01632 960999',
      website: null,
      address: '1 Fixture Street, Leeds',
      postcode: 'LS1 1AA',
      regions: [region],
      services: ['loft'],
      description: '',
      logoPath: null,
      status: 'active',
      certified: false,
      certificateId: null,
      certifiedUntil: null,
      leadAlerts: false,
      userIds: [],
      ...(vatRegistered === null ? {} : { vatRegistered }),
      vetting: {
        insurance: { coverPence: 200_000_000, expiresOn: day(365), ...checked },
        wasteCarrier: { registrationNumber: 'CBDU999999', tier: 'upper', expiresOn: day(3 * 365), ...checked },
      },
      vettingReminderDueOn: null,
      createdAt: now,
      updatedAt: now,
    });
  const password = 'FixturePassword123!';
  const user = await auth.createUser({ email, password });
  await auth.setCustomUserClaims(user.uid, { role: 'company', companyId: id });
  await db.collection('users').doc(user.uid).set({ email, role: 'company', companyId: id });
  return { id, name, email, password, token: await signIn(server, email, password) };
}

/** Starts the lead's checkout; answers the payment's id (the local provider's confirmation completes it). */
export async function startLeadPurchase(server, token, leadId) {
  return (await gql(server, 'mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }', { id: leadId }, token)).buyLead.paymentId;
}

export function confirmLocalPayment(server, paymentId) {
  return fetch(`${server.url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });
}

const SEND_QUOTE = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { id } }`;
const HOMEOWNER_QUOTES = `query Q($id: ID!, $token: String!) { homeownerQuotes(id: $id, token: $token) { quotes { id companyName } } }`;
const ACCEPT = `mutation A($id: ID!, $token: String!, $quoteId: ID!) { acceptQuote(id: $id, token: $token, quoteId: $quoteId) { acceptedQuoteId } }`;
const SAVE_JOB = `mutation Save($leadId: ID!, $input: JobRecordInput!) { saveJobRecord(leadId: $leadId, input: $input) { id } }`;
const SUBMIT_JOB = `mutation Submit($leadId: ID!) { submitJobRecord(leadId: $leadId) { id } }`;
const CONFIRM_JOB = `mutation C($id: ID!, $token: String!, $jobRecordId: ID!) {
  confirmJobRecord(id: $id, token: $token, jobRecordId: $jobRecordId) { jobRecord { id removalRecordNumber } } }`;

/**
 * A request in London that two companies bought and quoted on (one with a membrane and re-insulation), the first quote
 * accepted, its job recorded and confirmed: answers the request page's path and the removal record's number.
 */
export async function quotedAndRecordedJob(server) {
  const clients = adminClients(server);
  const { requestId } = await submitRequest(server, { name: 'Fixture Homeowner' });
  const { leadId, requestPagePath, token } = await requestLinks(clients.db, requestId);
  const companies = [
    await createCompany(server, clients, { region: 'London', name: 'Thames Foam Removal Ltd', vatRegistered: true }),
    await createCompany(server, clients, { region: 'London', name: 'Capital Loft Clearance', vatRegistered: true }),
  ];
  for (const company of companies) {
    const answer = await confirmLocalPayment(server, await startLeadPurchase(server, company.token, leadId));
    if (answer.status !== 303) throw new Error(`the purchase of ${company.name} answered ${answer.status}`);
  }
  const quote = (lines) => ({
    lines,
    validUntil: day(30),
    earliestStart: day(14),
    durationDays: 3,
    guarantee: { years: 10, insuranceBacked: true, insurer: 'Guarantee Protection Insurance' },
    methodStatement: 'Sheet the loft, cut the foam back from the rafters, bag it, read the timber, clean up.',
  });
  await gql(
    server,
    SEND_QUOTE,
    {
      leadId,
      input: quote([
        { kind: 'foam_removal', amountPence: 420_000, areaM2: 42, roofType: 'pitched_tiles' },
        { kind: 'waste_disposal', amountPence: 60_000 },
        { kind: 'membrane', amountPence: 80_000 },
        { kind: 'reinsulation', amountPence: 150_000, material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044 },
      ]),
    },
    companies[0].token,
  );
  await gql(
    server,
    SEND_QUOTE,
    {
      leadId,
      input: quote([
        { kind: 'inspection', amountPence: 15_000 },
        { kind: 'foam_removal', amountPence: 390_000, areaM2: 42, roofType: 'pitched_tiles' },
      ]),
    },
    companies[1].token,
  );
  const { quotes } = (await gql(server, HOMEOWNER_QUOTES, { id: requestId, token })).homeownerQuotes;
  await gql(server, ACCEPT, { id: requestId, token, quoteId: quotes.find((q) => q.companyName === companies[0].name).id });
  const job = {
    startedOn: day(-3),
    finishedOn: day(-1),
    roofAreas: [
      {
        name: 'Rear slope',
        areaM2: 42,
        readings: [
          { percent: 14, where: 'Rafter 3, north' },
          { percent: 11.5, where: 'Ridge board' },
        ],
        defectsFound: 'Two rafters with surface mould',
        defectsRepaired: 'Treated',
        beforePhotoIds: [],
        afterPhotoIds: [],
      },
    ],
    waste: { transferNoteReference: 'WTN-FIXTURE-1', carrier: 'Clearway Waste Ltd' },
    reinsulation: { material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044, areaM2: 42 },
  };
  const { id: jobRecordId } = (await gql(server, SAVE_JOB, { leadId, input: job }, companies[0].token)).saveJobRecord;
  await gql(server, SUBMIT_JOB, { leadId }, companies[0].token);
  const confirmed = (await gql(server, CONFIRM_JOB, { id: requestId, token, jobRecordId })).confirmJobRecord;
  return { requestPagePath, number: confirmed[0].jobRecord.removalRecordNumber };
}

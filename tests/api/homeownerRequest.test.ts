import { signToken } from '../../server/platform/crypto/signedToken';
import { adminDb, createUser, gql, idempotencyKey, serverInfo, uniqueEmail, validRemovalRequest } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { createCompany } from '../support/marketplace';
import { DOWNLOAD_SIGNING_SECRET } from '../support/serverProcess';

/**
 * The homeowner's request page (docs/decisions/0041-homeowner-request-page.md): a signed, expiring, replaceable
 * link in the confirmation e-mail shows the request, its estimate and the companies that have the homeowner's details.
 */
const REQUEST_FIELDS = `id reference firstName district region estimateLowPence estimateHighPence stage maxCompanies chosenCompanyName
  salesStopped jobDoneAt linkExpiresAt
  companies { id name hired phone email boughtAt active vetted insuranceUntil wasteCarrierRegistration certifiedUntil }`;
const VIEW = `query View($id: ID!, $token: String!) { homeownerRequest(id: $id, token: $token) { ${REQUEST_FIELDS} } }`;
const STOP = `mutation Stop($id: ID!, $token: String!) { stopHomeownerRequestSales(id: $id, token: $token) { ${REQUEST_FIELDS} } }`;
const HIRED = `mutation Hired($id: ID!, $token: String!, $companyId: ID!) {
  markHomeownerRequestCompanyHired(id: $id, token: $token, companyId: $companyId) { ${REQUEST_FIELDS} } }`;
const DONE = `mutation Done($id: ID!, $token: String!) { markHomeownerRequestJobDone(id: $id, token: $token) { ${REQUEST_FIELDS} } }`;
const REPLACE = `mutation Replace($id: ID!) { replaceHomeownerRequestLink(requestId: $id) { url expiresAt } }`;
const SEND_LINKS = `mutation Links($input: HomeownerLinksInput!, $key: String!, $botCheck: BotCheckInput) {
  sendHomeownerRequestLinks(input: $input, idempotencyKey: $key, botCheck: $botCheck) { message } }`;

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

const codeAndMessage = (body: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  body.errors && { code: body.errors[0].extensions?.code, message: body.errors[0].message };

describe('the homeowner’s request page', () => {
  it('shows the request and its estimate, then each company that buys it, with its phone and the checks held', async () => {
    const { requestId, reference, leadId, token } = await submitAndOpenLink();
    const first = await gql(VIEW, { id: requestId, token });
    expect(first.body.errors).toBeUndefined();
    const view = first.body.data!.homeownerRequest;
    expect(view).toMatchObject({ id: requestId, reference, firstName: 'Amira', district: 'LS1', region: 'Yorkshire and the Humber' });
    expect(view).toMatchObject({ stage: 'open', maxCompanies: 3, chosenCompanyName: null, companies: [] });
    expect(view.estimateLowPence).toBeGreaterThan(0);
    expect(new Date(view.linkExpiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    expect((await buy(leadId, company.token)).errors).toBeUndefined();

    const after = (await gql(VIEW, { id: requestId, token })).body.data!.homeownerRequest;
    expect(after.companies).toEqual([
      expect.objectContaining({ name: company.name, active: true, vetted: true, wasteCarrierRegistration: expect.any(String) }),
    ]);
    const stored = (await adminDb().collection('companies').doc(company.id).get()).data()!;
    expect(after.companies[0]).toMatchObject({ phone: stored.phone, email: stored.email });
    expect(after.companies[0].insuranceUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an edited link, a link for another request and an expired link, each with what to do', async () => {
    const { requestId, token } = await submitAndOpenLink();
    const other = await submitAndOpenLink();
    const [payload, signature] = token.split('.');
    const edited = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.at(-1)}.${signature}`;
    expect(codeAndMessage((await gql(VIEW, { id: requestId, token: edited })).body)).toEqual({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/^This link is not valid/),
    });
    expect(codeAndMessage((await gql(VIEW, { id: other.requestId, token })).body)?.message).toMatch(/^This link is not valid/);

    const expired = signToken('homeowner-request.v1', { q: requestId, v: 1 }, Date.now() - 1000, DOWNLOAD_SIGNING_SECRET);
    expect(codeAndMessage((await gql(VIEW, { id: requestId, token: expired })).body)).toEqual({
      code: 'FORBIDDEN',
      message: 'This link has expired. Ask for a new one on the “Find your removal request” page: we e-mail it to the address you gave.',
    });
  });

  it('an administrator replaces the link: every earlier link stops working, the new one works', async () => {
    const { requestId, token } = await submitAndOpenLink();
    expect(codeAndMessage((await gql(REPLACE, { id: requestId })).body)?.code).toBe('UNAUTHENTICATED');
    const replaced = await gql(REPLACE, { id: requestId }, { token: adminToken });
    expect(replaced.body.errors).toBeUndefined();
    const fresh = new URL(replaced.body.data!.replaceHomeownerRequestLink.url);
    expect(fresh.pathname).toBe(`/my-request/${requestId}`);

    expect(codeAndMessage((await gql(VIEW, { id: requestId, token })).body)?.message).toMatch(/^This link has been replaced/);
    const now = await gql(VIEW, { id: requestId, token: fresh.searchParams.get('token')! });
    expect(now.body.errors).toBeUndefined();
    expect(codeAndMessage((await gql(REPLACE, { id: 'no-such-request' }, { token: adminToken })).body)?.code).toBe('NOT_FOUND');
  });

  it('the quote form’s receipt carries the link of the confirmation e-mail, to its sender only: never for a request kept with an earlier one, nor once replaced', async () => {
    const RECEIPT = `mutation Submit($input: RemovalRequestInput!, $key: String!, $botCheck: BotCheckInput) {
      submitRemovalRequest(input: $input, idempotencyKey: $key, botCheck: $botCheck) { requestId reference replayed requestPagePath } }`;
    const email = uniqueEmail('receipt');
    const input = validRemovalRequest({ homeowner: { name: 'Amira Khan', email }, property: { postcode: 'LS1 4AP' } });
    const key = idempotencyKey();
    const sent = await gql(RECEIPT, { input, key });
    expect(sent.body.errors).toBeUndefined();
    const receipt = sent.body.data!.submitRemovalRequest;
    const confirmation = (await adminDb().collection('mail').where('to', '==', email).get()).docs.find(
      (doc) => doc.get('template') === 'removal_request_confirmation',
    )!;
    const emailed = new URL(confirmation.get('data.requestPagePath'), serverInfo().url);
    const given = new URL(receipt.requestPagePath, serverInfo().url);
    expect(given.pathname).toBe(`/my-request/${receipt.requestId}`);
    expect(given.pathname).toBe(emailed.pathname);
    const opened = await gql(VIEW, { id: receipt.requestId, token: given.searchParams.get('token')! });
    expect(opened.body.errors).toBeUndefined();
    expect(opened.body.data!.homeownerRequest.reference).toBe(receipt.reference);

    // The same key again (the first answer was lost): the same receipt, with a link that works.
    const again = (await gql(RECEIPT, { input, key })).body.data!.submitRemovalRequest;
    expect(again).toMatchObject({ requestId: receipt.requestId, replayed: true });
    const replayedLink = new URL(again.requestPagePath, serverInfo().url);
    expect((await gql(VIEW, { id: receipt.requestId, token: replayedLink.searchParams.get('token')! })).body.errors).toBeUndefined();

    // Someone else with the same phone and postcode is told the earlier reference, never given the earlier page.
    const other = validRemovalRequest({
      homeowner: { name: 'Not Amira', email: uniqueEmail('other'), phone: input.homeowner.phone },
      property: { postcode: 'LS1 4AP' },
    });
    const duplicate = (await gql(RECEIPT, { input: other, key: idempotencyKey() })).body.data!.submitRemovalRequest;
    expect(duplicate).toMatchObject({ reference: receipt.reference, replayed: true, requestPagePath: null });

    // Once an administrator has replaced the link, a replayed key no longer hands one out.
    expect((await gql(REPLACE, { id: receipt.requestId }, { token: adminToken })).body.errors).toBeUndefined();
    expect((await gql(RECEIPT, { input, key })).body.data!.submitRemovalRequest.requestPagePath).toBeNull();
  });

  it('shows each company’s rating from its published reviews', async () => {
    const { requestId, leadId, token } = await submitAndOpenLink();
    const rated = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const unrated = await createCompany({ regions: ['Yorkshire and the Humber'] });
    for (const company of [rated, unrated]) expect((await buy(leadId, company.token)).errors).toBeUndefined();
    const review = (status: string, ratings: Record<string, number>) => ({
      leadId: `other-${Math.random().toString(36).slice(2, 8)}`,
      companyId: rated.id,
      ratings,
      text: 'They did the job well and cleaned up afterwards, every day.',
      reviewerName: 'Sam P.',
      district: 'LS1',
      region: 'Yorkshire and the Humber',
      status,
      submittedAt: new Date(),
      publishedAt: status === 'published' ? new Date() : null,
    });
    for (const [status, ratings] of [
      ['published', { quality: 5, tidiness: 5, value: 4, communication: 4 }],
      ['published', { quality: 5, tidiness: 5, value: 4, communication: 4 }],
      ['pending', { quality: 1, tidiness: 1, value: 1, communication: 1 }],
    ] as const) {
      const data = review(status, ratings);
      await adminDb().collection('companyReviews').doc(`${data.leadId}_${rated.id}`).set(data);
    }
    const RATINGS = `query View($id: ID!, $token: String!) { homeownerRequest(id: $id, token: $token) { companies { id rating { count average } } } }`;
    const { body } = await gql(RATINGS, { id: requestId, token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.homeownerRequest.companies).toEqual([
      { id: rated.id, rating: { count: 2, average: 4.5 } },
      { id: unrated.id, rating: { count: 0, average: null } },
    ]);
  });

  it('the page is never cached or indexed, and a refused link answers 403 without the request', async () => {
    const { reference, link } = await submitAndOpenLink();
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain(reference);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    const refused = await fetch(`${serverInfo().url}${link.pathname}?token=not-a-token`);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.text()).not.toContain(reference);
  });

  it('stops further sales: the request leaves the marketplace at once, the buyers are told, the history says so', async () => {
    const { requestId, leadId, token, reference } = await submitAndOpenLink({ postcode: 'NE1 4ST' });
    const first = await createCompany({ regions: ['North East'] });
    const second = await createCompany({ regions: ['North East'] });
    expect((await buy(leadId, first.token)).errors).toBeUndefined();

    const stopped = await gql(STOP, { id: requestId, token });
    expect(stopped.body.errors).toBeUndefined();
    expect(stopped.body.data!.stopHomeownerRequestSales).toMatchObject({ salesStopped: true, stage: 'closed' });
    expect((await gql(STOP, { id: requestId, token })).body.errors).toBeUndefined();

    const refused = await buy(leadId, second.token);
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
    const lead = (await adminDb().collection('leads').doc(leadId).get()).data()!;
    expect(lead.status).toBe('closed');
    expect(lead.buyerCompanyIds).toEqual([first.id]);
    expect(
      lead.history.filter((entry: { by: string }) => entry.by === 'homeowner').map((entry: { action: string }) => entry.action),
    ).toEqual(['stopped further sales']);
    const told = (await adminDb().collection('mail').where('to', '==', first.email).get()).docs.filter(
      (doc) => doc.get('template') === 'homeowner_stopped_sales',
    );
    expect(told.map((doc) => doc.get('data'))).toEqual([{ companyName: first.name, reference, leadId }]);
  });

  it('marks a company that has the details as hired, then the job as done, in order', async () => {
    const { requestId, leadId, token } = await submitAndOpenLink({ postcode: 'BS1 4DJ' });
    const hired = await createCompany({ regions: ['South West'] });
    const stranger = await createCompany({ regions: ['South West'] });
    expect((await buy(leadId, hired.token)).errors).toBeUndefined();

    expect(codeAndMessage((await gql(DONE, { id: requestId, token })).body)).toEqual({
      code: 'CONFLICT',
      message: 'Mark the company you hired first, then the job as done.',
    });
    const wrong = await gql(HIRED, { id: requestId, token, companyId: stranger.id });
    expect(wrong.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'companyId' }] });

    const marked = (await gql(HIRED, { id: requestId, token, companyId: hired.id })).body.data!.markHomeownerRequestCompanyHired;
    expect(marked.companies).toEqual([expect.objectContaining({ id: hired.id, hired: true })]);
    const done = (await gql(DONE, { id: requestId, token })).body.data!.markHomeownerRequestJobDone;
    expect(done.jobDoneAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const history = (await adminDb().collection('leads').doc(leadId).get()).get('history') as Array<{
      by: string;
      action: string;
      note: string;
    }>;
    expect(history.filter((entry) => entry.by === 'homeowner').map((entry) => [entry.action, entry.note])).toEqual([
      ['marked a company hired', hired.name],
      ['marked the job done', null],
    ]);
  });

  it('e-mails new links to every open request of an address, answering the same for an unknown one', async () => {
    const email = uniqueEmail('forgetful');
    const first = await submitAndOpenLink({ postcode: 'CF10 1EP' }, email);
    const second = await submitAndOpenLink({ postcode: 'SA1 3SN' }, email);
    const linkMails = async (to: string) =>
      (await adminDb().collection('mail').where('to', '==', to).get()).docs.filter(
        (doc) => doc.get('template') === 'homeowner_request_links',
      );

    const known = await gql(SEND_LINKS, { input: { email: email.toUpperCase() }, key: idempotencyKey() });
    expect(known.body.errors).toBeUndefined();
    const unknownAddress = uniqueEmail('nobody');
    const unknown = await gql(SEND_LINKS, { input: { email: unknownAddress }, key: idempotencyKey() });
    expect(unknown.body.data).toEqual(known.body.data);
    expect(await linkMails(unknownAddress)).toHaveLength(0);

    const [mail] = await linkMails(email);
    const links = mail.get('data.links') as Array<{ reference: string; path: string }>;
    expect(links.map((link) => link.reference).sort()).toEqual([first.reference, second.reference].sort());
    for (const link of links) {
      const url = new URL(link.path, serverInfo().url);
      const id = url.pathname.split('/').at(-1)!;
      const view = await gql(VIEW, { id, token: url.searchParams.get('token')! });
      expect(view.body.data!.homeownerRequest.reference).toBe(link.reference);
    }

    const bad = await gql(SEND_LINKS, { input: { email: 'not-an-address' }, key: idempotencyKey() });
    expect(bad.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'email' }] });
    await gql(SEND_LINKS, { input: { email }, key: idempotencyKey() });
    await gql(SEND_LINKS, { input: { email }, key: idempotencyKey() });
    const limited = await gql(SEND_LINKS, { input: { email }, key: idempotencyKey() });
    expect(limited.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(await linkMails(email)).toHaveLength(3);
  });

  it('a new link the homeowner asks for replaces the old one, as an administrator’s replacement does', async () => {
    const email = uniqueEmail('leaked');
    const { requestId, token: old } = await submitAndOpenLink({ postcode: 'BS1 4ST' }, email);
    expect((await gql(VIEW, { id: requestId, token: old })).body.errors).toBeUndefined();

    expect((await gql(SEND_LINKS, { input: { email }, key: idempotencyKey() })).body.errors).toBeUndefined();
    const mails = (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter(
      (doc) => doc.get('template') === 'homeowner_request_links',
    );
    expect(mails).toHaveLength(1);
    const [link] = mails[0].get('data.links') as Array<{ path: string }>;
    const fresh = new URL(link.path, serverInfo().url).searchParams.get('token')!;

    expect(codeAndMessage((await gql(VIEW, { id: requestId, token: old })).body)).toEqual({
      code: 'FORBIDDEN',
      message: expect.stringMatching(/^This link has been replaced/),
    });
    expect((await gql(VIEW, { id: requestId, token: fresh })).body.data!.homeownerRequest.id).toBe(requestId);
    const stored = (await adminDb().collection('removalRequests').doc(requestId).get()).data()!;
    expect(stored).toMatchObject({ homeownerLinkVersion: 2, homeownerLinkReplacedBy: 'homeowner' });
  });
});

import { leadPricePence } from '../../common/leadPricing';
import {
  SUBMIT,
  adminDb,
  createUser,
  expectNothingStored,
  gql,
  idempotencyKey,
  serverInfo,
  uniqueEmail,
  validRemovalRequest,
} from '../support/api';
import { MARKETPLACE_LEAD, MARKETPLACE_LEADS, createCompany, expectNoSecrets } from '../support/marketplace';
import { eventually } from '../support/wait';

/** A single-company request as the single-company form sends it, from a homeowner in `postcode`. */
function singleCompanyRequest(targetCompanyId: string | null, options: { postcode?: string; email?: string } = {}) {
  const input = validRemovalRequest({
    homeowner: { email: options.email ?? uniqueEmail('homeowner') },
    property: { postcode: options.postcode ?? 'NG1 1AA' },
    job: { notes: `Private note ${Math.random().toString(36).slice(2, 10)}` },
  });
  return { ...input, form: 'single_company', ...(targetCompanyId === null ? {} : { targetCompanyId }) };
}

async function submit(input: Record<string, unknown>) {
  const key = idempotencyKey();
  const { body } = await gql(SUBMIT, { input, key });
  return { key, body };
}

const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;
const DECLINE = `mutation Decline($id: ID!) { declineLead(leadId: $id) { id } }`;
const confirmPayment = (paymentId: string) =>
  fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });

const listIds = async (token: string) => {
  const { body } = await gql(MARKETPLACE_LEADS, { first: 100 }, { token });
  expect(body.errors).toBeUndefined();
  return (body.data!.marketplaceLeads.nodes as Array<{ id: string }>).map((lead) => lead.id);
};

describe('a single-company request must name an active company that serves the property', () => {
  it('refuses the single-company form without a company, on targetCompanyId, and stores nothing', async () => {
    for (const targetCompanyId of [null, '   ']) {
      const input = singleCompanyRequest(targetCompanyId);
      const { key, body } = await submit(input);
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].extensions?.fieldErrors).toEqual([
        { path: 'targetCompanyId', message: 'Choose the company you want a quote from: this form sends your request to one company only' },
      ]);
      await expectNothingStored(key, input.homeowner.email);
    }
  });

  it('refuses an unknown company', async () => {
    const input = singleCompanyRequest('no-such-company');
    const { key, body } = await submit(input);
    expect(body.errors?.[0].extensions?.fieldErrors).toEqual([
      {
        path: 'targetCompanyId',
        message: 'We could not find the company you chose. Pick one from our list of companies, or ask for quotes from several companies',
      },
    ]);
    await expectNothingStored(key, input.homeowner.email);
  });

  it('refuses an id that cannot be one at the API edge, naming the field', async () => {
    for (const [targetCompanyId, message] of [
      ['', 'An id cannot be empty'],
      ['companies/demo-loftclear', 'An id cannot contain "/"'],
    ]) {
      const input = singleCompanyRequest(targetCompanyId);
      const { key, body } = await submit(input);
      expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(body.errors?.[0].extensions?.fieldErrors).toEqual([{ path: 'targetCompanyId', message }]);
      await expectNothingStored(key, input.homeowner.email);
    }
  });

  it('refuses a suspended company by name', async () => {
    const suspended = await createCompany({ regions: ['East Midlands'], status: 'suspended', name: 'Paused Foam Ltd' });
    const input = singleCompanyRequest(suspended.id);
    const { key, body } = await submit(input);
    expect(body.errors?.[0].extensions?.fieldErrors).toEqual([
      {
        path: 'targetCompanyId',
        message:
          'Paused Foam Ltd is not taking requests through us at the moment. Pick another company, or ask for quotes from several companies',
      },
    ]);
    await expectNothingStored(key, input.homeowner.email);
  });

  it('refuses a property outside the company’s regions on the postcode, since the company could never see it', async () => {
    const company = await createCompany({ regions: ['East Midlands'], name: 'Midlands Only Ltd' });
    const input = singleCompanyRequest(company.id, { postcode: 'CF10 1AA' });
    const { key, body } = await submit(input);
    expect(body.errors?.[0].extensions?.fieldErrors).toEqual([
      {
        path: 'property.postcode',
        message:
          'Midlands Only Ltd covers East Midlands, and this postcode is in Wales. Pick a company that covers Wales, or ask for quotes from several companies',
      },
    ]);
    await expectNothingStored(key, input.homeowner.email);
  });

  it('keeps the multi-company form as it was: no company, a shared lead for up to three', async () => {
    const { body } = await submit({ ...validRemovalRequest(), form: 'quote' });
    expect(body.errors).toBeUndefined();
    const request = await adminDb().collection('removalRequests').doc(body.data!.submitRemovalRequest.requestId).get();
    const lead = (await adminDb().collection('leads').doc(request.get('leadId')).get()).data()!;
    expect(lead).toMatchObject({ maxBuyers: 3, targetCompanyId: null, origin: 'quote_form' });
  });
});

describe('a single-company request is an exclusive lead for that company alone', () => {
  let target: Awaited<ReturnType<typeof createCompany>>;
  let rival: Awaited<ReturnType<typeof createCompany>>;
  let leadId: string;
  let requestId: string;
  let secrets: string[];
  const email = uniqueEmail('exclusive.homeowner');

  beforeAll(async () => {
    // The chosen company has lead alerts off: a request sent to it alone is e-mailed all the same.
    target = await createCompany({ regions: ['East Midlands'], name: 'Trent & Sons <Removals>', leadAlerts: false });
    rival = await createCompany({ regions: ['East Midlands'] });
    const input = singleCompanyRequest(target.id, { email });
    const { body } = await submit(input);
    expect(body.errors).toBeUndefined();
    requestId = body.data!.submitRemovalRequest.requestId;
    const request = (await adminDb().collection('removalRequests').doc(requestId).get()).data()!;
    leadId = request.leadId;
    secrets = [input.homeowner.email, input.homeowner.phone, input.job.notes, request.property.postcode];
  });

  it('stores one buyer, the exclusive price and the chosen company', async () => {
    const lead = (await adminDb().collection('leads').doc(leadId).get()).data()!;
    const price = leadPricePence(lead.estimate, { emergency: false, exclusive: true });
    expect(lead).toMatchObject({
      maxBuyers: 1,
      pricePence: price.pricePence,
      vatPence: price.vatPence,
      targetCompanyId: target.id,
      origin: 'single_company',
      status: 'available',
    });
    expect(lead.pricePence).toBe(Math.round(leadPricePence(lead.estimate, { emergency: false, exclusive: false }).pricePence * 2.5));
    const request = (await adminDb().collection('removalRequests').doc(requestId).get()).data()!;
    expect(request).toMatchObject({ form: 'single_company', targetCompanyId: target.id });
  });

  it('never shows it to another company in the region: not listed, not found by id, not buyable, not declinable', async () => {
    expect(await listIds(rival.token)).not.toContain(leadId);
    const detail = await gql(MARKETPLACE_LEAD, { id: leadId }, { token: rival.token });
    expect(detail.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const buy = await gql(BUY, { id: leadId }, { token: rival.token });
    expect(buy.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await adminDb().collection('payments').where('companyId', '==', rival.id).get()).size).toBe(0);
    const decline = await gql(DECLINE, { id: leadId }, { token: rival.token });
    expect(decline.body.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expectNoSecrets(JSON.stringify([detail.body, buy.body, decline.body]), secrets);
  });

  it('e-mails the alert to the chosen company only', async () => {
    const mail = await adminDb().collection('mail').where('related', 'array-contains', `leads/${leadId}`).get();
    const alerts = mail.docs.filter((doc) => doc.get('template') === 'new_lead_alert');
    expect(alerts.map((doc) => doc.get('to'))).toEqual([target.email]);
    expect(alerts[0].get('data')).toMatchObject({ leadId, maxBuyers: 1, sentToCompanyOnly: true });
    expectNoSecrets(JSON.stringify(alerts.map((doc) => doc.data())), secrets);
  });

  it('tells the homeowner, in the confirmation e-mail, that only the chosen company receives the details', async () => {
    const confirmation = await eventually(async () => {
      const docs = (await adminDb().collection('mail').where('to', '==', email).get()).docs;
      return docs.length === 1 && docs[0].get('status') === 'sent' ? docs[0] : null;
    }, 'the confirmation to be sent');
    expect(confirmation.get('template')).toBe('removal_request_confirmation');
    expect(confirmation.get('related')).toContain(`removalRequests/${requestId}`);
    // A sent message keeps no body (it is rendered again from its template and data): read it as the outbox shows it.
    const admin = await createUser({ claims: { admin: true } });
    const { body: shown } = await gql(
      `query M($id: ID!) { mailMessage(id: $id) { text html } }`,
      { id: confirmation.id },
      { token: admin.token },
    );
    const { text, html } = shown.data!.mailMessage as { text: string; html: string };
    expect(text).toContain('Only Trent & Sons <Removals> receives your details: we do not pass this request to any other company.');
    expect(text).toContain(
      'We send your request to Trent & Sons <Removals> only. When they take it, they receive your details and will contact you.',
    );
    expect(html).toContain('Only Trent &amp; Sons &lt;Removals&gt; receives your details');
    for (const part of [text, html]) expect(part).not.toMatch(/up to three|three companies|compare the quotes/i);
  });

  it('lets the chosen company list, open and buy it, after which it is sold out', async () => {
    expect(await listIds(target.token)).toContain(leadId);
    const before = await gql(MARKETPLACE_LEAD, { id: leadId }, { token: target.token });
    expect(before.body.data!.marketplaceLead.lead).toMatchObject({ exclusive: true, maxBuyers: 1, placesLeft: 1, buyable: true });
    const checkout = await gql(BUY, { id: leadId }, { token: target.token });
    expect(checkout.body.errors).toBeUndefined();
    expect((await confirmPayment(checkout.body.data!.buyLead.paymentId)).status).toBe(303);
    const after = await gql(MARKETPLACE_LEAD, { id: leadId }, { token: target.token });
    expect(after.body.data!.marketplaceLead.lead).toMatchObject({ placesLeft: 0, purchasedByMe: true });
    expect(after.body.data!.marketplaceLead.purchase.contact.email).toBe(email);
    expect((await adminDb().collection('leads').doc(leadId).get()).get('status')).toBe('sold_out');
  });
});

describe('quoteCompany: what the single-company page shows', () => {
  const QUOTE_COMPANY = `query($company: String!) { quoteCompany(company: $company) { id name slug regions acceptingRequests } }`;

  it('finds a company by id or slug, says whether it takes requests, and answers null for anything else', async () => {
    const byId = await gql(QUOTE_COMPANY, { company: 'demo-loftclear' });
    expect(byId.body.data!.quoteCompany).toEqual({
      id: 'demo-loftclear',
      name: 'LoftClear Removals Ltd',
      slug: 'loftclear-removals',
      regions: ['London', 'South East'],
      acceptingRequests: true,
    });
    const bySlug = await gql(QUOTE_COMPANY, { company: 'loftclear-removals' });
    expect(bySlug.body.data!.quoteCompany.id).toBe('demo-loftclear');
    const suspended = await createCompany({ regions: ['London'], status: 'suspended' });
    expect((await gql(QUOTE_COMPANY, { company: suspended.id })).body.data!.quoteCompany).toMatchObject({
      id: suspended.id,
      acceptingRequests: false,
    });
    for (const company of ['no-such-company', 'a/b', '__x__', '']) {
      const { body } = await gql(QUOTE_COMPANY, { company });
      expect(body.errors).toBeUndefined();
      expect(body.data!.quoteCompany).toBeNull();
    }
  });
});

describe('the single-company pages, server-rendered', () => {
  /** The page's HTML, without the comments React puts between neighbouring pieces of text. */
  const page = async (path: string) => {
    const res = await fetch(`${serverInfo().url}${path}`);
    return { status: res.status, html: (await res.text()).replace(/<!-- -->/g, '') };
  };

  it('names the company on the form, and offers no form without a valid company', async () => {
    const form = await page('/contact/single-company?company=loftclear-removals');
    expect(form.status).toBe(200);
    expect(form.html).toContain('Request a quote from LoftClear Removals Ltd');
    expect(form.html).toMatch(/Your request goes only to <strong>LoftClear Removals Ltd<\/strong>/);
    expect(form.html).toContain('name="postcode"');

    const none = await page('/contact/single-company');
    expect(none.status).toBe(200);
    expect(none.html).toContain('Choose a company first');
    expect(none.html).not.toContain('name="postcode"');
    expect(none.html).toContain('href="/locations"');
    expect(none.html).toContain('href="/contact/enhanced-quote"');

    const unknown = await page('/contact/single-company?company=no-such-company');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('We could not find that company');
    expect(unknown.html).not.toContain('name="postcode"');
  });

  it('names the company on the thank-you page and promises no other companies', async () => {
    const { html } = await page('/contact/thank-you?ref=SFR-000001&company=loftclear-removals');
    expect(html).toContain(
      'We send your request to LoftClear Removals Ltd only: we do not pass it to any other company. When LoftClear Removals Ltd takes it, they receive your details',
    );
    expect(html).not.toMatch(/up to three/i);
    const shared = await page('/contact/thank-you?ref=SFR-000001');
    expect(shared.html).toMatch(/Up to three companies can take it, for the next 30 days/);
  });
});

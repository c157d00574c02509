import {
  adminDb,
  createUser,
  gql,
  idempotencyKey,
  randomMobile,
  REQUEST_FREE_GUIDE,
  serverInfo,
  SUBMIT,
  validRemovalRequest,
} from '../support/api';
import { createCompany } from '../support/marketplace';

/** UK GDPR subject access and erasure for administrators (docs/requirements/privacy.md). */
const SEARCH = `query S($email: String, $phone: String) {
  subjectAccessSearch(email: $email, phone: $phone) { email phone totalCount erasableCount groups { kind count records { kind id reference status createdAt summary } } }
}`;
const EXPORT = `query E($email: String, $phone: String) { subjectAccessExport(email: $email, phone: $phone) }`;
const ERASE = `mutation X($email: String, $phone: String, $confirm: String!) {
  eraseSubjectData(email: $email, phone: $phone, confirm: $confirm) { auditId erasedAt erasedCount counts { kind count } }
}`;
const LEADS = `query L($filter: LeadFilter) { leads(filter: $filter, first: 10) { totalCount nodes { id } } }`;
const CALLBACK = `mutation C($input: CallbackInput!, $key: String!, $botCheck: BotCheckInput) { requestCallback(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id } }`;
const CONTACT = `mutation C($input: ContactInquiryInput!, $key: String!, $botCheck: BotCheckInput) { submitContactInquiry(input: $input, idempotencyKey: $key, botCheck: $botCheck) { id } }`;
const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;

async function submit(query: string, input: Record<string, unknown>) {
  const { body } = await gql(query, { input, key: idempotencyKey() });
  expect(body.errors).toBeUndefined();
  return body.data!;
}

type Group = { kind: string; count: number; records: Array<{ id: string }> };
const idsOf = (groups: Group[], kind: string) => groups.find((group) => group.kind === kind)?.records.map((record) => record.id) ?? [];

describe('UK GDPR subject requests', () => {
  it('finds, exports and erases everything held about one person, and keeps the payment for their lead', async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const person = { name: `Priya Privacy${tag}`, email: `priya.${tag}@privacy.example`, phone: randomMobile() };
    const notes = `Side gate code ${tag}`;
    const message = `Please call me about the loft, ref ${tag}`;

    const quote = await submit(SUBMIT, validRemovalRequest({ homeowner: person, property: { postcode: 'SW1A 2AA' }, job: { notes } }));
    const requestId = quote.submitRemovalRequest.requestId as string;
    const leadId = (await adminDb().collection('removalRequests').doc(requestId).get()).get('leadId') as string;
    const callbackId = (
      await submit(CALLBACK, {
        name: person.name,
        phone: person.phone.replace(/^0/, '+44 '),
        preferredTime: 'evening',
        consent: { terms: true },
      })
    ).requestCallback.id as string;
    const inquiryId = (
      await submit(CONTACT, {
        name: person.name,
        email: person.email.toUpperCase(),
        phone: person.phone,
        subject: 'removal',
        message,
        consent: { terms: true },
      })
    ).submitContactInquiry.id as string;
    await submit(REQUEST_FREE_GUIDE, { name: person.name, email: person.email, postcode: 'sw1a 2aa', consent: { terms: true } });
    const guideId = (await adminDb().collection('pdfLeads').where('email', '==', person.email).get()).docs[0].id;
    // Someone else, with an e-mail that contains the person's: never found, never erased.
    const otherEmail = `x${person.email}`;
    const otherId = (
      await submit(CONTACT, {
        name: 'Other Person',
        email: otherEmail,
        phone: '',
        subject: 'general',
        message: 'A different question entirely',
        consent: { terms: true },
      })
    ).submitContactInquiry.id as string;

    // A company buys the lead: its payment is the company's record and must survive the erasure unchanged.
    const company = await createCompany({ regions: ['London'] });
    const bought = await gql(BUY, { id: leadId }, { token: company.token });
    expect(bought.body.errors).toBeUndefined();
    const paymentId = bought.body.data!.buyLead.paymentId as string;
    const confirmed = await fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    // The company's pipeline notes name the homeowner: an erasure overwrites them and keeps the statuses.
    for (const input of [
      { status: 'CONTACTED', note: `Spoke to ${person.name} on ${person.phone}` },
      { status: 'LOST', lostReason: 'OTHER', lostNote: `${person.name} sold the house, ref ${tag}` },
    ]) {
      const worked = await gql(
        `mutation Work($id: ID!, $input: LeadPipelineInput!) { updateLeadPipeline(leadId: $id, input: $input) { lead { id } } }`,
        { id: leadId, input },
        { token: company.token },
      );
      expect(worked.body.errors).toBeUndefined();
    }
    const paymentBefore = (await adminDb().collection('payments').doc(paymentId).get()).data();
    expect(paymentBefore).toMatchObject({ status: 'succeeded', leadId });

    const admin = await createUser({ claims: { admin: true } });
    const company2 = await createCompany({ regions: ['Wales'] });

    // Search: by e-mail in any case and phone in international form, grouped by kind.
    const search = await gql(
      SEARCH,
      { email: ` ${person.email.toUpperCase()} `, phone: person.phone.replace(/^0/, '+44 ') },
      { token: admin.token },
    );
    expect(search.body.errors).toBeUndefined();
    const found = search.body.data!.subjectAccessSearch;
    expect(found).toMatchObject({ email: person.email, phone: person.phone });
    const groups = found.groups as Group[];
    expect(idsOf(groups, 'REMOVAL_REQUEST')).toEqual([requestId]);
    expect(idsOf(groups, 'LEAD')).toEqual([leadId]);
    expect(idsOf(groups, 'CALLBACK')).toEqual([callbackId]);
    expect(idsOf(groups, 'CONTACT_INQUIRY')).toEqual([inquiryId]);
    expect(idsOf(groups, 'GUIDE_DOWNLOAD')).toEqual([guideId]);
    // The confirmations to the person and the mail about their records (the buyer's copy of the details).
    const mailIds = idsOf(groups, 'MAIL');
    const purchaseMail = await adminDb().collection('mail').where('related', 'array-contains', `leads/${leadId}`).get();
    const personalMail = await adminDb().collection('mail').where('to', '==', person.email).get();
    expect(personalMail.size).toBeGreaterThanOrEqual(2);
    expect(purchaseMail.docs.map((doc) => doc.get('template'))).toContain('lead_purchased');
    for (const doc of [...purchaseMail.docs, ...personalMail.docs]) expect(mailIds).toContain(doc.id);
    expect(JSON.stringify(found)).not.toContain(otherId);
    expect(found.totalCount).toBe(groups.reduce((sum, group) => sum + group.count, 0));

    // Phone alone finds the call-back too (it has no e-mail).
    const byPhone = await gql(SEARCH, { phone: person.phone }, { token: admin.token });
    expect(idsOf(byPhone.body.data!.subjectAccessSearch.groups, 'CALLBACK')).toEqual([callbackId]);

    // Bad input answers field errors; companies and anonymous callers are refused everything.
    const bad = await gql(SEARCH, { email: 'not-an-email', phone: '123' }, { token: admin.token });
    expect(bad.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(bad.body.errors![0].extensions!.fieldErrors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'phone']);
    const none = await gql(SEARCH, {}, { token: admin.token });
    expect(none.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    for (const [query, variables] of [
      [SEARCH, { email: person.email }],
      [EXPORT, { email: person.email }],
      [ERASE, { email: person.email, confirm: person.email }],
    ] as const) {
      const anonymous = await gql(query, variables);
      expect(anonymous.body.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      const asCompany = await gql(query, variables, { token: company2.token });
      expect(asCompany.body.errors![0].extensions!.code).toBe('FORBIDDEN');
      expect(JSON.stringify([anonymous.body, asCompany.body])).not.toContain(person.name);
    }

    // Export: every record, whole.
    const exported = await gql(EXPORT, { email: person.email, phone: person.phone }, { token: admin.token });
    expect(exported.body.errors).toBeUndefined();
    const json = JSON.parse(exported.body.data!.subjectAccessExport);
    expect(json.subject).toEqual({ email: person.email, phone: person.phone });
    expect(json.records.removal_request[0]).toMatchObject({ id: requestId, data: { homeowner: person, job: { notes } } });
    expect(json.records.lead[0]).toMatchObject({
      id: leadId,
      data: { homeowner: person, purchases: [{ companyId: company.id, paymentId }] },
    });
    expect(json.records.contact_inquiry[0].data).toMatchObject({ message, email: person.email });
    expect(json.records.callback[0].data).toMatchObject({ name: person.name, phone: person.phone });
    expect(json.records.guide_download[0].data).toMatchObject({ email: person.email, postcode: 'SW1A 2AA' });
    expect(JSON.stringify(json)).not.toContain(otherEmail);

    // Erase: a confirmation that does not repeat the e-mail or phone changes nothing.
    const unconfirmed = await gql(ERASE, { email: person.email, phone: person.phone, confirm: 'yes' }, { token: admin.token });
    expect(unconfirmed.body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'confirm' }] });
    expect((await adminDb().collection('leads').doc(leadId).get()).get('homeowner')).toEqual(person);

    const erased = await gql(
      ERASE,
      { email: person.email, phone: person.phone, confirm: person.phone.replace(/^(\d{5})/, '$1 ') },
      { token: admin.token },
    );
    expect(erased.body.errors).toBeUndefined();
    const result = erased.body.data!.eraseSubjectData;
    expect(result.erasedCount).toBe(found.erasableCount);
    expect(result.counts).toEqual(
      expect.arrayContaining([
        { kind: 'LEAD', count: 1 },
        { kind: 'CALLBACK', count: 1 },
      ]),
    );

    // Read back: nothing left that names the person, in any record found.
    const secrets = [person.name, person.email, person.phone, notes, message, 'SW1A 2AA', tag];
    const paths = [
      `removalRequests/${requestId}`,
      `leads/${leadId}`,
      `quickCallbacks/${callbackId}`,
      `contactInquiries/${inquiryId}`,
      `pdfLeads/${guideId}`,
      ...mailIds.map((id) => `mail/${id}`),
    ];
    for (const path of paths) {
      const stored = JSON.stringify((await adminDb().doc(path).get()).data());
      for (const secret of secrets) expect({ path, leaks: stored.includes(secret) ? secret : null }).toEqual({ path, leaks: null });
    }
    const lead = (await adminDb().collection('leads').doc(leadId).get()).data()!;
    expect(lead).toMatchObject({
      homeowner: { name: 'erased', email: 'erased', phone: 'erased' },
      property: { postcode: 'SW1A' },
      ref: quote.submitRemovalRequest.reference,
      buyerCompanyIds: [company.id],
    });
    expect(lead.history.at(-1)).toMatchObject({ by: admin.email, action: `erased under UK GDPR by ${admin.email}` });
    expect((await adminDb().collection('leads').doc(leadId).collection('purchases').doc(company.id).get()).get('paymentId')).toBe(
      paymentId,
    );
    expect((await adminDb().collection('payments').doc(paymentId).get()).data()).toEqual(paymentBefore);
    const purchase = adminDb().collection('leads').doc(leadId).collection('purchases').doc(company.id);
    expect((await purchase.get()).data()).toMatchObject({ pipelineStatus: 'lost', lostReason: 'other', lostNote: 'erased' });
    const events = (await purchase.collection('pipelineEvents').get()).docs.map((doc) => doc.data());
    expect(events.filter((event) => event.text !== null).map((event) => event.text)).toEqual(['erased', 'erased']);
    expect(
      events
        .map((event) => event.status)
        .filter(Boolean)
        .sort(),
    ).toEqual(['contacted', 'lost']);
    for (const secret of secrets) expect(JSON.stringify(events)).not.toContain(secret);
    const callback = (await adminDb().collection('quickCallbacks').doc(callbackId).get()).data()!;
    expect(callback).toMatchObject({ name: 'erased', phone: 'erased', preferredTime: 'evening' });

    // The admin search no longer finds the lead by the person's details; by its reference it still does.
    for (const search of [person.email, person.phone, person.name]) {
      const leads = await gql(LEADS, { filter: { search } }, { token: admin.token });
      expect(leads.body.data!.leads.nodes.map((node: { id: string }) => node.id)).not.toContain(leadId);
    }
    const byRef = await gql(LEADS, { filter: { search: lead.ref } }, { token: admin.token });
    expect(byRef.body.data!.leads.nodes.map((node: { id: string }) => node.id)).toContain(leadId);

    // The other person is untouched; searching again finds nothing; the audit names who, not whom.
    expect((await adminDb().collection('contactInquiries').doc(otherId).get()).get('email')).toBe(otherEmail);
    const after = await gql(SEARCH, { email: person.email, phone: person.phone }, { token: admin.token });
    expect(after.body.data!.subjectAccessSearch.totalCount).toBe(0);
    const audits = await adminDb().collection('privacyRequests').where('by', '==', admin.email).get();
    expect(audits.docs.map((doc) => doc.get('kind')).sort()).toEqual(['access', 'erasure']);
    const audit = (await adminDb().collection('privacyRequests').doc(result.auditId).get()).data()!;
    expect(audit).toMatchObject({ kind: 'erasure', by: admin.email, counts: { lead: 1, callback: 1 }, searchedBy: ['email', 'phone'] });
    for (const secret of secrets) expect(JSON.stringify(audit)).not.toContain(secret);
  });
});

import { adminDb, createUser, gql } from '../support/api';
import { createCompany, createLead, DISPUTE, recordPurchase } from '../support/marketplace';

/** What an administrator does with one lead: send it to companies, e-mail the homeowner, publish; and the outbox and disputes around it. */
const CANDIDATES = `query C($id: ID!) { leadDistributionCandidates(leadId: $id) { id name certified sentBefore bought } }`;
const SEND = `mutation S($id: ID!, $companyIds: [ID!]!, $expected: DateTimeISO) {
  sendLeadToCompanies(leadId: $id, companyIds: $companyIds, expectedUpdatedAt: $expected) { id distributionCount updatedAt }
}`;
const DETAILS = `query D($id: ID!) { adminLead(id: $id) {
  lead { ref updatedAt distributionCount }
  history { action by note }
  distributions { companyId companyName by channel sentAt }
  purchases { companyId companyName paymentId refunded }
  mails { id to template subject status }
} }`;
const EMAIL = `mutation E($id: ID!, $input: HomeownerMessageInput!) { emailLeadHomeowner(leadId: $id, input: $input) { id updatedAt } }`;
const RESEND = `mutation R($id: ID!) { resendMailMessage(id: $id) { id status resendOf resentBy } }`;
const DISPUTES = `query { leadDisputes(first: 100) { nodes { id leadId homeowner { name email phone postcode } } } }`;

async function mailTo(address: string, template: string) {
  const snap = await adminDb().collection('mail').where('to', '==', address).get();
  return snap.docs.filter((doc) => doc.get('template') === template);
}

describe('sending a lead to chosen companies', () => {
  it('e-mails each chosen company, records who sent it and when, and lists them in the distributions', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const [first, second] = await Promise.all([
      createCompany({ regions: ['North East'], leadAlerts: false }),
      createCompany({ regions: ['North East'], leadAlerts: false }),
    ]);
    const lead = await createLead({ region: 'North East' });

    const candidates = await gql(CANDIDATES, { id: lead.leadId }, { token: admin.token });
    expect(candidates.body.errors).toBeUndefined();
    const listed = candidates.body.data!.leadDistributionCandidates as Array<{ id: string; sentBefore: boolean }>;
    expect(listed.map((company) => company.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    const before = (await gql(DETAILS, { id: lead.leadId }, { token: admin.token })).body.data!.adminLead.lead;
    const sent = await gql(
      SEND,
      { id: lead.leadId, companyIds: [first.id, second.id], expected: before.updatedAt },
      { token: admin.token },
    );
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data!.sendLeadToCompanies.distributionCount).toBe(2);

    for (const company of [first, second]) {
      const mails = await mailTo(company.email, 'new_lead_alert');
      expect(mails).toHaveLength(1);
      expect(mails[0].get('data')).toMatchObject({ reference: lead.ref, chosenByStaff: true });
      // Redacted: the homeowner's contact details are for buyers only.
      expect(JSON.stringify(mails[0].data())).not.toContain(lead.homeowner.email);
    }

    const details = (await gql(DETAILS, { id: lead.leadId }, { token: admin.token })).body.data!.adminLead;
    expect(details.distributions.map((d: { companyId: string }) => d.companyId).sort()).toEqual([first.id, second.id].sort());
    expect(details.distributions[0]).toMatchObject({ by: admin.email, channel: 'email' });
    expect(details.history.at(-1)).toMatchObject({ action: 'sent to companies', by: admin.email });
    expect(details.history.at(-1).note).toContain(first.name);
    expect(details.mails.filter((mail: { template: string }) => mail.template === 'new_lead_alert').length).toBeGreaterThanOrEqual(2);

    const again = (await gql(CANDIDATES, { id: lead.leadId }, { token: admin.token })).body.data!.leadDistributionCandidates;
    expect(again.find((company: { id: string }) => company.id === first.id).sentBefore).toBe(true);

    // The version it was loaded with is now stale.
    const stale = await gql(SEND, { id: lead.leadId, companyIds: [first.id], expected: before.updatedAt }, { token: admin.token });
    expect(stale.body.errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('names each company it cannot send to, and sends nothing', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const [good, elsewhere, suspended, buyer] = await Promise.all([
      createCompany({ regions: ['North East'] }),
      createCompany({ regions: ['Scotland'] }),
      createCompany({ regions: ['North East'], status: 'suspended' }),
      createCompany({ regions: ['North East'] }),
    ]);
    const lead = await createLead({ region: 'North East' });
    await recordPurchase(lead.leadId, buyer.id);

    const { body } = await gql(
      SEND,
      { id: lead.leadId, companyIds: [good.id, elsewhere.id, suspended.id, buyer.id, 'no-such-company'] },
      { token: admin.token },
    );
    expect(body.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'companyIds.1', message: `${elsewhere.name} does not serve North East` },
      { path: 'companyIds.2', message: `${suspended.name} is suspended: it cannot receive leads` },
      { path: 'companyIds.3', message: `${buyer.name} has bought this lead already` },
      { path: 'companyIds.4', message: 'There is no such company' },
    ]);
    // Its ordinary lead alert (alerts on) went out when the lead was published; nothing was sent by staff.
    expect((await mailTo(good.email, 'new_lead_alert')).filter((mail) => mail.get('data').chosenByStaff)).toHaveLength(0);
    expect((await adminDb().collection('leads').doc(lead.leadId).collection('distributions').get()).size).toBe(0);

    const none = await gql(SEND, { id: lead.leadId, companyIds: [] }, { token: admin.token });
    expect(none.body.errors![0].extensions!.fieldErrors[0].path).toBe('companyIds');
  });

  it('refuses a single-company request and an unpublished lead with the reason', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const chosen = await createCompany({ regions: ['North East'] });
    const other = await createCompany({ regions: ['North East'] });
    const exclusive = await createLead({ region: 'North East', targetCompanyId: chosen.id });
    const refused = await gql(SEND, { id: exclusive.leadId, companyIds: [other.id] }, { token: admin.token });
    expect(refused.body.errors![0]).toMatchObject({
      message: 'This request is for one company only: it cannot be sent to other companies',
      extensions: { code: 'CONFLICT' },
    });

    const held = await createLead({ region: 'North East' });
    await adminDb().collection('leads').doc(held.leadId).update({ status: 'new' });
    const unpublished = await gql(SEND, { id: held.leadId, companyIds: [other.id] }, { token: admin.token });
    expect(unpublished.body.errors![0].message).toContain('publish it first');
  });

  it('is for administrators only', async () => {
    const company = await createCompany({ regions: ['North East'] });
    const lead = await createLead({ region: 'North East' });
    const asCompany = await gql(SEND, { id: lead.leadId, companyIds: [company.id] }, { token: company.token });
    expect(asCompany.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await gql(CANDIDATES, { id: lead.leadId });
    expect(anonymous.body.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('e-mailing the homeowner', () => {
  it('queues the message to the homeowner and shows it in the record with who sent it', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const lead = await createLead({ region: 'North East' });
    const sent = await gql(
      EMAIL,
      { id: lead.leadId, input: { subject: 'Your survey date', message: 'Hello again.\n\nCan we visit on Friday?' } },
      { token: admin.token },
    );
    expect(sent.body.errors).toBeUndefined();
    const mails = await mailTo(lead.homeowner.email, 'staff_message');
    expect(mails).toHaveLength(1);
    expect(mails[0].get('data')).toMatchObject({ subject: 'Your survey date', reference: lead.ref, sentBy: admin.email });

    const details = (await gql(DETAILS, { id: lead.leadId }, { token: admin.token })).body.data!.adminLead;
    expect(details.history.at(-1)).toMatchObject({ action: 'e-mailed the homeowner', by: admin.email, note: 'Your survey date' });
    expect(details.mails.map((mail: { id: string }) => mail.id)).toContain(mails[0].id);
    expect(details.mails.find((mail: { id: string }) => mail.id === mails[0].id).subject).toBe(`Your survey date (${lead.ref})`);
  });

  it('answers field errors for an empty or too long message, and sends nothing', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const lead = await createLead({ region: 'North East' });
    const { body } = await gql(EMAIL, { id: lead.leadId, input: { subject: '  ', message: 'x'.repeat(5001) } }, { token: admin.token });
    expect(body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'subject', message: 'Write a subject' },
      { path: 'message', message: 'Keep the message to 5000 characters' },
    ]);
    expect(await mailTo(lead.homeowner.email, 'staff_message')).toHaveLength(0);
  });
});

describe('publishing and the outbox', () => {
  it('records who published a lead', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const lead = await createLead({ region: 'North East' });
    await adminDb().collection('leads').doc(lead.leadId).update({ status: 'new' });
    const published = await gql(`mutation P($id: ID!) { publishLead(id: $id) { status } }`, { id: lead.leadId }, { token: admin.token });
    expect(published.body.data!.publishLead.status).toBe('AVAILABLE');
    const details = (await gql(DETAILS, { id: lead.leadId }, { token: admin.token })).body.data!.adminLead;
    expect(details.history.at(-1)).toMatchObject({ action: 'published', by: admin.email });
  });

  it('sends a failed message again, copies a sent one, and refuses one still waiting', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const now = new Date();
    const base = {
      template: 'staff_message',
      data: { name: 'A', subject: 'S', message: 'M', reference: null, sentBy: 'x' },
      related: [],
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: now,
      claim: null,
    };
    const failed = await adminDb()
      .collection('mail')
      .add({ ...base, to: 'failed@resend.example', status: 'failed', attempts: 5, lastError: '550 mailbox full' });
    const delivered = await adminDb()
      .collection('mail')
      .add({ ...base, to: 'sent@resend.example', status: 'sent', attempts: 1, lastError: null });
    // Due next year, so the delivery worker leaves it waiting.
    const later = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const waiting = await adminDb()
      .collection('mail')
      .add({ ...base, to: 'waiting@resend.example', status: 'pending', attempts: 0, lastError: null, nextAttemptAt: later });

    const retried = await gql(RESEND, { id: failed.id }, { token: admin.token });
    expect(retried.body.data!.resendMailMessage).toMatchObject({ id: failed.id, resentBy: admin.email, resendOf: null });
    expect((await failed.get()).get('lastError')).not.toBe('550 mailbox full');

    const copied = await gql(RESEND, { id: delivered.id }, { token: admin.token });
    expect(copied.body.data!.resendMailMessage).toMatchObject({ resendOf: delivered.id, status: 'PENDING' });
    expect((await delivered.get()).get('status')).toBe('sent');

    const refused = await gql(RESEND, { id: waiting.id }, { token: admin.token });
    expect(refused.body.errors![0].extensions).toMatchObject({ code: 'CONFLICT' });
  });
});

describe('a disputed lead', () => {
  it('alerts the administrators and shows them the homeowner’s details, never the company', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const buyer = await createCompany({ regions: ['North East'] });
    const lead = await createLead({ region: 'North East' });
    await recordPurchase(lead.leadId, buyer.id);
    const opened = await gql(
      DISPUTE,
      { id: lead.leadId, input: { reason: 'INVALID_PHONE', note: 'The number is not in service' } },
      { token: buyer.token },
    );
    expect(opened.body.errors).toBeUndefined();

    const alerts = (await adminDb().collection('mail').where('template', '==', 'admin_dispute_opened').get()).docs.filter(
      (doc) => doc.get('data').reference === lead.ref,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].get('data')).toMatchObject({ companyName: buyer.name, note: 'The number is not in service' });

    const disputes = (await gql(DISPUTES, {}, { token: admin.token })).body.data!.leadDisputes.nodes;
    const mine = disputes.find((dispute: { leadId: string }) => dispute.leadId === lead.leadId);
    expect(mine.homeowner).toMatchObject({ email: lead.homeowner.email, phone: lead.homeowner.phone, postcode: lead.postcode });

    const asCompany = await gql(DISPUTES, {}, { token: buyer.token });
    expect(asCompany.body.errors![0].extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

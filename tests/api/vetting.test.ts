import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { newCertificationRequest, vetCompanyThroughReview } from '../support/certification';
import { createCompany, createLead, currentVetting, dayFromToday, MARKETPLACE_LEAD } from '../support/marketplace';
import { VETTING_REMINDERS_SECRET } from '../support/serverProcess';

/**
 * Vetting the marketplace enforces (docs/requirements/business-rules.md#vetting, decision 0035): a company buys leads
 * only while an administrator has checked current insurance and waste carrier evidence; it is reminded 30 days before
 * a document lapses; companies approved before the rule started have a grace period.
 */
const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;
const MY_VETTING = `{ myCompany { id vetting { state canBuy reason problems graceUntil insurance { coverPence expiresOn } wasteCarrier { registrationNumber tier expiresOn } } } }`;
const MY_PAYMENT = `query Payment($id: ID!) { myPayment(id: $id) { id status refundReason } }`;

const confirm = (paymentId: string) =>
  fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });
const runReminders = (secret = VETTING_REMINDERS_SECRET) =>
  fetch(`${serverInfo().url}/internal/vetting-reminders`, { method: 'POST', headers: { 'x-vetting-reminders-secret': secret } });
const remindersTo = async (email: string) =>
  (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((d) => d.get('template') === 'vetting_expiry_reminder');

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

const vetThroughReview = (token: string, expiresOn: { insurance: string; wasteCarrier: string }) =>
  vetCompanyThroughReview(token, adminToken, expiresOn, { checkCoverRefused: true });

describe('vetting the marketplace enforces', () => {
  it('a company whose insurance has lapsed cannot buy a lead and is told why, until a new one is reviewed', async () => {
    const company = await createCompany({
      regions: ['London'],
      vetting: currentVetting({ insuranceExpiresOn: dayFromToday(-2) }),
    });
    const lead = await createLead({ region: 'London' });

    const refused = await gql(BUY, { id: lead.leadId }, { token: company.token });
    expect(refused.body.errors![0].extensions!.code).toBe('CONFLICT');
    expect(refused.body.errors![0].message).toMatch(/^You cannot buy leads until we have checked current evidence/);
    expect(refused.body.errors![0].message).toContain('Public liability insurance: expired on');
    expect(refused.body.errors![0].message).toContain('Upload it from your vetting page;');
    expect((await adminDb().collection('payments').where('companyId', '==', company.id).get()).size).toBe(0);

    const view = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: company.token });
    expect(view.body.data!.marketplaceLead.lead).toMatchObject({ buyable: false, unavailableReason: refused.body.errors![0].message });
    const vetting = (await gql(MY_VETTING, {}, { token: company.token })).body.data!.myCompany.vetting;
    expect(vetting).toMatchObject({ state: 'NOT_VETTED', canBuy: false, reason: refused.body.errors![0].message });
    expect(vetting.problems).toEqual([expect.stringMatching(/^Public liability insurance: expired on \d{1,2} \w+ \d{4}$/)]);

    // The renewed insurance, uploaded and accepted: the company buys again.
    await vetThroughReview(company.token, { insurance: dayFromToday(200), wasteCarrier: dayFromToday(900) });
    const now = (await gql(MY_VETTING, {}, { token: company.token })).body.data!.myCompany.vetting;
    expect(now).toMatchObject({
      state: 'VETTED',
      canBuy: true,
      reason: null,
      insurance: { coverPence: 200_000_000, expiresOn: dayFromToday(200) },
      wasteCarrier: { registrationNumber: 'CBDU123456', tier: 'upper', expiresOn: dayFromToday(900) },
    });
    const bought = await gql(BUY, { id: lead.leadId }, { token: company.token });
    expect(bought.body.errors).toBeUndefined();
    expect((await confirm(bought.body.data!.buyLead.paymentId)).status).toBe(303);
    const paid = await gql(MY_PAYMENT, { id: bought.body.data!.buyLead.paymentId }, { token: company.token });
    expect(paid.body.data!.myPayment.status).toBe('SUCCEEDED');
  });

  it('insurance that lapses during checkout: the payment is refunded with the reason', async () => {
    const company = await createCompany({ regions: ['South West'] });
    const lead = await createLead({ region: 'South West' });
    const started = await gql(BUY, { id: lead.leadId }, { token: company.token });
    expect(started.body.errors).toBeUndefined();
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({ 'vetting.insurance.expiresOn': dayFromToday(-2) });
    await confirm(started.body.data!.buyLead.paymentId);
    const payment = (await gql(MY_PAYMENT, { id: started.body.data!.buyLead.paymentId }, { token: company.token })).body.data!.myPayment;
    expect(payment.status).toBe('REFUNDED');
    expect(payment.refundReason).toContain('Public liability insurance: expired on');
    expect((await adminDb().collection('leads').doc(lead.leadId).get()).get('buyerCompanyIds')).not.toContain(company.id);
  });

  it('reminds a company by e-mail 30 days before a document lapses, once per expiry date', async () => {
    const due = await createCompany({ regions: ['Wales'], vetting: null });
    const later = await createCompany({ regions: ['Wales'], vetting: null });
    await vetThroughReview(due.token, { insurance: dayFromToday(30), wasteCarrier: dayFromToday(400) });
    await vetThroughReview(later.token, { insurance: dayFromToday(32), wasteCarrier: dayFromToday(400) });

    expect((await runReminders('wrong-secret-wrong-secret-wrong')).status).toBe(403);
    const run = await runReminders();
    expect(run.status).toBe(200);
    const [reminder] = await remindersTo(due.email);
    expect(reminder.get('data')).toEqual({
      companyName: due.name,
      documents: [{ label: 'Public liability insurance', expiresOn: dayFromToday(30) }],
    });
    expect(await remindersTo(later.email)).toHaveLength(0);

    await runReminders();
    expect(await remindersTo(due.email)).toHaveLength(1);
    // Still vetted until the day after the expiry date.
    expect((await gql(MY_VETTING, {}, { token: due.token })).body.data!.myCompany.vetting.canBuy).toBe(true);
  });

  it('a company approved before the rule started buys without vetting for 30 days from the start, then must upload', async () => {
    // The day the rule started is stored once (meta/vettingRule); other suites' companies are created after it either way.
    const rule = adminDb().collection('meta').doc('vettingRule');
    await rule.set({ requiredFrom: dayFromToday(-10) }, { merge: true });
    const existing = await createCompany({ regions: ['North East'], vetting: null, createdAt: new Date(Date.now() - 100 * 86_400_000) });
    const newcomer = await createCompany({ regions: ['North East'], vetting: null });
    const lead = await createLead({ region: 'North East' });

    const grace = (await gql(MY_VETTING, {}, { token: existing.token })).body.data!.myCompany.vetting;
    expect(grace).toMatchObject({ state: 'GRACE', canBuy: true, reason: null, graceUntil: dayFromToday(19) });
    expect(grace.problems).toEqual(['Public liability insurance: not checked yet', 'Waste carrier registration: not checked yet']);
    const bought = await gql(BUY, { id: lead.leadId }, { token: existing.token });
    expect(bought.body.errors).toBeUndefined();

    const refused = await gql(BUY, { id: lead.leadId }, { token: newcomer.token });
    expect(refused.body.errors![0].message).toContain('Public liability insurance: not checked yet');

    // 30 days after the start the grace period is over: the same company is refused, and told why.
    await rule.set({ requiredFrom: dayFromToday(-30) }, { merge: true });
    const ended = await gql(BUY, { id: (await createLead({ region: 'North East' })).leadId }, { token: existing.token });
    expect(ended.body.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(ended.body.errors![0].message).toContain('Waste carrier registration: not checked yet');
    expect((await gql(MY_VETTING, {}, { token: existing.token })).body.data!.myCompany.vetting).toMatchObject({
      state: 'NOT_VETTED',
      graceUntil: dayFromToday(-1),
    });
  });

  it('e-mails companies in their grace period when the rule starts and in its last week, once each', async () => {
    const rule = adminDb().collection('meta').doc('vettingRule');
    // A rule that started three days ago, with no run yet (no cursor).
    await rule.set({ requiredFrom: dayFromToday(-3) });
    const longAgo = new Date(Date.now() - 100 * 86_400_000);
    const inGrace = await createCompany({ regions: ['East Midlands'], vetting: null, createdAt: longAgo });
    const alreadyVetted = await createCompany({ regions: ['East Midlands'], createdAt: longAgo });
    const suspended = await createCompany({ regions: ['East Midlands'], vetting: null, createdAt: longAgo, status: 'suspended' });
    const newcomer = await createCompany({ regions: ['East Midlands'], vetting: null });
    const noticesTo = async (email: string) =>
      (await adminDb().collection('mail').where('to', '==', email).get()).docs.filter((d) => d.get('template') === 'vetting_grace_period');

    expect((await runReminders()).status).toBe(200);
    const [started] = await noticesTo(inGrace.email);
    expect(started.get('data')).toEqual({
      companyName: inGrace.name,
      graceUntil: dayFromToday(26),
      problems: ['Public liability insurance: not checked yet', 'Waste carrier registration: not checked yet'],
      ending: false,
    });
    for (const other of [alreadyVetted, suspended, newcomer]) expect(await noticesTo(other.email)).toHaveLength(0);
    await runReminders();
    expect(await noticesTo(inGrace.email)).toHaveLength(1);

    // Five days left: the last-week notice, once.
    await rule.set({ requiredFrom: dayFromToday(-25) }, { merge: true });
    await runReminders();
    await runReminders();
    const notices = await noticesTo(inGrace.email);
    expect(notices.map((notice) => notice.get('data').ending).sort()).toEqual([false, true]);
    expect(notices.find((notice) => notice.get('data').ending)!.get('data').graceUntil).toBe(dayFromToday(4));

    // After the period, nothing more.
    await rule.set({ requiredFrom: dayFromToday(-31) }, { merge: true });
    await runReminders();
    expect(await noticesTo(inGrace.email)).toHaveLength(2);
  });

  it('administrators list vetting requests apart from certification requests, alone or with a status', async () => {
    const company = await createCompany({ regions: ['Yorkshire and the Humber'], vetting: null });
    const started = await gql(`mutation { startVettingUpload { requestId } }`, {}, { token: company.token });
    expect(started.body.errors).toBeUndefined();
    const vettingId = started.body.data!.startVettingUpload.requestId as string;
    const certification = await newCertificationRequest();
    const LIST = `query L($purpose: CertificationPurpose, $status: CertificationRequestStatus) {
      certificationRequests(purpose: $purpose, status: $status, first: 100) { nodes { id purpose status } } }`;
    const idsOf = async (variables: Record<string, unknown>) => {
      const { body } = await gql(LIST, variables, { token: adminToken });
      expect(body.errors).toBeUndefined();
      return (body.data!.certificationRequests.nodes as Array<{ id: string; purpose: string }>).map((node) => `${node.purpose} ${node.id}`);
    };
    const vetting = await idsOf({ purpose: 'VETTING' });
    expect(vetting).toContain(`VETTING ${vettingId}`);
    expect(vetting.every((entry) => entry.startsWith('VETTING '))).toBe(true);
    const certifications = await idsOf({ purpose: 'CERTIFICATION' });
    expect(certifications).toContain(`CERTIFICATION ${certification.id}`);
    expect(certifications).not.toContain(`VETTING ${vettingId}`);
    const awaiting = await idsOf({ purpose: 'VETTING', status: 'AWAITING_DOCUMENTS' });
    expect(awaiting).toEqual(expect.arrayContaining([`VETTING ${vettingId}`]));
    expect(await idsOf({ purpose: 'VETTING', status: 'CERTIFIED' })).toEqual([]);
  });

  it('the vetting upload pressed twice at once, then again, opens one request and e-mails its link once', async () => {
    const company = await createCompany({ regions: ['London'], vetting: null });
    const START = `mutation { startVettingUpload { requestId uploadPath } }`;
    const [first, second] = await Promise.all([gql(START, {}, { token: company.token }), gql(START, {}, { token: company.token })]);
    const third = await gql(START, {}, { token: company.token });
    for (const answer of [first, second, third]) expect(answer.body.errors).toBeUndefined();
    const paths = [first, second, third].map((answer) => answer.body.data!.startVettingUpload.uploadPath as string);
    expect(new Set(paths).size).toBe(1);
    const requests = await adminDb().collection('certificationRequests').where('companyId', '==', company.id).get();
    expect(requests.size).toBe(1);
    const links = (await adminDb().collection('mail').where('to', '==', company.email).get()).docs.filter(
      (doc) => doc.get('template') === 'certification_request_received',
    );
    expect(links).toHaveLength(1);
  });
});

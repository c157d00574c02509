import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { DISPUTE, DISPUTES, RESOLVE, createCompany, createLead } from '../support/marketplace';
import { TEST_OPERATOR } from '../support/serverProcess';
import { parsePdf } from '../support/pdf';
import { formatPounds } from '../../common/calculator';

/**
 * VAT invoices and credit notes (server/modules/invoices, docs/decisions/0047-vat-invoices.md): one invoice for a
 * settled lead payment, a credit note naming it for an accepted dispute's refund, the PDF for its company and
 * administrators only, and the accountant's CSV.
 */
const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;
const INVOICE_FIELDS = `id kind number sequence issuedAt supplyDate paymentId companyId description quantity unitPricePence netPence vatRatePercent vatPence totalPence currency
  creditsInvoiceId creditsInvoiceNumber reason supplierConfigured supplier { name address vatNumber } customer { name address }`;
const MY_INVOICES = `query Mine { myInvoices(first: 20) { totalCount nodes { ${INVOICE_FIELDS} } } }`;
const MY_LINK = `mutation Link($id: ID!) { myInvoicePdfLink(id: $id) { url expiresAt } }`;
const ADMIN_LINK = `mutation Link($id: ID!) { adminInvoicePdfLink(id: $id) { url expiresAt } }`;
const ADMIN_INVOICES = `query All($filter: InvoiceFilter) { adminInvoices(filter: $filter, first: 100) { totalCount nodes { id number kind } } }`;
const CSV = `query Csv($from: DateTimeISO!, $to: DateTimeISO!) { adminInvoicesCsv(issuedFrom: $from, issuedTo: $to) }`;

const confirm = (paymentId: string) =>
  fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });

async function buy(token: string, leadId: string) {
  const { body } = await gql(BUY, { id: leadId }, { token });
  expect(body.errors).toBeUndefined();
  const paymentId = body.data!.buyLead.paymentId as string;
  expect((await confirm(paymentId)).status).toBe(303);
  return paymentId;
}

async function companyWithAddress(region: string) {
  const company = await createCompany({ regions: [region] });
  await adminDb().collection('companies').doc(company.id).update({ address: '7 Mill Lane, Leeds', postcode: 'LS2 7AB' });
  return company;
}

const pdf = (path: string, token?: string) =>
  fetch(`${serverInfo().url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

describe('a settled lead payment', () => {
  it('gets one VAT invoice with the net, the VAT rate and amount, the total, the supplier’s and the company’s details, and an e-mail', async () => {
    const company = await companyWithAddress('London');
    const lead = await createLead({ region: 'London' });
    const stored = (await adminDb().collection('leads').doc(lead.leadId).get()).data()!;
    const paymentId = await buy(company.token, lead.leadId);
    // A replayed confirmation (a second click, a webhook sent twice) issues nothing more.
    expect((await confirm(paymentId)).status).toBe(303);

    const { body } = await gql(MY_INVOICES, {}, { token: company.token });
    expect(body.errors).toBeUndefined();
    expect(body.data!.myInvoices.totalCount).toBe(1);
    const [invoice] = body.data!.myInvoices.nodes;
    const paidAt = (await adminDb().collection('payments').doc(paymentId).get()).get('paidAt').toDate().toISOString();
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      number: expect.stringMatching(/^INV-\d{6}$/),
      paymentId,
      companyId: company.id,
      description: expect.stringContaining(stored.ref),
      quantity: 1,
      unitPricePence: stored.pricePence,
      netPence: stored.pricePence,
      vatRatePercent: 20,
      vatPence: stored.vatPence,
      totalPence: stored.pricePence + stored.vatPence,
      currency: 'GBP',
      supplyDate: paidAt,
      creditsInvoiceId: null,
      supplierConfigured: true,
      supplier: {
        name: TEST_OPERATOR.OPERATOR_LEGAL_NAME,
        address: TEST_OPERATOR.OPERATOR_REGISTERED_ADDRESS,
        vatNumber: TEST_OPERATOR.OPERATOR_VAT_NUMBER,
      },
      customer: { name: company.name, address: '7 Mill Lane, Leeds, LS2 7AB' },
    });
    expect(stored.vatPence).toBe(Math.round(stored.pricePence * 0.2));
    expect(invoice.number).toBe(`INV-${String(invoice.sequence).padStart(6, '0')}`);

    const mail = await adminDb().collection('mail').where('related', 'array-contains', `invoices/${invoice.id}`).get();
    expect(mail.docs.map((doc) => [doc.get('template'), doc.get('to'), doc.get('data.number')])).toEqual([
      ['invoice_issued', company.email, invoice.number],
    ]);
    // The e-mailed link opens the PDF without signing in.
    const mailed = await pdf(mail.docs[0].get('data.pdfPath'));
    expect(mailed.status).toBe(200);
    expect(mailed.headers.get('content-type')).toBe('application/pdf');
    // The line as VAT Regulations 1995 reg. 14 asks: description, quantity, unit price, rate, net and VAT.
    const lines = parsePdf(Buffer.from(await mailed.arrayBuffer())).pages[0].split('\n');
    const header = lines.indexOf('Description');
    expect(lines.slice(header, header + 6)).toEqual(['Description', 'Qty', 'Unit price', 'VAT rate', 'Net', 'VAT']);
    // The description may wrap onto more lines of its column; the five figures follow it.
    const quantity = lines.indexOf('1', header + 6);
    expect([
      lines
        .slice(header + 6, quantity)
        .join(' ')
        .replace(/\s+/g, ' '),
      ...lines.slice(quantity, quantity + 5),
    ]).toEqual([
      invoice.description,
      '1',
      formatPounds(stored.pricePence),
      '20%',
      formatPounds(stored.pricePence),
      formatPounds(stored.vatPence),
    ]);
  });
});

describe('an accepted dispute', () => {
  it('refunds the payment and issues a credit note that names the invoice it credits', async () => {
    const company = await companyWithAddress('Scotland');
    const lead = await createLead({ region: 'Scotland' });
    const paymentId = await buy(company.token, lead.leadId);
    const opened = await gql(
      DISPUTE,
      { id: lead.leadId, input: { reason: 'INVALID_EMAIL', note: 'The e-mail address bounces.' } },
      { token: company.token },
    );
    expect(opened.body.errors).toBeUndefined();
    const disputes = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
    const dispute = disputes.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === lead.leadId);
    const accepted = await gql(RESOLVE, { id: dispute.id, decision: 'ACCEPT', note: 'Confirmed.' }, { token: adminToken });
    expect(accepted.body.errors).toBeUndefined();

    const { body } = await gql(MY_INVOICES, {}, { token: company.token });
    const nodes = body.data!.myInvoices.nodes as Array<Record<string, any>>;
    const invoice = nodes.find((n) => n.kind === 'INVOICE')!;
    const credit = nodes.find((n) => n.kind === 'CREDIT_NOTE')!;
    expect(nodes).toHaveLength(2);
    const refundedAt = (await adminDb().collection('payments').doc(paymentId).get()).get('refundedAt').toDate().toISOString();
    expect(credit).toMatchObject({
      number: expect.stringMatching(/^CN-\d{6}$/),
      paymentId,
      creditsInvoiceId: invoice.id,
      creditsInvoiceNumber: invoice.number,
      netPence: invoice.netPence,
      vatPence: invoice.vatPence,
      totalPence: invoice.totalPence,
      vatRatePercent: 20,
      supplyDate: refundedAt,
      reason: 'Dispute accepted: The e-mail address does not work',
      customer: invoice.customer,
    });
    const payment = await adminDb().collection('payments').doc(paymentId).get();
    expect(payment.get('invoiceDue')).toBe(false);
    expect(payment.get('creditNoteDue')).toBe(false);
  });
});

describe('the PDF', () => {
  it('downloads for the owning company and administrators only; another company and anonymous visitors are refused', async () => {
    const owner = await companyWithAddress('Wales');
    const other = await createCompany({ regions: ['Wales'] });
    const lead = await createLead({ region: 'Wales' });
    await buy(owner.token, lead.leadId);
    const invoice = (await gql(MY_INVOICES, {}, { token: owner.token })).body.data!.myInvoices.nodes[0];
    const path = `/invoices/${invoice.id}.pdf`;

    const mine = await pdf(path, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await pdf(path, adminToken)).status).toBe(200);
    expect((await pdf(path, other.token)).status).toBe(403);
    expect((await pdf(path)).status).toBe(401);

    const link = await gql(MY_LINK, { id: invoice.id }, { token: owner.token });
    expect(link.body.errors).toBeUndefined();
    expect((await pdf(link.body.data!.myInvoicePdfLink.url)).status).toBe(200);
    const tampered = (link.body.data!.myInvoicePdfLink.url as string).replace(
      /\.pdf\?token=(.)/,
      (_m, c) => `.pdf?token=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await pdf(tampered)).status).toBe(403);
    // A link for one invoice opens no other.
    const otherLead = await createLead({ region: 'Wales' });
    await buy(other.token, otherLead.leadId);
    const otherInvoice = (await gql(MY_INVOICES, {}, { token: other.token })).body.data!.myInvoices.nodes[0];
    const token = new URL(link.body.data!.myInvoicePdfLink.url, 'http://x').searchParams.get('token');
    expect((await pdf(`/invoices/${otherInvoice.id}.pdf?token=${token}`)).status).toBe(403);

    const refused = await gql(MY_LINK, { id: invoice.id }, { token: other.token });
    expect(refused.body.errors![0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await gql(MY_LINK, { id: invoice.id });
    expect(anonymous.body.errors![0].extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await gql(ADMIN_LINK, { id: invoice.id }, { token: adminToken });
    expect((await pdf(admin.body.data!.adminInvoicePdfLink.url)).status).toBe(200);
    expect((await gql(ADMIN_LINK, { id: invoice.id }, { token: owner.token })).body.errors![0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a team member the moment they are removed, with the same check as the API (no wait for their token)', async () => {
    const owner = await companyWithAddress('Wales');
    const claims = { role: 'company', companyId: owner.id };
    const member = await createUser({ claims, userDoc: claims });
    const team = adminDb().collection('companies').doc(owner.id);
    await team.update({ userIds: [owner.uid, member.uid], userRoles: { [owner.uid]: 'owner', [member.uid]: 'viewer' } });
    await buy(owner.token, (await createLead({ region: 'Wales' })).leadId);
    const invoice = (await gql(MY_INVOICES, {}, { token: owner.token })).body.data!.myInvoices.nodes[0];
    const path = `/invoices/${invoice.id}.pdf`;
    expect((await pdf(path, member.token)).status).toBe(200);

    // As on a real project in the seconds before the token check re-reads the account: only the company says so.
    await team.update({ userIds: [owner.uid], removedUserIds: [member.uid] });
    const refused = await pdf(path, member.token);
    expect({ status: refused.status, body: await refused.text() }).toEqual({
      status: 403,
      body: 'You were removed from this company’s team: ask one of its owners if this is a mistake',
    });
    expect((await gql(MY_LINK, { id: invoice.id }, { token: member.token })).body.errors![0].message).toBe(
      'You were removed from this company’s team: ask one of its owners if this is a mistake',
    );

    // Removed through the team screen: refused at the next download too.
    const colleague = await createUser({ claims, userDoc: claims });
    await team.update({ userIds: [owner.uid, colleague.uid], userRoles: { [owner.uid]: 'owner', [colleague.uid]: 'buyer' } });
    expect((await pdf(path, colleague.token)).status).toBe(200);
    const removed = await gql(`mutation Remove($uid: ID!) { removeTeamMember(uid: $uid) }`, { uid: colleague.uid }, { token: owner.token });
    expect(removed.body.errors).toBeUndefined();
    expect([401, 403]).toContain((await pdf(path, colleague.token)).status);
    expect((await pdf(path, owner.token)).status).toBe(200);
  });
});

describe('for administrators', () => {
  it('lists every document and exports the period’s invoices and credit notes as CSV, credit notes negative', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const company = await companyWithAddress('North East');
    const lead = await createLead({ region: 'North East' });
    const paymentId = await buy(company.token, lead.leadId);
    await gql(
      `mutation R($id: ID!) { adminRefundPayment(id: $id, reason: "Refunded by hand") { status } }`,
      { id: paymentId },
      { token: adminToken },
    );
    const mine = (await gql(MY_INVOICES, {}, { token: company.token })).body.data!.myInvoices.nodes as Array<Record<string, any>>;
    const invoice = mine.find((n) => n.kind === 'INVOICE')!;
    const credit = mine.find((n) => n.kind === 'CREDIT_NOTE')!;

    const listed = await gql(ADMIN_INVOICES, { filter: { kind: 'CREDIT_NOTE' } }, { token: adminToken });
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data!.adminInvoices.nodes.map((n: { kind: string }) => n.kind)).not.toContain('INVOICE');
    expect(listed.body.data!.adminInvoices.nodes.map((n: { id: string }) => n.id)).toContain(credit.id);

    const to = new Date(Date.now() + 60_000).toISOString();
    const csv = await gql(CSV, { from, to }, { token: adminToken });
    expect(csv.body.errors).toBeUndefined();
    const lines = (csv.body.data!.adminInvoicesCsv as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Number,Type,Issued,Time of supply,Customer,Customer address,Description,Quantity,Unit price (GBP),Net (GBP),VAT rate (%),VAT (GBP),Total (GBP),Credits invoice,Payment id',
    );
    const pounds = (pence: number) => (pence / 100).toFixed(2);
    const invoiceLine = lines.find((line) => line.startsWith(`${invoice.number},`))!;
    const creditLine = lines.find((line) => line.startsWith(`${credit.number},`))!;
    expect(invoiceLine).toContain(
      `,1,${pounds(invoice.netPence)},${pounds(invoice.netPence)},20,${pounds(invoice.vatPence)},${pounds(invoice.totalPence)},,${paymentId}`,
    );
    expect(creditLine).toContain(
      `,1,-${pounds(credit.netPence)},-${pounds(credit.netPence)},20,-${pounds(credit.vatPence)},-${pounds(credit.totalPence)},${invoice.number},${paymentId}`,
    );
    expect(lines.indexOf(invoiceLine)).toBeLessThan(lines.indexOf(creditLine));
    // Nothing from before the period.
    const early = await gql(CSV, { from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' }, { token: adminToken });
    expect(early.body.data!.adminInvoicesCsv.trimEnd().split('\r\n')).toHaveLength(1);

    expect((await gql(CSV, { from, to }, { token: company.token })).body.errors![0].extensions?.code).toBe('FORBIDDEN');
  });

  it('numbers each series without gaps or repeats across everything issued on this server', async () => {
    const all = await adminDb().collection('invoices').get();
    for (const kind of ['invoice', 'credit_note']) {
      const sequences = all.docs
        .filter((doc) => doc.get('kind') === kind)
        .map((doc) => doc.get('sequence') as number)
        .sort((a, b) => a - b);
      expect(sequences.length).toBeGreaterThan(0);
      expect(sequences).toEqual(sequences.map((_, i) => i + 1));
    }
  });
});

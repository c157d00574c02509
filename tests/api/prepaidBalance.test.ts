import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { DISPUTE, DISPUTES, RESOLVE, createCompany, createLead } from '../support/marketplace';

/**
 * The prepaid balance (docs/decisions/0050-prepaid-balance.md): a top-up through the local checkout, invoiced with
 * VAT; one-click purchases from it that sell exactly the places under a race of 20 companies and leave every
 * balance equal to its ledger; refunds of disputed leads to the balance or to the card with a credit note.
 */
const TOP_UP = `mutation TopUp($pounds: Int!) { startBalanceTopUp(pounds: $pounds) { paymentId checkoutUrl } }`;
const BALANCE = `query Balance { myBalance { balancePence } myBalanceEntries(first: 100) { totalCount nodes { id kind amountPence balanceAfterPence paymentId leadId description byEmail } } }`;
const BUY_WITH_BALANCE = `mutation Buy($id: ID!) { buyLeadWithBalance(leadId: $id) { lead { id placesLeft } purchase { paymentId paidFromBalance contact { email } } } }`;
const MY_PAYMENT = `query Payment($id: ID!) { myPayment(id: $id) { id status kind provider amountPence vatPence refundedPence } }`;
const MY_INVOICES = `query Mine { myInvoices(first: 20) { nodes { id kind number paymentId description netPence vatPence totalPence creditsInvoiceId reason } } }`;

const confirm = (paymentId: string) =>
  fetch(`${serverInfo().url}/payments/local/${paymentId}/confirm`, { method: 'POST', redirect: 'manual' });

async function topUp(token: string, pounds: number) {
  const { body } = await gql(TOP_UP, { pounds }, { token });
  expect(body.errors).toBeUndefined();
  const { paymentId, checkoutUrl } = body.data!.startBalanceTopUp;
  expect(checkoutUrl).toBe(`/payments/local/${paymentId}`);
  const res = await confirm(paymentId);
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`/company/billing?topUp=paid&payment=${paymentId}`);
  return paymentId as string;
}

async function balanceOf(token: string) {
  const { body } = await gql(BALANCE, {}, { token });
  expect(body.errors).toBeUndefined();
  return {
    balancePence: body.data!.myBalance.balancePence as number,
    entries: body.data!.myBalanceEntries.nodes as Array<{ kind: string; amountPence: number; paymentId: string; leadId: string | null }>,
  };
}

const ledgerSum = (entries: Array<{ amountPence: number }>) => entries.reduce((sum, entry) => sum + entry.amountPence, 0);

async function invoicesOf(token: string) {
  const { body } = await gql(MY_INVOICES, {}, { token });
  expect(body.errors).toBeUndefined();
  return body.data!.myInvoices.nodes as Array<Record<string, any>>;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function disputeAndAccept(token: string, leadId: string, refundTo: 'BALANCE' | 'CARD') {
  const adminToken = (await createUser({ claims: { admin: true } })).token;
  const opened = await gql(
    DISPUTE,
    { id: leadId, input: { reason: 'INVALID_PHONE', note: 'The number is not in service.', refundTo } },
    { token },
  );
  expect(opened.body.errors).toBeUndefined();
  const disputes = await gql(DISPUTES, { status: 'OPEN' }, { token: adminToken });
  const dispute = disputes.body.data!.leadDisputes.nodes.find((d: { leadId: string }) => d.leadId === leadId);
  const resolved = await gql(RESOLVE, { id: dispute.id, decision: 'ACCEPT', note: null }, { token: adminToken });
  expect(resolved.body.errors).toBeUndefined();
  return dispute.id as string;
}

describe('the prepaid balance', () => {
  it('tops up through the checkout with VAT on top, invoiced once, and refuses amounts out of range with the reason', async () => {
    const company = await createCompany({ regions: ['London'] });
    expect((await balanceOf(company.token)).balancePence).toBe(0);
    for (const [pounds, message] of [
      [49, 'The smallest top-up is £50'],
      [5001, 'The largest top-up is £5,000: top up again for more'],
    ] as const) {
      const refused = await gql(TOP_UP, { pounds }, { token: company.token });
      expect(refused.body.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }

    const paymentId = await topUp(company.token, 200);
    const payment = await gql(MY_PAYMENT, { id: paymentId }, { token: company.token });
    expect(payment.body.data!.myPayment).toMatchObject({
      status: 'SUCCEEDED',
      kind: 'BALANCE_TOP_UP',
      provider: 'LOCAL',
      amountPence: 20_000,
      vatPence: 4_000,
      refundedPence: 0,
    });
    const { balancePence, entries } = await balanceOf(company.token);
    expect(balancePence).toBe(20_000);
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'TOP_UP', amountPence: 20_000, paymentId, leadId: null, description: 'Prepaid lead credit: £200' }),
    ]);
    // The confirmation replayed (a second click, a replayed webhook) adds nothing.
    await confirm(paymentId);
    expect((await balanceOf(company.token)).balancePence).toBe(20_000);

    const invoices = await eventually(
      () => invoicesOf(company.token),
      (list) => list.length > 0,
    );
    expect(invoices).toEqual([
      expect.objectContaining({ kind: 'INVOICE', paymentId, netPence: 20_000, vatPence: 4_000, totalPence: 24_000 }),
    ]);
  });

  it('refuses a top-up or a card payment until the company has a business address for the VAT invoice', async () => {
    const company = await createCompany({ regions: ['Wales'] });
    await adminDb().collection('companies').doc(company.id).update({ address: '', postcode: '' });
    const lead = await createLead({ region: 'Wales' });
    const message = 'Add your business address and postcode to your company profile first: they go on the VAT invoice for this payment';
    const topUp = await gql(TOP_UP, { pounds: 100 }, { token: company.token });
    expect(topUp.body.errors![0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    const card = await gql(`mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`, { id: lead.leadId }, { token: company.token });
    expect(card.body.errors![0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect((await adminDb().collection('payments').where('companyId', '==', company.id).get()).size).toBe(0);

    const saved = await gql(
      `mutation Save($input: CompanyProfileInput!) { updateMyCompanyProfile(input: $input) { address postcode } }`,
      { input: { contactName: 'Ffion Jones', phone: '07700 900123', services: ['loft'], leadAlerts: true, address: '', postcode: 'nope' } },
      { token: company.token },
    );
    expect(saved.body.errors![0].extensions!.fieldErrors).toEqual([
      { path: 'address', message: 'Enter your business address (it goes on your VAT invoices)' },
      { path: 'postcode', message: 'Enter a valid UK postcode, like LS1 1AA' },
    ]);
    const fixed = await gql(
      `mutation Save($input: CompanyProfileInput!) { updateMyCompanyProfile(input: $input) { address postcode } }`,
      {
        input: {
          contactName: 'Ffion Jones',
          phone: '07700 900123',
          services: ['loft'],
          leadAlerts: true,
          address: '9 Bay Road, Cardiff',
          postcode: 'cf10 1aa',
        },
      },
      { token: company.token },
    );
    expect(fixed.body.data!.updateMyCompanyProfile).toEqual({ address: '9 Bay Road, Cardiff', postcode: 'CF10 1AA' });
    expect((await gql(TOP_UP, { pounds: 100 }, { token: company.token })).body.errors).toBeUndefined();
  });

  it('20 companies buy a 3-place lead at once in one click: exactly 3 get it and every balance equals its ledger', async () => {
    const lead = await createLead({ region: 'North West' });
    const companies = await Promise.all(Array.from({ length: 20 }, () => createCompany({ regions: ['North West'] })));
    for (const company of companies) await topUp(company.token, 100);
    const price = (await adminDb().collection('leads').doc(lead.leadId).get()).get('pricePence') as number;

    const results = await Promise.all(companies.map((company) => gql(BUY_WITH_BALANCE, { id: lead.leadId }, { token: company.token })));
    const winners = results.filter((r) => !r.body.errors);
    const losers = results.filter((r) => r.body.errors);
    expect(winners).toHaveLength(3);
    for (const r of losers) {
      expect(r.body.errors![0].extensions!.code).toBe('CONFLICT');
      expect(r.body.errors![0].message).toMatch(/sold|no longer|places/i);
    }
    for (const r of winners) {
      expect(r.body.data!.buyLeadWithBalance.purchase).toMatchObject({ paidFromBalance: true, contact: { email: lead.homeowner.email } });
    }
    const stored = (await adminDb().collection('leads').doc(lead.leadId).get()).data()!;
    expect(stored.buyerCompanyIds).toHaveLength(3);
    expect(stored.status).toBe('sold_out');

    const balances = await Promise.all(companies.map((company) => balanceOf(company.token)));
    const spent = balances.filter((b) => b.balancePence === 10_000 - price);
    expect(spent).toHaveLength(3);
    expect(balances.filter((b) => b.balancePence === 10_000)).toHaveLength(17);
    for (const balance of balances) expect(balance.balancePence).toBe(ledgerSum(balance.entries));
    // Only the winners' spends are in any ledger, each tied to a payment from the balance for this lead.
    const spends = balances.flatMap((b) => b.entries.filter((e) => e.kind === 'LEAD_PURCHASE'));
    expect(spends).toHaveLength(3);
    for (const spend of spends) {
      expect(spend).toMatchObject({ amountPence: -price, leadId: lead.leadId });
      const payment = (await adminDb().collection('payments').doc(spend.paymentId).get()).data()!;
      expect(payment).toMatchObject({ provider: 'balance', status: 'succeeded', amountPence: price, vatPence: 0, leadId: lead.leadId });
    }
  });

  it('balance and card buyers racing for the same places: exactly the places are sold, card losers refunded, balance losers not charged', async () => {
    const lead = await createLead({ region: 'South West' });
    const byBalance = await Promise.all(Array.from({ length: 4 }, () => createCompany({ regions: ['South West'] })));
    const byCard = await Promise.all(Array.from({ length: 4 }, () => createCompany({ regions: ['South West'] })));
    for (const company of byBalance) await topUp(company.token, 100);
    const checkouts = await Promise.all(
      byCard.map(async (company) => {
        const { body } = await gql(
          `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`,
          { id: lead.leadId },
          { token: company.token },
        );
        expect(body.errors).toBeUndefined();
        return body.data!.buyLead.paymentId as string;
      }),
    );
    await Promise.all([
      ...byBalance.map((company) => gql(BUY_WITH_BALANCE, { id: lead.leadId }, { token: company.token })),
      ...checkouts.map((paymentId) => confirm(paymentId)),
    ]);
    const buyers = (await adminDb().collection('leads').doc(lead.leadId).get()).get('buyerCompanyIds') as string[];
    expect(buyers).toHaveLength(3);
    const payments = await Promise.all(
      checkouts.map(async (id, i) => (await gql(MY_PAYMENT, { id }, { token: byCard[i].token })).body.data!.myPayment),
    );
    byCard.forEach((company, i) => expect(payments[i].status).toBe(buyers.includes(company.id) ? 'SUCCEEDED' : 'REFUNDED'));
    const price = (await adminDb().collection('leads').doc(lead.leadId).get()).get('pricePence') as number;
    for (const company of byBalance) {
      const { balancePence, entries } = await balanceOf(company.token);
      expect(balancePence).toBe(buyers.includes(company.id) ? 10_000 - price : 10_000);
      expect(balancePence).toBe(ledgerSum(entries));
    }
  });

  it('refuses a purchase the balance cannot cover, with the reason, and writes nothing', async () => {
    const company = await createCompany({ regions: ['Wales'] });
    const lead = await createLead({ region: 'Wales' });
    const refused = await gql(BUY_WITH_BALANCE, { id: lead.leadId }, { token: company.token });
    expect(refused.body.errors![0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(refused.body.errors![0].message).toMatch(
      /^Your balance is £0\.00 and this costs £\d+\.\d\d: top up in Billing, or pay by card$/,
    );
    const payments = await adminDb().collection('payments').where('companyId', '==', company.id).get();
    expect(payments.size).toBe(0);
    expect((await adminDb().collection('leads').doc(lead.leadId).get()).get('buyerCompanyIds')).toEqual([]);
  });

  it('one-click buying follows the lead preferences: refused past the weekly cap and while paused, with the reason and nothing written', async () => {
    const company = await createCompany({ regions: ['North East'] });
    await topUp(company.token, 500);
    const [first, second] = [await createLead({ region: 'North East' }), await createLead({ region: 'North East' })];
    const price = (await adminDb().collection('leads').doc(first.leadId).get()).get('pricePence') as number;
    const preferences = { districts: [], propertyTypes: [], foamTypes: [], pausedUntil: null };
    const UPDATE = `mutation Update($input: LeadPreferencesInput!) { updateLeadPreferences(input: $input) { weeklyCapPounds } }`;
    const capPounds = Math.ceil(price / 100);
    expect(
      (await gql(UPDATE, { input: { ...preferences, weeklyCapPounds: capPounds } }, { token: company.token })).body.errors,
    ).toBeUndefined();

    expect((await gql(BUY_WITH_BALANCE, { id: first.leadId }, { token: company.token })).body.errors).toBeUndefined();
    const overCap = await gql(BUY_WITH_BALANCE, { id: second.leadId }, { token: company.token });
    expect(overCap.body.errors![0].extensions!.code).toBe('CONFLICT');
    expect(overCap.body.errors![0].message).toContain(`above your weekly cap of £${capPounds}`);

    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    const paused = await gql(UPDATE, { input: { ...preferences, weeklyCapPounds: null, pausedUntil: tomorrow } }, { token: company.token });
    expect(paused.body.errors).toBeUndefined();
    const whilePaused = await gql(BUY_WITH_BALANCE, { id: second.leadId }, { token: company.token });
    expect(whilePaused.body.errors![0].extensions!.code).toBe('CONFLICT');
    expect(whilePaused.body.errors![0].message).toMatch(/pause buying until/);

    const { balancePence, entries } = await balanceOf(company.token);
    expect(balancePence).toBe(50_000 - price);
    expect(entries.filter((entry) => entry.kind === 'LEAD_PURCHASE')).toHaveLength(1);
    expect((await adminDb().collection('leads').doc(second.leadId).get()).get('buyerCompanyIds')).toEqual([]);
  });

  it('refunds a disputed lead to the balance (no credit note) or to the card (a credit note against the top-up invoice)', async () => {
    const company = await createCompany({ regions: ['Scotland'] });
    const topUpId = await topUp(company.token, 200);
    const toBalance = await createLead({ region: 'Scotland' });
    const toCard = await createLead({ region: 'Scotland' });
    for (const lead of [toBalance, toCard]) {
      const bought = await gql(BUY_WITH_BALANCE, { id: lead.leadId }, { token: company.token });
      expect(bought.body.errors).toBeUndefined();
    }
    const price = (await adminDb().collection('leads').doc(toBalance.leadId).get()).get('pricePence') as number;
    const priceCard = (await adminDb().collection('leads').doc(toCard.leadId).get()).get('pricePence') as number;
    expect((await balanceOf(company.token)).balancePence).toBe(20_000 - price - priceCard);

    await disputeAndAccept(company.token, toBalance.leadId, 'BALANCE');
    const afterBalanceRefund = await balanceOf(company.token);
    expect(afterBalanceRefund.balancePence).toBe(20_000 - priceCard);
    expect(afterBalanceRefund.entries[0]).toMatchObject({ kind: 'REFUND', amountPence: price, leadId: toBalance.leadId });
    expect(afterBalanceRefund.balancePence).toBe(ledgerSum(afterBalanceRefund.entries));

    await disputeAndAccept(company.token, toCard.leadId, 'CARD');
    const afterCardRefund = await balanceOf(company.token);
    expect(afterCardRefund.balancePence).toBe(20_000 - priceCard);
    expect(afterCardRefund.balancePence).toBe(ledgerSum(afterCardRefund.entries));
    const vat = Math.round(priceCard * 0.2);
    const topUpPayment = await gql(MY_PAYMENT, { id: topUpId }, { token: company.token });
    expect(topUpPayment.body.data!.myPayment).toMatchObject({ status: 'SUCCEEDED', refundedPence: priceCard + vat });

    const invoices = await eventually(
      () => invoicesOf(company.token),
      (list) => list.some((i) => i.kind === 'CREDIT_NOTE'),
    );
    const topUpInvoice = invoices.find((i) => i.kind === 'INVOICE' && i.paymentId === topUpId)!;
    const creditNotes = invoices.filter((i) => i.kind === 'CREDIT_NOTE');
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]).toMatchObject({
      creditsInvoiceId: topUpInvoice.id,
      netPence: priceCard,
      vatPence: vat,
      totalPence: priceCard + vat,
      reason: 'Dispute accepted: The phone number does not work',
    });
    expect(invoices.filter((i) => i.kind === 'INVOICE')).toHaveLength(1);
  });
});

describe('the money figures', () => {
  const FIGURES = `query Figures($filter: AdminPaymentFilter) { adminPayments(filter: $filter, first: 1) { totalCount figures {
    cardPayments { count netPence vatPence } topUps { count netPence vatPence } spentFromBalance { count netPence vatPence }
    refundedToCardPence refundedToBalancePence pending { count netPence vatPence } } } }`;
  const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId } }`;
  const sumOf = (list: Array<Record<string, any>>, field: string) => list.reduce((sum, item) => sum + (item[field] as number), 0);

  it('on the admin payments screen and the company’s billing screen each equal the ledger entries they count', async () => {
    const company = await createCompany({ regions: ['London'] });
    const admin = (await createUser({ claims: { admin: true } })).token;
    const leads = await Promise.all([0, 1, 2, 3, 4].map(() => createLead({ region: 'London' })));
    const buyByCard = async (leadId: string, settle: boolean) => {
      const { body } = await gql(BUY, { id: leadId }, { token: company.token });
      expect(body.errors).toBeUndefined();
      if (settle) expect((await confirm(body.data!.buyLead.paymentId)).status).toBe(303);
      return body.data!.buyLead.paymentId as string;
    };
    const buyFromBalance = async (leadId: string) =>
      expect((await gql(BUY_WITH_BALANCE, { id: leadId }, { token: company.token })).body.errors).toBeUndefined();

    // Two top-ups by card; three leads from the balance (one refunded to the balance, one to the card);
    // two leads by card (one refunded to the card); one checkout left open.
    await topUp(company.token, 100);
    await topUp(company.token, 50);
    for (const lead of leads.slice(0, 3)) await buyFromBalance(lead.leadId);
    await buyByCard(leads[3].leadId, true);
    await disputeAndAccept(company.token, leads[0].leadId, 'BALANCE');
    await disputeAndAccept(company.token, leads[1].leadId, 'CARD');
    await disputeAndAccept(company.token, leads[3].leadId, 'CARD');
    const pendingId = await buyByCard(leads[4].leadId, false);

    const { body } = await gql(FIGURES, { filter: { companyId: company.id } }, { token: admin });
    expect(body.errors).toBeUndefined();
    const { figures, totalCount } = body.data!.adminPayments;
    const { balancePence, entries } = await balanceOf(company.token);
    const ledger = (kind: string) => entries.filter((entry) => entry.kind === kind);
    const invoices = await eventually(
      () => invoicesOf(company.token),
      (list) => list.filter((i) => i.kind === 'CREDIT_NOTE').length === 2,
    );
    const issued = (kind: string) => invoices.filter((invoice) => invoice.kind === kind);
    const pending = (await gql(MY_PAYMENT, { id: pendingId }, { token: company.token })).body.data!.myPayment;

    expect(totalCount).toBe(2 + 3 + 2);
    // Top-ups: the ledger's credits, and the top-ups' invoices.
    expect(figures.topUps).toEqual({ count: 2, netPence: sumOf(ledger('TOP_UP'), 'amountPence'), vatPence: 3_000 });
    expect(figures.topUps.netPence).toBe(15_000);
    // Spent from the balance: the ledger's spends, before VAT (no VAT: it was invoiced on the top-ups).
    expect(figures.spentFromBalance).toEqual({ count: 3, netPence: -sumOf(ledger('LEAD_PURCHASE'), 'amountPence'), vatPence: 0 });
    // Refunded to the balance: the ledger's refunds.
    expect(figures.refundedToBalancePence).toBe(sumOf(ledger('REFUND'), 'amountPence'));
    expect(ledger('REFUND')).toHaveLength(1);
    // Money in by card: the invoices issued (top-ups and the card purchase); out to cards: the credit notes.
    expect(figures.cardPayments.count).toBe(1);
    expect(figures.cardPayments.netPence + figures.topUps.netPence).toBe(sumOf(issued('INVOICE'), 'netPence'));
    expect(figures.cardPayments.vatPence + figures.topUps.vatPence).toBe(sumOf(issued('INVOICE'), 'vatPence'));
    expect(figures.refundedToCardPence).toBe(sumOf(issued('CREDIT_NOTE'), 'totalPence'));
    // Pending: the open checkout, nothing else.
    expect(figures.pending).toEqual({ count: 1, netPence: pending.amountPence, vatPence: pending.vatPence });
    // The company's billing screen: the balance is its ledger, which is top-ups less spends plus refunds to it.
    expect(balancePence).toBe(ledgerSum(entries));
    expect(balancePence).toBe(figures.topUps.netPence - figures.spentFromBalance.netPence + figures.refundedToBalancePence);
  });
});

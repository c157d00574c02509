import { expectedSupplyDate, priceQuote, withWasteCarrier } from '../../common/quotes';
import { adminDb, createUser, gql } from '../support/api';
import { buy, submitAndOpenLink } from '../support/homeownerRequest';
import { addDays, londonToday } from '../support/londonDay';
import { createCompany } from '../support/marketplace';
import { LINES, quoteInput, quotingCompany, SET_VAT } from '../support/quotes';

/**
 * Quotes on the site (docs/requirements/quotes-and-removal-records.md, decision 0055), through the real server: who
 * may send one and when, the field errors, the VAT the server computes, revisions, the homeowner's comparison,
 * accepting, declining, the question thread and its e-mails.
 */
const REVISION = `number sentAt netPence vatPence totalPence vatRegistered supplyDate validUntil earliestStart durationDays changedKinds methodStatement
  vatByRate { vatRate netPence vatPence } guarantee { years insuranceBacked insurer } deposit { amountPence protected protectedBy }
  lines { kind label description netPence vatRate vatLabel vatPence areaM2 roofType material thicknessMm lambdaWPerMK thermalResistance
    wasteCarrierRegistration wasteCarrierTier }`;
const COMPANY_QUOTE = `id leadId status declineReason decidedAt revisionCount latest { ${REVISION} } messages { id from text at }`;
const SEND = `mutation Send($leadId: ID!, $input: QuoteInput!) { sendQuote(leadId: $leadId, input: $input) { ${COMPANY_QUOTE} } }`;
const MY_QUOTE = `query Mine($leadId: ID!) { myQuote(leadId: $leadId) { ${COMPANY_QUOTE} } }`;
const ANSWER = `mutation Answer($leadId: ID!, $text: String!) { answerQuoteQuestion(leadId: $leadId, text: $text) { ${COMPANY_QUOTE} } }`;
const HOMEOWNER_QUOTES = `estimateLowPence estimateHighPence acceptedQuoteId rows { kind label includedBy leftOutBy }
  quotes { id companyId companyName status declineReason revisionCount changed changedAt firstSentAt placement valid includes leavesOut
    latest { ${REVISION} } messages { id from text at } }`;
const VIEW = `query Quotes($id: ID!, $token: String!) { homeownerQuotes(id: $id, token: $token) { ${HOMEOWNER_QUOTES} } }`;
const ACCEPT = `mutation Accept($id: ID!, $token: String!, $quoteId: ID!) { acceptQuote(id: $id, token: $token, quoteId: $quoteId) { ${HOMEOWNER_QUOTES} } }`;
const DECLINE = `mutation Decline($id: ID!, $token: String!, $quoteId: ID!, $reason: String) {
  declineQuote(id: $id, token: $token, quoteId: $quoteId, reason: $reason) { ${HOMEOWNER_QUOTES} } }`;
const ASK = `mutation Ask($id: ID!, $token: String!, $quoteId: ID!, $text: String!) {
  askQuoteQuestion(id: $id, token: $token, quoteId: $quoteId, text: $text) { ${HOMEOWNER_QUOTES} } }`;

type Body = { errors?: Array<{ message: string; extensions?: Record<string, any> }>; data?: Record<string, any> | null };
const refusal = (body: Body) => body.errors && { code: body.errors[0].extensions?.code, message: body.errors[0].message };

const mailsTo = async (to: string, template: string) =>
  (await adminDb().collection('mail').where('to', '==', to).get()).docs.filter((doc) => doc.get('template') === template);

const homeownerEmail = async (leadId: string) => (await adminDb().collection('leads').doc(leadId).get()).get('homeowner.email') as string;

async function counted(field: string): Promise<number> {
  const shards = await adminDb().collection('dailyStatShards').where('key', '==', londonToday()).get();
  return shards.docs.reduce((sum, doc) => sum + Number(doc.get(field) ?? 0), 0);
}

describe('sending a quote', () => {
  it('is refused with the reason: VAT registration not stated, a viewer, a company that did not buy, a refunded purchase, a withdrawn request', async () => {
    const { leadId } = await submitAndOpenLink({ postcode: 'LS1 4AP' });
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    expect((await buy(leadId, company.token)).errors).toBeUndefined();

    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body)).toEqual({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Say whether your company is registered for VAT/),
    });
    expect((await gql(SET_VAT, { vat: false }, { token: company.token })).body.data?.setMyCompanyVatRegistration.vatRegistered).toBe(false);

    const claims = { role: 'company', companyId: company.id };
    const viewer = await createUser({ claims, userDoc: claims });
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({ userIds: [company.uid, viewer.uid], userRoles: { [company.uid]: 'owner', [viewer.uid]: 'viewer' } });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: viewer.token })).body)?.code).toBe('FORBIDDEN');
    expect(refusal((await gql(SET_VAT, { vat: true }, { token: viewer.token })).body)?.code).toBe('FORBIDDEN');

    const stranger = await createCompany({ regions: ['Yorkshire and the Humber'] });
    await gql(SET_VAT, { vat: true }, { token: stranger.token });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: stranger.token })).body)).toEqual({
      code: 'NOT_FOUND',
      message: 'You have not bought this lead, so you cannot quote for it.',
    });

    const purchase = adminDb().collection('leads').doc(leadId).collection('purchases').doc(company.id);
    await purchase.update({ refunded: true });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body)).toEqual({
      code: 'CONFLICT',
      message: 'Your purchase of this lead was refunded, so you cannot quote for it.',
    });
    await purchase.update({ refunded: false });

    await adminDb().collection('leads').doc(leadId).update({ archived: true });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body)).toEqual({
      code: 'CONFLICT',
      message: 'This request has been withdrawn, so it takes no quotes.',
    });
    await adminDb().collection('leads').doc(leadId).update({ archived: false, status: 'rejected' });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body)?.message).toMatch(/withdrawn/);
    expect((await adminDb().collection('quotes').where('leadId', '==', leadId).get()).size).toBe(0);
  });

  it('answers negative, absurd and missing amounts and areas over 1,000 m² as field errors on their paths, storing nothing', async () => {
    const { leadId } = await submitAndOpenLink({ postcode: 'LS2 7HY' });
    const company = await quotingCompany(leadId, ['Yorkshire and the Humber']);
    const lines = [
      { kind: 'inspection', amountPence: -500 },
      { kind: 'foam_removal', amountPence: 10_000_001, areaM2: 40, roofType: 'flat' },
      { kind: 'membrane' },
      { kind: 'foam_removal', amountPence: 300_000, areaM2: 1001, roofType: 'flat' },
      { kind: 'reinsulation', amountPence: 100_000, material: 'mineral_wool', thicknessMm: 200, lambdaWPerMK: 0.04, areaM2: 1500 },
    ];
    const { body } = await gql(SEND, { leadId, input: quoteInput({ lines, deposit: { protected: false } }) }, { token: company.token });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const errors = Object.fromEntries(
      (body.errors![0].extensions!.fieldErrors as Array<{ path: string; message: string }>).map((e) => [e.path, e.message]),
    );
    expect(errors).toMatchObject({
      'lines.0.amountPence': 'The price of this line cannot be negative',
      'lines.1.amountPence': 'The price of this line must be £100,000 or less: check the figure',
      'lines.2.amountPence': expect.stringMatching(/^Enter the price of this line/),
      'lines.3.areaM2': 'Enter an area of 1,000 m² or less',
      'lines.4.areaM2': 'Enter an area of 1,000 m² or less',
      'deposit.amountPence': expect.stringMatching(/^Enter the deposit/),
    });
    const missing = await gql(SEND, { leadId, input: { lines: [] } }, { token: company.token });
    const paths = (missing.body.errors![0].extensions!.fieldErrors as Array<{ path: string }>).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['lines', 'validUntil', 'earliestStart', 'durationDays', 'guarantee', 'methodStatement']));
    expect((await adminDb().collection('quotes').where('leadId', '==', leadId).get()).size).toBe(0);
  });

  it('prices each line by the calculator’s rule, on an English and a Northern Ireland lead, with the waste carrier from vetting', async () => {
    for (const [postcode, region] of [
      ['LS6 2AA', 'Yorkshire and the Humber'],
      ['BT1 1AA', 'Northern Ireland'],
    ] as const) {
      const { leadId } = await submitAndOpenLink({ postcode });
      const company = await quotingCompany(leadId, [region]);
      const sentBefore = await counted('quotesSent');
      // A waste carrier typed by the company is not part of the input at all: the schema refuses the field.
      const typed = await gql(
        SEND,
        { leadId, input: quoteInput({ lines: [{ kind: 'waste_disposal', amountPence: 1000, wasteCarrier: 'FAKE' }] }) },
        { token: company.token },
      );
      expect(typed.body.errors).toBeDefined();

      const { body } = await gql(SEND, { leadId, input: quoteInput() }, { token: company.token });
      expect(body.errors).toBeUndefined();
      const latest = body.data!.sendQuote.latest;
      const supplyDate = expectedSupplyDate(addDays(londonToday(), 14), 3);
      const expected = priceQuote({
        lines: withWasteCarrier(LINES, { wasteCarrier: { registrationNumber: 'CBDU999999', tier: 'upper' } as never }),
        region,
        propertyType: 'semi',
        vatRegistered: true,
        supplyDate,
      });
      expect(latest).toMatchObject({
        supplyDate,
        netPence: 725_000,
        vatPence: expected.vatPence,
        totalPence: expected.totalPence,
        vatRegistered: true,
        vatByRate: expected.vatByRate,
      });
      expect(latest.lines.map((l: { vatRate: number; vatPence: number; vatLabel: string }) => [l.vatRate, l.vatPence, l.vatLabel])).toEqual(
        expected.lines.map((l) => [l.vatRate, l.vatPence, l.vatLabel]),
      );
      // By hand: £5,750 of standard-rated lines at 20 % is £1,150; the re-insulation is 0 % to 31 March 2027, 5 % after.
      const insulationRate = supplyDate <= '2027-03-31' ? 0 : 0.05;
      expect(latest.lines[4]).toMatchObject({ kind: 'reinsulation', vatRate: insulationRate, thermalResistance: 6.14 });
      expect(latest.vatPence).toBe(115_000 + Math.round(150_000 * insulationRate));
      expect(latest.lines[2]).toMatchObject({ kind: 'waste_disposal', wasteCarrierRegistration: 'CBDU999999', wasteCarrierTier: 'upper' });
      expect(await counted('quotesSent')).toBe(sentBefore + 1);

      const [mail] = await mailsTo(await homeownerEmail(leadId), 'quote_received');
      expect(mail.get('data')).toMatchObject({
        companyName: company.name,
        revised: false,
        netPence: 725_000,
        totalPence: latest.totalPence,
      });
    }
  });

  it('a company not registered for VAT charges none', async () => {
    const { leadId } = await submitAndOpenLink({ postcode: 'LS7 3AA' });
    const company = await createCompany({ regions: ['Yorkshire and the Humber'] });
    await gql(SET_VAT, { vat: false }, { token: company.token });
    await buy(leadId, company.token);
    const { body } = await gql(SEND, { leadId, input: quoteInput() }, { token: company.token });
    expect(body.data!.sendQuote.latest).toMatchObject({ vatRegistered: false, vatPence: 0, netPence: 725_000, totalPence: 725_000 });
  });
});

describe('revisions and the homeowner’s comparison', () => {
  it('keeps every revision unchanged; the homeowner sees the latest, that and when it changed, and the comparison', async () => {
    const { requestId, leadId, token } = await submitAndOpenLink({ postcode: 'LS8 1AA' });
    const first = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'First Removals');
    const second = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Second Removals');
    const sent = (await gql(SEND, { leadId, input: quoteInput() }, { token: first.token })).body.data!.sendQuote;
    const cheaper = [{ kind: 'foam_removal', amountPence: 100_000, areaM2: 42, roofType: 'pitched_tiles' }];
    expect(
      (await gql(SEND, { leadId, input: quoteInput({ lines: cheaper, deposit: null }) }, { token: second.token })).body.errors,
    ).toBeUndefined();

    const changed = LINES.map((line) => (line.kind === 'membrane' ? { ...line, amountPence: 95_000 } : line));
    const revised = await gql(SEND, { leadId, input: quoteInput({ lines: changed }) }, { token: first.token });
    expect(revised.body.data!.sendQuote).toMatchObject({
      id: sent.id,
      revisionCount: 2,
      latest: { number: 2, changedKinds: ['membrane'] },
    });

    const revisions = await adminDb().collection('quoteRevisions').where('quoteId', '==', sent.id).get();
    const byNumber = new Map(revisions.docs.map((doc) => [doc.get('number') as number, doc.data()]));
    expect([...byNumber.keys()].sort()).toEqual([1, 2]);
    expect(byNumber.get(1)!.priced.netPence).toBe(725_000);
    expect(byNumber.get(2)!.priced.netPence).toBe(740_000);
    expect(byNumber.get(1)!.lines.find((l: { kind: string }) => l.kind === 'membrane').amountPence).toBe(80_000);

    const view = (await gql(VIEW, { id: requestId, token })).body.data!.homeownerQuotes;
    const firstView = view.quotes.find((q: { companyId: string }) => q.companyId === first.id);
    const secondView = view.quotes.find((q: { companyId: string }) => q.companyId === second.id);
    expect(firstView).toMatchObject({ companyName: 'First Removals', status: 'sent', revisionCount: 2, changed: true, valid: true });
    expect(firstView.latest.netPence).toBe(740_000);
    expect(new Date(firstView.changedAt).getTime()).toBeGreaterThan(new Date(firstView.firstSentAt).getTime());
    expect(secondView).toMatchObject({ changed: false, changedAt: null, includes: ['foam_removal'] });
    expect(secondView.leavesOut).toEqual(['inspection', 'waste_disposal', 'membrane', 'reinsulation']);
    const expectedPlacement = (net: number) => (net < view.estimateLowPence ? 'below' : net > view.estimateHighPence ? 'above' : 'within');
    expect(firstView.placement).toBe(expectedPlacement(740_000));
    expect(secondView.placement).toBe(expectedPlacement(100_000));
    expect(view.rows.map((row: { kind: string }) => row.kind)).toEqual([
      'inspection',
      'foam_removal',
      'waste_disposal',
      'membrane',
      'reinsulation',
    ]);
    expect(view.rows.find((row: { kind: string }) => row.kind === 'membrane')).toMatchObject({
      includedBy: [firstView.id],
      leftOutBy: [secondView.id],
    });

    const told = await mailsTo(await homeownerEmail(leadId), 'quote_received');
    expect(told.map((doc) => doc.get('data.revised')).sort()).toEqual([false, false, true]);
  });
});

describe('accepting and declining', () => {
  it('accepting marks the company hired, the others not chosen, stops sales and e-mails every company, once', async () => {
    const { requestId, leadId, token, reference } = await submitAndOpenLink({ postcode: 'LS9 8AA' });
    const hired = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Hired Removals');
    const other = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Other Removals');
    const late = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const hiredQuote = (await gql(SEND, { leadId, input: quoteInput() }, { token: hired.token })).body.data!.sendQuote;
    const otherQuote = (await gql(SEND, { leadId, input: quoteInput() }, { token: other.token })).body.data!.sendQuote;
    const acceptedBefore = await counted('quotesAccepted');

    const accepted = await gql(ACCEPT, { id: requestId, token, quoteId: hiredQuote.id });
    expect(accepted.body.errors).toBeUndefined();
    const view = accepted.body.data!.acceptQuote;
    expect(view.acceptedQuoteId).toBe(hiredQuote.id);
    expect(Object.fromEntries(view.quotes.map((q: { id: string; status: string }) => [q.id, q.status]))).toEqual({
      [hiredQuote.id]: 'accepted',
      [otherQuote.id]: 'not_chosen',
    });
    expect(await counted('quotesAccepted')).toBe(acceptedBefore + 1);

    const lead = (await adminDb().collection('leads').doc(leadId).get()).data()!;
    expect(lead.status).toBe('closed');
    expect(lead.homeownerOutcome.hired.map((h: { companyId: string }) => h.companyId)).toEqual([hired.id]);
    expect(lead.homeownerOutcome.salesStoppedAt).toBeTruthy();
    expect(
      lead.history.filter((e: { by: string }) => e.by === 'homeowner').map((e: { action: string; note: string }) => [e.action, e.note]),
    ).toEqual([['accepted a quote', 'Hired Removals']]);
    expect(refusal(await buy(leadId, late.token))?.code).toBe('CONFLICT');

    expect((await mailsTo(hired.email, 'quote_accepted')).map((doc) => doc.get('data'))).toEqual([
      { companyName: 'Hired Removals', reference, leadId },
    ]);
    expect((await mailsTo(other.email, 'quote_not_chosen')).map((doc) => doc.get('data'))).toEqual([
      { companyName: 'Other Removals', reference, leadId },
    ]);
    expect(await mailsTo(hired.email, 'quote_not_chosen')).toHaveLength(0);

    expect(refusal((await gql(ACCEPT, { id: requestId, token, quoteId: hiredQuote.id })).body)).toEqual({
      code: 'CONFLICT',
      message: 'You have already accepted this quote.',
    });
    expect(refusal((await gql(ACCEPT, { id: requestId, token, quoteId: otherQuote.id })).body)).toEqual({
      code: 'CONFLICT',
      message: 'You have already accepted the quote from Hired Removals: a request can have only one accepted quote.',
    });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: other.token })).body)).toEqual({
      code: 'CONFLICT',
      message: 'The homeowner has accepted another company’s quote, so this request takes no more quotes.',
    });
    expect(refusal((await gql(SEND, { leadId, input: quoteInput() }, { token: hired.token })).body)).toEqual({
      code: 'CONFLICT',
      message: 'The homeowner has accepted your quote, so it can no longer be changed.',
    });
    expect(refusal((await gql(DECLINE, { id: requestId, token, quoteId: otherQuote.id })).body)?.code).toBe('CONFLICT');
    expect((await gql(MY_QUOTE, { leadId }, { token: other.token })).body.data!.myQuote.status).toBe('not_chosen');
    expect(await mailsTo(hired.email, 'quote_accepted')).toHaveLength(1);
  });

  it('a quote past its valid-until date cannot be accepted; a buyer that did not quote is told the job went elsewhere', async () => {
    const { requestId, leadId, token, reference } = await submitAndOpenLink({ postcode: 'LS15 8AA' });
    const quoting = await quotingCompany(leadId, ['Yorkshire and the Humber']);
    const silent = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Silent Removals');
    const quote = (await gql(SEND, { leadId, input: quoteInput() }, { token: quoting.token })).body.data!.sendQuote;
    const stored = adminDb().collection('quotes').doc(quote.id);
    await stored.update({ 'latest.validUntil': addDays(londonToday(), -1) });
    expect((await gql(VIEW, { id: requestId, token })).body.data!.homeownerQuotes.quotes[0].valid).toBe(false);
    expect(refusal((await gql(ACCEPT, { id: requestId, token, quoteId: quote.id })).body)).toEqual({
      code: 'CONFLICT',
      message: 'This quote is no longer valid. Ask the company to send a new one, then accept that.',
    });
    expect((await adminDb().collection('leads').doc(leadId).get()).get('homeownerOutcome.hired') ?? []).toEqual([]);

    await stored.update({ 'latest.validUntil': londonToday() });
    expect((await gql(ACCEPT, { id: requestId, token, quoteId: quote.id })).body.errors).toBeUndefined();
    expect((await mailsTo(silent.email, 'quote_not_chosen')).map((doc) => doc.get('data'))).toEqual([
      { companyName: 'Silent Removals', reference, leadId },
    ]);
  });

  it('declining keeps the reason, tells the company, and a revision opens the quote again', async () => {
    const { requestId, leadId, token } = await submitAndOpenLink({ postcode: 'LS10 1AA' });
    const company = await quotingCompany(leadId, ['Yorkshire and the Humber']);
    const quote = (await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body.data!.sendQuote;

    const tooLong = await gql(DECLINE, { id: requestId, token, quoteId: quote.id, reason: 'x'.repeat(501) });
    expect(tooLong.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'reason' }] });

    const reason = 'We found a company that can start sooner.';
    const declined = (await gql(DECLINE, { id: requestId, token, quoteId: quote.id, reason })).body.data!.declineQuote;
    expect(declined.quotes[0]).toMatchObject({ status: 'declined', declineReason: reason });
    expect((await gql(MY_QUOTE, { leadId }, { token: company.token })).body.data!.myQuote).toMatchObject({
      status: 'declined',
      declineReason: reason,
    });
    expect((await mailsTo(company.email, 'quote_declined')).map((doc) => doc.get('data.reason'))).toEqual([reason]);

    const withoutReason = await gql(DECLINE, { id: requestId, token, quoteId: quote.id });
    expect(withoutReason.body.data!.declineQuote.quotes[0]).toMatchObject({ status: 'declined', declineReason: null });

    const revised = await gql(SEND, { leadId, input: quoteInput() }, { token: company.token });
    expect(revised.body.data!.sendQuote).toMatchObject({ status: 'sent', declineReason: null, revisionCount: 2 });
  });
});

describe('the question thread', () => {
  it('the homeowner asks, the company answers, each told by e-mail; the text stays plain text; a viewer cannot answer', async () => {
    const { requestId, leadId, token, reference } = await submitAndOpenLink({ postcode: 'LS11 5AA' });
    const company = await quotingCompany(leadId, ['Yorkshire and the Humber'], 'Thread Removals');
    const quote = (await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body.data!.sendQuote;

    const question = 'Does the membrane line include <b>the eaves</b>?';
    const asked = await gql(ASK, { id: requestId, token, quoteId: quote.id, text: question });
    expect(asked.body.errors).toBeUndefined();
    expect(asked.body.data!.askQuoteQuestion.quotes[0].messages).toEqual([expect.objectContaining({ from: 'homeowner', text: question })]);
    expect((await mailsTo(company.email, 'quote_question')).map((doc) => doc.get('data'))).toEqual([
      { companyName: 'Thread Removals', reference, leadId, text: question },
    ]);
    const empty = await gql(ASK, { id: requestId, token, quoteId: quote.id, text: '   ' });
    expect(empty.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'text' }] });

    const claims = { role: 'company', companyId: company.id };
    const viewer = await createUser({ claims, userDoc: claims });
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({ userIds: [company.uid, viewer.uid], userRoles: { [company.uid]: 'owner', [viewer.uid]: 'viewer' } });
    expect(refusal((await gql(ANSWER, { leadId, text: 'No.' }, { token: viewer.token })).body)?.code).toBe('FORBIDDEN');
    // A viewer reads the quote and its thread.
    expect((await gql(MY_QUOTE, { leadId }, { token: viewer.token })).body.data!.myQuote.messages).toHaveLength(1);

    const answer = 'Yes: the eaves are on the membrane line.';
    const answered = await gql(ANSWER, { leadId, text: answer }, { token: company.token });
    expect(answered.body.data!.answerQuoteQuestion.messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['homeowner', question],
      ['company', answer],
    ]);
    const email = await homeownerEmail(leadId);
    expect((await mailsTo(email, 'quote_answer')).map((doc) => doc.get('data'))).toEqual([
      { firstName: 'Amira', companyName: 'Thread Removals', reference, text: answer },
    ]);
    const view = (await gql(VIEW, { id: requestId, token })).body.data!.homeownerQuotes;
    expect(view.quotes[0].messages.map((m: { from: string }) => m.from)).toEqual(['homeowner', 'company']);
  });

  it('a homeowner’s erasure removes the text of their questions', async () => {
    const admin = await createUser({ claims: { admin: true } });
    const { requestId, leadId, token } = await submitAndOpenLink({ postcode: 'LS12 1AA' });
    const company = await quotingCompany(leadId, ['Yorkshire and the Humber']);
    const quote = (await gql(SEND, { leadId, input: quoteInput() }, { token: company.token })).body.data!.sendQuote;
    const question = 'Can you start on a Saturday? My neighbour Bob will let you in.';
    await gql(ASK, { id: requestId, token, quoteId: quote.id, text: question });
    const email = await homeownerEmail(leadId);

    const erased = await gql(
      `mutation X($email: String, $confirm: String!) { eraseSubjectData(email: $email, confirm: $confirm) { counts { kind count } } }`,
      { email, confirm: email },
      { token: admin.token },
    );
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data!.eraseSubjectData.counts).toEqual(expect.arrayContaining([{ kind: 'QUOTE_QUESTION', count: 1 }]));
    const stored = await adminDb().collection('quoteMessages').where('quoteId', '==', quote.id).get();
    expect(stored.docs.map((doc) => doc.get('text'))).toEqual(['']);
    expect(JSON.stringify(stored.docs.map((doc) => doc.data()))).not.toContain('Bob');
  });
});

describe('who may read a quote', () => {
  it('a company reads only its own quote, on a lead it bought; an edited link or another request’s quote is refused', async () => {
    const { requestId, leadId, token } = await submitAndOpenLink({ postcode: 'LS13 1AA' });
    const other = await submitAndOpenLink({ postcode: 'LS14 1AA' });
    const owner = await quotingCompany(leadId, ['Yorkshire and the Humber']);
    const rival = await quotingCompany(leadId, ['Yorkshire and the Humber']);
    const outsider = await createCompany({ regions: ['Yorkshire and the Humber'] });
    const quote = (await gql(SEND, { leadId, input: quoteInput() }, { token: owner.token })).body.data!.sendQuote;

    expect((await gql(MY_QUOTE, { leadId }, { token: rival.token })).body.data!.myQuote).toBeNull();
    expect(refusal((await gql(MY_QUOTE, { leadId }, { token: outsider.token })).body)?.code).toBe('NOT_FOUND');
    expect(refusal((await gql(MY_QUOTE, { leadId })).body)?.code).toBe('UNAUTHENTICATED');
    expect(refusal((await gql(ANSWER, { leadId, text: 'Hello' }, { token: rival.token })).body)?.code).toBe('NOT_FOUND');

    const [payload, signature] = token.split('.');
    const edited = `${payload.slice(0, -2)}${payload.at(-2) === 'A' ? 'B' : 'A'}${payload.at(-1)}.${signature}`;
    for (const [query, variables] of [
      [VIEW, { id: requestId, token: edited }],
      [ACCEPT, { id: requestId, token: edited, quoteId: quote.id }],
      [ASK, { id: requestId, token: edited, quoteId: quote.id, text: 'Hello?' }],
      [DECLINE, { id: requestId, token: edited, quoteId: quote.id }],
    ] as const) {
      const { body } = await gql(query, variables);
      expect(refusal(body)).toEqual({ code: 'FORBIDDEN', message: expect.stringMatching(/^This link is not valid/) });
    }
    // Another homeowner's link cannot reach this quote: it is not on their request.
    expect(refusal((await gql(ACCEPT, { id: other.requestId, token: other.token, quoteId: quote.id })).body)).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no such quote on this request.',
    });
    expect((await gql(VIEW, { id: other.requestId, token: other.token })).body.data!.homeownerQuotes.quotes).toEqual([]);
    expect((await adminDb().collection('quotes').doc(quote.id).get()).get('status')).toBe('sent');
  });
});

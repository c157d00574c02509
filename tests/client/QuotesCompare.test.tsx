import { fireEvent, screen, within } from '@testing-library/react';
import { compareQuotes, priceQuote, type QuoteLineInput } from '../../common/quotes';
import { fakeApi, renderWithProviders } from './render';
import QuotesSection from '../../client/src/features/homeowner-request/QuotesSection';

/** The homeowner's compare view (docs/requirements/quotes-and-removal-records.md#compare): the same rows on every quote. */

const revision = (lines: QuoteLineInput[], extra: Record<string, unknown> = {}) => {
  const priced = priceQuote({ lines, region: 'London', propertyType: 'semi', vatRegistered: true, supplyDate: '2027-03-03' });
  return {
    __typename: 'QuoteRevision',
    number: 1,
    sentAt: '2027-02-01T10:00:00.000Z',
    netPence: priced.netPence,
    vatPence: priced.vatPence,
    totalPence: priced.totalPence,
    vatRegistered: true,
    supplyDate: '2027-03-03',
    validUntil: '2027-03-15',
    earliestStart: '2027-03-01',
    durationDays: 3,
    changedKinds: [],
    methodStatement: 'Sheet the loft, cut the foam back, bag it, clean up.',
    vatByRate: priced.vatByRate.map((rate) => ({ __typename: 'QuoteVatRate', ...rate })),
    guarantee: { __typename: 'QuoteGuarantee', years: 10, insuranceBacked: true, insurer: 'Guarantee Protection Insurance' },
    deposit: null,
    lines: priced.lines.map((line) => ({
      __typename: 'QuoteLineView',
      kind: line.line.kind,
      label: line.label,
      description: null,
      netPence: line.netPence,
      vatRate: line.vatRate,
      vatLabel: line.vatLabel,
      vatPence: line.vatPence,
      areaM2: null,
      roofType: null,
      material: null,
      thicknessMm: null,
      lambdaWPerMK: null,
      thermalResistance: null,
      wasteCarrierRegistration: null,
      wasteCarrierTier: null,
    })),
    ...extra,
  };
};

const FULL: QuoteLineInput[] = [
  { kind: 'foam_removal', amountPence: 420_000, areaM2: 42, roofType: 'pitched_tiles' },
  { kind: 'waste_disposal', amountPence: 60_000 },
  { kind: 'membrane', amountPence: 80_000 },
  { kind: 'reinsulation', amountPence: 150_000, material: 'mineral_wool', thicknessMm: 270, lambdaWPerMK: 0.044 },
];
const BARE: QuoteLineInput[] = [
  { kind: 'inspection', amountPence: 15_000 },
  { kind: 'foam_removal', amountPence: 380_000, areaM2: 42, roofType: 'pitched_tiles' },
];

function quote(id: string, companyName: string, lines: QuoteLineInput[], extra: Record<string, unknown> = {}) {
  return {
    __typename: 'HomeownerQuote',
    id,
    companyId: `c-${id}`,
    companyName,
    status: 'sent',
    declineReason: null,
    revisionCount: 1,
    changed: false,
    changedAt: null,
    firstSentAt: '2027-02-01T10:00:00.000Z',
    placement: 'within',
    valid: true,
    includes: [],
    leavesOut: [],
    latest: revision(lines),
    messages: [],
    ...extra,
  };
}

function homeownerQuotes(quotes: Array<ReturnType<typeof quote>>) {
  const comparison = compareQuotes(
    quotes.map((q) => ({ id: q.id, lines: q.latest.lines as Array<{ kind: (typeof FULL)[number]['kind'] }> })),
  );
  return {
    __typename: 'HomeownerQuotes',
    estimateLowPence: 500_000,
    estimateHighPence: 700_000,
    acceptedQuoteId: null,
    rows: comparison.rows.map((row) => ({ __typename: 'QuoteComparisonRow', ...row })),
    quotes,
  };
}

const LINK = { id: 'request1', token: 'token1' };

const rowsOf = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('[data-row]')).map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent,
  ]);

describe('the compare view on the request page', () => {
  it('lines up the same rows on every quote, in the vocabulary’s order, with "Not included" where a quote leaves a kind out', async () => {
    const data = homeownerQuotes([
      quote('q1', 'Tyne Foam Removal Ltd', FULL),
      quote('q2', 'Quayside Insulation Ltd', BARE, { changed: true, changedAt: '2027-02-03T09:00:00.000Z', placement: 'below' }),
    ]);
    renderWithProviders(<QuotesSection {...LINK} />, { link: fakeApi({ data: { homeownerQuotes: data } }).link });
    const cards = await screen.findAllByTestId('quote-card');
    expect(cards).toHaveLength(2);
    const [full, bare] = cards.map(rowsOf);
    expect(full.map(([label]) => label)).toEqual(bare.map(([label]) => label));
    expect(full.map(([label]) => label)).toEqual([
      'Inspection or survey',
      'Foam removal',
      'Waste disposal',
      'Membrane and making good',
      'Re-insulation',
      'Total before VAT',
      'VAT',
      'Total with VAT',
      'Against our estimate',
      'Valid until',
      'Start and duration',
      'Guarantee',
      'Deposit',
      'Method statement',
      'Your right to cancel',
    ]);
    expect(full[0][1]).toBe('Not included');
    expect(bare[2][1]).toBe('Not included');
    expect(bare[3][1]).toBe('Not included');
    expect(bare[4][1]).toBe('Not included');
    expect(full[4][1]).toMatch(/^£1,500 \+ VAT 0 %/);
    expect(full[1][1]).toMatch(/^£4,200 \+ VAT 20 %/);
    // £4,200 + £600 + £800 at 20 % is £1,120 of VAT; £1,500 at 0 %.
    expect(full[5][1]).toBe('£7,100');
    expect(full[6][1]).toBe('£1,120 (20 % on £5,600; 0 % on £1,500)');
    expect(full[7][1]).toBe('£8,220');
    expect(full[8][1]).toBe('Within our estimate (£5,000–£7,000 + VAT)');
    expect(bare[8][1]).toBe('Below our estimate (£5,000–£7,000 + VAT)');
    expect(full[11][1]).toBe('10 years, insurance-backed by Guarantee Protection Insurance');
    expect(within(cards[1]).getByTestId('quote-changed')).toHaveTextContent('Changed on 3 February 2027');
    expect(within(cards[0]).queryByTestId('quote-changed')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your right to cancel' })).toBeInTheDocument();
  });

  it('asks before accepting, saying what happens, and sends the acceptance only once confirmed', async () => {
    const data = homeownerQuotes([quote('q1', 'Tyne Foam Removal Ltd', FULL), quote('q2', 'Quayside Insulation Ltd', BARE)]);
    const api = fakeApi((operation) =>
      operation.operationName === 'AcceptQuote'
        ? {
            data: {
              acceptQuote: {
                ...data,
                acceptedQuoteId: 'q1',
                quotes: [
                  { ...data.quotes[0], status: 'accepted' },
                  { ...data.quotes[1], status: 'not_chosen' },
                ],
              },
            },
          }
        : { data: { homeownerQuotes: data } },
    );
    renderWithProviders(<QuotesSection {...LINK} />, { link: api.link });
    const card = (await screen.findAllByTestId('quote-card'))[0];
    fireEvent.click(within(card).getByRole('button', { name: 'Accept this quote' }));
    const dialog = within(card).getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'We mark Tyne Foam Removal Ltd as the company you hired, tell the other companies that bought your request that the job went elsewhere, and no more companies can buy your request.',
    );
    expect(api.sent.some((operation) => operation.operationName === 'AcceptQuote')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, accept this quote' }));
    expect(await within(card).findByText('You accepted this quote')).toBeInTheDocument();
    expect(api.sent.find((operation) => operation.operationName === 'AcceptQuote')!.variables).toEqual({ ...LINK, quoteId: 'q1' });
    expect(screen.queryByRole('button', { name: 'Accept this quote' })).not.toBeInTheDocument();
  });

  it('says so when no quote has arrived yet', async () => {
    renderWithProviders(<QuotesSection {...LINK} />, { link: fakeApi({ data: { homeownerQuotes: homeownerQuotes([]) } }).link });
    expect(
      await screen.findByText('Companies that bought your request can send a quote here; we e-mail you when one arrives.'),
    ).toBeInTheDocument();
  });
});

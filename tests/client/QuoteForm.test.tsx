import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from './render';
import { draftFrom, QuoteForm, type QuoteFormContext } from '../../client/src/features/company-leads/QuoteForm';
import { QuoteSection } from '../../client/src/features/company-leads/QuoteSection';
import { londonIsoDate } from '../../client/src/lib/dates';

/** The company's quote form (docs/requirements/quotes-and-removal-records.md): VAT worked out as it types, and nothing lost on an error. */

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => londonIsoDate(new Date())!;

const lines = () => screen.getAllByTestId('quote-line');
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Lines 1–3 of a new quote are inspection, foam removal and waste; this adds a re-insulation line and a membrane line. */
function typeQuote({ start }: { start: string }) {
  change(within(lines()[0]).getByLabelText('Price before VAT (£)'), '150');
  change(within(lines()[1]).getByLabelText('Price before VAT (£)'), '4,200');
  change(within(lines()[1]).getByLabelText('Area (m²)'), '42');
  change(within(lines()[1]).getByLabelText('What the foam is sprayed on'), 'pitched_tiles');
  change(within(lines()[2]).getByLabelText('Price before VAT (£)'), '600');
  fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
  change(within(lines()[3]).getByLabelText('What this line is'), 'reinsulation');
  change(within(lines()[3]).getByLabelText('Insulation material'), 'mineral_wool');
  change(within(lines()[3]).getByLabelText('Thickness (mm)'), '270');
  change(within(lines()[3]).getByLabelText('Thermal conductivity λ (W/m·K)'), '0.044');
  change(within(lines()[3]).getByLabelText('Price before VAT (£)'), '1500');
  fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
  change(within(lines()[4]).getByLabelText('Price before VAT (£)'), '800');
  change(screen.getByLabelText('Valid until'), addDays(today(), 30));
  change(screen.getByLabelText('Earliest start'), start);
  change(screen.getByLabelText('Duration (working days)'), '3');
  change(screen.getByLabelText('Guarantee (years, 0 for none)'), '10');
  change(screen.getByLabelText('Method statement'), 'Sheet the loft, cut the foam back, bag it, read the timber, clean up.');
}

const vatOf = (index: number) => within(lines()[index]).getByTestId('line-vat').textContent;
const totals = () => screen.getByTestId('quote-totals').textContent;

function renderForm(context: QuoteFormContext) {
  renderWithProviders(<QuoteForm context={context} initial={draftFrom(null)} revising={false} onSend={async () => undefined} />);
}

describe('the quote form’s VAT, worked out as the company types', () => {
  it.each([
    ['Northern Ireland', 'Northern Ireland'],
    ['London', 'Great Britain'],
  ] as const)(
    'for a home in %s: re-insulation 0 %% for a job finishing before 1 April 2027, 5 %% after; removal and membrane 20 %%',
    (region, nation) => {
      renderForm({ region, propertyType: 'semi', vatRegistered: true });
      // Monday 1 March 2027, three working days: supplied on Wednesday 3 March.
      typeQuote({ start: '2027-03-01' });
      expect(vatOf(1)).toBe('VAT 20 %: £840 (20 %: standard rate)');
      expect(vatOf(3)).toBe(`VAT 0 %: £0 (0 % (zero-rated): insulation installed in a home, ${nation})`);
      expect(vatOf(4)).toBe('VAT 20 %: £160 (20 %: standard rate)');
      expect(within(lines()[3]).getByTestId('thermal-resistance')).toHaveTextContent('R = thickness ÷ λ = 6.14 m²·K/W');
      // £150 + £4,200 + £600 + £800 = £5,750 at 20 % is £1,150; £1,500 at 0 %.
      expect(totals()).toContain('Total before VAT£7,250');
      expect(totals()).toContain('VAT at 20 %£1,150 on £5,750');
      expect(totals()).toContain('VAT at 0 %£0 on £1,500');
      expect(totals()).toContain('Total with VAT£8,400');
      expect(totals()).toContain('a job finishing on 3 March 2027');

      // Starting Tuesday 30 March for three working days finishes on Thursday 1 April: the reduced rate.
      change(screen.getByLabelText('Earliest start'), '2027-03-30');
      expect(vatOf(3)).toBe(`VAT 5 %: £75 (5 %: insulation installed in a home, ${nation})`);
      expect(totals()).toContain('Total with VAT£8,475');
    },
  );

  it('charges no VAT for a company that is not VAT-registered, and 20 % on insulation in a commercial building', () => {
    const first = renderWithProviders(
      <QuoteForm
        context={{ region: 'London', propertyType: 'semi', vatRegistered: false }}
        initial={draftFrom(null)}
        revising={false}
        onSend={async () => undefined}
      />,
    );
    typeQuote({ start: '2027-03-01' });
    expect(vatOf(1)).toBe('VAT 0 %: £0 (No VAT: contractor not VAT-registered)');
    expect(totals()).toContain('Total with VAT£7,250');
    first.unmount();
    renderForm({ region: 'London', propertyType: 'commercial', vatRegistered: true });
    typeQuote({ start: '2027-03-01' });
    expect(vatOf(3)).toBe('VAT 20 %: £300 (20 %: standard rate)');
  });

  it('checks the quote with the shared rules before sending: field errors beside their fields, nothing sent', () => {
    const sent: unknown[] = [];
    renderWithProviders(
      <QuoteForm
        context={{ region: 'London', propertyType: 'semi', vatRegistered: true }}
        initial={draftFrom(null)}
        revising={false}
        onSend={async (input) => sent.push(input)}
      />,
    );
    change(within(lines()[0]).getByLabelText('Price before VAT (£)'), '-5');
    change(within(lines()[1]).getByLabelText('Area (m²)'), '1500');
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(within(lines()[0]).getByText('The price of this line cannot be negative')).toBeInTheDocument();
    expect(within(lines()[1]).getByText('Enter an area of 1,000 m² or less')).toBeInTheDocument();
    expect(screen.getByText(/Describe how you will do the job/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(within(lines()[1]).getByLabelText('Area (m²)')).toHaveValue('1500');
  });
});

describe('the quote section on a bought lead', () => {
  const LEAD = { id: 'lead1', region: 'London', propertyType: 'semi' };

  it('keeps everything typed when the server answers with a field error, and shows it on its field', async () => {
    const api = fakeApi((operation) =>
      operation.operationName === 'SendQuote'
        ? {
            errors: [
              {
                message: 'Some answers need your attention',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ path: 'lines.1.areaM2', message: 'The area is larger than the property: check the figure' }],
                },
              },
            ],
          }
        : { data: { myQuote: null, myCompany: { __typename: 'Company', id: 'company1', vatRegistered: true } } },
    );
    renderWithProviders(<QuoteSection lead={LEAD} refusal={null} />, { link: api.link });
    await screen.findByRole('button', { name: 'Send the quote' });
    typeQuote({ start: addDays(today(), 14) });
    fireEvent.click(screen.getByRole('button', { name: 'Send the quote' }));
    expect(await within(lines()[1]).findByText('The area is larger than the property: check the figure')).toBeInTheDocument();
    expect(api.sent.filter((operation) => operation.operationName === 'SendQuote')).toHaveLength(1);
    expect(api.sent.find((operation) => operation.operationName === 'SendQuote')!.variables.input.lines[3]).toEqual({
      kind: 'reinsulation',
      amountPence: 150_000,
      description: null,
      material: 'mineral_wool',
      thicknessMm: 270,
      lambdaWPerMK: 0.044,
      areaM2: null,
    });
    expect(within(lines()[1]).getByLabelText('Area (m²)')).toHaveValue('42');
    expect(within(lines()[1]).getByLabelText('Price before VAT (£)')).toHaveValue('4,200');
    expect(within(lines()[3]).getByLabelText('Thickness (mm)')).toHaveValue('270');
    expect(lines()).toHaveLength(5);
    expect(screen.getByLabelText('Method statement')).toHaveValue('Sheet the loft, cut the foam back, bag it, read the timber, clean up.');
  });

  it('says the VAT registration must be stated first, with a link to the profile field, instead of the form', async () => {
    const api = fakeApi({ data: { myQuote: null, myCompany: { __typename: 'Company', id: 'company1', vatRegistered: null } } });
    renderWithProviders(<QuoteSection lead={LEAD} refusal={null} />, { link: api.link });
    expect(await screen.findByRole('link', { name: 'Answer it on your profile' })).toHaveAttribute(
      'href',
      '/company/profile#vat-registration',
    );
    expect(screen.queryByRole('button', { name: 'Send the quote' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { renderWithProviders } from './render';
import { estimateRemoval, formatPounds, type CalculatorInput } from '../../common/calculator';
import { CalculatorPage } from '../../client/src/features/calculator/CalculatorPage';
import { HowItWorks } from '../../client/src/features/calculator/HowItWorks';
import { EnhancedQuotePage } from '../../client/src/features/removal-request/EnhancedQuotePage';

/** Shows the router's current URL and offers a Back button, as the browser would. */
function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="url">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function renderAt(url: string) {
  return renderWithProviders(<CalculatorPage explainer={<HowItWorks />} />, {
    route: url,
    path: '/calculator',
    routes: { '/contact/enhanced-quote': <EnhancedQuotePage /> },
    alongside: <Probe />,
  });
}

const range = (low: number, high: number) => `${formatPounds(low)} – ${formatPounds(high)}`;
const expectEstimate = (input: CalculatorInput) => {
  const estimate = estimateRemoval(input);
  expect(screen.getByTestId('estimate-range')).toHaveTextContent(range(estimate.lowPence, estimate.highPence));
  return estimate;
};
const currentUrl = () => new URL(screen.getByTestId('url').textContent!, 'http://localhost');

beforeEach(() => window.localStorage.clear());

describe('cost calculator page', () => {
  it('renders the range, VAT, duration and breakdown for the inputs in the URL', () => {
    renderAt('/calculator?type=semi&foam=open&access=easy&locations=loft&region=North+West');

    expect(screen.getByRole('heading', { level: 1, name: 'Spray foam removal cost calculator' })).toBeInTheDocument();
    expect(screen.getByTestId('estimate-range')).toHaveTextContent('£2,050 – £2,900');
    expect(screen.getByTestId('estimate-vat')).toHaveTextContent('£410 – £580');
    // Rounded to £50 as the range before VAT is (£2,460 and £3,480 exactly).
    expect(screen.getByTestId('estimate-inc-vat')).toHaveTextContent('£2,450 – £3,500');
    expect(screen.getByTestId('estimate-duration')).toHaveTextContent('About 3 working days');
    expect(screen.getByText(/Area assumed: 60 m²/)).toBeInTheDocument();
    // The loft's floor area becomes the area of the roof slopes at the assumed pitch, and the breakdown says so.
    expect(screen.getByTestId('slope-note')).toHaveTextContent(
      'Roof slope area: 60 m² of floor ÷ cos 35° (×1.22) = 73.2 m², at an assumed pitch.',
    );
    const table = screen.getByRole('table', { name: /^Breakdown/ });
    expect(
      within(table).getByRole('row', { name: 'Foam removal from the roof slopes (73.2 m²) 20 %: standard rate £1,830 £366' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Waste: registered carrier to a permitted site 20 %: standard rate £570 £114' }),
    ).toBeInTheDocument();
    // Whole pounds for display (the estimate keeps pence: £2,399.60 and £479.92), as the note under the table says.
    expect(within(table).getByRole('row', { name: 'Total £2,400 £480' })).toBeInTheDocument();
    expect(screen.getByTestId('rounding-note')).toHaveTextContent('nearest pound');
    expect(screen.queryByTestId('minimum-note')).not.toBeInTheDocument();

    expect(screen.getByLabelText('Property type')).toHaveValue('semi');
    expect(screen.getByLabelText('Region')).toHaveValue('North West');
    expect(screen.getByLabelText('Floor area under the foam in m² (optional)')).toHaveAttribute('placeholder', '60 (typical)');
  });

  it('updates the estimate and the URL as the inputs change', async () => {
    const user = userEvent.setup();
    renderAt('/calculator?type=semi&foam=open&access=easy&locations=loft&region=North+West');
    const base: CalculatorInput = { propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy', region: 'North West' };

    await user.selectOptions(screen.getByLabelText('Type of foam'), 'closed');
    expectEstimate({ ...base, foamType: 'closed' });
    expect(screen.getByTestId('estimate-range')).toHaveTextContent('£2,950 – £4,200');

    await user.type(screen.getByLabelText('Floor area under the foam in m² (optional)'), '120');
    const estimate = expectEstimate({ ...base, foamType: 'closed', areaM2: 120 });
    expect(screen.getByTestId('estimate-duration')).toHaveTextContent(`About ${estimate.durationDays} working days`);
    expect(screen.queryByText(/Area assumed/)).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Walls'));
    await user.selectOptions(screen.getByLabelText('Access'), 'difficult');
    await user.selectOptions(screen.getByLabelText('Region'), 'London');
    await user.click(screen.getByLabelText('New breathable membrane'));
    const input: CalculatorInput = {
      ...base,
      foamType: 'closed',
      areaM2: 120,
      locations: ['loft', 'walls'],
      access: 'difficult',
      region: 'London',
      extras: ['membrane'],
    };
    expectEstimate(input);
    expect(screen.getByRole('row', { name: 'New breathable membrane 20 %: standard rate £6,593 £1,319' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Cavity-wall foam extraction \(75 m² of wall\)/ })).toBeInTheDocument();

    const params = currentUrl().searchParams;
    expect(Object.fromEntries(params)).toEqual({
      type: 'semi',
      foam: 'closed',
      area: '120',
      access: 'difficult',
      locations: 'loft,walls',
      region: 'London',
      extras: 'membrane',
    });
  });

  it('finds the region from a postcode without putting the postcode in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/calculator?type=detached&foam=open');
    await user.type(screen.getByLabelText('Or find the region from your postcode (optional)'), 'SW1A 1AA');
    expect(screen.getByLabelText('Region')).toHaveValue('London');
    expect(screen.getByText('Postcode area SW is in London.')).toBeInTheDocument();
    expectEstimate({ propertyType: 'detached', foamType: 'open', locations: ['loft'], access: 'easy', region: 'London' });
    expect(currentUrl().searchParams.get('region')).toBe('London');
    expect(currentUrl().search).not.toMatch(/SW1A|postcode/i);
  });

  it('falls back to the defaults for missing or invalid parameters, without crashing', () => {
    renderAt('/calculator?type=castle&foam=jelly&area=abc&access=ladder&locations=moon&region=Atlantis&extras=pool,membrane');
    expect(screen.getByLabelText('Property type')).toHaveValue('semi');
    expect(screen.getByLabelText('Type of foam')).toHaveValue('unknown');
    expect(screen.getByLabelText('Access')).toHaveValue('easy');
    expect(screen.getByLabelText('Region')).toHaveValue('');
    expect(screen.getByLabelText('Floor area under the foam in m² (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Loft / roof')).toBeChecked();
    expect(screen.getByLabelText('New breathable membrane')).toBeChecked(); // the valid extra is kept
    expectEstimate({ propertyType: 'semi', foamType: 'unknown', locations: ['loft'], access: 'easy', extras: ['membrane'] });
  });

  it('uses the defaults with no parameters at all', () => {
    renderAt('/calculator');
    expectEstimate({ propertyType: 'semi', foamType: 'unknown', locations: ['loft'], access: 'easy' });
  });

  it('explains an area outside 5–2,000 m² and uses the typical area meanwhile', async () => {
    const user = userEvent.setup();
    renderAt('/calculator?type=flat&foam=open');
    const area = screen.getByLabelText('Floor area under the foam in m² (optional)');
    await user.type(area, '5000');
    expect(area).toHaveAccessibleDescription(
      expect.stringContaining('Enter an area between 5 and 2,000 m². Until then the estimate uses 40 m².'),
    );
    expectEstimate({ propertyType: 'flat', foamType: 'open', locations: ['loft'], access: 'easy' });
    await user.type(area, 'x'); // not a digit: not taken
    expect(area).toHaveValue('5000');
  });

  it('takes the roof pitch and a contractor that is not VAT-registered, and shows VAT line by line', async () => {
    const user = userEvent.setup();
    renderAt('/calculator?type=semi&foam=open&area=50&extras=reinsulation');
    const base: CalculatorInput = {
      propertyType: 'semi',
      foamType: 'open',
      areaM2: 50,
      locations: ['loft'],
      access: 'easy',
      extras: ['reinsulation'],
    };

    await user.selectOptions(screen.getByLabelText('Roof pitch'), '45');
    expectEstimate({ ...base, pitchDegrees: 45 });
    expect(screen.getByTestId('slope-note')).toHaveTextContent('Roof slope area: 50 m² of floor ÷ cos 45° (×1.41) = 70.7 m².');
    expect(currentUrl().searchParams.get('pitch')).toBe('45');
    // Re-insulating a home is an energy-saving material; removal stays at the standard rate.
    const reinsulation = screen.getByRole('row', { name: /^Re-insulation/ });
    expect(reinsulation).toHaveTextContent(/insulation installed in a home, Great Britain/);
    expect(screen.getByRole('row', { name: /^Foam removal/ })).toHaveTextContent('20 %: standard rate');

    await user.click(screen.getByLabelText('The contractor is not VAT-registered'));
    expect(currentUrl().searchParams.get('vat')).toBe('no');
    expect(screen.getByTestId('estimate-vat')).toHaveTextContent('£0 – £0');
    expect(screen.getByRole('row', { name: /^Foam removal/ })).toHaveTextContent('No VAT: contractor not VAT-registered');
  });

  it('notes when the minimum job applies', () => {
    renderAt('/calculator?type=flat&foam=open&area=10');
    expect(screen.getByTestId('minimum-note')).toHaveTextContent('below our £1,200 minimum job');
    expect(screen.getByRole('row', { name: /^Minimum job top-up/ })).toBeInTheDocument();
    expectEstimate({ propertyType: 'flat', foamType: 'open', locations: ['loft'], access: 'easy', areaM2: 10 });
  });

  it('the back button steps through choices, and one typed number is one step', async () => {
    const user = userEvent.setup();
    renderAt('/calculator?type=semi&foam=open');
    const area = screen.getByLabelText('Floor area under the foam in m² (optional)');
    await user.selectOptions(screen.getByLabelText('Type of foam'), 'closed');
    await user.type(area, '120');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(area).toHaveValue('');
    expect(screen.getByLabelText('Type of foam')).toHaveValue('closed');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByLabelText('Type of foam')).toHaveValue('open');
    expectEstimate({ propertyType: 'semi', foamType: 'open', locations: ['loft'], access: 'easy' });
  });

  it('carries the inputs to the quote form', async () => {
    const user = userEvent.setup();
    renderAt(
      '/calculator?type=detached&foam=closed&area=120&access=difficult&locations=walls,loft&region=London&extras=inspection_report,membrane',
    );
    const link = screen.getByRole('link', { name: 'Get quotes for this job' });
    expect(link).toHaveAttribute(
      'href',
      '/contact/enhanced-quote?type=detached&foam=closed&area=120&access=difficult&locations=loft,walls&region=London&extras=membrane,inspection_report',
    );
    const expected = estimateRemoval({
      propertyType: 'detached',
      foamType: 'closed',
      areaM2: 120,
      access: 'difficult',
      locations: ['loft', 'walls'],
      region: 'London',
      extras: ['membrane', 'inspection_report'],
    });

    await user.click(link);
    expect(screen.getByRole('heading', { level: 1, name: 'Get free removal quotes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Property type')).toHaveValue('detached');
    await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Type of foam')).toHaveValue('closed');
    expect(screen.getByLabelText('Area in m² (optional)')).toHaveValue('120');
    expect(screen.getByLabelText('Access')).toHaveValue('difficult');
    expect(screen.getByLabelText('Walls')).toBeChecked();
    expect(screen.getByLabelText('New breathable membrane')).toBeChecked();
    expect(screen.getByLabelText('Inspection report for my lender')).toBeChecked();
    expect(screen.getByText(range(expected.lowPence, expected.highPence))).toBeInTheDocument(); // same estimate, region from the link
  });

  it('the calculator’s inputs win over an older quote-form draft', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'sfr.quoteDraft.v1',
      JSON.stringify({ form: { name: 'Dana', propertyType: 'flat', foamType: 'open', extras: [] }, key: '0'.repeat(36), step: 2 }),
    );
    renderAt('/contact/enhanced-quote?type=bungalow&foam=closed&extras=timber_treatment');
    expect(await screen.findByLabelText('Full name')).toHaveValue('Dana');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Type of foam')).toHaveValue('closed');
    expect(screen.getByLabelText('Timber treatment')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Property type')).toHaveValue('bungalow');
  });

  it('copies the link to the estimate', async () => {
    const user = userEvent.setup();
    renderAt('/calculator?type=terraced&foam=open&locations=floor');
    await user.click(screen.getByRole('button', { name: 'Copy link to this estimate' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/calculator?type=terraced&foam=open&access=easy&locations=floor');
    expect(screen.getByText(/Link copied/)).toBeInTheDocument();
  });

  it('shows the link to copy by hand when no clipboard is available', async () => {
    const clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    try {
      renderAt('/calculator?type=terraced');
      fireEvent.click(screen.getByRole('button', { name: 'Copy link to this estimate' }));
      expect(await screen.findByLabelText(/Select and copy this link/)).toHaveValue(
        'http://localhost/calculator?type=terraced&foam=unknown&access=easy&locations=loft',
      );
    } finally {
      if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
      else delete (window.navigator as { clipboard?: unknown }).clipboard;
    }
  });

  it('explains the rules from the same constants the arithmetic uses', () => {
    renderAt('/calculator');
    const section = screen.getByRole('region', { name: 'How the estimate works' });
    expect(section).toHaveTextContent('open-cell £25, closed-cell £40 and not sure £32');
    expect(section).toHaveTextContent(
      'London +20 %; South East +10 %; Scotland and Northern Ireland −5 %; everywhere else there is no adjustment',
    );
    expect(section).toHaveTextContent('£350 plus £3 per m²');
    expect(section).toHaveTextContent(
      'Timber treatment £15 per m², new breathable membrane £45 per m² and re-insulation £18 per m²; a post-removal inspection report costs £300',
    );
    expect(section).toHaveTextContent('no job is priced below £1,200 before VAT');
    expect(within(section).getByRole('link', { name: /removal costs/ })).toHaveAttribute('href', '/spray-foam-insulation-removal-cost');
  });
});

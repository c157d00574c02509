import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from './render';
import { SingleCompanyQuotePage } from '../../client/src/features/removal-request/SingleCompanyQuotePage';
import { SingleCompanyQuoteForm } from '../../client/src/features/removal-request/SingleCompanyQuoteForm';
import { ThankYouPage } from '../../client/src/features/removal-request/ThankYouPage';

const LOFTCLEAR = {
  __typename: 'QuoteCompany',
  id: 'demo-loftclear',
  name: 'LoftClear Removals Ltd',
  slug: 'loftclear-removals',
  regions: ['London', 'South East'],
  acceptingRequests: true,
};

/** The API as these pages see it: the company lookup answers `company` for its slug, the submission a receipt. */
function renderAt(url: string, company: Record<string, unknown> | null = LOFTCLEAR) {
  const { link, sent } = fakeApi(({ operationName, variables }) =>
    operationName === 'QuoteCompany'
      ? { data: { quoteCompany: variables.company === 'loftclear-removals' ? company : null } }
      : {
          data: {
            submitRemovalRequest: {
              __typename: 'RemovalRequestReceipt',
              requestId: 'rr_1',
              reference: 'SFR-000777',
              estimateLowPence: 200000,
              estimateHighPence: 280000,
              replayed: false,
            },
          },
        },
  );
  renderWithProviders(<SingleCompanyQuotePage form={SingleCompanyQuoteForm} />, {
    route: url,
    path: '/contact/single-company',
    routes: { '/contact/thank-you': <ThankYouPage /> },
    link,
  });
  return sent;
}

beforeEach(() => window.localStorage.clear());

describe('the single-company quote page', () => {
  it('without a company, explains and links to the companies and the multi-company form instead of showing a form', async () => {
    const sent = renderAt('/contact/single-company');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a company first' })).toBeInTheDocument();
    expect(screen.getByText(/sends your request to one removal company only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a company near you' })).toHaveAttribute('href', '/locations');
    expect(screen.getByRole('link', { name: 'Get quotes from up to three companies' })).toHaveAttribute('href', '/contact/enhanced-quote');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says so when the company is unknown or not taking requests, without a form', async () => {
    renderAt('/contact/single-company?company=no-such-company');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not find that company' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Postcode')).not.toBeInTheDocument();
  });

  it('names a suspended company and says it is not taking requests', async () => {
    renderAt('/contact/single-company?company=loftclear-removals', { ...LOFTCLEAR, acceptingRequests: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LoftClear Removals Ltd is not taking requests at the moment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get quotes from up to three companies' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Postcode')).not.toBeInTheDocument();
  });

  it('names the company on the form, checks it covers the postcode, sends the request to it alone and names it on the thank-you page', async () => {
    const sent = renderAt('/contact/single-company?company=loftclear-removals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a quote from LoftClear Removals Ltd' })).toBeInTheDocument();
    expect(screen.getByText(/Your request goes only to/)).toHaveTextContent(
      'Your request goes only to LoftClear Removals Ltd: we do not pass your details to any other company.',
    );
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('LoftClear Removals Ltd covers London and South East');

    // A property the company does not cover is caught before the next step, with what was typed kept.
    await userEvent.type(screen.getByLabelText('Postcode'), 'CF10 1AA');
    await userEvent.selectOptions(screen.getByLabelText('Property type'), 'semi');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      expect.stringContaining('LoftClear Removals Ltd covers London and South East, and this postcode is in Wales.'),
    );
    expect(screen.getByLabelText('Postcode')).toHaveValue('CF10 1AA');

    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.selectOptions(screen.getByLabelText('Type of foam'), 'open');
    await userEvent.selectOptions(screen.getByLabelText('How soon?'), 'asap');
    await userEvent.selectOptions(screen.getByLabelText('Why do you want it removed?'), 'selling');
    expect(screen.getByLabelText(/Anything else LoftClear Removals Ltd should know/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.type(screen.getByLabelText('Full name'), 'Jane Tester');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Phone'), '07700 900123');
    const consent = screen.getByRole('checkbox', { name: /I agree to the terms/ });
    expect(consent.closest('label')).toHaveTextContent('shared with LoftClear Removals Ltd only');
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank you: your request is in' });
    const submission = sent.find((s) => s.operationName === 'SubmitRemovalRequest')!;
    expect(submission.variables.input).toMatchObject({ form: 'single_company', targetCompanyId: 'demo-loftclear' });
    const main = within(thanks.closest('main')!);
    expect(main.getByText(/We send your request to/)).toHaveTextContent(
      'We send your request to LoftClear Removals Ltd only: we do not pass it to any other company. When LoftClear Removals Ltd takes it, they receive your details and contact you to arrange a survey and quote.',
    );
    expect(main.queryByText(/up to three/i)).not.toBeInTheDocument();
    // The thank-you page found the company in the cache the form filled: one lookup in all.
    expect(sent.filter((s) => s.operationName === 'QuoteCompany')).toHaveLength(1);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApolloLink } from '@apollo/client';
import { fakeApi, renderWithProviders } from './render';
import { EnhancedQuotePage } from '../../client/src/features/removal-request/EnhancedQuotePage';
import { QUOTE_DRAFT_KEY } from '../../client/src/features/removal-request/quoteDraft';

const renderForm = (link?: ApolloLink) => renderWithProviders(<EnhancedQuotePage />, { route: '/contact/enhanced-quote', link });

beforeEach(() => window.localStorage.clear());

describe('quote form', () => {
  it('checks each step with the shared rules before moving on, keeping what was typed', async () => {
    const { link, sent } = fakeApi();
    renderForm(link);
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: The property' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Postcode'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a valid UK postcode, like SW1A 1AA');
    expect(screen.getByLabelText('Property type')).toHaveAccessibleDescription('Choose the type of property');
    expect(screen.getByLabelText('Postcode')).toHaveValue('NOPE');

    await userEvent.clear(screen.getByLabelText('Postcode'));
    await userEvent.type(screen.getByLabelText('Postcode'), 'ls1 4ap');
    await userEvent.selectOptions(screen.getByLabelText('Property type'), 'semi');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Step 2 of 3: The foam and the job' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Type of foam')).toHaveAccessibleDescription('Choose the type of foam, or “not sure”');
    await userEvent.selectOptions(screen.getByLabelText('Type of foam'), 'open');
    await userEvent.selectOptions(screen.getByLabelText('How soon?'), 'asap');
    await userEvent.selectOptions(screen.getByLabelText('Why do you want it removed?'), 'selling');
    expect(screen.getByText(/Typical cost for this job/)).toHaveTextContent('£2,050 – £2,900'); // 60 m² of loft floor at the assumed 35° pitch
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.type(screen.getByLabelText('Phone'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a valid UK phone number, like 07700 900123');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByText('You must accept the terms to send your request')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Type of foam')).toHaveValue('open');
  });

  it('keeps a draft of what was typed, and the step, in the browser', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Postcode'), 'M1 1AE');
    const draft = JSON.parse(window.localStorage.getItem(QUOTE_DRAFT_KEY)!);
    expect(draft.form.postcode).toBe('M1 1AE');
    expect(draft.step).toBe(0);
    expect(draft.key).toMatch(/^[0-9a-f]{36}$/);
  });
});

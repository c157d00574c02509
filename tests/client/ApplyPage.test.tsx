import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApolloLink } from '@apollo/client';
import { fakeApi, renderWithProviders } from './render';
import { ApplyPage } from '../../client/src/features/apply/ApplyPage';

const renderPage = (link: ApolloLink) => renderWithProviders(<ApplyPage />, { route: '/apply', link });

async function fillValid(overrides: { companiesHouseNumber?: string; cover?: string } = {}) {
  await userEvent.type(screen.getByLabelText('Company name'), 'Valley Foam Removals Ltd');
  await userEvent.type(screen.getByLabelText('Companies House number'), overrides.companiesHouseNumber ?? 'sc123456');
  await userEvent.type(screen.getByLabelText('Years trading'), '4');
  await userEvent.type(screen.getByLabelText('Public liability cover (£)'), overrides.cover ?? '£2,000,000');
  await userEvent.type(screen.getByLabelText('Contact name'), 'Gwen Jones');
  await userEvent.type(screen.getByLabelText('Email'), 'gwen@valleyfoam.example');
  await userEvent.type(screen.getByLabelText('Phone'), '029 2018 0000');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Wales' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'South West' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Loft and roof foam removal' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send application' }));

describe('apply page', () => {
  it('groups the UK regions as checkboxes in one fieldset', () => {
    renderPage(fakeApi({ data: null }).link);
    const regions = screen.getByRole('group', { name: 'Regions you cover' });
    expect(within(regions).getByRole('group', { name: 'England' })).toBeInTheDocument();
    expect(within(regions).getByRole('group', { name: 'Wales, Scotland and Northern Ireland' })).toBeInTheDocument();
    expect(within(regions).getAllByRole('checkbox')).toHaveLength(12);
  });

  it('shows each problem beside its field and sends nothing while the form is invalid', async () => {
    const { link, sent } = fakeApi({ data: null });
    renderPage(link);
    await fillValid({ companiesHouseNumber: 'AB12', cover: '750000' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wales' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'South West' }));
    await submit();

    expect(screen.getByLabelText('Companies House number')).toHaveAccessibleDescription(
      '8 characters, like 01234567, or SC123456 for a Scottish company Enter your 8-character Companies House number, like 01234567 or SC123456',
    );
    expect(screen.getByLabelText('Public liability cover (£)')).toHaveAccessibleDescription(
      'At least £1,000,000, like 2,000,000 Public liability cover must be at least £1,000,000: we only accept companies insured for £1 million or more',
    );
    expect(screen.getByRole('group', { name: 'Regions you cover' })).toHaveAccessibleDescription(
      'You see the requests from these regions. Choose at least one. Choose at least one region you cover',
    );
    expect(sent).toHaveLength(0);
  });

  it('sends pounds and whole years as numbers and shows the reference', async () => {
    const { link, sent } = fakeApi({
      data: { submitApplication: { __typename: 'SubmissionReceipt', id: 'ap_1', reference: 'AP-ABC123', replayed: false } },
    });
    renderPage(link);
    await fillValid();
    await submit();

    expect(await screen.findByText('AP-ABC123')).toBeInTheDocument();
    expect(sent[0].variables).toMatchObject({
      input: {
        companyName: 'Valley Foam Removals Ltd',
        companiesHouseNumber: 'sc123456',
        yearsTrading: 4,
        publicLiabilityCoverPounds: 2_000_000,
        website: null,
        regions: ['Wales', 'South West'],
        services: ['loft'],
        accreditations: [],
        consent: { terms: true, marketing: false },
      },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{36}$/),
    });
  });

  it('shows the errors the server gives beside their fields', async () => {
    const { link } = fakeApi({
      errors: [
        {
          message: 'Some fields need your attention',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'regions', message: 'Choose regions from the list' }] },
        },
      ],
    });
    renderPage(link);
    await fillValid();
    await submit();
    expect(await screen.findByText('Choose regions from the list')).toBeInTheDocument();
    expect(screen.getByText('Some answers need your attention: see the messages beside the fields.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApolloLink } from '@apollo/client';
import { fakeApi, renderWithProviders } from './render';
import { FreeGuidePage } from '../../client/src/features/free-guide/FreeGuidePage';

const renderPage = (link: ApolloLink) => renderWithProviders(<FreeGuidePage />, { route: '/free-guide', link });

async function fillIn(values: { name?: string; email?: string; postcode?: string; terms?: boolean }) {
  if (values.name) await userEvent.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText('Email'), values.email);
  if (values.postcode) await userEvent.type(screen.getByLabelText('Postcode (optional)'), values.postcode);
  if (values.terms) await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
}

describe('free guide page', () => {
  it('shows each problem beside its field and sends nothing while the form is invalid', async () => {
    const { link, sent } = fakeApi({ data: null });
    renderPage(link);
    await fillIn({ email: 'not-an-email', postcode: 'NOPE' });
    await userEvent.click(screen.getByRole('button', { name: 'Get my free guide' }));

    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(screen.getByLabelText('Postcode (optional)')).toHaveAccessibleDescription(
      'Helps us tell you about vetted removal companies near you Enter a valid UK postcode, like SW1A 1AA',
    );
    expect(screen.getByText('You must accept the terms to get the guide')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('shows the errors the server gives beside their fields', async () => {
    const { link, sent } = fakeApi({
      errors: [
        {
          message: 'Some fields need your attention',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'email', message: 'We cannot send to this address' }] },
        },
      ],
    });
    renderPage(link);
    await fillIn({ name: 'Grace Reader', email: 'grace@example.com', terms: true });
    await userEvent.click(screen.getByRole('button', { name: 'Get my free guide' }));

    expect(await screen.findByText('We cannot send to this address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We cannot send to this address');
    expect(sent).toHaveLength(1);
  });

  it('sends the form with an idempotency key and offers the download link with its expiry', async () => {
    const downloadUrl = '/downloads/free-guide.pdf?token=abc.def';
    const { link, sent } = fakeApi({
      data: { requestFreeGuide: { __typename: 'FreeGuideDownload', downloadUrl, expiresAt: '2026-11-23T14:30:00.000Z' } },
    });
    renderPage(link);
    await fillIn({ name: 'Grace Reader', email: 'Grace@Example.com', terms: true });
    await userEvent.click(screen.getByRole('button', { name: 'Get my free guide' }));

    const button = await screen.findByRole('link', { name: 'Download the guide (PDF)' });
    expect(button).toHaveAttribute('href', downloadUrl);
    expect(screen.getByText(/This link works for 24 hours/)).toHaveTextContent('until 23 November 2026 at 14:30');
    expect(screen.getByText(/This link works for 24 hours/)).toHaveTextContent('We have also e-mailed you a link that works for a week');
    expect(sent[0].variables).toMatchObject({
      input: { name: 'Grace Reader', email: 'Grace@Example.com', postcode: null, consent: { terms: true, marketing: false } },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{36}$/),
    });
  });
});

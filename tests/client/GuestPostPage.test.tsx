import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_FORM_TOKEN, fakeApi, renderWithProviders } from './render';
import { GuestPostPage } from '../../client/src/features/guest-posts/GuestPostPage';
import { GuestPostForm } from '../../client/src/features/guest-posts/GuestPostForm';

/** Answers the list of published posts with none, and the submissions with `submitResults` in turn (the last one again). */
function renderPage(...submitResults: Array<Record<string, unknown>>) {
  const api = fakeApi(({ operationName }) =>
    operationName === 'GuestPosts'
      ? { data: { guestPosts: { __typename: 'GuestPostConnection', nodes: [] } } }
      : submitResults.length > 1
        ? submitResults.shift()
        : submitResults[0],
  );
  renderWithProviders(<GuestPostPage form={<GuestPostForm />} />, { route: '/guest-post', link: api.link });
  /** The variables of each submission sent so far. */
  return {
    submissions: () =>
      api.sent.filter((operation) => operation.operationName === 'SubmitGuestPost').map((operation) => operation.variables),
  };
}

const ARTICLE = 'When our valuer went into the loft, the foam on the rafters meant nothing could be checked. '.repeat(4);

async function fillIn() {
  await userEvent.type(screen.getByLabelText('Title'), 'Selling a house with spray foam');
  await userEvent.click(screen.getByLabelText('Your article (Markdown)'));
  await userEvent.paste(ARTICLE);
  await userEvent.type(screen.getByLabelText('Your name'), 'Helen Marsh');
  await userEvent.type(screen.getByLabelText('Email'), 'helen@example.com');
  await userEvent.type(screen.getByLabelText('A short bio'), 'Homeowner in London.');
  await userEvent.click(screen.getByRole('checkbox', { name: /my own original work/ }));
}

describe('guest post page', () => {
  it('shows the guidelines, and each problem beside its field without sending anything', async () => {
    const { submissions } = renderPage({ data: null });
    expect(screen.getByRole('heading', { name: 'Our guidelines' })).toBeInTheDocument();
    expect(screen.getByText(/No paid links\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your website (optional)'), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Send my article for review' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('10–150 characters Enter the title');
    expect(screen.getByLabelText('Your article (Markdown)')).toHaveAccessibleDescription(/Write your article$/);
    expect(screen.getByLabelText('Your website (optional)')).toHaveAccessibleDescription(
      'Enter a full website address starting with https://, like https://example.co.uk',
    );
    expect(submissions()).toHaveLength(0);
  });

  it('sends the article with its envelope and shows the reference', async () => {
    const { submissions } = renderPage({
      data: { submitGuestPost: { __typename: 'SubmissionReceipt', id: 'gp_1', reference: 'GP-1A2B3C', replayed: false } },
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send my article for review' }));
    expect(await screen.findByText('GP-1A2B3C')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('under review');
    const sent = submissions();
    expect(sent).toHaveLength(1);
    expect(sent[0].input).toEqual({
      title: 'Selling a house with spray foam',
      bodyMarkdown: ARTICLE,
      author: { name: 'Helen Marsh', email: 'helen@example.com', bio: 'Homeowner in London.', website: '' },
      consent: { terms: true, marketing: false },
    });
    expect(sent[0].idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sent[0].botCheck).toEqual({ honeypot: null, formToken: TEST_FORM_TOKEN });
  });

  it('fetches a fresh form token and sends once more when the API refuses the token, keeping what was typed', async () => {
    const refused = {
      errors: [
        {
          message: 'This form has been open for a long time. Please send it again.',
          extensions: { code: 'BAD_USER_INPUT', formTokenProblem: 'expired', fieldErrors: [] },
        },
      ],
    };
    const accepted = {
      data: { submitGuestPost: { __typename: 'SubmissionReceipt', id: 'gp_2', reference: 'GP-2B3C4D', replayed: false } },
    };
    const { submissions } = renderPage(refused, accepted);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send my article for review' }));
    expect(await screen.findByText('GP-2B3C4D')).toBeInTheDocument();
    const sent = submissions();
    expect(sent).toHaveLength(2);
    expect(sent[1].idempotencyKey).toBe(sent[0].idempotencyKey);
    expect(sent[1].input).toEqual(sent[0].input);
  });
});

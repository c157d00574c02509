import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { EnhancedQuotePage, QUOTE_DRAFT_KEY } from '../../client/src/features/quote/EnhancedQuotePage';

function renderForm(link: ApolloLink) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  return render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/contact/enhanced-quote']}>
        <EnhancedQuotePage />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('quote form', () => {
  it('shows each problem beside its field and sends nothing while the form is invalid', async () => {
    const sent = jest.fn();
    renderForm(new ApolloLink(() => { sent(); return new Observable((o) => o.complete()); }));
    await userEvent.type(screen.getByLabelText('Postcode'), 'NOPE');
    await userEvent.type(screen.getByLabelText('Phone'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('Enter a valid UK postcode, like SW1A 1AA');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a valid UK phone number, like 07700 900123');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name');
    expect(screen.getByText('You must accept the terms to send your request')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveValue('NOPE');
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps a draft of what was typed in the browser', async () => {
    renderForm(ApolloLink.empty());
    await userEvent.type(screen.getByLabelText('Full name'), 'Dana');
    const draft = JSON.parse(window.localStorage.getItem(QUOTE_DRAFT_KEY)!);
    expect(draft.form.name).toBe('Dana');
    expect(draft.key).toMatch(/^[0-9a-f]{36}$/);
  });
});

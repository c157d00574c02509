import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyRoleRefusal } from '../../common/companyTeam';
import { companyWithRole, fakeApi, renderWithProviders, type SentOperation } from './render';
import { ApiKeysPage } from '../../client/src/features/company-api-keys/ApiKeysPage';

/** The company area's API keys screen (docs/integrations.md#api-keys): list, create with the secret shown once, revoke. */

const KEY = {
  __typename: 'ApiKey',
  id: 'key1',
  name: 'CRM sync',
  scopes: ['LEADS_READ', 'LEADS_BUY'],
  prefix: 'sfr_test_AbCd',
  createdBy: 'owner@loftclear.example',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-28T09:15:00.000Z',
  revokedAt: null,
  status: 'ACTIVE',
};
const SECRET = `sfr_test_${'x'.repeat(43)}`;

function api(keys: unknown[], answers: Record<string, (operation: SentOperation) => Record<string, unknown>> = {}, role = 'OWNER') {
  return fakeApi((operation) => {
    if (operation.operationName === 'MyCompany') return { data: { myCompany: companyWithRole(role) } };
    if (operation.operationName === 'MyApiKeys') return { data: { myApiKeys: keys } };
    return answers[operation.operationName]?.(operation);
  });
}

it('lists the keys with their scopes, creator, dates and status, and says when there are none', async () => {
  renderWithProviders(<ApiKeysPage />, { link: api([KEY]).link });
  const item = await screen.findByRole('listitem', { name: 'CRM sync' });
  expect(item).toHaveTextContent('Active');
  expect(item).toHaveTextContent('Read available leads');
  expect(item).toHaveTextContent('Buy leads from the balance');
  expect(item).toHaveTextContent('sfr_test_AbCd…');
  expect(item).toHaveTextContent('owner@loftclear.example');
  expect(within(item).getByText('Never')).toBeInTheDocument();
});

it('shows an empty state, then the new secret once with a warning and a copy button', async () => {
  let keys: unknown[] = [];
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const fake = fakeApi((operation) => {
    if (operation.operationName === 'MyCompany') return { data: { myCompany: companyWithRole('OWNER') } };
    if (operation.operationName === 'MyApiKeys') return { data: { myApiKeys: keys } };
    keys = [{ ...KEY, lastUsedAt: null }];
    return {
      data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: { __typename: 'ApiKey', id: 'key1', name: 'CRM sync' } } },
    };
  });
  renderWithProviders(<ApiKeysPage />, { link: fake.link });
  expect(await screen.findByText(/No API keys yet/)).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'CRM sync' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Read available leads' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Buy leads from the balance' }));
  fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '90' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

  expect(await screen.findByLabelText('API key')).toHaveValue(SECRET);
  expect(screen.getByText(/this is the only time it is shown/)).toBeInTheDocument();
  expect(fake.sent.find((operation) => operation.operationName === 'CreateApiKey')!.variables).toEqual({
    input: { name: 'CRM sync', scopes: ['LEADS_READ', 'LEADS_BUY'], expiresInDays: 90 },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
  expect(await screen.findByText(/Copied/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
  expect(screen.queryByLabelText('API key')).not.toBeInTheDocument();
  expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
});

it('keeps what was typed when the server refuses it, with the message beside the field', async () => {
  const fake = api([], {
    CreateApiKey: () => ({
      errors: [
        {
          message: 'A working key has this name already: choose another',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'input.name', message: 'A working key has this name already: choose another' }],
          },
        },
      ],
    }),
  });
  renderWithProviders(<ApiKeysPage />, { link: fake.link });
  await screen.findByText(/No API keys yet/);
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'CRM sync' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Send quotes and job records' }));
  fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByText('A working key has this name already: choose another')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toHaveValue('CRM sync');
  expect(screen.getByRole('checkbox', { name: 'Send quotes and job records' })).toBeChecked();
});

it('revokes a key only after the confirmation dialog', async () => {
  let keys: unknown[] = [KEY];
  const link = fakeApi((operation) => {
    if (operation.operationName === 'RevokeApiKey') {
      keys = [{ ...KEY, status: 'REVOKED', revokedAt: '2026-11-29T05:00:00.000Z' }];
      return { data: { revokeApiKey: { __typename: 'ApiKey', id: 'key1', status: 'REVOKED', revokedAt: '2026-11-29T05:00:00.000Z' } } };
    }
    if (operation.operationName === 'MyApiKeys') return { data: { myApiKeys: keys } };
    return { data: { myCompany: companyWithRole('OWNER') } };
  });
  renderWithProviders(<ApiKeysPage />, { link: link.link });
  fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Revoke “CRM sync”?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(link.sent.some((operation) => operation.operationName === 'RevokeApiKey')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Revoke CRM sync' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, revoke it' }));
  expect(await screen.findByText(/is revoked: every request with it is refused/)).toBeInTheDocument();
  expect(await screen.findAllByText('Revoked')).toHaveLength(2); // its status and the revocation's date
  expect(screen.queryByRole('button', { name: 'Revoke CRM sync' })).not.toBeInTheDocument();
});

it('tells a buyer why they cannot manage keys, without asking for them', async () => {
  const fake = api([KEY], {}, 'BUYER');
  renderWithProviders(<ApiKeysPage />, { link: fake.link });
  expect(await screen.findByText(companyRoleRefusal('buyer', 'manage_api_keys')!)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Create key' })).not.toBeInTheDocument();
  expect(fake.sent.map((operation) => operation.operationName)).not.toContain('MyApiKeys');
});

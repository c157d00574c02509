import { fireEvent, screen, within } from '@testing-library/react';
import { companyWithRole, fakeApi, renderWithProviders } from './render';
import { WebhooksPage } from '../../client/src/features/company-webhooks/WebhooksPage';

/** The company area's Webhooks page (docs/integrations.md#webhooks): owners manage endpoints; the secret is shown once. */
const ENDPOINT = {
  __typename: 'WebhookEndpoint',
  id: 'whe_00000000000000000001',
  url: 'https://crm.example.com/hooks',
  description: 'Our CRM',
  events: ['PURCHASE_COMPLETED', 'LEAD_MATCHED'],
  enabled: true,
  secretHint: 'whsec_…abcd',
  createdAt: '2026-11-28T10:00:00.000Z',
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
};

it('shows the empty state, keeps what was typed when the address is refused, then shows the new secret once', async () => {
  let endpoints: unknown[] = [];
  const api = fakeApi((operation) => {
    if (operation.operationName === 'MyCompany') return { data: { myCompany: companyWithRole('OWNER') } };
    if (operation.operationName === 'MyWebhookEndpoints') return { data: { myWebhookEndpoints: endpoints } };
    if (operation.operationName === 'CreateWebhookEndpoint') {
      if (operation.variables.input.url.startsWith('http://'))
        return {
          data: null,
          errors: [
            {
              message: 'Some fields need your attention',
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'url', message: 'Webhook endpoints must use https://' }] },
            },
          ],
        };
      endpoints = [ENDPOINT];
      return {
        data: { createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', secret: 'whsec_secretvalue1234', endpoint: ENDPOINT } },
      };
    }
    return undefined;
  });
  renderWithProviders(<WebhooksPage />, { link: api.link });
  expect(await screen.findByText('No endpoints yet: add one below.')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText(/Endpoint URL/), { target: { value: 'http://crm.example.com/hooks' } });
  fireEvent.change(screen.getByLabelText('Description (optional)'), { target: { value: 'Our CRM' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /A purchase is completed/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
  expect(await screen.findByText('Webhook endpoints must use https://')).toBeInTheDocument();
  expect(screen.getByLabelText(/Endpoint URL/)).toHaveValue('http://crm.example.com/hooks');
  expect(screen.getByLabelText('Description (optional)')).toHaveValue('Our CRM');
  expect(screen.getByRole('checkbox', { name: /A purchase is completed/ })).toBeChecked();

  fireEvent.change(screen.getByLabelText(/Endpoint URL/), { target: { value: 'https://crm.example.com/hooks' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
  expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_secretvalue1234');
  const created = api.sent.filter((operation) => operation.operationName === 'CreateWebhookEndpoint').at(-1)!;
  expect(created.variables.input).toEqual({ url: 'https://crm.example.com/hooks', description: 'Our CRM', events: ['PURCHASE_COMPLETED'] });
  const card = await screen.findByRole('listitem', { name: 'https://crm.example.com/hooks' });
  expect(within(card).getByText(/Secret whsec_…abcd/)).toBeInTheDocument();
  expect(within(card).getByText('Events: purchase.completed, lead.matched')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
  expect(screen.queryByText('whsec_secretvalue1234')).not.toBeInTheDocument();

  fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  expect(within(card).getByRole('alertdialog', { name: 'Delete this endpoint?' })).toHaveTextContent('Its pending deliveries are dropped');
  expect(api.sent.some((operation) => operation.operationName === 'DeleteWebhookEndpoint')).toBe(false);
});

it('tells a buyer why they cannot manage webhooks and asks for nothing', async () => {
  const api = fakeApi((operation) =>
    operation.operationName === 'MyCompany' ? { data: { myCompany: companyWithRole('BUYER') } } : undefined,
  );
  renderWithProviders(<WebhooksPage />, { link: api.link });
  expect(await screen.findByText(/only owners can manage webhooks/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add endpoint' })).not.toBeInTheDocument();
  expect(api.sent.map((operation) => operation.operationName)).not.toContain('MyWebhookEndpoints');
});

it('shows an error when the endpoints cannot be loaded', async () => {
  const api = fakeApi((operation) =>
    operation.operationName === 'MyCompany'
      ? { data: { myCompany: companyWithRole('OWNER') } }
      : { data: null, errors: [{ message: 'The server is busy', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
  );
  renderWithProviders(<WebhooksPage />, { link: api.link });
  expect(await screen.findByRole('alert')).toHaveTextContent(/could not be loaded|busy/);
});

it('reads the delivery log a page at a time: older deliveries, then back to the newer ones', async () => {
  const delivery = (n: number) => ({
    __typename: 'WebhookDelivery',
    id: `evt_${n}__whe_1`,
    status: 'DELIVERED',
    attempts: 1,
    lastResponseCode: 200,
    lastError: null,
    createdAt: `2026-11-28T10:0${n}:00.000Z`,
    nextAttemptAt: null,
    deliveredAt: `2026-11-28T10:0${n}:01.000Z`,
    log: [
      {
        __typename: 'WebhookDeliveryAttempt',
        attempt: 1,
        at: `2026-11-28T10:0${n}:01.000Z`,
        durationMs: 40 + n,
        responseCode: 200,
        error: null,
      },
    ],
    payload: { __typename: 'WebhookEventPayload', id: `evt_${n}`, type: 'webhook.test' },
  });
  const pages: Record<string, { nodes: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } }> = {
    first: { nodes: [delivery(3), delivery(2)], pageInfo: { hasNextPage: true, endCursor: 'cursor-2' } },
    'cursor-2': { nodes: [delivery(1)], pageInfo: { hasNextPage: false, endCursor: 'cursor-1' } },
  };
  const api = fakeApi((operation) => {
    if (operation.operationName === 'MyCompany') return { data: { myCompany: companyWithRole('OWNER') } };
    if (operation.operationName === 'MyWebhookEndpoints') return { data: { myWebhookEndpoints: [ENDPOINT] } };
    if (operation.operationName === 'WebhookDeliveries') {
      const page = pages[operation.variables.after ?? 'first'];
      return {
        data: {
          webhookDeliveries: { __typename: 'WebhookDeliveryConnection', ...page, pageInfo: { __typename: 'PageInfo', ...page.pageInfo } },
        },
      };
    }
    return undefined;
  });
  renderWithProviders(<WebhooksPage />, { link: api.link });
  const card = await screen.findByRole('listitem', { name: 'https://crm.example.com/hooks' });
  fireEvent.click(within(card).getByRole('button', { name: 'Delivery log' }));
  const log = await within(card).findByRole('region', { name: 'Delivery log' });
  expect(await within(log).findByText('evt_3')).toBeInTheDocument();
  expect(within(log).getByText('evt_2')).toBeInTheDocument();
  expect(within(log).queryByRole('button', { name: 'Newer deliveries' })).not.toBeInTheDocument();

  fireEvent.click(within(log).getByRole('button', { name: 'Older deliveries' }));
  expect(await within(log).findByText('evt_1')).toBeInTheDocument();
  expect(within(log).queryByText('evt_3')).not.toBeInTheDocument();
  expect(within(log).queryByRole('button', { name: 'Older deliveries' })).not.toBeInTheDocument();

  fireEvent.click(within(log).getByRole('button', { name: 'Newer deliveries' }));
  expect(await within(log).findByText('evt_3')).toBeInTheDocument();
  expect(
    api.sent.filter((operation) => operation.operationName === 'WebhookDeliveries').map((operation) => operation.variables.after ?? null),
  ).toEqual(expect.arrayContaining([null, 'cursor-2']));
});

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { WebhookEndpointFieldsFragment, WebhookEventType } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { Head } from '../../ui/head';
import { CheckboxGroup, FormAlert, TextField } from '../../ui/Field';
import { ConfirmBox } from '../../ui/ConfirmBox';
import { PageLoading } from '../../ui/ClientOnly';
import { useNewerOlder } from '../../ui/NewerOlder';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  MyWebhookEndpointsQuery,
  ResendWebhookDeliveryMutation,
  RollWebhookSecretMutation,
  SendWebhookTestEventMutation,
  UpdateWebhookEndpointMutation,
  WebhookDeliveriesQuery,
} from './webhooks.operations';

/** The events an owner can choose, in the words of docs/integrations.md#webhooks. */
export const WEBHOOK_EVENT_OPTIONS: ReadonlyArray<{ value: WebhookEventType; label: string }> = [
  { value: 'LEAD_MATCHED', label: 'A new lead matches our preferences (lead.matched)' },
  { value: 'PURCHASE_COMPLETED', label: 'A purchase is completed (purchase.completed)' },
  { value: 'PURCHASE_REFUNDED', label: 'A payment is refunded (purchase.refunded)' },
  { value: 'QUOTE_ACCEPTED', label: 'A quote is accepted (quote.accepted)' },
  { value: 'QUOTE_DECLINED', label: 'A quote is declined (quote.declined)' },
  { value: 'JOB_RECORD_CONFIRMED', label: 'A job record is confirmed (job_record.confirmed)' },
  { value: 'REVIEW_PUBLISHED', label: 'A review is published (review.published)' },
];
const EVENT_NAMES = new Map<string, string>([
  ...WEBHOOK_EVENT_OPTIONS.map(({ value, label }) => [value, /\(([^)]+)\)$/.exec(label)![1]] as [string, string]),
  ['TEST', 'webhook.test'],
]);

type Endpoint = WebhookEndpointFieldsFragment;
type Notice = { tone: 'success' | 'error'; text: string } | null;
interface Draft {
  url: string;
  description: string;
  events: string[];
}
const EMPTY: Draft = { url: '', description: '', events: [] };

/** The secret, shown once after it is created or rolled. */
function SecretOnce({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  return (
    <section className="card webhook-secret" aria-labelledby="secret-heading">
      <h2 id="secret-heading">Signing secret for {url}</h2>
      <p>Copy it now into your receiver: it is shown only this once. Each delivery is signed with it (docs: Verifying a signature).</p>
      <p>
        <code className="webhook-secret-value" aria-label="Signing secret">
          {secret}
        </code>
      </p>
      <button type="button" className="button small" onClick={onDone}>
        I have copied it
      </button>
    </section>
  );
}

function EndpointForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  submitLabel: string;
  onSubmit: (draft: Draft) => Promise<Record<string, string> | null>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const once = useSubmitOnce();
  function submit(event: FormEvent) {
    event.preventDefault();
    return once.once(async () => {
      setBusy(true);
      const problems = await onSubmit(draft);
      setBusy(false);
      // What was typed stays on an error; the form empties only after it was saved.
      setErrors(problems ?? {});
      if (!problems && !onCancel) setDraft(EMPTY);
    });
  }
  return (
    <form onSubmit={submit} noValidate className="webhook-form">
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://crm.example.com/hooks/sfr"
        value={draft.url}
        onChange={(e) => setDraft({ ...draft, url: e.target.value })}
        error={errors.url}
        hint="https:// on a public address. Deliveries are POSTed here."
        required
      />
      <TextField
        label="Description (optional)"
        value={draft.description}
        onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        error={errors.description}
        maxLength={200}
      />
      <CheckboxGroup
        legend="Events to send"
        name="events"
        value={draft.events}
        onChange={(events) => setDraft({ ...draft, events })}
        options={WEBHOOK_EVENT_OPTIONS}
        error={errors.events}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : submitLabel}
      </button>{' '}
      {onCancel && (
        <button type="button" className="button secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
    </form>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const pages = useNewerOlder('deliveries');
  const { data, loading, error, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { endpointId, after: pages.after },
    fetchPolicy: 'network-only',
    // Read again every few seconds while it is open: deliveries go out in the background.
    pollInterval: 3000,
  });
  const deliveries = data?.webhookDeliveries.nodes ?? [];
  const [resend] = useMutation(ResendWebhookDeliveryMutation);
  const [notice, setNotice] = useState<Notice>(null);
  async function onResend(id: string) {
    setNotice(null);
    try {
      await resend({ variables: { id } });
      setNotice({ tone: 'success', text: 'Sent again: it goes out within seconds.' });
      await refetch();
    } catch (failure) {
      setNotice({ tone: 'error', text: messageOf(failure, 'It could not be sent again') });
    }
  }
  return (
    <section className="webhook-log" aria-label="Delivery log">
      <h3>Delivery log</h3>
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {error && <FormAlert>{messageOf(error, 'The delivery log could not be loaded')}</FormAlert>}
      {loading && !data && <PageLoading label="Loading the deliveries…" />}
      {data && !deliveries.length && <p className="muted">Nothing sent yet. Send a test event to try it.</p>}
      {data && deliveries.length > 0 && (
        <>
          <button type="button" className="button secondary small" onClick={() => void refetch()}>
            Refresh
          </button>
          <ul className="webhook-deliveries">
            {deliveries.map((delivery) => {
              const last = delivery.log[delivery.log.length - 1];
              return (
                <li key={delivery.id} className="card webhook-delivery" aria-label={`Delivery of ${delivery.payload?.id ?? delivery.id}`}>
                  <p>
                    <strong>{EVENT_NAMES.get(delivery.payload?.type ?? '') ?? 'event'}</strong>{' '}
                    <span className={`badge webhook-status-${delivery.status.toLowerCase()}`}>{delivery.status.toLowerCase()}</span>
                  </p>
                  <p className="small">
                    <code>{delivery.payload?.id}</code>
                  </p>
                  <p className="small">
                    Response: {delivery.lastResponseCode ?? (delivery.attempts ? 'none' : 'not sent yet')}
                    {last && ` · ${last.durationMs} ms · ${formatLondonDateTime(last.at)}`} · attempt {delivery.attempts}
                  </p>
                  {delivery.lastError && <p className="small muted">{delivery.lastError}</p>}
                  {delivery.nextAttemptAt && delivery.attempts > 0 && (
                    <p className="small muted">Next attempt {formatLondonDateTime(delivery.nextAttemptAt)}</p>
                  )}
                  <button type="button" className="button secondary small" onClick={() => void onResend(delivery.id)}>
                    Send again
                  </button>
                </li>
              );
            })}
          </ul>
          {pages.pager(data.webhookDeliveries.pageInfo)}
        </>
      )}
    </section>
  );
}

/** What each of an endpoint's actions asks before it acts. */
const CONFIRM_QUESTIONS = {
  delete: {
    question: 'Delete this endpoint?',
    details: 'Its pending deliveries are dropped and its log goes with it.',
    confirmLabel: 'Yes, delete',
    busyLabel: 'Deleting…',
  },
  disable: {
    question: 'Disable this endpoint?',
    details: 'Nothing more is sent to it until you enable it again.',
    confirmLabel: 'Yes, disable',
    busyLabel: 'Disabling…',
  },
  roll: {
    question: 'Replace the signing secret?',
    details: 'Deliveries are signed with the new one at once: update your receiver.',
    confirmLabel: 'Yes, roll the secret',
    busyLabel: 'Replacing…',
  },
};

function EndpointCard({
  endpoint,
  onSecret,
  onNotice,
}: {
  endpoint: Endpoint;
  onSecret: (secret: string, url: string) => void;
  onNotice: (n: Notice) => void;
}) {
  const refetchQueries = [{ query: MyWebhookEndpointsQuery }];
  const [update] = useMutation(UpdateWebhookEndpointMutation, { refetchQueries, awaitRefetchQueries: true });
  const [roll] = useMutation(RollWebhookSecretMutation, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteWebhookEndpointMutation, { refetchQueries, awaitRefetchQueries: true });
  const [sendTest] = useMutation(SendWebhookTestEventMutation);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'disable' | 'roll' | null>(null);
  const [showLog, setShowLog] = useState(false);
  const input = (draft: Draft, enabled = endpoint.enabled) => ({
    url: draft.url,
    description: draft.description,
    events: draft.events as WebhookEventType[],
    enabled,
  });
  const current: Draft = { url: endpoint.url, description: endpoint.description, events: endpoint.events };

  async function act(work: () => Promise<unknown>, success: string, failure: string) {
    onNotice(null);
    try {
      await work();
      onNotice({ tone: 'success', text: success });
    } catch (error) {
      onNotice({ tone: 'error', text: messageOf(error, failure) });
    } finally {
      setConfirming(null);
    }
  }

  return (
    <li className="card webhook-endpoint" aria-label={endpoint.url}>
      <div className="webhook-endpoint-head">
        <strong className="webhook-url">{endpoint.url}</strong> <span className="badge">{endpoint.enabled ? 'Enabled' : 'Disabled'}</span>
      </div>
      {endpoint.description && <p>{endpoint.description}</p>}
      <p className="small">Events: {endpoint.events.map((event) => EVENT_NAMES.get(event) ?? event).join(', ')}</p>
      <p className="small muted">
        Secret {endpoint.secretHint} · added {formatLondonDateTime(endpoint.createdAt)}
      </p>
      {endpoint.failingSince && endpoint.enabled && (
        <FormAlert tone="info">
          Failing since {formatLondonDateTime(endpoint.failingSince)}: after 72 hours of failures it is disabled.
        </FormAlert>
      )}
      {endpoint.disabledReason && !endpoint.enabled && <FormAlert tone="info">{endpoint.disabledReason}</FormAlert>}
      {editing ? (
        <EndpointForm
          initial={current}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (draft) => {
            try {
              await update({ variables: { id: endpoint.id, input: input(draft) } });
              setEditing(false);
              onNotice({ tone: 'success', text: 'The endpoint is saved.' });
              return null;
            } catch (error) {
              const fields = fieldErrorsOf(error);
              if (!Object.keys(fields).length) onNotice({ tone: 'error', text: messageOf(error, 'The endpoint could not be saved') });
              return fields;
            }
          }}
        />
      ) : (
        <div className="webhook-actions">
          <button type="button" className="button secondary small" onClick={() => setEditing(true)}>
            Edit
          </button>
          <button
            type="button"
            className="button secondary small"
            disabled={!endpoint.enabled}
            onClick={() =>
              void act(
                () => sendTest({ variables: { endpointId: endpoint.id } }),
                'A test event is on its way.',
                'The test event could not be sent',
              )
            }
          >
            Send test event
          </button>
          <button type="button" className="button secondary small" aria-expanded={showLog} onClick={() => setShowLog((open) => !open)}>
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </button>
          {endpoint.enabled ? (
            <button type="button" className="button secondary small" onClick={() => setConfirming('disable')}>
              Disable
            </button>
          ) : (
            <button
              type="button"
              className="button secondary small"
              onClick={() =>
                void act(
                  () => update({ variables: { id: endpoint.id, input: input(current, true) } }),
                  'The endpoint is enabled again.',
                  'It could not be enabled',
                )
              }
            >
              Enable
            </button>
          )}
          <button type="button" className="button secondary small" onClick={() => setConfirming('roll')}>
            Roll secret
          </button>
          <button type="button" className="button danger small" onClick={() => setConfirming('delete')}>
            Delete
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmBox
          small
          danger={confirming === 'delete'}
          {...CONFIRM_QUESTIONS[confirming]}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            confirming === 'delete'
              ? act(() => remove({ variables: { id: endpoint.id } }), 'The endpoint is deleted.', 'It could not be deleted')
              : confirming === 'disable'
                ? act(
                    () => update({ variables: { id: endpoint.id, input: input(current, false) } }),
                    'The endpoint is disabled.',
                    'It could not be disabled',
                  )
                : act(
                    async () => {
                      const result = await roll({ variables: { id: endpoint.id } });
                      onSecret(result.data!.rollWebhookEndpointSecret.secret, endpoint.url);
                    },
                    'The secret is replaced.',
                    'The secret could not be replaced',
                  )
          }
        />
      )}
      {showLog && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}

/** `paths.company.webhooks`: the company's webhook endpoints, their secrets (once) and delivery logs. Owners only. */
export function WebhooksPage() {
  const { role, refusal } = useCompanyRole();
  const cannotManage = refusal('manage_webhooks');
  // Asked once the role is known (the company area's guard has read it), and only by an owner.
  const { data, loading, error } = useQuery(MyWebhookEndpointsQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !role || Boolean(cannotManage),
  });
  const [create] = useMutation(CreateWebhookEndpointMutation, {
    refetchQueries: [{ query: MyWebhookEndpointsQuery }],
    awaitRefetchQueries: true,
  });
  const [notice, setNotice] = useState<Notice>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);

  async function onCreate(draft: Draft) {
    setNotice(null);
    try {
      const result = await create({
        variables: { input: { url: draft.url, description: draft.description, events: draft.events as WebhookEventType[] } },
      });
      setSecret({ secret: result.data!.createWebhookEndpoint.secret, url: result.data!.createWebhookEndpoint.endpoint.url });
      return null;
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      if (!Object.keys(fields).length) setNotice({ tone: 'error', text: messageOf(failure, 'The endpoint could not be added') });
      return fields;
    }
  }

  return (
    <main className="container" id="main">
      <Head title="Webhooks" robots="noindex, nofollow" />
      <h1>Webhooks</h1>
      <p className="lead">
        Send your own systems a signed message when something happens: a new lead, a purchase, a quote answered, a review.
      </p>
      <p className="small">
        Each delivery is a signed JSON POST, retried for 72 hours; how to verify it is in the site’s integration guide
        (docs/integrations.md, Webhooks).
      </p>
      {cannotManage && <FormAlert tone="info">{cannotManage}</FormAlert>}
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      {secret && <SecretOnce secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} />}
      {error && <FormAlert>{messageOf(error, 'Your webhook endpoints could not be loaded')}</FormAlert>}
      {!cannotManage && loading && !data && <PageLoading label="Loading your webhook endpoints…" />}
      {data && !data.myWebhookEndpoints.length && <p className="muted">No endpoints yet: add one below.</p>}
      {data && data.myWebhookEndpoints.length > 0 && (
        <ul className="webhook-endpoints" aria-label="Webhook endpoints">
          {data.myWebhookEndpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onNotice={setNotice}
              onSecret={(value, url) => setSecret({ secret: value, url })}
            />
          ))}
        </ul>
      )}
      {!cannotManage && (
        <section aria-labelledby="add-endpoint-heading" className="card">
          <h2 id="add-endpoint-heading">Add an endpoint</h2>
          <EndpointForm initial={EMPTY} submitLabel="Add endpoint" onSubmit={onCreate} />
        </section>
      )}
    </main>
  );
}

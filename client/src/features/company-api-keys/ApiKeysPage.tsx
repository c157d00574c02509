import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { API_KEY_NAME_MAX, API_KEY_RATE_LIMIT, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, isApiKeyScope } from '../../../../common/apiKeys';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDate, formatLondonDateTime } from '../../lib/dates';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { useSubmitOnce } from '../../lib/useSubmitOnce';
import { Head } from '../../ui/head';
import { ConfirmedAction } from '../../ui/ConfirmBox';
import { CheckboxGroup, FormAlert, SelectField, TextField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { CreateApiKeyMutation, MyApiKeysQuery, RevokeApiKeyMutation } from './apiKeys.operations';

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ value: scope, label: API_KEY_SCOPE_LABELS[scope] }));
const EXPIRY_OPTIONS = [
  { value: '', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];
const STATUS_LABELS: Record<string, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };
const scopeLabel = (scope: string) => (isApiKeyScope(scope) ? API_KEY_SCOPE_LABELS[scope] : scope);

type Notice = { tone: 'success' | 'error'; text: string } | null;
type ListedKey = { id: string; name: string };

/** Copies the new secret; when the browser will not, the field beside it stays selectable by hand. */
function CopySecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }
  return (
    <>
      <button type="button" className="button" onClick={() => void copy()}>
        Copy key
      </button>
      <span role="status" className="small">
        {copied === true && ' Copied.'}
        {copied === false && ' Your browser would not copy it: select the key above and copy it by hand.'}
      </span>
    </>
  );
}

/** `paths.company.apiKeys`: the company's API keys (docs/integrations.md#api-keys); owners create and revoke them. */
export function ApiKeysPage() {
  const { role, refusal } = useCompanyRole();
  const cannotManage = refusal('manage_api_keys');
  // Asked once the role is known: a buyer or a viewer is told why instead.
  const { data, loading, error } = useQuery(MyApiKeysQuery, { fetchPolicy: 'cache-and-network', skip: !role || Boolean(cannotManage) });
  const refetchQueries = [{ query: MyApiKeysQuery }];
  const [create, creating] = useMutation(CreateApiKeyMutation, { refetchQueries, awaitRefetchQueries: true });
  const [revoke] = useMutation(RevokeApiKeyMutation, { refetchQueries, awaitRefetchQueries: true });
  const sendOnce = useSubmitOnce();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>([]);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  async function onCreateNow() {
    setNotice(null);
    setErrors({});
    try {
      const result = await create({
        variables: {
          input: { name, scopes: API_KEY_SCOPES.filter((scope) => scopes.includes(scope)), expiresInDays: expiry ? Number(expiry) : null },
        },
      });
      const { secret, key } = result.data!.createApiKey;
      setCreated({ name: key.name, secret });
      setName('');
      setScopes([]);
      setExpiry('');
    } catch (failure) {
      // What was typed stays, with each field's message beside it.
      const fields = fieldErrorsOf(failure);
      const byField = { name: fields['input.name'], scopes: fields['input.scopes'], expiry: fields['input.expiresInDays'] };
      if (Object.values(byField).some(Boolean))
        setErrors(Object.fromEntries(Object.entries(byField).filter(([, v]) => v)) as Record<string, string>);
      else setNotice({ tone: 'error', text: messageOf(failure, 'The key could not be created') });
    }
  }
  function onCreate(event: FormEvent) {
    event.preventDefault();
    return sendOnce.once(onCreateNow);
  }

  async function onRevoke(key: ListedKey) {
    setNotice(null);
    await revoke({ variables: { id: key.id } });
    setNotice({ tone: 'success', text: `“${key.name}” is revoked: every request with it is refused from now on.` });
  }

  const keys = data?.myApiKeys ?? [];
  return (
    <main className="container" id="main">
      <Head title="API keys" robots="noindex, nofollow" />
      <h1>API keys</h1>
      <p className="lead">
        Connect your own system (a CRM, a spreadsheet, your job software) to the marketplace: it reads and buys leads and works your
        pipeline through the API at <code>/graphql</code>, with exactly the scopes you give its key.
      </p>
      <p className="small muted">
        A key acts for your company with its scopes, and never with more than its creator’s current role: if its creator is removed from the
        team, it stops working. Each key may make {API_KEY_RATE_LIMIT.max} requests a minute. Everything it does is recorded with its name.
      </p>
      {cannotManage ? (
        <FormAlert tone="info">{cannotManage}</FormAlert>
      ) : (
        <>
          {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
          {created && (
            <section className="card" aria-labelledby="new-key-heading">
              <h2 id="new-key-heading">Your new key “{created.name}”</h2>
              <FormAlert tone="info">
                Copy it now and keep it in your system’s secret store: this is the only time it is shown. We keep only a fingerprint of it,
                so we cannot show it again. If it is lost, revoke it and create another.
              </FormAlert>
              <TextField label="API key" readOnly value={created.secret} onFocus={(event) => event.currentTarget.select()} />
              <div className="actions">
                <CopySecret secret={created.secret} />{' '}
                <button type="button" className="button secondary" onClick={() => setCreated(null)}>
                  I have stored it
                </button>
              </div>
            </section>
          )}
          {error && <FormAlert>{messageOf(error, 'Your API keys could not be loaded')}</FormAlert>}
          {(loading || !role) && !data && <PageLoading label="Loading your API keys…" />}
          {data && !keys.length && <p>No API keys yet. Create one below to connect your own system.</p>}
          {keys.length > 0 && (
            <ul className="team-list" aria-label="API keys">
              {keys.map((key) => (
                <li key={key.id} className="card" aria-label={key.name}>
                  <h2>
                    {key.name} <span className="badge">{STATUS_LABELS[key.status] ?? key.status}</span>
                  </h2>
                  <dl className="details-list">
                    <div>
                      <dt>Scopes</dt>
                      <dd>{key.scopes.map(scopeLabel).join('\n')}</dd>
                    </div>
                    <div>
                      <dt>Key</dt>
                      <dd>
                        <code>{key.prefix}…</code>
                      </dd>
                    </div>
                    <div>
                      <dt>Created by</dt>
                      <dd>{key.createdBy}</dd>
                    </div>
                    <div>
                      <dt>Created</dt>
                      <dd>{formatLondonDate(key.createdAt)}</dd>
                    </div>
                    <div>
                      <dt>Expires</dt>
                      <dd>{key.expiresAt ? formatLondonDate(key.expiresAt) : 'Never'}</dd>
                    </div>
                    <div>
                      <dt>Last used</dt>
                      <dd>{key.lastUsedAt ? formatLondonDateTime(key.lastUsedAt) : 'Never'}</dd>
                    </div>
                    {key.revokedAt && (
                      <div>
                        <dt>Revoked</dt>
                        <dd>{formatLondonDateTime(key.revokedAt)}</dd>
                      </div>
                    )}
                  </dl>
                  {key.status !== 'REVOKED' && (
                    <ConfirmedAction
                      label="Revoke"
                      labelFor={key.name}
                      buttonClassName="button secondary small"
                      danger
                      question={`Revoke “${key.name}”?`}
                      details="Every request with this key is refused from now on, on every server. The system that uses it stops working until you give it a new key. This cannot be undone."
                      confirmLabel="Yes, revoke it"
                      busyLabel="Revoking…"
                      errorOf={(failure) => messageOf(failure, 'The key could not be revoked')}
                      onConfirm={() => onRevoke(key)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          <section aria-labelledby="create-key-heading" className="card">
            <h2 id="create-key-heading">Create a key</h2>
            <form onSubmit={onCreate} noValidate>
              <TextField
                label="Name"
                hint={`What uses it, e.g. “CRM sync”: shown beside everything it does. At most ${API_KEY_NAME_MAX} characters.`}
                autoComplete="off"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={errors.name}
                required
              />
              <CheckboxGroup
                legend="What it may do"
                name="scopes"
                hint="Give it only what its system needs."
                value={scopes}
                onChange={setScopes}
                options={SCOPE_OPTIONS}
                error={errors.scopes}
              />
              <SelectField
                label="Expires"
                value={expiry}
                onChange={(e) => setExpiry(e.target.value)}
                options={EXPIRY_OPTIONS}
                error={errors.expiry}
              />
              <button type="submit" className="button" disabled={creating.loading}>
                {creating.loading ? 'Creating…' : 'Create key'}
              </button>
            </form>
          </section>
        </>
      )}
    </main>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { BalanceLedger } from '../../ui/BalanceLedger';
import { formatPounds } from '../../../../common/calculator';
import { COMPANY_SERVICES, COMPANY_SERVICE_LABELS } from '../../../../common/companyOptions';
import { UK_REGIONS } from '../../../../common/ukRegions';
import type { AdminCompanyQuery as CompanyData } from '../../gql/graphql';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDateTime } from '../../lib/dates';
import { hasErrorCode } from '../../lib/errors';
import { useFormValues } from '../../lib/usePublicForm';
import { Head } from '../../ui/head';
import { CheckboxGroup, FormAlert, TextField } from '../../ui/Field';
import { AdminStates } from '../../ui/admin/AdminStates';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { labels } from '../../ui/admin/labels';
import { useToast } from '../../ui/admin/Toasts';
import {
  AdminCompanyQuery,
  ApproveCompanyAboutMutation,
  RejectCompanyAboutMutation,
  ResendCompanySetPasswordLinkMutation,
  SetCompanyStatusMutation,
  UpdateCompanyMutation,
} from './companies.operations';
import { certificationLabel, STATUS_BADGE } from './companyLabels';
import { paths, withQuery } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

type Company = NonNullable<CompanyData['adminCompany']>;

const SERVICES = COMPANY_SERVICES.map((value) => ({ value, label: COMPANY_SERVICE_LABELS[value] }));
const REGIONS = UK_REGIONS.map((value) => ({ value, label: value }));
const serviceLabel = (value: string) => (COMPANY_SERVICE_LABELS as Record<string, string>)[value] ?? labels.any(value);
const HISTORY_LABELS: Record<string, string> = {
  edited: 'Edited',
  suspended: 'Suspended',
  reinstated: 'Reinstated',
  'about approved': 'About text approved',
  'about rejected': 'About text rejected',
};

/** /admin/companies/:id: every stored field, the edit form, suspension, lead purchases, users and history. */
export function AdminCompanyPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminCompanyQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const company = data?.adminCompany;

  return (
    <section>
      <Head title={company ? `Company: ${company.name}` : 'Company'} robots="noindex, nofollow" />
      <p className="small">
        <Link to={paths.admin.companies}>← All companies</Link>
      </p>
      <AdminStates
        noun="company"
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={data ? !company : null}
        empty="There is no company with this id."
      >
        {company && <CompanyDetails company={company} onReload={() => refetch()} />}
      </AdminStates>
    </section>
  );
}

function CompanyDetails({ company, onReload }: { company: Company; onReload(): void }) {
  return (
    <>
      <div className="page-header">
        <h1>{company.name}</h1>
        <span className={`badge ${STATUS_BADGE[company.status]}`}>{labels.companyStatus(company.status)}</span>
      </div>
      <dl className="detail-grid">
        <dt>Slug (used in its links)</dt>
        <dd>{company.slug}</dd>
        <dt>Vetting (needed to buy leads)</dt>
        <dd data-testid="company-vetting">
          {vettingLabel(company.vetting)}
          {company.vetting.problems.length > 0 && <span className="muted"> · {company.vetting.problems.join('; ')}</span>}
        </dd>
        <dt>Certification (optional, the higher level)</dt>
        <dd>
          {certificationLabel(company)}
          {company.certificateId && <span className="muted"> (certificate {company.certificateId})</span>}
        </dd>
        <dt>Joined</dt>
        <dd>{formatLondonDateTime(company.createdAt)}</dd>
        <dt>Last changed</dt>
        <dd>{formatLondonDateTime(company.updatedAt)}</dd>
        <dt>Contact</dt>
        <dd>
          {company.contactName} · <a href={`mailto:${company.email}`}>{company.email}</a> · <PhoneLink phone={company.phone} />
        </dd>
        <dt>Website</dt>
        <dd>
          {company.website ? (
            <a href={company.website} target="_blank" rel="noreferrer noopener nofollow">
              {company.website}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>Address</dt>
        <dd>{[company.address, company.postcode].filter(Boolean).join(', ') || '—'}</dd>
        <dt>Regions</dt>
        <dd>{company.regions.join(', ') || '—'}</dd>
        <dt>Services</dt>
        <dd>{company.services.map(serviceLabel).join(', ') || '—'}</dd>
        <dt>Lead alerts</dt>
        <dd>{company.leadAlerts ? 'On: e-mailed for each new lead in its regions' : 'Off'}</dd>
        <dt>Published about text</dt>
        <dd>{company.description || '—'}</dd>
        <dt>Public profile</dt>
        <dd>
          {company.status === 'ACTIVE' ? <Link to={`/companies/${company.slug}`}>/companies/{company.slug}</Link> : 'None while suspended'}
          <span className="muted"> (shown while it is active and its vetting is current)</span>
        </dd>
      </dl>
      <AboutPanel company={company} />
      <StatusPanel company={company} />
      <EditForm company={company} onReload={onReload} />
      <Balance company={company} />
      <Purchases company={company} />
      <Users company={company} />
      <h2>History</h2>
      {company.history.length ? (
        <ol className="history">
          {company.history.map((entry, i) => (
            <li key={i}>
              {formatLondonDateTime(entry.at)}: {HISTORY_LABELS[entry.action] ?? labels.any(entry.action)} by {entry.by}
              {entry.note ? ` (${entry.note})` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No changes by staff yet.</p>
      )}
    </>
  );
}

/** The about text the company sent for its public profile: approve it (published at once) or reject it with a reason. */
function AboutPanel({ company }: { company: Company }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [approve, { loading: approving }] = useMutation(ApproveCompanyAboutMutation);
  const [reject, { loading: rejecting }] = useMutation(RejectCompanyAboutMutation);
  const submission = company.aboutSubmission;
  if (!submission) return null;
  const variables = { id: company.id, expectedUpdatedAt: company.updatedAt };

  async function onApprove() {
    try {
      await approve({ variables });
      toast.show(`${company.name}: about text published`);
    } catch (problem) {
      toast.show(messageOf(problem, 'The text could not be approved'), { tone: 'error' });
    }
  }

  async function onReject() {
    const answer = await confirm({
      title: 'Reject this about text?',
      message: <p>The profile keeps its published text. The company reads your reason on its profile screen and by e-mail.</p>,
      confirmLabel: 'Reject',
      reason: { label: 'Reason (for the company)', minLength: 3 },
      danger: true,
    });
    if (!answer.confirmed) return;
    try {
      await reject({ variables: { ...variables, reason: answer.reason } });
      toast.show(`${company.name}: about text rejected`);
    } catch (problem) {
      toast.show(messageOf(problem, 'The text could not be rejected'), { tone: 'error' });
    }
  }

  return (
    <section className="review-panel" aria-labelledby="about-check-heading" data-testid="about-check">
      <h2 id="about-check-heading">About text sent by the company</h2>
      <p className="muted">
        Sent {formatLondonDateTime(submission.submittedAt)}
        {submission.state === 'APPROVED' && submission.reviewedAt && ` · approved ${formatLondonDateTime(submission.reviewedAt)}`}
        {submission.state === 'REJECTED' &&
          submission.reviewedAt &&
          ` · rejected ${formatLondonDateTime(submission.reviewedAt)}: ${submission.reason}`}
      </p>
      <blockquote className="company-about">{submission.text}</blockquote>
      {submission.state === 'PENDING' && (
        <div className="actions">
          <button type="button" className="button" disabled={approving || rejecting} onClick={() => void onApprove()}>
            Approve and publish
          </button>
          <button type="button" className="button danger" disabled={approving || rejecting} onClick={() => void onReject()}>
            Reject…
          </button>
        </div>
      )}
    </section>
  );
}

function StatusPanel({ company }: { company: Company }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [setStatus, { loading }] = useMutation(SetCompanyStatusMutation);
  const suspended = company.status === 'SUSPENDED';

  async function change() {
    const answer = await confirm(
      suspended
        ? {
            title: 'Reinstate this company?',
            message: (
              <p>
                {company.name} is listed again, receives lead alerts and its users can sign in and buy leads. The company is e-mailed your
                note.
              </p>
            ),
            confirmLabel: 'Reinstate',
            reason: { label: 'Note (e-mailed to the company)', minLength: 3 },
          }
        : {
            title: 'Suspend this company?',
            message: (
              <p>
                {company.name} disappears from the site, gets no lead alerts, and its users can no longer sign in or buy leads. The company
                is e-mailed the reason.
              </p>
            ),
            confirmLabel: 'Suspend',
            reason: { label: 'Reason (e-mailed to the company)', minLength: 3 },
            danger: true,
          },
    );
    if (!answer.confirmed) return;
    try {
      await setStatus({
        variables: {
          id: company.id,
          status: suspended ? 'ACTIVE' : 'SUSPENDED',
          reason: answer.reason,
          expectedUpdatedAt: company.updatedAt,
        },
      });
      toast.show(suspended ? `${company.name} is active again` : `${company.name} is suspended`);
    } catch (problem) {
      toast.show(messageOf(problem, 'The status could not be changed'), { tone: 'error' });
    }
  }

  return (
    <section className="review-panel" aria-labelledby="status-heading">
      <h2 id="status-heading">Status</h2>
      <p>
        {suspended
          ? 'Suspended: hidden from the site, no lead alerts, its users cannot sign in or buy leads.'
          : 'Active: listed on the site, receives leads in its regions.'}
      </p>
      <button type="button" className={`button${suspended ? '' : ' danger'}`} disabled={loading} onClick={() => void change()}>
        {suspended ? 'Reinstate…' : 'Suspend…'}
      </button>
    </section>
  );
}

interface EditValues {
  contactName: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  postcode: string;
  regions: string[];
  services: string[];
  description: string;
  leadAlerts: boolean;
}

const valuesOf = (company: Omit<Company, 'leadPurchases' | 'users' | 'vetting' | 'balance' | 'balanceEntries'>): EditValues => ({
  contactName: company.contactName,
  email: company.email,
  phone: company.phone,
  website: company.website ?? '',
  address: company.address,
  postcode: company.postcode,
  regions: company.regions,
  services: company.services,
  description: company.description,
  leadAlerts: company.leadAlerts,
});

function EditForm({ company, onReload }: { company: Company; onReload(): void }) {
  const { values, setValue, text, setValues } = useFormValues<EditValues>(() => valuesOf(company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string; conflict?: boolean } | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateCompanyMutation);
  const toast = useToast();

  // A different company (another URL) starts from its own stored values; refetches never overwrite typing.
  useEffect(() => {
    setValues(valuesOf(company));
    setErrors({});
    setNotice(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [company.id]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setNotice(null);
    try {
      const result = await save({
        variables: {
          id: company.id,
          input: { ...values, website: values.website.trim() || null },
          expectedUpdatedAt: company.updatedAt,
        },
      });
      if (result.data) setValues(valuesOf(result.data.updateCompany));
      toast.show(`${company.name}: changes saved`);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      setNotice({
        tone: 'error',
        text: Object.keys(fields).length ? 'Some fields need your attention: see the messages beside them.' : messageOf(failure),
        conflict: hasErrorCode(failure, 'CONFLICT'),
      });
    }
  }

  return (
    <section aria-labelledby="edit-heading">
      <h2 id="edit-heading">Edit details</h2>
      <form className="quote-form" onSubmit={onSubmit} noValidate aria-label="Edit company details">
        {notice && (
          <FormAlert tone={notice.tone}>
            {notice.text}{' '}
            {notice.conflict && (
              <button
                type="button"
                className="button secondary small"
                onClick={() => {
                  onReload();
                  setNotice(null);
                }}
              >
                Load the latest (your edits stay in the form)
              </button>
            )}
          </FormAlert>
        )}
        <TextField
          label="Contact name"
          name="contactName"
          value={values.contactName}
          onChange={text('contactName')}
          error={errors.contactName}
        />
        <TextField label="Company e-mail" name="email" type="email" value={values.email} onChange={text('email')} error={errors.email} />
        <TextField label="Phone" name="phone" type="tel" value={values.phone} onChange={text('phone')} error={errors.phone} />
        <TextField
          label="Website (optional)"
          name="website"
          type="url"
          value={values.website}
          onChange={text('website')}
          error={errors.website}
        />
        <TextField label="Address (optional)" name="address" value={values.address} onChange={text('address')} error={errors.address} />
        <TextField
          label="Postcode (optional)"
          name="postcode"
          value={values.postcode}
          onChange={text('postcode')}
          error={errors.postcode}
        />
        <CheckboxGroup
          legend="Regions covered"
          name="regions"
          hint="The regions whose leads the company sees."
          options={REGIONS}
          value={values.regions}
          onChange={(regions) => setValue('regions', regions)}
          error={errors.regions}
        />
        <CheckboxGroup
          legend="Services"
          name="services"
          options={SERVICES}
          value={values.services}
          onChange={(services) => setValue('services', services)}
          error={errors.services}
        />
        <div className={`field${errors.description ? ' has-error' : ''}`}>
          <label htmlFor="admin-company-description">Published about text (optional; published as saved)</label>
          <textarea
            id="admin-company-description"
            name="description"
            rows={5}
            maxLength={1500}
            value={values.description}
            onChange={text('description')}
            aria-describedby={errors.description ? 'admin-company-description-error' : undefined}
            aria-invalid={errors.description ? true : undefined}
          />
          {errors.description && (
            <p className="field-error" id="admin-company-description-error" role="alert">
              {errors.description}
            </p>
          )}
        </div>
        <label className="check">
          <input type="checkbox" name="leadAlerts" checked={values.leadAlerts} onChange={(e) => setValue('leadAlerts', e.target.checked)} />{' '}
          E-mail the company when a new lead in its regions arrives
        </label>
        <button className="button" type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </section>
  );
}

function Purchases({ company }: { company: Company }) {
  return (
    <section aria-labelledby="purchases-heading">
      <h2 id="purchases-heading">Lead purchases</h2>
      {company.leadPurchases.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Lead purchases, newest first (at most 50)</caption>
            <thead>
              <tr>
                <th scope="col">Started</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {company.leadPurchases.map((payment) => (
                <tr key={payment.id}>
                  <td>{formatLondonDateTime(payment.createdAt)}</td>
                  <td>{payment.description}</td>
                  <td>
                    {payment.provider === 'BALANCE'
                      ? `${formatPounds(payment.amountPence)} from the balance`
                      : `${formatPounds(payment.amountPence)} + ${formatPounds(payment.vatPence)} VAT`}
                  </td>
                  <td>
                    <span className="badge">{labels.paymentStatus(payment.status)}</span>
                  </td>
                  <td>{payment.paidAt ? formatLondonDateTime(payment.paidAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">No lead purchases yet.</p>
      )}
      <p className="small">
        <Link to={withQuery(paths.admin.payments, { kind: 'LEAD_PURCHASE' })}>All lead payments</Link>
      </p>
    </section>
  );
}

/** The prepaid balance and its latest ledger entries (docs/decisions/0050-prepaid-balance.md). */
function Balance({ company }: { company: Company }) {
  const entries = company.balanceEntries;
  return (
    <section aria-labelledby="balance-heading">
      <h2 id="balance-heading">Prepaid balance: {formatPounds(company.balance.balancePence)}</h2>
      {entries.nodes.length ? (
        <BalanceLedger entries={entries.nodes} caption={`Balance ledger, newest first (the latest 20 of ${entries.totalCount})`} />
      ) : (
        <p className="muted">No top-ups yet.</p>
      )}
      {entries.totalCount > entries.nodes.length && <p className="small muted">The latest 20 of {entries.totalCount} entries.</p>}
    </section>
  );
}

function Users({ company }: { company: Company }) {
  const toast = useToast();
  const [resend, { loading }] = useMutation(ResendCompanySetPasswordLinkMutation);
  const sendOnce = useSubmitOnce();
  async function sendNow(email: string) {
    try {
      await resend({ variables: { companyId: company.id, userEmail: email } });
      toast.show(`A set-password link is on its way to ${email}`);
    } catch (problem) {
      toast.show(messageOf(problem, 'The link could not be sent'), { tone: 'error' });
    }
  }
  function send(email: string) {
    return sendOnce.once(() => sendNow(email));
  }

  return (
    <section aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      {company.users.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">The accounts that sign in for this company</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Last signed in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {company.users.map((user) => (
                <tr key={user.uid}>
                  <td>
                    {user.email}
                    {user.disabled && <span className="muted"> (account disabled)</span>}
                  </td>
                  <td>{user.lastSignInAt ? formatLondonDateTime(user.lastSignInAt) : 'Never'}</td>
                  <td>
                    <button
                      type="button"
                      className="button secondary small"
                      disabled={loading || user.disabled}
                      onClick={() => void send(user.email)}
                    >
                      Send set-password link
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">No accounts sign in for this company.</p>
      )}
    </section>
  );
}

/** The company's vetting in one line: its state, then what was checked. */
function vettingLabel(vetting: {
  state: string;
  graceUntil?: string | null;
  insurance?: { coverPence: number; expiresOn: string } | null;
  wasteCarrier?: { registrationNumber: string; tier: string; expiresOn?: string | null } | null;
}) {
  const state =
    vetting.state === 'VETTED'
      ? 'Vetted: may buy leads'
      : vetting.state === 'GRACE'
        ? `Grace period until ${vetting.graceUntil}: may buy while it uploads`
        : 'Not vetted: cannot buy leads';
  const checked = [
    vetting.insurance && `insurance £${(vetting.insurance.coverPence / 100).toLocaleString('en-GB')} until ${vetting.insurance.expiresOn}`,
    vetting.wasteCarrier &&
      `waste carrier ${vetting.wasteCarrier.registrationNumber} (${vetting.wasteCarrier.tier} tier${vetting.wasteCarrier.expiresOn ? `, until ${vetting.wasteCarrier.expiresOn}` : ''})`,
  ].filter(Boolean);
  return checked.length ? `${state} · ${checked.join(', ')}` : state;
}

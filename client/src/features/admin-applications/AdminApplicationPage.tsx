import { useRef, useState, type ReactNode } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import {
  ACCREDITATION_LABELS,
  COMPANY_SERVICE_LABELS,
  REJECTION_REASON_REQUIRED,
  companiesHouseCheckSchema,
  companiesHouseUrl,
} from '../../../../common/validation/application';
import { fieldErrorsFrom } from '../../../../common/validation/fieldErrors';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { useConfirm, type ConfirmRequest } from '../../ui/admin/ConfirmDialog';
import { PageLoading } from '../../ui/ClientOnly';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import type { AdminApplicationQuery as ApplicationResult, ReviewDecision } from '../../gql/graphql';
import { AdminApplicationQuery, ReviewApplicationMutation } from './applications.operations';
import { STATUS_LABELS } from './applicationLabels';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';
import { paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

const labelsOf = (labels: Record<string, string>, values: readonly string[]) =>
  values.map((value) => labels[value] ?? value).join(', ') || '–';

export function AdminApplicationPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(AdminApplicationQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const application = data?.application;

  if (loading && !data) return <PageLoading label="Loading the application…" />;
  if (error && !data) return <FormAlert>{messageOf(error, 'The application could not be loaded')}</FormAlert>;
  if (!application) {
    return (
      <section>
        <Head title="Application not found" robots="noindex, nofollow" />
        <h1>Application not found</h1>
        <p className="empty-state">There is no application with this id.</p>
        <p>
          <Link to={paths.admin.applications}>Back to the applications</Link>
        </p>
      </section>
    );
  }

  const rows: Array<[string, ReactNode]> = [
    ['Reference', application.reference],
    ['Received', formatLondonDateTime(application.createdAt)],
    [
      'Companies House number',
      <a href={companiesHouseUrl(application.companiesHouseNumber)} target="_blank" rel="noreferrer noopener">
        {application.companiesHouseNumber} (open on Companies House)
      </a>,
    ],
    ['Years trading', String(application.yearsTrading)],
    ['Public liability cover', formatPounds(application.publicLiabilityCoverPence)],
    ['Contact', application.contactName],
    ['Email', <a href={`mailto:${application.email}`}>{application.email}</a>],
    ['Phone', <PhoneLink phone={application.phone} />],
    [
      'Website',
      application.website ? (
        <a href={application.website} target="_blank" rel="noreferrer noopener nofollow">
          {application.website}
        </a>
      ) : (
        '–'
      ),
    ],
    ['Regions', application.regions.join(', ')],
    ['Services', labelsOf(COMPANY_SERVICE_LABELS, application.services)],
    ['Accreditations', labelsOf(ACCREDITATION_LABELS, application.accreditations)],
    ['Message', application.message || '–'],
  ];

  return (
    <section>
      <Head title={`Application: ${application.companyName}`} robots="noindex, nofollow" />
      <p className="small">
        <Link to={paths.admin.applications}>← All applications</Link>
      </p>
      <div className="page-header">
        <h1>{application.companyName}</h1>
        <span className={`badge status-${storedValue(application.status)}`}>{STATUS_LABELS[application.status]}</span>
      </div>
      <dl className="details-list">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ReviewPanel application={application} />
    </section>
  );
}

type Application = NonNullable<ApplicationResult['application']>;

/** What each decision asks before it is made. */
const DECISION_QUESTIONS: Record<ReviewDecision, (companyName: string, email: string) => ConfirmRequest> = {
  APPROVE: (companyName, email) => ({
    title: `Approve ${companyName}?`,
    message: `This creates the company, a company account for ${email} and e-mails a link to set its password.`,
    confirmLabel: 'Yes, approve',
  }),
  REJECT: (companyName, email) => ({
    title: `Reject ${companyName}?`,
    message: `${email} receives your reason by e-mail.`,
    confirmLabel: 'Yes, reject',
    danger: true,
  }),
  UNDER_REVIEW: (companyName) => ({
    title: `Mark ${companyName} as under review?`,
    message: 'The application stays open; the applicant is not told.',
    confirmLabel: 'Yes, mark under review',
  }),
};

const DONE: Record<ReviewDecision, (email: string) => string> = {
  APPROVE: (email) => `Approved. The company is created and the e-mail with the set-password link is on its way to ${email}.`,
  REJECT: (email) => `Rejected. The reason is on its way to ${email}.`,
  UNDER_REVIEW: () => 'Marked as under review.',
};

const CHECK_PREFIX = 'companiesHouseCheck.';
const CONFIRMATIONS = [
  ['companyActive', 'The register shows the company as active, not being struck off or wound up'],
  ['nameAndNumberMatch', 'The registered name and number match this application'],
  ['directorsMatch', 'The directors on the register match the people we are dealing with'],
] as const;
type Confirmation = (typeof CONFIRMATIONS)[number][0];

function ReviewPanel({ application }: { application: Application }) {
  const [confirmed, setConfirmed] = useState<Record<Confirmation, boolean>>({
    companyActive: false,
    nameAndNumberMatch: false,
    directorsMatch: false,
  });
  const [directors, setDirectors] = useState('');
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const checkRef = useRef<HTMLFieldSetElement>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirm = useConfirm();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [review, { loading }] = useMutation(ReviewApplicationMutation);
  const sendOnce = useSubmitOnce();
  async function runNow(decision: ReviewDecision) {
    setFormError(null);
    setNoteError(null);
    setDone(null);
    const approving = decision === 'APPROVE' && application.status !== 'APPROVED';
    try {
      await review({
        variables: {
          id: application.id,
          decision,
          note: note.trim() || null,
          companiesHouseCheck: approving ? { ...confirmed, directors } : null,
        },
      });
      setDone(DONE[decision](application.email));
      setNote('');
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      const checkProblems = Object.fromEntries(
        Object.entries(fieldErrors)
          .filter(([path]) => path.startsWith(CHECK_PREFIX))
          .map(([path, message]) => [path.slice(CHECK_PREFIX.length), message]),
      );
      if (fieldErrors.note) {
        setNoteError(fieldErrors.note);
        noteRef.current?.focus();
      } else if (Object.keys(checkProblems).length) {
        setCheckErrors(checkProblems);
        checkRef.current?.focus();
      } else setFormError(messageOf(error, 'The decision could not be saved'));
    }
  }
  function run(decision: ReviewDecision) {
    return sendOnce.once(() => runNow(decision));
  }

  /** The check as the server will judge it: the field errors, empty when it may be approved. */
  function checkProblems(): Record<string, string> {
    const parsed = companiesHouseCheckSchema.safeParse({ ...confirmed, directors });
    return parsed.success ? {} : Object.fromEntries(fieldErrorsFrom(parsed.error).map((e) => [e.path, e.message]));
  }

  async function ask(decision: ReviewDecision) {
    setDone(null);
    setFormError(null);
    if (decision === 'REJECT' && !note.trim()) {
      setNoteError(REJECTION_REASON_REQUIRED);
      noteRef.current?.focus();
      return;
    }
    setNoteError(null);
    if (decision === 'APPROVE') {
      const problems = checkProblems();
      setCheckErrors(problems);
      if (Object.keys(problems).length) {
        checkRef.current?.focus();
        return;
      }
    }
    const answer = await confirm(DECISION_QUESTIONS[decision](application.companyName, application.email));
    if (answer.confirmed) await run(decision);
  }

  if (application.status === 'APPROVED') {
    return (
      <section className="review-panel" aria-labelledby="review-heading">
        <h2 id="review-heading">Approved</h2>
        {done && <FormAlert tone="success">{done}</FormAlert>}
        {formError && <FormAlert>{formError}</FormAlert>}
        <p>
          Approved{application.reviewedAt ? ` on ${formatLondonDateTime(application.reviewedAt)}` : ''}
          {application.reviewedBy ? ` by ${application.reviewedBy}` : ''}. Company id: <code>{application.companyId}</code>.
        </p>
        {application.companiesHouseCheck && (
          <p>
            Companies House checked by {application.companiesHouseCheck.checkedBy} on{' '}
            {formatLondonDateTime(application.companiesHouseCheck.checkedAt)}. Directors: {application.companiesHouseCheck.directors}.
          </p>
        )}
        {application.reviewNote && <p>Note: {application.reviewNote}</p>}
        {application.accountInvitedAt ? (
          <p>The set-password e-mail was queued on {formatLondonDateTime(application.accountInvitedAt)}.</p>
        ) : (
          <>
            <p>The company account is not finished: its set-password e-mail has not been sent.</p>
            <button type="button" className="button" disabled={loading} onClick={() => run('APPROVE')}>
              {loading ? 'Finishing…' : 'Finish the company account'}
            </button>
          </>
        )}
      </section>
    );
  }

  return (
    <section className="review-panel" aria-labelledby="review-heading">
      <h2 id="review-heading">Decision</h2>
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      {application.status === 'REJECTED' && application.reviewNote && (
        <p>
          Rejected{application.reviewedBy ? ` by ${application.reviewedBy}` : ''}: {application.reviewNote}
        </p>
      )}
      <fieldset className="field" ref={checkRef} tabIndex={-1} aria-describedby="ch-check-hint">
        <legend>Companies House check (to approve)</legend>
        <p className="hint" id="ch-check-hint">
          Open{' '}
          <a href={companiesHouseUrl(application.companiesHouseNumber)} target="_blank" rel="noreferrer noopener">
            {application.companiesHouseNumber} on the Companies House register
          </a>{' '}
          and confirm each point. Approving records the check under your name.
        </p>
        {CONFIRMATIONS.map(([key, label]) => (
          <div key={key} className={checkErrors[key] ? 'has-error' : undefined}>
            <label className="check">
              <input
                type="checkbox"
                name={key}
                checked={confirmed[key]}
                onChange={(e) => setConfirmed((current) => ({ ...current, [key]: e.target.checked }))}
                aria-invalid={checkErrors[key] ? true : undefined}
                aria-describedby={checkErrors[key] ? `ch-${key}-error` : undefined}
              />{' '}
              {label}
            </label>
            {checkErrors[key] && (
              <p className="field-error" id={`ch-${key}-error`} role="alert">
                {checkErrors[key]}
              </p>
            )}
          </div>
        ))}
        <div className={`field${checkErrors.directors ? ' has-error' : ''}`}>
          <label htmlFor="ch-directors">Directors, as the register lists them</label>
          <input
            id="ch-directors"
            type="text"
            maxLength={500}
            value={directors}
            onChange={(e) => setDirectors(e.target.value)}
            aria-invalid={checkErrors.directors ? true : undefined}
            aria-describedby={checkErrors.directors ? 'ch-directors-error' : undefined}
          />
          {checkErrors.directors && (
            <p className="field-error" id="ch-directors-error" role="alert">
              {checkErrors.directors}
            </p>
          )}
        </div>
      </fieldset>
      <div className={`field${noteError ? ' has-error' : ''}`}>
        <label htmlFor="review-note">Note or reason</label>
        <p className="hint" id="review-note-hint">
          When approving: an internal note (optional). When rejecting: the reason, which the applicant receives by e-mail (required).
        </p>
        <textarea
          id="review-note"
          ref={noteRef}
          rows={4}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'review-note-hint review-note-error' : 'review-note-hint'}
        />
        {noteError && (
          <p className="field-error" id="review-note-error" role="alert">
            {noteError}
          </p>
        )}
      </div>
      <div className="actions">
        <button type="button" className="button" disabled={loading} onClick={() => void ask('APPROVE')}>
          Approve…
        </button>
        <button type="button" className="button secondary" disabled={loading} onClick={() => void ask('REJECT')}>
          Reject…
        </button>
        {application.status !== 'UNDER_REVIEW' && (
          <button type="button" className="button secondary" disabled={loading} onClick={() => void ask('UNDER_REVIEW')}>
            Mark under review…
          </button>
        )}
      </div>
      {loading && <PageLoading label="Saving the decision…" />}
    </section>
  );
}

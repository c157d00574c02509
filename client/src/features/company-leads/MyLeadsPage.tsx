import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { DISPUTE_REASONS, DISPUTE_REASON_LABELS, DISPUTE_WINDOW_DAYS } from '../../../../common/marketplace';
import { Head } from '../../ui/head';
import { FormAlert, SelectField } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { appendPage } from '../../lib/connections';
import { apiValue, storedValue } from '../../lib/enums';
import type { DisputeReason, LeadPipelineStatus, RefundDestination } from '../../gql/graphql';
import { PIPELINE_STATUSES, PIPELINE_STATUS_LABELS } from '../../../../common/leadPipeline';
import { LeadFigures, PipelineSummary } from './Pipeline';
import { DisputeLeadMutation, MyLeadsQuery } from './companyLeads.operations';
import { ContactDetails, disputeReasonText, foamText, leadTitle, type MarketplaceLeadView, type PurchaseView } from './LeadDetails';
import { paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

const DISPUTE_STATUS_TEXT = {
  OPEN: 'Dispute open: we will e-mail you the outcome',
  ACCEPTED: 'Dispute accepted: refunded',
  REJECTED: 'Dispute rejected',
} as const;
const PAGE_SIZE = 50;

/**
 * `paths.company.myLeads`: the leads the company bought, newest first, filtered by pipeline status (kept in the address, with
 * counts), with contact details, the dispute action and the company's figures by month.
 */
export function MyLeadsPage() {
  const [params, setParams] = useSearchParams();
  const filter = PIPELINE_STATUSES.find((s) => s === params.get('status')) ?? null;
  const status = filter ? (apiValue(filter) as LeadPipelineStatus) : null;
  const { data, previousData, loading, error, fetchMore } = useQuery(MyLeadsQuery, {
    variables: { first: PAGE_SIZE, status },
    fetchPolicy: 'cache-and-network',
  });
  const [moreError, setMoreError] = useState<string | null>(null);
  const leads = data?.myLeads;
  const counts = (data ?? previousData)?.myLeadCounts;
  const countOf = (s: string) => counts?.byStatus.find((c) => storedValue(c.status) === s)?.count;
  return (
    <main className="container" id="main">
      <Head title="My leads" robots="noindex, nofollow" />
      <h1>My leads</h1>
      <p className="lead">
        The leads you bought, with the homeowners' contact details. If a phone number or e-mail address does not work, or the postcode is
        wrong, you can dispute the lead within {DISPUTE_WINDOW_DAYS} days of buying it.
      </p>
      <nav aria-label="Filter by status" className="pipeline-filter">
        <ul>
          {[null, ...PIPELINE_STATUSES].map((s) => {
            const count = s ? countOf(s) : counts?.all;
            return (
              <li key={s ?? 'all'}>
                <button
                  type="button"
                  className={`button small${s === filter ? '' : ' secondary'}`}
                  aria-pressed={s === filter}
                  onClick={() => setParams(s ? { status: s } : {}, { replace: true })}
                >
                  {s ? PIPELINE_STATUS_LABELS[s] : 'All'}
                  {count !== undefined && <span className="count"> ({count})</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      {error && <FormAlert>{messageOf(error, 'Your leads could not be loaded')}</FormAlert>}
      {loading && !data && <PageLoading label="Loading your leads…" />}
      {leads && leads.nodes.length === 0 && !filter && (
        <p className="empty-state">
          You have not bought any leads yet. <Link to={paths.company.availableLeads}>See the available leads</Link>
        </p>
      )}
      {leads && leads.nodes.length === 0 && filter && (
        <p className="empty-state">No leads are at “{PIPELINE_STATUS_LABELS[filter]}” now.</p>
      )}
      {leads && leads.nodes.length > 0 && (
        <ul className="lead-list" aria-label="Purchased leads">
          {leads.nodes.map((purchase) => (
            <PurchasedLeadCard key={purchase.lead.id} purchase={purchase} lead={purchase.lead} />
          ))}
        </ul>
      )}
      {moreError && <FormAlert>{moreError}</FormAlert>}
      {leads?.pageInfo.hasNextPage && (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              void fetchMore({
                variables: { after: leads.pageInfo.endCursor },
                updateQuery: (shown, { fetchMoreResult }) => ({ ...shown, myLeads: appendPage(shown.myLeads, fetchMoreResult.myLeads) }),
              }).catch((e: unknown) => setMoreError(messageOf(e, 'More leads could not be loaded')))
            }
          >
            Show more leads
          </button>
        </p>
      )}
      <LeadFigures />
    </main>
  );
}

function PurchasedLeadCard({ purchase, lead }: { purchase: PurchaseView; lead: MarketplaceLeadView }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="card lead-card">
      <h2>
        <Link to={paths.company.lead(lead.id)}>{leadTitle(lead)}</Link>
      </h2>
      <PipelineSummary purchase={purchase} />
      <p className="lead-story">{lead.story.sentence}</p>
      <p>{foamText(lead)}</p>
      <ContactDetails purchase={purchase} />
      {purchase.refunded && <p className="badge">Refunded: closed</p>}
      {purchase.dispute && (
        <p>
          <span className="badge">{DISPUTE_STATUS_TEXT[purchase.dispute.status]}</span> {disputeReasonText(purchase.dispute.reason)}
          {purchase.dispute.resolutionNote ? ` — our note: ${purchase.dispute.resolutionNote}` : ''}
        </p>
      )}
      {purchase.canDispute &&
        (open ? (
          <DisputeForm leadId={lead.id} leadRef={lead.ref} paidFromBalance={purchase.paidFromBalance} onDone={() => setOpen(false)} />
        ) : (
          <p>
            <button type="button" className="button secondary small" onClick={() => setOpen(true)}>
              Dispute this lead
            </button>{' '}
            <span className="muted">until {formatLondonDate(purchase.disputeUntil)}</span>
          </p>
        ))}
    </li>
  );
}

function DisputeForm({
  leadId,
  leadRef,
  paidFromBalance,
  onDone,
}: {
  leadId: string;
  leadRef: string;
  paidFromBalance: boolean;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<RefundDestination>('BALANCE');
  const [note, setNote] = useState('');
  const [dispute, state] = useMutation(DisputeLeadMutation, { refetchQueries: ['MyLeads'], awaitRefetchQueries: true });
  const sendOnce = useSubmitOnce();
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const noteId = useId();
  async function onSubmitNow(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!reason)
      return setProblem({ message: 'Choose what is wrong with the lead', fields: { reason: 'Choose what is wrong with the lead' } });
    try {
      await dispute({
        variables: { leadId, input: { reason: reason as DisputeReason, note, ...(paidFromBalance ? { refundTo } : {}) } },
      });
      onDone();
    } catch (err) {
      setProblem({ message: messageOf(err, 'The dispute could not be sent'), fields: fieldErrorsOf(err) });
    }
  }
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    return sendOnce.once(() => onSubmitNow(e));
  }

  return (
    <form onSubmit={onSubmit} aria-label={`Dispute lead ${leadRef}`} noValidate>
      {problem && <FormAlert>{problem.message}</FormAlert>}
      <SelectField
        label="What is wrong?"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="Choose a reason"
        options={DISPUTE_REASONS.map((r) => ({ value: apiValue(r), label: DISPUTE_REASON_LABELS[r] }))}
        error={problem?.fields.reason}
      />
      <div className={`field${problem?.fields.note ? ' has-error' : ''}`}>
        <label htmlFor={noteId}>What did you find?</label>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={problem?.fields.note ? true : undefined}
        />
        {problem?.fields.note && (
          <p className="field-error" role="alert">
            {problem.fields.note}
          </p>
        )}
      </div>
      {paidFromBalance && (
        <fieldset className="field check-group">
          <legend className="label">If we accept it, refund</legend>
          <label className="check">
            <input type="radio" name="refundTo" checked={refundTo === 'BALANCE'} onChange={() => setRefundTo('BALANCE')} /> to my prepaid
            balance (the price, to spend again at once)
          </label>
          <label className="check">
            <input type="radio" name="refundTo" checked={refundTo === 'CARD'} onChange={() => setRefundTo('CARD')} /> to my card (the price
            with its VAT, and a credit note)
          </label>
        </fieldset>
      )}
      <p>
        <button type="submit" className="button small" disabled={state.loading}>
          Send dispute
        </button>{' '}
        <button type="button" className="button secondary small" onClick={onDone}>
          Cancel
        </button>
      </p>
    </form>
  );
}

import { useState } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { useMutation } from '@apollo/client/react';
import { DISPUTE_REASON_LABELS } from '../../../../common/marketplace';
import { StatusListPage } from '../../ui/admin/statusList';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import type { AdminLeadDisputesQuery as DisputesData, DisputeDecision, DisputeStatus } from '../../gql/graphql';
import { type ColumnDef } from '../../ui/admin/DataTable';
import { AdminDisputesQuery, ResolveDisputeMutation } from './disputes.operations';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { useToast } from '../../ui/admin/Toasts';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

const STATUS_LABELS: Record<DisputeStatus, string> = { OPEN: 'Open', ACCEPTED: 'Accepted', REJECTED: 'Rejected' };
type Dispute = DisputesData['leadDisputes']['nodes'][number];
const COLUMNS: Array<ColumnDef<Dispute, unknown>> = [
  { id: 'leadRef', header: 'Lead', cell: ({ row }) => row.original.leadRef },
  { id: 'companyName', header: 'Company', cell: ({ row }) => row.original.companyName },
  { id: 'createdAt', header: 'Opened', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
  { id: 'reason', header: 'Reason', cell: ({ row }) => DISPUTE_REASON_LABELS[storedValue(row.original.reason)] },
  { id: 'note', header: "Company's note", cell: ({ row }) => row.original.note },
  { id: 'homeowner', header: 'Homeowner, as sold', cell: ({ row }) => <SoldHomeowner homeowner={row.original.homeowner} /> },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <>
        <span className={`badge status-${storedValue(row.original.status)}`}>{STATUS_LABELS[row.original.status]}</span>
        {row.original.resolutionNote && <p className="small">{row.original.resolutionNote}</p>}
      </>
    ),
  },
  {
    id: 'decision',
    header: 'Decision',
    cell: ({ row }) =>
      row.original.status === 'OPEN' ? (
        <ResolveForm id={row.original.id} leadRef={row.original.leadRef} />
      ) : (
        formatLondonDateTime(row.original.resolvedAt)
      ),
  },
];

/** `paths.admin.disputes`: companies' disputes of purchased leads; accept (refund) or reject with a note. */
export function AdminDisputesPage() {
  return (
    <StatusListPage
      title="Lead disputes"
      noun={{ one: 'dispute', many: 'disputes' }}
      statusLabels={STATUS_LABELS}
      initialStatus="OPEN"
      query={AdminDisputesQuery}
      connection={(data) => data.leadDisputes}
      columns={COLUMNS}
      caption="Lead disputes, newest first"
      empty={{ all: 'No company has disputed a lead yet.' }}
    />
  );
}

/** The homeowner's contact details as the company bought them, or why they are gone. */
function SoldHomeowner({ homeowner }: { homeowner: Dispute['homeowner'] }) {
  if (!homeowner) return <span className="muted">The lead no longer exists</span>;
  return (
    <>
      {homeowner.name}
      <br />
      <PhoneLink phone={homeowner.phone} />
      <br />
      <a href={`mailto:${homeowner.email}`}>{homeowner.email}</a>
      <br />
      {homeowner.postcode}
    </>
  );
}

function ResolveForm({ id, leadRef }: { id: string; leadRef: string }) {
  const [note, setNote] = useState('');
  const [resolve, state] = useMutation(ResolveDisputeMutation, { refetchQueries: ['AdminLeadDisputes'] });
  const sendOnce = useSubmitOnce();
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirm();
  const toast = useToast();
  async function decideNow(decision: DisputeDecision) {
    setProblem(null);
    // Money moves on Accept: ask first (docs/requirements/admin-console.md#frame).
    if (decision === 'ACCEPT') {
      const answer = await confirm({
        title: `Refund the company for lead ${leadRef}?`,
        message: <p>The company’s payment for this lead goes back to it in full and it is e-mailed the decision. This cannot be undone.</p>,
        confirmLabel: 'Accept and refund',
        danger: true,
      });
      if (!answer.confirmed) return;
    }
    try {
      await resolve({ variables: { id, decision, note: note || null } });
      toast.show(decision === 'ACCEPT' ? `Dispute of ${leadRef} accepted: refunded` : `Dispute of ${leadRef} rejected`);
    } catch (e) {
      setProblem(fieldErrorsOf(e).note ?? messageOf(e, 'The decision could not be saved'));
    }
  }
  function decide(decision: DisputeDecision) {
    return sendOnce.once(() => decideNow(decision));
  }

  return (
    <div aria-label={`Decide dispute of lead ${leadRef}`} role="group">
      <label>
        Note to the company
        <textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="button" className="button small" disabled={state.loading} onClick={() => decide('ACCEPT')}>
        Accept and refund
      </button>{' '}
      <button type="button" className="button secondary small" disabled={state.loading} onClick={() => decide('REJECT')}>
        Reject
      </button>
    </div>
  );
}

import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DISPUTE_REASON_LABELS, type DisputeReason } from '../../../../common/marketplace';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { fieldErrorsOf, messageOf } from '../../lib/apollo';
import type { DisputeDecision, DisputeStatus } from '../../gql/graphql';
import { AdminDisputesQuery, ResolveDisputeMutation } from './disputes.operations';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const STATUSES: Array<{ value: DisputeStatus | ''; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
];

/** `/admin/disputes`: companies' disputes of purchased leads; accept (refund) or reject with a note. */
export function AdminDisputesPage() {
  const [status, setStatus] = useState<DisputeStatus | ''>('open');
  const { data, loading, error, refetch } = useQuery(AdminDisputesQuery, { variables: { status: status || null }, fetchPolicy: 'cache-and-network' });
  return (
    <section>
      <Head title="Lead disputes" robots="noindex, nofollow" />
      <div className="page-header">
        <h1>Lead disputes</h1>
        <button type="button" className="button secondary small" onClick={() => refetch()}>
          Refresh
        </button>
      </div>
      <div className="toolbar">
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as DisputeStatus | '')}>
            {STATUSES.map((s) => (
              <option key={s.label} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && <FormAlert>{messageOf(error, 'The disputes could not be loaded')}</FormAlert>}
      {loading && !data && <PageLoading label="Loading disputes…" />}
      {data && data.leadDisputes.length === 0 && <p className="empty-state">No disputes here.</p>}
      {data && data.leadDisputes.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Lead disputes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Company</th>
                <th scope="col">Opened</th>
                <th scope="col">Reason</th>
                <th scope="col">Company's note</th>
                <th scope="col">Status</th>
                <th scope="col">Decision</th>
              </tr>
            </thead>
            <tbody>
              {data.leadDisputes.map((d) => (
                <tr key={d.id}>
                  <td>{d.leadRef}</td>
                  <td>{d.companyName}</td>
                  <td>{dateTime.format(new Date(d.createdAt))}</td>
                  <td>{DISPUTE_REASON_LABELS[d.reason as DisputeReason] ?? d.reason}</td>
                  <td>{d.note}</td>
                  <td>
                    <span className={`badge status-${d.status}`}>{d.status}</span>
                    {d.resolutionNote && <p className="small">{d.resolutionNote}</p>}
                  </td>
                  <td>{d.status === 'open' ? <ResolveForm id={d.id} leadRef={d.leadRef} /> : d.resolvedAt ? dateTime.format(new Date(d.resolvedAt)) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ResolveForm({ id, leadRef }: { id: string; leadRef: string }) {
  const [note, setNote] = useState('');
  const [resolve, state] = useMutation(ResolveDisputeMutation, { refetchQueries: ['AdminLeadDisputes'] });
  const [problem, setProblem] = useState<string | null>(null);

  async function decide(decision: DisputeDecision) {
    setProblem(null);
    try {
      await resolve({ variables: { id, decision, note: note || null } });
    } catch (e) {
      setProblem(fieldErrorsOf(e).note ?? messageOf(e, 'The decision could not be saved'));
    }
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
      <button type="button" className="button small" disabled={state.loading} onClick={() => decide('accept')}>
        Accept and refund
      </button>{' '}
      <button type="button" className="button secondary small" disabled={state.loading} onClick={() => decide('reject')}>
        Reject
      </button>
    </div>
  );
}

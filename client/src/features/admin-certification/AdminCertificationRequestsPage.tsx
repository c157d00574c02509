import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import type { CertificationRequestStatus } from '../../gql/graphql';
import { AdminCertificationRequestsQuery } from './certification.operations';

const STATUSES = Object.keys(CERTIFICATION_STATUS_LABELS) as CertificationRequestStatus[];

/** `/admin/certification-requests`: the requests, by status. */
export function AdminCertificationRequestsPage() {
  const [status, setStatus] = useState<CertificationRequestStatus | ''>('under_review');
  const { data, loading, error, refetch } = useQuery(AdminCertificationRequestsQuery, { variables: { status: status || null, first: 100 }, fetchPolicy: 'cache-and-network' });
  const page = data?.certificationRequests;
  return (
    <section>
      <Head title="Certification requests" robots="noindex, nofollow" />
      <div className="page-header">
        <h1>Certification requests</h1>
        <button type="button" className="button secondary small" onClick={() => refetch()}>
          Refresh
        </button>
      </div>
      <div className="toolbar">
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as CertificationRequestStatus | '')}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {CERTIFICATION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {page && <p className="muted">{page.total} request{page.total === 1 ? '' : 's'}</p>}
      </div>
      {error && <FormAlert>{messageOf(error, 'The requests could not be loaded')}</FormAlert>}
      {loading && !page && <PageLoading label="Loading requests…" />}
      {page && page.items.length === 0 && <p className="empty-state">No certification requests{status ? ` with status “${CERTIFICATION_STATUS_LABELS[status]}”` : ''}.</p>}
      {page && page.items.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Company</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Requested</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/admin/certification-requests/${r.id}`}>{r.reference}</Link>
                  </td>
                  <td>{r.companyName}</td>
                  <td>{r.email}</td>
                  <td>{CERTIFICATION_STATUS_LABELS[r.status]}</td>
                  <td>{formatLondonDate(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

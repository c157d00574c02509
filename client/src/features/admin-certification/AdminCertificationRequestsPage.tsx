import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { AdminList, StatusFilter } from '../../ui/AdminList';
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
    <AdminList
      title="Certification requests"
      noun="requests"
      onRefresh={() => refetch()}
      filters={<StatusFilter<CertificationRequestStatus> value={status} statuses={STATUSES} labelOf={(s) => CERTIFICATION_STATUS_LABELS[s]} onChange={setStatus} />}
      summary={page && `${page.total} request${page.total === 1 ? '' : 's'}`}
      error={error}
      loading={loading}
      rowCount={page ? page.items.length : null}
      empty={`No certification requests${status ? ` with status “${CERTIFICATION_STATUS_LABELS[status]}”` : ''}.`}
    >
      <table className="data-table">
        <caption className="visually-hidden">Certification requests, newest first</caption>
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
          {(page?.items ?? []).map((r) => (
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
    </AdminList>
  );
}

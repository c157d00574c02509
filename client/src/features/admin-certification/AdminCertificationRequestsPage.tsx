import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { AdminList, Pager, pageSummary, StatusFilter, useCursorPages } from '../../ui/AdminList';
import { formatLondonDate } from '../../lib/dates';
import type { CertificationRequestStatus } from '../../gql/graphql';
import { AdminCertificationRequestsQuery } from './certification.operations';
import { storedValue } from '../../lib/enums';

const STATUSES: CertificationRequestStatus[] = [
  'REQUESTED',
  'AWAITING_DOCUMENTS',
  'UNDER_REVIEW',
  'APPROVED_AWAITING_PAYMENT',
  'CERTIFIED',
  'REJECTED',
];
const PAGE_SIZE = 50;
const statusLabel = (status: CertificationRequestStatus) => CERTIFICATION_STATUS_LABELS[storedValue(status)];

/** `/admin/certification-requests`: the requests, by status. */
export function AdminCertificationRequestsPage() {
  const [status, setStatus] = useState<CertificationRequestStatus | ''>('UNDER_REVIEW');
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminCertificationRequestsQuery, {
    variables: { status: status || null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.certificationRequests;
  return (
    <AdminList
      title="Certification requests"
      noun="requests"
      onRefresh={() => refetch()}
      filters={
        <StatusFilter<CertificationRequestStatus>
          value={status}
          statuses={STATUSES}
          labelOf={statusLabel}
          onChange={(next) => {
            setStatus(next);
            pages.reset();
          }}
        />
      }
      summary={page && pageSummary(page.totalCount, { one: 'request', many: 'requests' }, pages.pageNumber, PAGE_SIZE)}
      error={error}
      loading={loading}
      rowCount={page ? page.nodes.length : null}
      empty={`No certification requests${status ? ` with status “${statusLabel(status)}”` : ''}.`}
      footer={<Pager pages={pages} pageInfo={page?.pageInfo} />}
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
          {(page?.nodes ?? []).map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={`/admin/certification-requests/${r.id}`}>{r.reference}</Link>
              </td>
              <td>{r.companyName}</td>
              <td>{r.email}</td>
              <td>{statusLabel(r.status)}</td>
              <td>{formatLondonDate(r.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminList>
  );
}

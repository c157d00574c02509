import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { ListPage, useCursorPages } from '../../ui/admin/ListPage';
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
    <ListPage
      title="Certification requests"
      noun={{ one: 'request', many: 'requests' }}
      onRefresh={() => refetch()}
      filters={
        <FilterSelect
          label="Status"
          value={status}
          options={STATUSES.map((s) => [s, statusLabel(s)] as const)}
          onChange={(next) => {
            setStatus(next as CertificationRequestStatus | '');
            pages.reset();
          }}
        />
      }
      totalCount={page?.totalCount ?? null}
      shownCount={page ? page.nodes.length : null}
      error={error}
      onRetry={() => refetch()}
      loading={loading}
      empty={`No certification requests${status ? ` with status “${statusLabel(status)}”` : ''}.`}
      pager={pages.pager(page?.pageInfo)}
    >
      <div className="table-scroll">
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
      </div>
    </ListPage>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { ListPage, useCursorPages } from '../../ui/admin/ListPage';
import type { ApplicationStatus } from '../../gql/graphql';
import { AdminApplicationsQuery } from './applications.operations';
import { STATUS_LABELS } from './applicationLabels';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';

const PAGE_SIZE = 50;

export function AdminApplicationsPage() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('SUBMITTED');
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminApplicationsQuery, {
    variables: { status: status || null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.applications;

  return (
    <ListPage
      title="Company applications"
      noun={{ one: 'application', many: 'applications' }}
      onRefresh={() => refetch()}
      filters={
        <FilterSelect
          label="Status"
          value={status}
          options={Object.entries(STATUS_LABELS)}
          onChange={(next) => {
            setStatus(next as ApplicationStatus | '');
            pages.reset();
          }}
        />
      }
      totalCount={page?.totalCount ?? null}
      shownCount={page ? page.nodes.length : null}
      error={error}
      onRetry={() => refetch()}
      loading={loading}
      empty={status ? `No ${STATUS_LABELS[status].toLowerCase()} applications.` : 'No company has applied yet.'}
      pager={pages.pager(page?.pageInfo)}
    >
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">Company applications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Reference</th>
              <th scope="col">Company</th>
              <th scope="col">Contact</th>
              <th scope="col">Regions</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {(page?.nodes ?? []).map((application) => (
              <tr key={application.id}>
                <td>{formatLondonDateTime(application.createdAt)}</td>
                <td>{application.reference}</td>
                <td>
                  <Link to={`/admin/applications/${application.id}`}>{application.companyName}</Link>
                </td>
                <td>
                  {application.contactName}
                  <br />
                  <a href={`mailto:${application.email}`}>{application.email}</a>
                </td>
                <td>{application.regions.join(', ')}</td>
                <td>
                  <span className={`badge status-${storedValue(application.status)}`}>{STATUS_LABELS[application.status]}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListPage>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import type { ApplicationStatus } from '../../gql/graphql';
import { AdminApplicationsQuery } from './applications.operations';
import { dateTime, STATUS_LABELS } from './applicationLabels';

const PAGE_SIZE = 100;
const STATUSES = Object.keys(STATUS_LABELS) as ApplicationStatus[];

export function AdminApplicationsPage() {
  const [status, setStatus] = useState<ApplicationStatus | ''>('submitted');
  const { data, loading, error, refetch } = useQuery(AdminApplicationsQuery, {
    variables: { status: status || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.applications;

  return (
    <section>
      <Head title="Applications" robots="noindex, nofollow" />
      <div className="page-header">
        <h1>Company applications</h1>
        <button type="button" className="button secondary small" onClick={() => refetch()}>
          Refresh
        </button>
      </div>
      <div className="toolbar">
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value as ApplicationStatus | '')}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        {page && (
          <p className="muted" aria-live="polite">
            {page.total.toLocaleString('en-GB')} application{page.total === 1 ? '' : 's'}
            {page.total > page.items.length ? ` · showing the newest ${page.items.length}` : ''}
          </p>
        )}
      </div>
      {error && <FormAlert>{messageOf(error, 'The applications could not be loaded')}</FormAlert>}
      {loading && !page && <PageLoading label="Loading applications…" />}
      {page && page.items.length === 0 && (
        <p className="empty-state">{status ? `No ${STATUS_LABELS[status].toLowerCase()} applications.` : 'No company has applied yet.'}</p>
      )}
      {page && page.items.length > 0 && (
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
              {page.items.map((application) => (
                <tr key={application.id}>
                  <td>{dateTime.format(new Date(application.createdAt))}</td>
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
                    <span className={`badge status-${application.status}`}>{STATUS_LABELS[application.status]}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

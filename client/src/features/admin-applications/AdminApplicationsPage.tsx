import { useState } from 'react';
import { Link } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { ListPage, useCursorPages } from '../../ui/admin/ListPage';
import type { AdminApplicationsQuery as AdminApplicationsData, ApplicationStatus } from '../../gql/graphql';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { AdminApplicationsQuery } from './applications.operations';
import { STATUS_LABELS } from './applicationLabels';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';

const PAGE_SIZE = 50;
const COLUMNS: Array<ColumnDef<AdminApplicationsData['applications']['nodes'][number], unknown>> = [
  { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
  { id: 'reference', header: 'Reference', cell: ({ row }) => row.original.reference },
  {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => <Link to={`/admin/applications/${row.original.id}`}>{row.original.companyName}</Link>,
  },
  { id: 'contact', header: 'Contact', cell: ({ row }) => <ContactPerson name={row.original.contactName} email={row.original.email} /> },
  { id: 'regions', header: 'Regions', cell: ({ row }) => row.original.regions.join(', ') },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <span className={`badge status-${storedValue(row.original.status)}`}>{STATUS_LABELS[row.original.status]}</span>,
  },
];

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
      <DataTable caption="Company applications, newest first" rows={page?.nodes ?? []} columns={COLUMNS} rowId={(row) => row.id} />
    </ListPage>
  );
}

function ContactPerson({ name, email }: { name: string; email: string }) {
  return (
    <>
      {name}
      <br />
      <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}

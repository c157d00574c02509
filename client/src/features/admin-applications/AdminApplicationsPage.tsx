import { Link } from '../../ui/Link';
import { StatusListPage } from '../../ui/admin/statusList';
import type { AdminApplicationsQuery as AdminApplicationsData } from '../../gql/graphql';
import { type ColumnDef } from '../../ui/admin/DataTable';
import { AdminApplicationsQuery } from './applications.operations';
import { STATUS_LABELS } from './applicationLabels';
import { formatLondonDateTime } from '../../lib/dates';
import { storedValue } from '../../lib/enums';
import { paths } from '../../lib/paths';

const COLUMNS: Array<ColumnDef<AdminApplicationsData['applications']['nodes'][number], unknown>> = [
  { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
  { id: 'reference', header: 'Reference', cell: ({ row }) => row.original.reference },
  {
    id: 'company',
    header: 'Company',
    cell: ({ row }) => <Link to={paths.admin.application(row.original.id)}>{row.original.companyName}</Link>,
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
  return (
    <StatusListPage
      title="Company applications"
      noun={{ one: 'application', many: 'applications' }}
      statusLabels={STATUS_LABELS}
      initialStatus="SUBMITTED"
      query={AdminApplicationsQuery}
      connection={(data) => data.applications}
      columns={COLUMNS}
      caption="Company applications, newest first"
      empty={{ all: 'No company has applied yet.' }}
    />
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

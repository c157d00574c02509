import { useState } from 'react';
import { Link } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { formatLondonDate } from '../../lib/dates';
import type { AdminCertificationRequestsQuery as RequestsData, CertificationPurpose, CertificationRequestStatus } from '../../gql/graphql';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { AdminCertificationRequestsQuery } from './certification.operations';
import { storedValue } from '../../lib/enums';
import { paths } from '../../lib/paths';

const STATUSES: CertificationRequestStatus[] = [
  'REQUESTED',
  'AWAITING_DOCUMENTS',
  'UNDER_REVIEW',
  'APPROVED_AWAITING_PAYMENT',
  'CERTIFIED',
  'REJECTED',
];
const PURPOSE_LABELS: Record<CertificationPurpose, string> = { CERTIFICATION: 'Certification', VETTING: 'Vetting' };
const PAGE_SIZE = 50;
const statusLabel = (status: CertificationRequestStatus) => CERTIFICATION_STATUS_LABELS[storedValue(status)];
const COLUMNS: Array<ColumnDef<RequestsData['certificationRequests']['nodes'][number], unknown>> = [
  {
    id: 'reference',
    header: 'Reference',
    cell: ({ row }) => <Link to={paths.admin.certificationRequest(row.original.id)}>{row.original.reference}</Link>,
  },
  { id: 'companyName', header: 'Company', cell: ({ row }) => row.original.companyName },
  { id: 'email', header: 'Email', cell: ({ row }) => row.original.email },
  { id: 'purpose', header: 'Kind', cell: ({ row }) => PURPOSE_LABELS[row.original.purpose] },
  { id: 'status', header: 'Status', cell: ({ row }) => statusLabel(row.original.status) },
  { id: 'createdAt', header: 'Requested', cell: ({ row }) => formatLondonDate(row.original.createdAt) },
];

/** `paths.admin.certificationRequests`: the certification and vetting requests, by status and kind. */
export function AdminCertificationRequestsPage() {
  const [status, setStatus] = useState<CertificationRequestStatus | ''>('UNDER_REVIEW');
  const [purpose, setPurpose] = useState<CertificationPurpose | ''>('');
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminCertificationRequestsQuery, {
    variables: { status: status || null, purpose: purpose || null, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.certificationRequests;
  return (
    <ListPage
      title="Certification requests"
      noun={{ one: 'request', many: 'requests' }}
      onRefresh={() => refetch()}
      filters={
        <>
          <FilterSelect
            label="Status"
            value={status}
            options={STATUSES.map((s) => [s, statusLabel(s)] as const)}
            onChange={(next) => {
              setStatus(next as CertificationRequestStatus | '');
              pages.reset();
            }}
          />
          <FilterSelect
            label="Kind"
            value={purpose}
            options={Object.entries(PURPOSE_LABELS)}
            anyLabel="Certification and vetting"
            onChange={(next) => {
              setPurpose(next as CertificationPurpose | '');
              pages.reset();
            }}
          />
        </>
      }
      {...connectionList(page, pages, { loading, error, refetch })}
      empty={`No ${purpose ? `${PURPOSE_LABELS[purpose].toLowerCase()} ` : 'certification or vetting '}requests${status ? ` with status “${statusLabel(status)}”` : ''}.`}
    >
      <DataTable
        caption="Certification and vetting requests, newest first"
        rows={page?.nodes ?? []}
        columns={COLUMNS}
        rowId={(row) => row.id}
      />
    </ListPage>
  );
}

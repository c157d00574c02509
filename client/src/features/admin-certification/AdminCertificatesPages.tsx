import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { useConfirm } from '../../ui/admin/ConfirmDialog';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import { connectionList, ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import type { AdminCertificatesQuery as CertificatesData } from '../../gql/graphql';
import { AdminCertificateQuery, AdminCertificatesQuery, RevokeCertificateMutation } from './certification.operations';
import { paths } from '../../lib/paths';

const STATUS_TEXT = { VALID: 'Valid', EXPIRED: 'Expired', REVOKED: 'Revoked' } as const;
const PAGE_SIZE = 50;
const COLUMNS: Array<ColumnDef<CertificatesData['certificates']['nodes'][number], unknown>> = [
  { id: 'number', header: 'Number', cell: ({ row }) => <Link to={paths.admin.certificate(row.original.id)}>{row.original.number}</Link> },
  { id: 'companyName', header: 'Company', cell: ({ row }) => row.original.companyName },
  { id: 'issuedAt', header: 'Issued', cell: ({ row }) => formatLondonDate(row.original.issuedAt) },
  { id: 'expiresAt', header: 'Valid until', cell: ({ row }) => formatLondonDate(row.original.expiresAt) },
  { id: 'status', header: 'Status', cell: ({ row }) => STATUS_TEXT[row.original.status] },
];

/** `paths.admin.certificates`. */
export function AdminCertificatesPage() {
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(AdminCertificatesQuery, {
    variables: { first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.certificates;
  return (
    <ListPage
      title="Certificates"
      noun={{ one: 'certificate', many: 'certificates' }}
      onRefresh={() => refetch()}
      {...connectionList(page, pages, { loading, error, refetch })}
      empty="No certificates issued yet."
    >
      <DataTable caption="Issued certificates, newest first" rows={page?.nodes ?? []} columns={COLUMNS} rowId={(row) => row.id} />
    </ListPage>
  );
}

/** `paths.admin.certificate`: details and Revoke (after a confirmation). */
export function AdminCertificatePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data, loading, error } = useQuery(AdminCertificateQuery, { variables: { id } });
  const [revoke, revoking] = useMutation(RevokeCertificateMutation);
  const confirm = useConfirm();
  const certificate = data?.certificate;
  if (loading && !data) return <PageLoading />;
  if (error) return <FormAlert>{messageOf(error)}</FormAlert>;
  if (!certificate) return <p>There is no certificate with this id.</p>;
  const askToRevoke = async () => {
    const answer = await confirm({
      title: `Revoke certificate ${certificate.number}?`,
      message: `${certificate.companyName} will no longer be shown as certified, and the public check will say “Revoked”.`,
      confirmLabel: 'Yes, revoke',
      reason: { label: 'Reason (optional)', minLength: 0 },
      danger: true,
    });
    if (answer.confirmed) await revoke({ variables: { id: certificate.id, reason: answer.reason || null } }).catch(() => undefined);
  };
  return (
    <section>
      <Head title={`Certificate ${certificate.number}`} robots="noindex, nofollow" />
      <p>
        <Link to={paths.admin.certificates}>← Certificates</Link>
      </p>
      <h1>Certificate {certificate.number}</h1>
      <dl>
        <dt>Company</dt>
        <dd>{certificate.companyName}</dd>
        <dt>Status</dt>
        <dd data-testid="certificate-status">{STATUS_TEXT[certificate.status]}</dd>
        <dt>Issued</dt>
        <dd>{formatLondonDate(certificate.issuedAt)}</dd>
        <dt>Valid until</dt>
        <dd>{formatLondonDate(certificate.expiresAt)}</dd>
        {certificate.revokedAt && (
          <>
            <dt>Revoked</dt>
            <dd>
              {formatLondonDate(certificate.revokedAt)}
              {certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}
            </dd>
          </>
        )}
      </dl>
      <p>
        <a href={certificate.pdfPath}>Certificate PDF</a> · <a href={`/verify-certificate/${certificate.number}`}>Public verification</a> ·{' '}
        <Link to={paths.admin.certificationRequest(certificate.requestId)}>Request</Link>
      </p>
      {revoking.error && <FormAlert>{messageOf(revoking.error)}</FormAlert>}
      {certificate.status !== 'REVOKED' && (
        <button type="button" className="button secondary" disabled={revoking.loading} onClick={() => void askToRevoke()}>
          {revoking.loading ? 'Revoking…' : 'Revoke certificate'}
        </button>
      )}
    </section>
  );
}

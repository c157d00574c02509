import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
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
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const certificate = data?.certificate;
  if (loading && !data) return <PageLoading />;
  if (error) return <FormAlert>{messageOf(error)}</FormAlert>;
  if (!certificate) return <p>There is no certificate with this id.</p>;
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
      {certificate.status !== 'REVOKED' && !confirming && (
        <button type="button" className="button secondary" onClick={() => setConfirming(true)}>
          Revoke certificate
        </button>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby="revoke-title" className="card">
          <h2 id="revoke-title">Revoke certificate {certificate.number}?</h2>
          <p>{certificate.companyName} will no longer be shown as certified, and the public check will say “Revoked”.</p>
          <label>
            Reason (optional)
            <textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button
            type="button"
            className="button"
            disabled={revoking.loading}
            onClick={() =>
              void revoke({ variables: { id: certificate.id, reason: reason || null } })
                .then(() => setConfirming(false))
                .catch(() => undefined)
            }
          >
            Yes, revoke
          </button>{' '}
          <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
            Keep the certificate
          </button>
        </div>
      )}
    </section>
  );
}

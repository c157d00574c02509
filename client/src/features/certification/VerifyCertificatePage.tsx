import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Head, HttpStatus } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { formatLondonDate } from '../../lib/dates';
import { VerifyCertificateQuery } from './certification.operations';

const STATUS_TEXT = { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' } as const;

/** `/verify-certificate/{number}`: public, server-rendered check of a certificate number. */
export function VerifyCertificatePage() {
  const { number = '' } = useParams<{ number: string }>();
  const { data, loading, error } = useQuery(VerifyCertificateQuery, { variables: { number } });
  if (loading && !data) return <PageLoading />;
  if (error) return <ErrorScreen status={500} />;
  const certificate = data?.verifyCertificate;
  const path = `/verify-certificate/${encodeURIComponent(number)}`;
  if (!certificate) {
    return (
      <main className="container narrow" id="main">
        <Head title="No such certificate" robots="noindex, follow" canonicalPath={path} />
        <HttpStatus code={404} />
        <h1>No such certificate</h1>
        <p className="lead">
          There is no certificate with the number <strong>{number}</strong>. Check the number on the certificate, or <Link to="/contact">contact us</Link>.
        </p>
      </main>
    );
  }
  return (
    <main className="container narrow" id="main">
      <Head title={`Certificate ${certificate.number}: ${STATUS_TEXT[certificate.status]}`} description={`Verification of certificate ${certificate.number} for ${certificate.companyName}.`} robots="noindex, follow" canonicalPath={path} />
      <h1>Certificate {certificate.number}</h1>
      <p className={`certificate-status certificate-${certificate.status}`} data-testid="certificate-status">
        <strong>{STATUS_TEXT[certificate.status]}</strong>
      </p>
      <dl>
        <dt>Company</dt>
        <dd>{certificate.companyName}</dd>
        <dt>Issued</dt>
        <dd>{formatLondonDate(certificate.issuedAt)}</dd>
        <dt>{certificate.status === 'expired' ? 'Expired' : 'Valid until'}</dt>
        <dd>{formatLondonDate(certificate.expiresAt)}</dd>
        {certificate.revokedAt && (
          <>
            <dt>Revoked</dt>
            <dd>{formatLondonDate(certificate.revokedAt)}</dd>
          </>
        )}
      </dl>
      <p>
        <Link to="/certification">About certification</Link>
      </p>
    </main>
  );
}

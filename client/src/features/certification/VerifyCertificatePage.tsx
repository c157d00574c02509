import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { Head, HttpStatus } from '../../ui/head';
import { PageLoading } from '../../ui/ClientOnly';
import { ErrorScreen } from '../../ui/ErrorScreen';
import { TextField } from '../../ui/Field';
import { formatLondonDate } from '../../lib/dates';
import { VerifyCertificateQuery } from './certification.operations';
import { storedValue } from '../../lib/enums';

const STATUS_TEXT = { VALID: 'Valid', EXPIRED: 'Expired', REVOKED: 'Revoked' } as const;

/**
 * Anyone checks a number here. A plain GET form, so it works before the page's code has loaded (the server
 * redirects `?number=` to the number's page); with the code loaded it navigates in place.
 */
function CertificateLookup({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const number = value.trim().toUpperCase();
    if (!number) return setProblem('Enter the certificate number, like SFR-CERT-2026-0042');
    setProblem(null);
    navigate(`/verify-certificate/${encodeURIComponent(number)}`);
  }
  return (
    <form
      className="certificate-lookup"
      method="get"
      action="/verify-certificate"
      onSubmit={onSubmit}
      noValidate
      aria-label="Check a certificate"
    >
      <TextField
        label="Certificate number"
        name="number"
        hint="It is on the certificate, like SFR-CERT-2026-0042."
        autoComplete="off"
        value={value}
        error={problem ?? undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <button className="button" type="submit">
        Check certificate
      </button>
    </form>
  );
}

/** `/verify-certificate`: the lookup form alone. */
function CertificateLookupPage() {
  return (
    <main className="container narrow" id="main">
      <Head
        title="Check a removal company's certificate"
        description="Check whether a spray foam removal company's Spray Foam Removal UK certificate is valid, expired or revoked."
        canonicalPath="/verify-certificate"
      />
      <h1>Check a removal company's certificate</h1>
      <p className="lead">
        Certified companies have passed our document checks: insurance, waste carrier registration, training, method statement and risk
        assessment. Enter the number on their certificate to see whether it is valid today.
      </p>
      <CertificateLookup />
      <p>
        <Link to="/certification">How certification works</Link>
      </p>
    </main>
  );
}

/** `/verify-certificate` and `/verify-certificate/{number}`: public, server-rendered check of a certificate number. */
export function VerifyCertificatePage() {
  const { number } = useParams<{ number: string }>();
  return number ? <CertificateResult number={number} /> : <CertificateLookupPage />;
}

function CertificateResult({ number }: { number: string }) {
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
          There is no certificate with the number <strong>{number}</strong>. Check the number on the certificate, or{' '}
          <Link to="/contact">contact us</Link>.
        </p>
        <CertificateLookup initial={number} />
      </main>
    );
  }
  return (
    <main className="container narrow" id="main">
      <Head
        title={`Certificate ${certificate.number}: ${STATUS_TEXT[certificate.status]}`}
        description={`Verification of certificate ${certificate.number} for ${certificate.companyName}.`}
        robots="noindex, follow"
        canonicalPath={path}
      />
      <h1>Certificate {certificate.number}</h1>
      <p className={`certificate-status certificate-${storedValue(certificate.status)}`} data-testid="certificate-status">
        <strong>{STATUS_TEXT[certificate.status]}</strong>
      </p>
      <dl>
        <dt>Company</dt>
        <dd>{certificate.companyName}</dd>
        <dt>Issued</dt>
        <dd>{formatLondonDate(certificate.issuedAt)}</dd>
        <dt>{certificate.status === 'EXPIRED' ? 'Expired' : 'Valid until'}</dt>
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
      <h2>Check another certificate</h2>
      <CertificateLookup />
    </main>
  );
}

import { useEffect } from 'react';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { CERTIFICATION_STATUS_LABELS } from '../../../../common/certification';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { formatLondonDate } from '../../lib/dates';
import {
  CertificationPaymentQuery,
  CertificationPaymentStatusQuery,
  MyCertificationLinksQuery,
  StartCertificationPaymentMutation,
} from './companyCertification.operations';
import { storedValue } from '../../lib/enums';
import { paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** `paths.company.certificationPayment`: £295 + VAT (£59) = £354, "Pay £354.00". */
export function CertificationPaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const cancelled = useSearchParams()[0].get('cancelled') === '1';
  const { data, loading, error } = useQuery(CertificationPaymentQuery, { variables: { requestId: id }, fetchPolicy: 'network-only' });
  const [start, starting] = useMutation(StartCertificationPaymentMutation);
  const paying = useSubmitOnce();
  const summary = data?.certificationPayment;
  const cannotPay = useCompanyRole().refusal('certification');
  if (loading && !data) return <PageLoading label="Loading…" />;
  if (!summary) return <FormAlert>{messageOf(error, 'This certification request could not be loaded')}</FormAlert>;
  return (
    <section>
      <Head title="Pay for certification" robots="noindex, nofollow" />
      <h1>Pay for certification</h1>
      <p>
        {summary.companyName} · {summary.reference} · {CERTIFICATION_STATUS_LABELS[storedValue(summary.status)]}
      </p>
      {cancelled && <FormAlert tone="info">You went back from the payment page: nothing was charged.</FormAlert>}
      <table className="data-table">
        <tbody>
          <tr>
            <th scope="row">Certification for 12 months</th>
            <td>{pounds(summary.amountPence)}</td>
          </tr>
          <tr>
            <th scope="row">VAT (20%)</th>
            <td>{pounds(summary.vatPence)}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td>
              <strong>{pounds(summary.totalPence)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {starting.error && <FormAlert>{messageOf(starting.error)}</FormAlert>}
      {summary.status === 'APPROVED_AWAITING_PAYMENT' && cannotPay ? (
        <FormAlert tone="info">{cannotPay}</FormAlert>
      ) : summary.status === 'APPROVED_AWAITING_PAYMENT' ? (
        <button
          type="button"
          className="button large"
          disabled={paying.pending}
          onClick={() =>
            paying.once(async () => {
              const result = await start({ variables: { requestId: id } }).catch(() => null);
              const url = result?.data?.startCertificationPayment.checkoutUrl;
              if (url) window.location.assign(url);
            })
          }
        >
          {paying.pending ? 'Opening the payment page…' : `Pay ${pounds(summary.totalPence)}`}
        </button>
      ) : summary.status === 'CERTIFIED' ? (
        <FormAlert tone="success">Already paid: certificate {summary.certificateNumber}.</FormAlert>
      ) : (
        <FormAlert tone="info">You can pay once we have accepted all five documents.</FormAlert>
      )}
    </section>
  );
}

/** `paths.company.certificationSuccess` (`?payment=…`): follows the payment, then shows the certificate. */
export function CertificationSuccessPage() {
  const { id = '' } = useParams<{ id: string }>();
  const paymentId = useSearchParams()[0].get('payment') ?? '';
  const payment = useQuery(CertificationPaymentStatusQuery, {
    variables: { id: paymentId },
    skip: !paymentId,
    fetchPolicy: 'network-only',
    pollInterval: 1500,
  });
  const status = payment.data?.myPayment?.status;
  const settled = status === 'SUCCEEDED' || status === 'REFUNDED' || status === 'FAILED';
  useEffect(() => {
    if (settled) payment.stopPolling();
  }, [settled, payment]);
  const summary = useQuery(CertificationPaymentQuery, {
    variables: { requestId: id },
    skip: status !== 'SUCCEEDED',
    fetchPolicy: 'network-only',
  });
  const certificate = summary.data?.certificationPayment;
  // The documents behind the certificate, on the request's private page (a viewer, who may not see it, gets no link).
  const docsPath = useQuery(MyCertificationLinksQuery, { variables: { requestId: id }, skip: status !== 'SUCCEEDED' }).data
    ?.myCertificationLinks.docsPath;
  return (
    <section>
      <Head title="Certification paid" robots="noindex, nofollow" />
      <h1>{status === 'SUCCEEDED' ? 'You are certified' : status === 'REFUNDED' ? 'Payment refunded' : 'Confirming your payment…'}</h1>
      {payment.error && <FormAlert>{messageOf(payment.error)}</FormAlert>}
      {!settled && !payment.error && <PageLoading label="Waiting for the payment to be confirmed…" />}
      {status === 'REFUNDED' && <FormAlert>Refunded: {payment.data?.myPayment?.refundReason}</FormAlert>}
      {status === 'FAILED' && <FormAlert>The payment failed: nothing was charged.</FormAlert>}
      {certificate?.certificateNumber && (
        <>
          <p className="lead">
            Paid. Your certificate number is <strong data-testid="certificate-number">{certificate.certificateNumber}</strong>
            {certificate.certificateExpiresAt ? `, valid until ${formatLondonDate(certificate.certificateExpiresAt)}` : ''}.
          </p>
          <p>
            <a className="button" href={`/certificates/${encodeURIComponent(certificate.certificateNumber)}.pdf`}>
              Download the certificate (PDF)
            </a>{' '}
            <a href={`/verify-certificate/${encodeURIComponent(certificate.certificateNumber)}`}>Check it publicly</a>
          </p>
          {docsPath && (
            <p>
              <Link to={docsPath}>See the documents you uploaded</Link>
            </p>
          )}
        </>
      )}
      <p>
        <Link to={paths.company.availableLeads}>Back to your leads</Link>
      </p>
    </section>
  );
}

import { useEffect, type ReactNode } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { LeadPaymentStatusQuery } from './companyLeads.operations';
import { paths } from '../../lib/paths';

const POLL_MS = 1500;

/** What the lead page shows once after a card payment brought the company back to it. */
export interface PaidNotice {
  paidNotice: string;
}

/**
 * `paths.company.leadSuccess` (`?payment=…`): follows the payment until it is settled. Bought, it goes straight on to
 * the lead page with the contact details (saying what was paid); refunded or failed, it says why.
 */
export function LeadSuccessPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const { data, error, loading, startPolling, stopPolling } = useQuery(LeadPaymentStatusQuery, {
    variables: { paymentId, leadId: id },
    skip: !paymentId,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const payment = data?.myPayment ?? null;
  const lead = data?.marketplaceLead?.lead ?? null;
  const bought = payment?.status === 'SUCCEEDED' && lead?.purchasedByMe;
  const settled = bought || payment?.status === 'REFUNDED' || payment?.status === 'FAILED';

  useEffect(() => {
    if (!paymentId || settled) return stopPolling();
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [paymentId, settled, startPolling, stopPolling]);

  const shell = (title: string, body: ReactNode) => (
    <main className="container narrow" id="main">
      <Head title={title} robots="noindex, nofollow" />
      <h1>{title}</h1>
      {body}
    </main>
  );

  if (!paymentId)
    return shell(
      'Payment not found',
      <p className="lead">
        This link has no payment. <Link to={paths.company.myLeads}>See your leads</Link>
      </p>,
    );
  if (loading && !data) return <PageLoading label="Checking your payment…" />;
  if (!payment) {
    return shell(
      'Payment not found',
      <FormAlert>{error ? messageOf(error, 'We could not find this payment') : 'We could not find this payment'}</FormAlert>,
    );
  }
  const total = formatPounds(payment.amountPence + payment.vatPence);
  if (bought) {
    const state: PaidNotice = {
      paidNotice: `Payment of ${total} received. Lead ${lead!.ref} (${lead!.district}, ${lead!.region}) is yours.`,
    };
    return <Navigate to={paths.company.lead(id)} replace state={state} />;
  }
  if (payment.status === 'REFUNDED') {
    return shell(
      'Payment refunded',
      <>
        <FormAlert tone="info">
          Refunded: {payment.refundReason ?? 'the purchase could not be completed'}. We have refunded {total} in full, and e-mailed you
          about it.
        </FormAlert>
        <p>
          <Link to={paths.company.availableLeads}>See the other available leads</Link>
        </p>
      </>,
    );
  }
  if (payment.status === 'FAILED') {
    return shell(
      'Payment not completed',
      <>
        <FormAlert>The payment did not go through: nothing was charged.</FormAlert>
        <p>
          <Link to={paths.company.lead(id)}>Back to the lead to try again</Link>
        </p>
      </>,
    );
  }
  return shell('Confirming your payment…', <PageLoading label="Waiting for the payment to be confirmed…" />);
}

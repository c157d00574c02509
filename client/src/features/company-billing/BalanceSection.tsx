import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  TOP_UP_MAX_POUNDS,
  TOP_UP_MIN_POUNDS,
  TOP_UP_PRESETS_POUNDS,
  topUpAmountRefusal,
  vatOnTopUpPence,
} from '../../../../common/balance';
import { formatPounds } from '../../../../common/calculator';
import { FormAlert } from '../../ui/Field';
import { Link } from '../../ui/Link';
import { messageOf } from '../../lib/apollo';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { BalanceLedger } from '../../ui/BalanceLedger';
import { useNewerOlder } from '../../ui/NewerOlder';
import { BillingAddressQuery, MyBalanceQuery, StartBalanceTopUpMutation, TopUpPaymentQuery } from './billing.operations';
import { BUSINESS_ADDRESS_ANCHOR, paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

const LEDGER_PAGE = 20;

/**
 * The prepaid balance on `paths.company.billing` (docs/decisions/0050-prepaid-balance.md): what is left, a top-up
 * through the checkout with the VAT shown before paying, the payment followed on return, and the ledger.
 */
export function BalanceSection({ onTopUpSettled }: { onTopUpSettled: () => void }) {
  const pages = useNewerOlder('entries');
  const balance = useQuery(MyBalanceQuery, { variables: { first: LEDGER_PAGE, after: pages.after }, fetchPolicy: 'cache-and-network' });
  const page = balance.data?.myBalanceEntries;
  return (
    <section aria-labelledby="balance-heading" className="balance-section">
      <h2 id="balance-heading">Prepaid balance</h2>
      <TopUpReturn
        onSettled={() => {
          void balance.refetch();
          onTopUpSettled();
        }}
      />
      {balance.error && !balance.data && <FormAlert>{messageOf(balance.error, 'Your balance could not be loaded.')}</FormAlert>}
      {balance.data && (
        <p className="balance-amount">
          <span className="muted">Left to spend:</span>{' '}
          <strong data-testid="balance">{formatPounds(balance.data.myBalance.balancePence)}</strong>
        </p>
      )}
      <p>
        Top up once and buy leads in one click from the lead page. The VAT is charged when you top up, on the invoice below; a lead costs
        its price before VAT from the balance. A disputed lead that we accept goes back on the balance, or to your card if you ask.
      </p>
      <TopUpForm />
      <h3>Ledger</h3>
      {page && page.totalCount === 0 && <p>Nothing yet: your first top-up appears here.</p>}
      {page && page.nodes.length > 0 && (
        <BalanceLedger
          entries={page.nodes}
          caption="Balance ledger, newest first"
          describe={(entry) => (entry.leadId ? <Link to={paths.company.lead(entry.leadId)}>{entry.description}</Link> : entry.description)}
        />
      )}
      {pages.pager(page?.pageInfo)}
    </section>
  );
}

function TopUpForm() {
  const { refusal } = useCompanyRole();
  const cannotTopUp = refusal('top_up_balance');
  const [amount, setAmount] = useState('200');
  const [problem, setProblem] = useState<string | null>(null);
  const [start] = useMutation(StartBalanceTopUpMutation);
  const sending = useSubmitOnce();
  const [redirecting, setRedirecting] = useState(false);
  // The VAT invoice names the company's address, so paying needs one: say so before an amount is typed.
  const address = useQuery(BillingAddressQuery, { fetchPolicy: 'cache-and-network' }).data?.myCompany;
  const addressMissing = address ? !address.address.trim() || !address.postcode.trim() : false;
  const amountId = useId();
  const errorId = useId();
  const pounds = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
  const valid = topUpAmountRefusal(pounds) === null;

  if (cannotTopUp) return <FormAlert tone="info">{cannotTopUp}</FormAlert>;
  if (addressMissing)
    return (
      <FormAlert tone="info">
        To top up, first add your business address and postcode: they go on the VAT invoice for each payment.{' '}
        <Link to={`${paths.company.profile}#${BUSINESS_ADDRESS_ANCHOR}`}>Add your business address</Link>
      </FormAlert>
    );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const refused = topUpAmountRefusal(pounds);
    if (refused) return setProblem(refused);
    setProblem(null);
    await sending.once(async () => {
      try {
        const result = await start({ variables: { pounds } });
        const url = result.data?.startBalanceTopUp.checkoutUrl;
        if (!url) throw new Error('no checkout');
        setRedirecting(true);
        window.location.assign(url);
      } catch (err) {
        setProblem(messageOf(err, 'The top-up could not be started: try again'));
      }
    });
  }

  return (
    <form onSubmit={onSubmit} aria-label="Top up your balance" noValidate className="top-up-form">
      <p className="top-up-presets" role="group" aria-label="Common amounts">
        {TOP_UP_PRESETS_POUNDS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="button secondary small"
            aria-pressed={amount === String(preset)}
            onClick={() => {
              setAmount(String(preset));
              setProblem(null);
            }}
          >
            £{preset}
          </button>
        ))}
      </p>
      <div className={`field${problem ? ' has-error' : ''}`}>
        <label htmlFor={amountId}>
          Amount in pounds (£{TOP_UP_MIN_POUNDS}–£{TOP_UP_MAX_POUNDS.toLocaleString('en-GB')}, before VAT)
        </label>
        <input
          id={amountId}
          name="pounds"
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <p className="field-error" id={errorId} role="alert">
            {problem}
          </p>
        )}
      </div>
      {valid && (
        <p className="muted">
          £{pounds.toLocaleString('en-GB')} of credit + {formatPounds(vatOnTopUpPence(pounds * 100))} VAT ={' '}
          <strong>{formatPounds(pounds * 100 + vatOnTopUpPence(pounds * 100))}</strong> to pay now.
        </p>
      )}
      <p>
        <button type="submit" className="button" disabled={sending.pending || redirecting}>
          {valid ? `Top up £${pounds.toLocaleString('en-GB')}` : 'Top up'}
        </button>
      </p>
    </form>
  );
}

/** Back from the checkout (`?topUp=paid&payment=…`): follows the payment until the credit is on the balance. */
function TopUpReturn({ onSettled }: { onSettled: () => void }) {
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const cancelled = params.get('cancelled') === '1';
  const returned = params.get('topUp') === 'paid' && paymentId !== '';
  const payment = useQuery(TopUpPaymentQuery, {
    variables: { id: paymentId },
    skip: !returned,
    fetchPolicy: 'network-only',
    pollInterval: 1500,
  });
  const status = payment.data?.myPayment?.status;
  const settled = status === 'SUCCEEDED' || status === 'FAILED' || status === 'REFUNDED';
  useEffect(() => {
    if (!settled) return;
    payment.stopPolling();
    if (status === 'SUCCEEDED') onSettled();
    // onSettled changes on every render of the parent; the payment settles once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, status]);
  if (cancelled) return <FormAlert tone="info">The top-up was cancelled: nothing was charged.</FormAlert>;
  if (!returned) return null;
  if (payment.error) return <FormAlert>{messageOf(payment.error, 'We could not check your payment: reload the page.')}</FormAlert>;
  if (status === 'SUCCEEDED')
    return (
      <FormAlert tone="success">
        Paid: {formatPounds(payment.data!.myPayment!.amountPence)} is on your balance. Its VAT invoice is below.
      </FormAlert>
    );
  if (status === 'FAILED') return <FormAlert>The payment did not go through: nothing was charged.</FormAlert>;
  return (
    <p role="status" className="muted">
      Confirming your payment…
    </p>
  );
}

import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { formatPounds } from '../../../../common/calculator';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { messageOf } from '../../lib/apollo';
import { BuyLeadMutation, MarketplaceLeadQuery } from './companyLeads.operations';
import { LeadLoadState } from './LeadPage';
import { PriceBox, estimateText, foamText, leadTitle } from './LeadDetails';
import { VettingLink } from './Vetting';
import { paths } from '../../lib/paths';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

/**
 * `paths.company.leadPayment`: the summary and "Pay £X", which opens the checkout. Loaded fresh, so a stale
 * page for a lead that sold out (or that this company bought meanwhile) says so instead of offering to pay.
 */
export function LeadPaymentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const cancelled = params.get('cancelled') === '1';
  const { data, loading, error, refetch } = useQuery(MarketplaceLeadQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [buy] = useMutation(BuyLeadMutation);
  const paying = useSubmitOnce();
  const [payError, setPayError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // A viewer is told why, rather than offered a button the server refuses (docs/decisions/0049-company-team-roles.md).
  const cannotBuy = useCompanyRole().refusal('buy_leads');

  if (!data) return <LeadLoadState loading={loading} error={error} />;
  const { lead } = data.marketplaceLead;

  const onPay = () =>
    paying.once(async () => {
      setPayError(null);
      try {
        const result = await buy({ variables: { leadId: lead.id } });
        const url = result.data?.buyLead.checkoutUrl;
        if (!url) throw new Error('no checkout');
        setRedirecting(true);
        window.location.assign(url);
      } catch (e) {
        setPayError(messageOf(e, 'The payment could not be started: try again'));
        void refetch();
      }
    });

  return (
    <main className="container narrow" id="main">
      <Head title={`Buy lead ${lead.ref}`} robots="noindex, nofollow" />
      <p>
        <Link to={paths.company.lead(lead.id)}>← Back to the lead</Link>
      </p>
      <h1>Buy lead {lead.ref}</h1>
      {cancelled && <FormAlert tone="info">The payment was cancelled: nothing was charged.</FormAlert>}
      <p>
        {leadTitle(lead)} · {foamText(lead)} · estimate {estimateText(lead)}
      </p>
      <PriceBox lead={lead} />
      {lead.purchasedByMe ? (
        <FormAlert tone="info">
          You already bought this lead. <Link to={paths.company.lead(lead.id)}>See the contact details</Link>
        </FormAlert>
      ) : lead.buyable && cannotBuy ? (
        <FormAlert tone="info">{cannotBuy}</FormAlert>
      ) : lead.buyable ? (
        <>
          {payError && <FormAlert>{payError}</FormAlert>}
          <p>
            <button type="button" className="button large" onClick={onPay} disabled={paying.pending || redirecting}>
              Pay {formatPounds(lead.totalPence)}
            </button>
          </p>
          <p className="muted">
            {formatPounds(lead.pricePence)} + {formatPounds(lead.vatPence)} VAT. If the last place goes to another company while you pay, we
            refund you in full automatically.
          </p>
        </>
      ) : (
        <>
          <FormAlert>
            {(lead.unavailableReason ?? 'This lead cannot be bought now').replace(/\.$/, '')}.{' '}
            <Link to={paths.company.availableLeads}>See the other available leads</Link>
          </FormAlert>
          <VettingLink />
        </>
      )}
    </main>
  );
}

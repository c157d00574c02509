import { useState, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useMutation, useQuery } from '@apollo/client/react';
import { Head } from '../../ui/head';
import { FormAlert } from '../../ui/Field';
import { PageLoading } from '../../ui/ClientOnly';
import { messageOf } from '../../lib/apollo';
import { ErrorCode, hasErrorCode } from '../../lib/errors';
import { formatPounds } from '../../../../common/calculator';
import { PREFERENCES_PAGE } from '../../../../common/leadPreferences';
import {
  BuyLeadMutation,
  BuyLeadWithBalanceMutation,
  DeclineLeadMutation,
  MarketplaceLeadQuery,
  UndoDeclineLeadMutation,
} from './companyLeads.operations';
import { ContactDetails, LeadSummary, PriceBox, leadTitle, type MarketplaceLeadView } from './LeadDetails';
import { VettingLink } from './Vetting';
import { PipelineEditor } from './Pipeline';
import { QuoteSection } from './QuoteSection';
import type { PaidNotice } from './LeadSuccessPage';
import { useCompanyRole } from '../../lib/auth/companyRole';
import { BUSINESS_ADDRESS_ANCHOR, paths } from '../../lib/paths';
import { useSubmitOnce } from '../../lib/useSubmitOnce';

export const isNotFound = (error: unknown) => hasErrorCode(error, ErrorCode.NOT_FOUND);

export function LeadNotFound({ message }: { message: string }) {
  return (
    <main className="container narrow" id="main">
      <Head title="Lead not found" robots="noindex, nofollow" />
      <h1>Lead not found</h1>
      <p className="lead">{message}</p>
      <p>
        <Link to={paths.company.availableLeads}>Back to available leads</Link>
      </p>
    </main>
  );
}

/** What a lead page shows until its lead has arrived: loading, not found (unknown, or not in the company's regions), or the error. */
export function LeadLoadState({ loading, error }: { loading: boolean; error: unknown }) {
  if (loading || !error) return <PageLoading label="Loading the lead…" />;
  if (isNotFound(error)) return <LeadNotFound message={messageOf(error)} />;
  return (
    <main className="container narrow" id="main">
      <FormAlert>{messageOf(error, 'The lead could not be loaded')}</FormAlert>
    </main>
  );
}

/**
 * `paths.company.lead`: the redacted lead with its price and a Buy button, or, once bought, the contact details.
 * `jobRecord` is the hired company's job record section (features/job-records), passed in by app/companyPages.tsx.
 */
export function LeadPage({ jobRecord: JobRecord }: { jobRecord?: ComponentType<{ leadId: string; refusal: string | null }> }) {
  const { id = '' } = useParams();
  const paidNotice = (useLocation().state as PaidNotice | null)?.paidNotice;
  const { data, loading, error } = useQuery(MarketplaceLeadQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [decline, declining] = useMutation(DeclineLeadMutation);
  const [undo, undoing] = useMutation(UndoDeclineLeadMutation);
  const [actionError, setActionError] = useState<string | null>(null);
  const { refusal } = useCompanyRole();
  const cannotBuy = refusal('buy_leads');
  const cannotWork = refusal('work_leads');

  if (!data) return <LeadLoadState loading={loading} error={error} />;
  const { lead, purchase } = data.marketplaceLead;

  async function toggleDeclined() {
    setActionError(null);
    try {
      if (lead.declinedByMe) await undo({ variables: { leadId: lead.id } });
      else await decline({ variables: { leadId: lead.id } });
    } catch (e) {
      setActionError(messageOf(e, 'That did not work: try again'));
    }
  }

  return (
    <main className="container narrow" id="main">
      <Head title={leadTitle(lead)} robots="noindex, nofollow" />
      <p>
        <Link to={purchase ? paths.company.myLeads : paths.company.availableLeads}>{purchase ? '← My leads' : '← Available leads'}</Link>
      </p>
      <h1>{leadTitle(lead)}</h1>
      {purchase ? (
        <section aria-labelledby="contact-heading">
          <h2 id="contact-heading">Contact details</h2>
          {paidNotice && <FormAlert tone="success">{paidNotice}</FormAlert>}
          {purchase.refunded && <FormAlert tone="info">This purchase was refunded after your dispute.</FormAlert>}
          <ContactDetails purchase={purchase} />
          <p>
            <Link to={paths.company.myLeads}>See all your leads, or dispute this one</Link>
          </p>
        </section>
      ) : null}
      {purchase ? <PipelineEditor key={lead.id} leadId={lead.id} purchase={purchase} refusal={cannotWork} /> : null}
      {purchase && !purchase.refunded ? <QuoteSection key={`quote-${lead.id}`} lead={lead} refusal={cannotWork} /> : null}
      {purchase?.hiredByHomeowner && JobRecord ? <JobRecord leadId={lead.id} refusal={cannotWork} /> : null}
      <h2>About the job</h2>
      <LeadSummary lead={lead} />
      {!purchase && (
        <section aria-labelledby="price-heading">
          <h2 id="price-heading">Price</h2>
          <PriceBox lead={lead} />
          {lead.buyable && cannotBuy ? (
            <FormAlert tone="info">{cannotBuy}</FormAlert>
          ) : lead.buyable ? (
            <BuyOptions lead={lead} balancePence={data.myBalance.balancePence} />
          ) : (
            <>
              <FormAlert tone="info">{lead.unavailableReason ?? 'This lead cannot be bought now'}</FormAlert>
              <VettingLink />
              {lead.unavailableReason?.includes(PREFERENCES_PAGE) && (
                <p>
                  <Link to={paths.company.leadPreferences}>Open Lead preferences</Link>
                </p>
              )}
            </>
          )}
          {actionError && <FormAlert>{actionError}</FormAlert>}
          {cannotWork ? null : lead.declinedByMe ? (
            <p>
              You marked this lead "not interested": it is hidden from your list.{' '}
              <button type="button" className="button secondary small" onClick={toggleDeclined} disabled={undoing.loading}>
                Undo
              </button>
            </p>
          ) : (
            <p>
              <button type="button" className="button secondary small" onClick={toggleDeclined} disabled={declining.loading}>
                Not interested
              </button>
            </p>
          )}
        </section>
      )}
    </main>
  );
}

/** The payments service's refusal when the VAT invoice would have no address (server/modules/payments). */
const ADDRESS_MISSING = /^Add your business address/;

/**
 * One click from the prepaid balance when it covers the price (docs/decisions/0050-prepaid-balance.md): the
 * contact details replace this section as soon as the purchase answers. The card checkout stays for everyone, and
 * opens from here: the price and VAT are on this page, so there is no page between it and the checkout.
 */
function BuyOptions({ lead, balancePence }: { lead: MarketplaceLeadView; balancePence: number }) {
  const [buy] = useMutation(BuyLeadWithBalanceMutation);
  const [buyByCard] = useMutation(BuyLeadMutation);
  const buying = useSubmitOnce();
  const [leaving, setLeaving] = useState(false);
  const [buyError, setBuyError] = useState<string | null>(null);
  const covered = balancePence >= lead.pricePence;
  const price = formatPounds(lead.pricePence);

  const onBuy = () =>
    buying.once(async () => {
      setBuyError(null);
      try {
        // The answer updates the lead in the cache; the page's query is read again for the purchase and the balance,
        // which sit on its root fields.
        await buy({ variables: { leadId: lead.id }, refetchQueries: ['MarketplaceLead'], awaitRefetchQueries: true });
      } catch (e) {
        setBuyError(messageOf(e, 'The lead could not be bought: try again'));
      }
    });

  const onCard = () =>
    buying.once(async () => {
      setBuyError(null);
      try {
        const result = await buyByCard({ variables: { leadId: lead.id } });
        const url = result.data?.buyLead.checkoutUrl;
        if (!url) throw new Error('no checkout');
        setLeaving(true);
        window.location.assign(url);
      } catch (e) {
        setBuyError(messageOf(e, 'The payment could not be started: try again'));
      }
    });

  return (
    <>
      {buyError && (
        <FormAlert>
          {buyError}
          {ADDRESS_MISSING.test(buyError) && (
            <>
              {' '}
              <Link to={`${paths.company.profile}#${BUSINESS_ADDRESS_ANCHOR}`}>Add your business address</Link>
            </>
          )}
        </FormAlert>
      )}
      {covered ? (
        <p>
          <button type="button" className="button large" onClick={onBuy} disabled={buying.pending || leaving}>
            {buying.pending
              ? 'Buying…'
              : `Buy now for ${price} from your balance (${formatPounds(balancePence)} → ${formatPounds(balancePence - lead.pricePence)})`}
          </button>{' '}
          <span className="muted">
            Your balance is {formatPounds(balancePence)}: buying deducts {price}, leaving {formatPounds(balancePence - lead.pricePence)}.
            VAT was charged when you topped up. You see the homeowner's name, e-mail, phone and postcode at once.
          </span>
        </p>
      ) : (
        <p className="muted">
          Your prepaid balance is {formatPounds(balancePence)}. <Link to={paths.company.billing}>Top up</Link> to buy leads in one click.
        </p>
      )}
      <p>
        <button
          type="button"
          className={covered ? 'button secondary' : 'button large'}
          onClick={onCard}
          disabled={buying.pending || leaving}
        >
          {covered ? `Pay ${formatPounds(lead.totalPence)} by card instead` : `Buy this lead: pay ${formatPounds(lead.totalPence)} by card`}
        </button>{' '}
        {!covered && (
          <span className="muted">
            {formatPounds(lead.totalPence)} including VAT. You see the homeowner's name, e-mail, phone and postcode once you have paid. If
            the last place goes to another company while you pay, we refund you in full automatically.
          </span>
        )}
      </p>
    </>
  );
}

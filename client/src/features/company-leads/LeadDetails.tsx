import type { ReactNode } from 'react';
import { PhoneLink } from '../../ui/PhoneLink';
import { formatPounds } from '../../../../common/calculator';
import { labelFor } from '../../../../common/requestLabels';
import { DISPUTE_REASON_LABELS, leadAgeLabel, placesLeftLabel } from '../../../../common/marketplace';
import type { DisputeReason } from '../../gql/graphql';
import { storedValue } from '../../lib/enums';
import { formatLondonDate } from '../../lib/dates';
import type { MarketplaceLeadFieldsFragment, PurchasedLeadFieldsFragment } from '../../gql/graphql';

export type MarketplaceLeadView = MarketplaceLeadFieldsFragment;
export type PurchaseView = PurchasedLeadFieldsFragment;

export const estimateText = (lead: Pick<MarketplaceLeadView, 'estimateLowPence' | 'estimateHighPence'>) =>
  `${formatPounds(lead.estimateLowPence)}–${formatPounds(lead.estimateHighPence)} + VAT`;

export const foamText = (lead: Pick<MarketplaceLeadView, 'foamType' | 'locations'>) =>
  `${labelFor('foam', lead.foamType)}${lead.locations.length ? ` (${lead.locations.map((l) => labelFor('location', l).toLowerCase()).join(', ')})` : ''}`;

export const priceText = (lead: Pick<MarketplaceLeadView, 'pricePence' | 'vatPence'>) =>
  `${formatPounds(lead.pricePence)} + ${formatPounds(lead.vatPence)} VAT`;

export const placesText = (lead: Pick<MarketplaceLeadView, 'placesLeft' | 'maxBuyers'>) => placesLeftLabel(lead.placesLeft, lead.maxBuyers);

export const ageText = (lead: Pick<MarketplaceLeadView, 'createdAt'>) => leadAgeLabel(lead.createdAt);

export const leadTitle = (lead: Pick<MarketplaceLeadView, 'ref' | 'district' | 'region'>) =>
  `Lead ${lead.ref}: ${lead.district}, ${lead.region}`;

function DetailList({ rows, label }: { rows: Array<[string, ReactNode]>; label: string }) {
  return (
    <dl className="details-list" aria-label={label}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a company sees before buying: never a name, e-mail, phone, full postcode or notes (the API has none). */
export function LeadSummary({ lead }: { lead: MarketplaceLeadView }) {
  return (
    <DetailList
      label="About the job"
      rows={[
        ['Area', `${lead.district}, ${lead.region}`],
        ['Property', `${labelFor('property', lead.propertyType)}${lead.bedrooms ? `, ${lead.bedrooms} bedrooms` : ''}`],
        ['Foam', foamText(lead)],
        ['Area of foam', lead.areaM2 ? `${lead.areaM2} m²` : 'Not given'],
        ['Access', labelFor('access', lead.access)],
        ['Urgency', labelFor('urgency', lead.urgency)],
        ['Reason', labelFor('reason', lead.reason)],
        ['Estimate', estimateText(lead)],
        ['Received', `${ageText(lead)} (${formatLondonDate(lead.createdAt)})`],
        // Places count only while the lead is on sale: once it is closed, hired or sold out its story says why (common/leadStory.ts).
        lead.story.stage === 'ON_SALE'
          ? ['Places', lead.exclusive ? 'Exclusive: one buyer only' : placesText(lead)]
          : ['Where it stands', lead.story.sentence],
      ]}
    />
  );
}

export function PriceBox({ lead }: { lead: MarketplaceLeadView }) {
  return (
    <DetailList
      label="Price"
      rows={[
        ['Price', formatPounds(lead.pricePence)],
        ['VAT (20%)', formatPounds(lead.vatPence)],
        ['Total', <strong>{formatPounds(lead.totalPence)}</strong>],
      ]}
    />
  );
}

/** The homeowner's details: only ever in a purchase the API returns to the buyer. */
export function ContactDetails({ purchase }: { purchase: PurchaseView }) {
  const { contact } = purchase;
  return (
    <DetailList
      label="Contact details"
      rows={[
        ['Name', contact.name],
        ['Email', <a href={`mailto:${contact.email}`}>{contact.email}</a>],
        ['Phone', <PhoneLink phone={contact.phone} />],
        ['Postcode', contact.postcode],
        ['Notes', contact.notes || 'None'],
        ['Bought', formatLondonDate(purchase.purchasedAt)],
        ['Bought by', purchase.boughtBy ?? 'Not recorded (bought before buyers were recorded)'],
      ]}
    />
  );
}

export const disputeReasonText = (reason: DisputeReason) => DISPUTE_REASON_LABELS[storedValue(reason)];

import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LeadStory } from '../leads/leads.types';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { LeadPipeline } from './leadPipeline.types';

export enum MarketplaceSortOrder {
  NEWEST = 'newest',
  PRICE = 'price',
}
registerEnumType(MarketplaceSortOrder, {
  name: 'MarketplaceSortOrder',
  description: 'The order of the available leads.',
  valuesConfig: {
    NEWEST: { description: 'Newest lead first.' },
    PRICE: { description: 'Cheapest first (net price); ties in document-id order.' },
  },
});

export enum DisputeReasonCode {
  INVALID_PHONE = 'invalid_phone',
  INVALID_EMAIL = 'invalid_email',
  WRONG_POSTCODE = 'wrong_postcode',
}
registerEnumType(DisputeReasonCode, {
  name: 'DisputeReason',
  description: 'What is wrong with a purchased lead: the only grounds for a refund.',
  valuesConfig: {
    INVALID_PHONE: { description: 'The phone number does not work or is not the homeowner’s.' },
    INVALID_EMAIL: { description: 'E-mail to the address bounces or does not reach the homeowner.' },
    WRONG_POSTCODE: { description: 'The property is not at the postcode given.' },
  },
});

export enum RefundDestinationCode {
  BALANCE = 'balance',
  CARD = 'card',
}
registerEnumType(RefundDestinationCode, {
  name: 'RefundDestination',
  description: 'Where an accepted dispute’s refund goes, for a lead paid from the prepaid balance.',
  valuesConfig: {
    BALANCE: { description: 'Back on the balance, before VAT, to spend again at once (no credit note: VAT was charged on the top-up).' },
    CARD: { description: 'To the card that paid the top-up, with VAT, and a credit note against the top-up’s invoice.' },
  },
});

export enum DisputeStatus {
  OPEN = 'open',
  ACCEPTED = 'accepted',
  REJECTED = 'rejected',
}
registerEnumType(DisputeStatus, {
  name: 'DisputeStatus',
  description: 'Where a dispute is.',
  valuesConfig: {
    OPEN: { description: 'Waiting for an administrator’s decision.' },
    ACCEPTED: { description: 'Accepted: the payment was refunded (the place is not sold again).' },
    REJECTED: { description: 'Rejected with a note to the company; it cannot be opened again.' },
  },
});

export enum DisputeDecision {
  ACCEPT = 'accept',
  REJECT = 'reject',
}
registerEnumType(DisputeDecision, {
  name: 'DisputeDecision',
  description: 'An administrator’s decision on an open dispute.',
  valuesConfig: {
    ACCEPT: { description: 'Refund the payment through its provider; the company is e-mailed.' },
    REJECT: { description: 'Keep the payment; needs a `note`, which the company is e-mailed.' },
  },
});

/**
 * What a company sees of a lead before buying it (docs/requirements/business-rules.md#redaction). A type of its own, with no homeowner,
 * full postcode or notes fields at all, so contact details cannot reach a company through this type by
 * accident: they are only on `PurchasedLead`, which the API builds for the buyer alone.
 */
@ObjectType({ description: 'A lead as a company sees it before buying: no name, e-mail, phone, full postcode or notes. Prices in pence.' })
export class MarketplaceLead {
  @Field(() => ID, { description: 'Document id of the lead: pass it to `marketplaceLead`, `buyLead`, `declineLead`.' }) id!: string;
  @Field(() => String, { description: 'Human reference, e.g. SFR-000123.' }) ref!: string;
  @Field(() => String, { description: 'Outward code of the postcode, e.g. SW1A.' }) district!: string;
  @Field(() => String, { description: 'UK region, e.g. London.' }) region!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial.' }) propertyType!: string;
  @Field(() => Int, { nullable: true, description: 'Bedrooms, 0–30; null when not given.' }) bedrooms!: number | null;
  @Field(() => String, { description: 'open | closed | unknown.' }) foamType!: string;
  @Field(() => [String], { description: 'Where the foam is: loft | walls | floor | other.' }) locations!: string[];
  @Field(() => Number, { nullable: true, description: 'Area in square metres; null when unknown.' }) areaM2!: number | null;
  @Field(() => String, { description: 'easy | moderate | difficult.' }) access!: string;
  @Field(() => String, { description: 'emergency | asap | 1-3months | planning.' }) urgency!: string;
  @Field(() => String, { description: 'selling | mortgage | health | damp | renovation | other.' }) reason!: string;
  @Field(() => Int, { description: 'The homeowner’s estimate, lower end, in pence before VAT.' }) estimateLowPence!: number;
  @Field(() => Int, { description: 'The homeowner’s estimate, upper end, in pence before VAT.' }) estimateHighPence!: number;
  @Field(() => Date, { description: 'When the request arrived (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Int, { description: 'Whole days since the lead arrived; it leaves the marketplace after 30.' }) ageDays!: number;
  @Field(() => Int, { description: 'Net price of one place, in pence before VAT.' }) pricePence!: number;
  @Field(() => Int, { description: 'VAT on the price, in pence (20%).' }) vatPence!: number;
  @Field(() => Int, { description: 'What the company pays: price plus VAT, in pence.' }) totalPence!: number;
  @Field(() => Int, { description: 'How many companies may buy it: 3, or 1 for an exclusive lead.' }) maxBuyers!: number;
  @Field(() => Int, { description: 'Places not bought yet.' }) placesLeft!: number;
  @Field(() => Boolean, { description: 'Sold to one company only: a single-company request.' }) exclusive!: boolean;
  @Field(() => Boolean, { description: 'This company has bought it (the contact details are in `marketplaceLead(id).purchase`).' })
  purchasedByMe!: boolean;
  @Field(() => Boolean, { description: 'This company marked it "not interested" (`declineLead`).' }) declinedByMe!: boolean;
  @Field(() => Boolean, { description: 'This company can buy it now.' }) buyable!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Why this company cannot buy it now, in words for the company (e.g. "This lead has sold out"); null when it can.',
  })
  unavailableReason!: string | null;
  @Field(() => LeadStory, {
    description:
      'Where the lead is and why (e.g. “Closed: the homeowner stopped further sales on 3 Nov”), as this company may know it: its own hire, never another company’s.',
  })
  story!: LeadStory;
}

@ObjectType({
  description:
    'The leads a company can buy, a page at a time. No totalCount: leads it bought or declined are stepped over as the page is read.',
})
export class MarketplaceLeadConnection extends Connection(MarketplaceLead, { one: 'lead', many: 'leads' }) {
  @Field(() => [String], { description: 'The company’s regions: the choices of `filter.region`.' }) regions!: string[];
  @Field(() => Boolean, {
    description:
      'Whether only leads matching the company’s lead preferences (districts, property and foam types) are listed; false when `allInRegions` was asked for.',
  })
  preferencesApplied!: boolean;
}

@InputType({ description: 'Which available leads to list; every field narrows the list.' })
export class MarketplaceFilter {
  @Field(() => String, {
    nullable: true,
    description:
      'One of the company’s regions (e.g. London); all of them when left out. Another region: BAD_USER_INPUT on `filter.region`.',
  })
  region?: string | null;
  @Field(() => String, { nullable: true, description: 'emergency | asap | 1-3months | planning; any when left out.' }) urgency?:
    string | null;
  @Field(() => String, { nullable: true, description: 'open | closed | unknown; any when left out.' }) foamType?: string | null;
}

@ObjectType({ description: 'The homeowner’s contact details: only ever given to a company that bought the lead.' })
export class LeadContact {
  @Field(() => String, { description: 'Full name.' }) name!: string;
  @Field(() => String, { description: 'E-mail address, in lower case.' }) email!: string;
  @Field(() => String, { description: 'UK phone number in national form, e.g. 07700900123.' }) phone!: string;
  @Field(() => String, { description: 'Full postcode, e.g. SW1A 1AA.' }) postcode!: string;
  @Field(() => String, { description: 'The homeowner’s notes; empty when none.' }) notes!: string;
}

@ObjectType({ description: 'A buyer’s dispute of a purchased lead.' })
export class LeadDispute {
  @Field(() => ID, { description: 'Document id of the dispute: pass it to `resolveLeadDispute`.' }) id!: string;
  @Field(() => ID, { description: 'The disputed lead.' }) leadId!: string;
  @Field(() => String, { description: 'The lead’s reference, e.g. SFR-000123.' }) leadRef!: string;
  @Field(() => ID, { description: 'The company that bought the lead and disputes it.' }) companyId!: string;
  @Field(() => String, { description: 'Its name when it opened the dispute.' }) companyName!: string;
  @Field(() => ID, { description: 'The payment for the lead, refunded when the dispute is accepted.' }) paymentId!: string;
  @Field(() => DisputeReasonCode, { description: 'What the company says is wrong.' }) reason!: DisputeReasonCode;
  @Field(() => String, { description: 'What the company found, 5–2,000 characters.' }) note!: string;
  @Field(() => RefundDestinationCode, {
    nullable: true,
    description: 'Where the refund goes if accepted, for a lead paid from the balance; null for a card payment (refunded to the card).',
  })
  refundTo!: RefundDestinationCode | null;
  @Field(() => DisputeStatus, { description: 'Open, accepted or rejected.' }) status!: DisputeStatus;
  @Field(() => String, {
    nullable: true,
    description: 'The administrator’s note to the company; null while open or when none was written.',
  })
  resolutionNote!: string | null;
  @Field(() => Date, { description: 'When it was opened (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When an administrator decided; null while open.' }) resolvedAt!: Date | null;
}

@ObjectType({ description: 'Lead disputes, newest first, a page at a time.' })
export class LeadDisputeConnection extends Connection(LeadDispute, { one: 'dispute', many: 'disputes' }) {
  @Field(() => Int, { description: totalCountDescription('disputes') }) totalCount!: number;
}

@ObjectType({ description: 'A lead this company bought: the redacted summary plus the homeowner’s contact details.' })
export class PurchasedLead {
  @Field(() => MarketplaceLead, { description: 'The lead as the marketplace shows it.' }) lead!: MarketplaceLead;
  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Field(() => LeadContact, { description: 'Name, e-mail, phone, postcode and notes of the homeowner: for the buying company only.' })
  contact!: LeadContact;
  @Field(() => ID, { description: 'The company’s payment for it.' }) paymentId!: string;
  @Field(() => Boolean, { description: 'Paid from the prepaid balance rather than by card.' }) paidFromBalance!: boolean;
  @Field(() => Date, { description: 'When the payment succeeded (ISO 8601, UTC).' }) purchasedAt!: Date;
  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Field(() => String, {
    nullable: true,
    description: 'The e-mail of the company user who bought it; null for purchases made before buyers were recorded.',
  })
  boughtBy!: string | null;
  @Field(() => Boolean, { description: 'The payment was refunded after an accepted dispute.' }) refunded!: boolean;
  @Field(() => Date, { description: 'The last moment a dispute can be opened: 14 days after the purchase.' }) disputeUntil!: Date;
  @Field(() => Boolean, { description: 'A dispute can be opened now: before disputeUntil, not refunded, no dispute yet.' })
  canDispute!: boolean;
  @Field(() => LeadDispute, { nullable: true, description: 'The dispute of this purchase, if any.' }) dispute!: LeadDispute | null;
  @Field(() => LeadPipeline, {
    description: 'The company’s own pipeline for this lead: status, next action (its history is `pipelineHistory`).',
  })
  pipeline!: LeadPipeline;
  @Field(() => Boolean, { description: 'The homeowner marked this company hired on their request page.' }) hiredByHomeowner!: boolean;
  @Field(() => Boolean, { description: 'The homeowner marked this company hired and then the job done.' }) jobDoneByHomeowner!: boolean;
}

@ObjectType({ description: 'The leads a company bought, newest lead first, a page at a time.' })
export class PurchasedLeadConnection extends Connection(PurchasedLead, { one: 'purchased lead', many: 'purchased leads' }) {
  @Field(() => Int, { description: totalCountDescription('purchased leads') }) totalCount!: number;
}

@ObjectType({ description: 'One lead for a company: the redacted lead, and the purchase when this company bought it.' })
export class MarketplaceLeadDetail {
  @Field(() => MarketplaceLead, { description: 'The lead, redacted.' }) lead!: MarketplaceLead;
  @Field(() => PurchasedLead, {
    nullable: true,
    description: 'With the contact details, only when this company bought the lead; null otherwise.',
  })
  purchase!: PurchasedLead | null;
}

@InputType({ description: 'Why a company disputes a lead it bought.' })
export class LeadDisputeInput {
  @Field(() => DisputeReasonCode, { description: 'What is wrong with the lead.' }) reason!: DisputeReasonCode;
  @Field(() => String, { description: 'What the company found, 5–2,000 characters.' }) note!: string;
  @Field(() => RefundDestinationCode, {
    nullable: true,
    description:
      'For a lead paid from the balance: where the refund goes if the dispute is accepted; BALANCE when left out. Ignored for a card payment.',
  })
  refundTo?: RefundDestinationCode | null;
}

@ObjectType({ description: 'A payment started for a lead: send the browser to checkoutUrl.' })
export class LeadCheckout {
  @Field(() => ID, { description: 'The payment, to follow with `myPayment(id)` after the checkout.' }) paymentId!: string;
  @Field(() => String, { description: 'Where the browser goes to pay: the provider’s checkout, or this site’s test checkout.' })
  checkoutUrl!: string;
}

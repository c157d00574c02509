import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum MarketplaceSortOrder {
  newest = 'newest',
  price = 'price',
}
registerEnumType(MarketplaceSortOrder, { name: 'MarketplaceSortOrder', description: 'newest first, or cheapest first' });

export enum DisputeReasonCode {
  invalid_phone = 'invalid_phone',
  invalid_email = 'invalid_email',
  wrong_postcode = 'wrong_postcode',
}
registerEnumType(DisputeReasonCode, { name: 'DisputeReason' });

export enum DisputeStatus {
  open = 'open',
  accepted = 'accepted',
  rejected = 'rejected',
}
registerEnumType(DisputeStatus, { name: 'DisputeStatus' });

export enum DisputeDecision {
  accept = 'accept',
  reject = 'reject',
}
registerEnumType(DisputeDecision, { name: 'DisputeDecision', description: 'accept: refund the payment; reject: keep it, with a note' });

/**
 * What a company sees of a lead before buying it (docs/requirements/business-rules.md#redaction). A type of its own, with no homeowner,
 * full postcode or notes fields at all, so contact details cannot reach a company through this type by
 * accident: they are only on `PurchasedLead`, which the API builds for the buyer alone.
 */
@ObjectType({ description: 'A lead as companies see it before buying: no name, e-mail, phone, full postcode or notes' })
export class MarketplaceLead {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Human reference, e.g. SFR-000123' }) ref!: string;
  @Field(() => String, { description: 'Outward code, e.g. SW1A' }) district!: string;
  @Field(() => String) region!: string;
  @Field(() => String) propertyType!: string;
  @Field(() => Int, { nullable: true }) bedrooms!: number | null;
  @Field(() => String) foamType!: string;
  @Field(() => [String]) locations!: string[];
  @Field(() => Number, { nullable: true }) areaM2!: number | null;
  @Field(() => String) access!: string;
  @Field(() => String) urgency!: string;
  @Field(() => String) reason!: string;
  @Field(() => Int) estimateLowPence!: number;
  @Field(() => Int) estimateHighPence!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Int, { description: 'Whole days since the lead arrived' }) ageDays!: number;
  @Field(() => Int, { description: 'Net price, before VAT' }) pricePence!: number;
  @Field(() => Int) vatPence!: number;
  @Field(() => Int, { description: 'Price plus VAT' }) totalPence!: number;
  @Field(() => Int) maxBuyers!: number;
  @Field(() => Int) placesLeft!: number;
  @Field(() => Boolean, { description: 'Sold to one company only' }) exclusive!: boolean;
  @Field(() => Boolean, { description: 'This company has bought it (the contact details are in `purchase`)' }) purchasedByMe!: boolean;
  @Field(() => Boolean, { description: 'This company marked it "not interested"' }) declinedByMe!: boolean;
  @Field(() => Boolean, { description: 'This company can buy it now' }) buyable!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it cannot be bought now, for the company' }) unavailableReason!: string | null;
}

@ObjectType()
export class MarketplaceLeadList {
  @Field(() => [MarketplaceLead]) items!: MarketplaceLead[];
  @Field(() => [String], { description: "The company's regions, the choices of the region filter" }) regions!: string[];
}

@InputType()
export class MarketplaceFilter {
  @Field(() => String, { nullable: true, description: "One of the company's regions; all of them when omitted" }) region?: string | null;
  @Field(() => String, { nullable: true, description: 'emergency | asap | 1-3months | planning' }) urgency?: string | null;
  @Field(() => String, { nullable: true, description: 'open | closed | unknown' }) foamType?: string | null;
}

@ObjectType()
export class LeadContact {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) postcode!: string;
  @Field(() => String) notes!: string;
}

@ObjectType({ description: "A buyer's dispute of a purchased lead" })
export class LeadDispute {
  @Field(() => ID) id!: string;
  @Field(() => ID) leadId!: string;
  @Field(() => String) leadRef!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => String) companyName!: string;
  @Field(() => ID) paymentId!: string;
  @Field(() => DisputeReasonCode) reason!: DisputeReasonCode;
  @Field(() => String) note!: string;
  @Field(() => DisputeStatus) status!: DisputeStatus;
  @Field(() => String, { nullable: true }) resolutionNote!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) resolvedAt!: Date | null;
}

@ObjectType({ description: 'A lead this company bought: the redacted summary plus the contact details' })
export class PurchasedLead {
  @Field(() => MarketplaceLead) lead!: MarketplaceLead;
  @Field(() => LeadContact) contact!: LeadContact;
  @Field(() => ID) paymentId!: string;
  @Field(() => Date) purchasedAt!: Date;
  @Field(() => Boolean, { description: 'The payment was refunded after an accepted dispute' }) refunded!: boolean;
  @Field(() => Date, { description: 'Last day a dispute can be opened' }) disputeUntil!: Date;
  @Field(() => Boolean) canDispute!: boolean;
  @Field(() => LeadDispute, { nullable: true, description: 'The latest dispute, if any' }) dispute!: LeadDispute | null;
}

@ObjectType()
export class MarketplaceLeadDetail {
  @Field(() => MarketplaceLead) lead!: MarketplaceLead;
  @Field(() => PurchasedLead, { nullable: true, description: 'Only when this company bought the lead' }) purchase!: PurchasedLead | null;
}

@InputType()
export class LeadDisputeInput {
  @Field(() => DisputeReasonCode) reason!: DisputeReasonCode;
  @Field(() => String) note!: string;
}

@ObjectType()
export class LeadCheckout {
  @Field(() => ID) paymentId!: string;
  @Field(() => String, { description: 'Where the browser goes to pay' }) checkoutUrl!: string;
}

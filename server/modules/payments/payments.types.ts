import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PaymentKind {
  LEAD_PURCHASE = 'lead_purchase',
  CERTIFICATION = 'certification',
  BALANCE_TOP_UP = 'balance_top_up',
}
export enum PaymentStatus {
  PENDING = 'pending',
  SUCCEEDED = 'succeeded',
  FAILED = 'failed',
  REFUNDED = 'refunded',
}
export enum PaymentProvider {
  STRIPE = 'stripe',
  LOCAL = 'local',
  BALANCE = 'balance',
}
registerEnumType(PaymentKind, {
  name: 'PaymentKind',
  description: 'What a payment is for.',
  valuesConfig: {
    LEAD_PURCHASE: { description: 'One place of a lead.' },
    CERTIFICATION: { description: 'The certification fee.' },
    BALANCE_TOP_UP: { description: 'Credit added to the company’s prepaid balance (VAT is charged on the top-up).' },
  },
});
registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: 'Where a payment is.',
  valuesConfig: {
    PENDING: { description: 'The checkout is open; not paid yet.' },
    SUCCEEDED: { description: 'Paid; what it was for is fulfilled.' },
    FAILED: { description: 'Declined, cancelled or expired (`failureReason`).' },
    REFUNDED: { description: 'Paid, then refunded (`refundReason`).' },
  },
});
registerEnumType(PaymentProvider, {
  name: 'PaymentProvider',
  description: 'Who takes the money.',
  valuesConfig: {
    STRIPE: { description: 'Stripe Checkout.' },
    LOCAL: { description: 'The built-in test checkout: no money moves.' },
    BALANCE: { description: 'Paid from the company’s prepaid balance: no card is charged.' },
  },
});

@ObjectType({ description: 'A company’s payment, amounts in pence.' })
export class Payment {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => PaymentKind, { description: 'What it is for.' }) kind!: PaymentKind;
  @Field(() => String, { description: 'What is being paid for, as the checkout shows it.' }) description!: string;
  @Field(() => Int, { description: 'Amount before VAT, in pence.' }) amountPence!: number;
  @Field(() => Int, { description: 'VAT, in pence.' }) vatPence!: number;
  @Field(() => String, { description: 'ISO 4217 currency code: GBP.' }) currency!: string;
  @Field(() => PaymentStatus, { description: 'Where the payment is.' }) status!: PaymentStatus;
  @Field(() => PaymentProvider, { description: 'Who takes the money.' }) provider!: PaymentProvider;
  @Field(() => String, {
    nullable: true,
    description: 'The provider’s reference (a Stripe Checkout Session id); null before the checkout opens.',
  })
  providerRef?: string | null;
  @Field(() => ID, { description: 'The paying company.' }) companyId!: string;
  @Field(() => ID, { nullable: true, description: 'The lead, for LEAD_PURCHASE; null otherwise.' }) leadId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The certification request, for CERTIFICATION; null otherwise.' })
  certificationRequestId?: string | null;
  @Field(() => Date, { nullable: true, description: 'When it succeeded (ISO 8601, UTC); null before.' }) paidAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was refunded; null unless REFUNDED.' }) refundedAt?: Date | null;
  @Field(() => Int, {
    description: 'Refunded in part so far, in pence with VAT: a top-up refunded to the card for disputed leads paid from it.',
  })
  refundedPence!: number;
  @Field(() => String, { nullable: true, description: 'Why it was refunded; null unless REFUNDED.' }) refundReason?: string | null;
  @Field(() => String, { nullable: true, description: 'Why it failed (declined, expired); null unless FAILED.' }) failureReason?:
    string | null;
  @Field(() => Date, { description: 'When the checkout was started.' }) createdAt!: Date;
}

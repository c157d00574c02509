import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum PaymentKind {
  lead_purchase = 'lead_purchase',
  certification = 'certification',
}
export enum PaymentStatus {
  pending = 'pending',
  succeeded = 'succeeded',
  failed = 'failed',
  refunded = 'refunded',
}
export enum PaymentProvider {
  stripe = 'stripe',
  local = 'local',
}
registerEnumType(PaymentKind, { name: 'PaymentKind' });
registerEnumType(PaymentStatus, { name: 'PaymentStatus' });
registerEnumType(PaymentProvider, { name: 'PaymentProvider' });

@ObjectType()
export class Payment {
  @Field(() => ID) id!: string;
  @Field(() => PaymentKind) kind!: PaymentKind;
  @Field(() => String, { description: 'What is being paid for, as the checkout shows it' }) description!: string;
  @Field(() => Int, { description: 'Before VAT' }) amountPence!: number;
  @Field(() => Int) vatPence!: number;
  @Field(() => String) currency!: string;
  @Field(() => PaymentStatus) status!: PaymentStatus;
  @Field(() => PaymentProvider) provider!: PaymentProvider;
  @Field(() => String, { nullable: true }) providerRef?: string | null;
  @Field(() => ID) companyId!: string;
  @Field(() => ID, { nullable: true }) leadId?: string | null;
  @Field(() => ID, { nullable: true }) certificationRequestId?: string | null;
  @Field(() => Date, { nullable: true }) paidAt?: Date | null;
  @Field(() => Date, { nullable: true }) refundedAt?: Date | null;
  @Field(() => String, { nullable: true }) refundReason?: string | null;
  @Field(() => String, { nullable: true, description: 'Why a payment failed (declined, expired)' }) failureReason?: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'A started checkout: send the browser to checkoutUrl' })
export class CheckoutSession {
  @Field(() => ID) paymentId!: string;
  @Field(() => String) checkoutUrl!: string;
}

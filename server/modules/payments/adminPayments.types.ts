import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { Payment, PaymentKind, PaymentStatus } from './payments.types';

@ObjectType({ description: 'A group of payments added up: how many, before VAT and VAT, in pence.' })
export class MoneyFigure {
  @Field(() => Int, { description: 'How many payments.' }) count!: number;
  @Field(() => Int, { description: 'Their amounts before VAT, in pence.' }) netPence!: number;
  @Field(() => Int, { description: 'Their VAT, in pence.' }) vatPence!: number;
}

@ObjectType({
  description:
    'The money in the payments the filter selects (its status aside), each kind apart so none is counted twice (docs/decisions/0050-prepaid-balance.md).',
})
export class PaymentFigures {
  @Field(() => MoneyFigure, { description: 'Paid by card for a lead or certification, then kept or refunded.' }) cardPayments!: MoneyFigure;
  @Field(() => MoneyFigure, { description: 'Prepaid credit bought by card, then kept or refunded.' }) topUps!: MoneyFigure;
  @Field(() => MoneyFigure, { description: 'Leads paid from the prepaid balance: no card charged; the VAT was invoiced on the top-up.' })
  spentFromBalance!: MoneyFigure;
  @Field(() => Int, { description: 'Refunded to a card, with VAT, in pence.' }) refundedToCardPence!: number;
  @Field(() => Int, { description: 'Refunded to the prepaid balance, before VAT, in pence.' }) refundedToBalancePence!: number;
  @Field(() => MoneyFigure, { description: 'Checkouts opened and not paid yet.' }) pending!: MoneyFigure;
}

@ObjectType({ description: 'Payments, newest first, a page at a time.' })
export class PaymentConnection extends Connection(Payment, { one: 'payment', many: 'payments' }) {
  @Field(() => Int, { description: totalCountDescription('payments') }) totalCount!: number;
  @Field(() => PaymentFigures, {
    description: 'What the payments the filter selects add up to, by kind of money (its status filter aside).',
  })
  figures!: PaymentFigures;
}

@InputType({ description: 'Which payments to list.' })
export class AdminPaymentFilter {
  @Field(() => PaymentStatus, { nullable: true, description: 'Only payments in this status; all when left out.' })
  status?: PaymentStatus | null;
  @Field(() => PaymentKind, { nullable: true, description: 'Only payments of this kind; all when left out.' })
  kind?: PaymentKind | null;
  @Field(() => ID, { nullable: true, description: 'Only this company’s payments; every company’s when left out.' })
  companyId?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only payments created at or after this instant.' })
  createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only payments created before this instant.' })
  createdTo?: Date | null;
}

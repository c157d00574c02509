import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { Payment, PaymentKind, PaymentStatus } from './payments.types';

@ObjectType({ description: 'Payments, newest first, a page at a time.' })
export class PaymentConnection extends Connection(Payment, { one: 'payment', many: 'payments' }) {
  @Field(() => Int, { description: totalCountDescription('payments') }) totalCount!: number;
  @Field(() => Int, { description: 'The sum of the matching payments’ amounts before VAT, in pence (one sum() aggregation).' })
  totalAmountPence!: number;
  @Field(() => Int, { description: 'The sum of the matching payments’ VAT, in pence.' }) totalVatPence!: number;
}

@InputType({ description: 'Which payments to list.' })
export class AdminPaymentFilter {
  @Field(() => PaymentStatus, { nullable: true, description: 'Only payments in this status; all when left out.' })
  status?: PaymentStatus | null;
  @Field(() => PaymentKind, { nullable: true, description: 'Only payments of this kind; all when left out.' })
  kind?: PaymentKind | null;
  @Field(() => Date, { nullable: true, description: 'Only payments created at or after this instant.' })
  createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only payments created before this instant.' })
  createdTo?: Date | null;
}

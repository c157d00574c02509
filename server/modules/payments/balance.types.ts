import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum BalanceEntryKind {
  TOP_UP = 'TOP_UP',
  LEAD_PURCHASE = 'LEAD_PURCHASE',
  REFUND = 'REFUND',
}
registerEnumType(BalanceEntryKind, {
  name: 'BalanceEntryKind',
  description: 'What moved a prepaid balance.',
  valuesConfig: {
    TOP_UP: { description: 'Credit bought through a checkout (its VAT invoice is the top-up payment’s).' },
    LEAD_PURCHASE: { description: 'A lead bought from the balance.' },
    REFUND: { description: 'A disputed lead’s price given back to the balance.' },
  },
});

@ObjectType({ description: 'One line of a prepaid balance’s ledger: the balance always equals the sum of its entries.' })
export class BalanceEntry {
  @Field(() => ID, { description: 'Derived from the kind and the payment, so a payment is entered once.' }) id!: string;
  @Field(() => BalanceEntryKind, { description: 'What moved the balance.' }) kind!: BalanceEntryKind;
  @Field(() => Int, { description: 'Pence before VAT: positive for a credit, negative for a spend.' }) amountPence!: number;
  @Field(() => Int, { description: 'The balance after this entry, in pence.' }) balanceAfterPence!: number;
  @Field(() => ID, { description: 'The payment it is tied to: the top-up, or the lead purchase paid from the balance.' })
  paymentId!: string;
  @Field(() => ID, { nullable: true, description: 'The lead bought or refunded; null for a top-up.' }) leadId?: string | null;
  @Field(() => String, { description: 'What it was, e.g. "Lead SFR-000123 (SW1A, London)".' }) description!: string;
  @Field(() => String, { nullable: true, description: 'E-mail of the company user who made it; null for refunds.' })
  byEmail?: string | null;
  @Field(() => Date, { description: 'When it was entered.' }) at!: Date;
}

@ObjectType({ description: 'A prepaid balance’s ledger, newest first, a page at a time.' })
export class BalanceEntryConnection extends Connection(BalanceEntry, { one: 'ledger entry', many: 'ledger entries' }) {
  @Field(() => Int, { description: totalCountDescription('ledger entries') }) totalCount!: number;
}

@ObjectType({ description: 'A company’s prepaid balance: credit bought in advance (VAT charged on the top-up) and spent on leads.' })
export class CompanyBalance {
  @Field(() => ID, { description: 'The company.' }) companyId!: string;
  @Field(() => Int, { description: 'What is left to spend, in pence before VAT.' }) balancePence!: number;
}

@ObjectType({ description: 'A top-up started: send the browser to checkoutUrl.' })
export class BalanceTopUpCheckout {
  @Field(() => ID, { description: 'The payment, to follow with `myPayment(id)` after the checkout.' }) paymentId!: string;
  @Field(() => String, { description: 'Where the browser goes to pay: the provider’s checkout, or this site’s test checkout.' })
  checkoutUrl!: string;
}

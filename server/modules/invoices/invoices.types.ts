import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum InvoiceKind {
  INVOICE = 'invoice',
  CREDIT_NOTE = 'credit_note',
}
registerEnumType(InvoiceKind, {
  name: 'InvoiceKind',
  description: 'A VAT invoice or a credit note (docs/decisions/0047-vat-invoices.md).',
  valuesConfig: {
    INVOICE: { description: 'A full VAT invoice for a settled payment; numbered INV-000001, INV-000002…' },
    CREDIT_NOTE: { description: 'A credit note for a refund, naming the invoice it credits; numbered CN-000001, CN-000002…' },
  },
});

@ObjectType({ description: 'A party to an invoice, as it was when the invoice was issued.' })
export class InvoiceParty {
  @Field(() => String, { description: 'Name.' }) name!: string;
  @Field(() => String, { description: 'Postal address; empty when the company has not given one.' }) address!: string;
  @Field(() => String, { nullable: true, description: 'VAT registration number; null for a customer (not recorded).' })
  vatNumber?: string | null;
}

@ObjectType({ description: 'A VAT invoice or credit note, amounts in pence. Issued once, never changed.' })
export class Invoice {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => InvoiceKind, { description: 'Invoice or credit note.' }) kind!: InvoiceKind;
  @Field(() => String, { description: 'The unique sequential number, e.g. INV-000042 or CN-000007.' }) number!: string;
  @Field(() => Int, { description: 'Its place in its series (1, 2, 3…): each series has no gaps.' }) sequence!: number;
  @Field(() => Date, { description: 'Invoice date: when it was issued.' }) issuedAt!: Date;
  @Field(() => Date, { description: 'Time of supply (tax point): when the payment settled, or when the refund was made.' })
  supplyDate!: Date;
  @Field(() => ID, { description: 'The payment it is for.' }) paymentId!: string;
  @Field(() => ID, { description: 'The customer company.' }) companyId!: string;
  @Field(() => InvoiceParty, { description: 'The supplier (the site operator).' }) supplier!: InvoiceParty;
  @Field(() => InvoiceParty, { description: 'The customer.' }) customer!: InvoiceParty;
  @Field(() => String, { description: 'What was supplied.' }) description!: string;
  @Field(() => Int, {
    description: 'How many were supplied (VAT Regulations 1995, reg. 14): 1 for a lead place, a certificate or a top-up.',
  })
  quantity!: number;
  @Field(() => Int, { description: 'The price of one, before VAT, in pence.' }) unitPricePence!: number;
  @Field(() => Int, { description: 'Amount before VAT, in pence (positive on a credit note too: it is the amount credited).' })
  netPence!: number;
  @Field(() => Int, { description: 'VAT rate in percent (20: the standard rate).' }) vatRatePercent!: number;
  @Field(() => Int, { description: 'VAT, in pence.' }) vatPence!: number;
  @Field(() => Int, { description: 'Net plus VAT, in pence.' }) totalPence!: number;
  @Field(() => String, { description: 'ISO 4217: GBP.' }) currency!: string;
  @Field(() => ID, { nullable: true, description: 'For a credit note: the invoice it credits.' }) creditsInvoiceId?: string | null;
  @Field(() => String, { nullable: true, description: 'For a credit note: the number of the invoice it credits.' })
  creditsInvoiceNumber?: string | null;
  @Field(() => String, { nullable: true, description: 'For a credit note: why the payment was refunded.' }) reason?: string | null;
  @Field(() => Boolean, { description: 'False on a demonstration installation: the supplier details are placeholders.' })
  supplierConfigured!: boolean;
}

@ObjectType({ description: 'Invoices and credit notes, newest first, a page at a time.' })
export class InvoiceConnection extends Connection(Invoice, { one: 'invoice', many: 'invoices' }) {
  @Field(() => Int, { description: totalCountDescription('invoices') }) totalCount!: number;
}

@InputType({ description: 'Which invoices and credit notes to list.' })
export class InvoiceFilter {
  @Field(() => InvoiceKind, { nullable: true, description: 'Only this kind; both when left out.' }) kind?: InvoiceKind | null;
  @Field(() => Date, { nullable: true, description: 'Only those issued at or after this instant.' }) issuedFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only those issued before this instant.' }) issuedTo?: Date | null;
}

@ObjectType({ description: 'A link to an invoice PDF that works for a limited time.' })
export class InvoicePdfLink {
  @Field(() => String, { description: 'Path of the PDF on this site, with its signed token.' }) url!: string;
  @Field(() => Date, { description: 'When the link stops working.' }) expiresAt!: Date;
}

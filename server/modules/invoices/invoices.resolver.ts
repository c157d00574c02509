import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { adminInvoicesPage, companyInvoice, companyInvoicesPage, invoicesCsv, invoiceScreenLink } from './invoices.service';
import { InvoiceConnection, InvoiceFilter, InvoicePdfLink } from './invoices.types';

@Resolver()
export class InvoicesResolver {
  @Access('COMPANY', 'read')
  @Query(() => InvoiceConnection, { description: 'This company’s VAT invoices and credit notes, newest first.' })
  myInvoices(@Args(() => PageArgs) page: PageArgs, @CurrentCompany() company: Company): Promise<InvoiceConnection> {
    return companyInvoicesPage(company.id, page);
  }

  @Access('COMPANY', 'download_invoices')
  @Mutation(() => InvoicePdfLink, {
    description: 'A link to one of this company’s invoice or credit note PDFs, valid 10 minutes. Another company’s: FORBIDDEN.',
  })
  async myInvoicePdfLink(
    @Arg('id', () => ID, { description: 'Id of the invoice or credit note.' }) id: string,
    @CurrentCompany() company: Company,
  ): Promise<InvoicePdfLink> {
    await companyInvoice(id, company.id);
    return invoiceScreenLink(id);
  }

  @Access('ADMIN')
  @Query(() => InvoiceConnection, { description: 'Every invoice and credit note, newest first, a page at a time.' })
  adminInvoices(
    @Arg('filter', () => InvoiceFilter, { nullable: true, description: 'Kind and issue dates; everything when left out.' })
    filter: InvoiceFilter | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<InvoiceConnection> {
    return adminInvoicesPage(filter, page);
  }

  @Access('ADMIN')
  @Query(() => String, {
    description:
      'The accountant’s CSV of every invoice and credit note issued in [issuedFrom, issuedTo): invoices then credit notes in number order, credit notes negative.',
  })
  adminInvoicesCsv(
    @Arg('issuedFrom', () => Date, { description: 'Start of the period (inclusive).' }) issuedFrom: Date,
    @Arg('issuedTo', () => Date, { description: 'End of the period (exclusive).' }) issuedTo: Date,
  ): Promise<string> {
    return invoicesCsv(issuedFrom, issuedTo);
  }

  @Access('ADMIN')
  @Mutation(() => InvoicePdfLink, { description: 'A link to any invoice or credit note PDF, valid 10 minutes.' })
  adminInvoicePdfLink(@Arg('id', () => ID, { description: 'Id of the invoice or credit note.' }) id: string): Promise<InvoicePdfLink> {
    return invoiceScreenLink(id);
  }
}

import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { AdminCompany } from '../companies/adminCompanies.types';
import { companyLeadPurchases } from './payments.service';
import { Payment } from './payments.types';

/**
 * The payments this module owns, added to the companies module's type (a module extends a lower module's
 * type with its own field resolver: docs/decisions/0033-module-order-and-public-faces.md).
 */
@Resolver(() => AdminCompany)
export class CompanyPaymentsResolver {
  @Access('ADMIN')
  @FieldResolver(() => [Payment], { description: 'Its payments for lead places (every status), newest first, at most 50.' })
  leadPurchases(@Root() company: AdminCompany): Promise<Payment[]> {
    return companyLeadPurchases(company.id, 50);
  }
}

import { Arg, ID, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { companyPayment } from './payments.service';
import { Payment } from './payments.types';

@Resolver()
export class PaymentsResolver {
  @Access('COMPANY', 'read')
  @Query(() => Payment, {
    nullable: true,
    description:
      'One of this company’s payments, to follow a checkout until it is settled; null when there is none with this id. FORBIDDEN for another company’s.',
  })
  async myPayment(
    @Arg('id', () => ID, { description: 'The `paymentId` of `buyLead` or `startCertificationPayment`.' }) id: string,
    @CurrentCompany() company: Company,
  ): Promise<Payment | null> {
    return companyPayment(id, company.id);
  }
}

import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminPaymentFilter, PaymentConnection } from './adminPayments.types';
import { adminPaymentsPage, adminRefund } from './adminPayments.service';
import { Payment } from './payments.types';

@Resolver(() => Payment)
export class AdminPaymentsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The paying company’s name; null when it no longer exists.' })
  async companyName(@Root() payment: Payment, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    const company = await ctx.loaders.companies.load(payment.companyId);
    return (company?.name as string | undefined) ?? null;
  }

  @Access('ADMIN')
  @Query(() => PaymentConnection, { description: 'Every payment, newest first, a page at a time, with the total for the filter.' })
  adminPayments(
    @Arg('filter', () => AdminPaymentFilter, { nullable: true, description: 'Status and kind; every payment when left out.' })
    filter: AdminPaymentFilter | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<PaymentConnection> {
    return adminPaymentsPage(filter, page);
  }

  @Access('ADMIN')
  @Mutation(() => Payment, {
    description:
      'Gives a completed payment back in full through its provider and e-mails the company the reason. A payment already refunded is answered as it is; any other status answers CONFLICT.',
  })
  adminRefundPayment(
    @Arg('id', () => ID, { description: 'Id of the payment.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, 3 to 500 characters: kept with the payment and e-mailed to the company.' })
    reason: string,
  ): Promise<Payment> {
    return adminRefund(id, reason);
  }
}

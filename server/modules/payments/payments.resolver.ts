import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { companyPayment } from './payments.service';
import { Payment } from './payments.types';

@Resolver()
export class PaymentsResolver {
  @Authorized('COMPANY')
  @Query(() => Payment, { nullable: true, description: "Company: one of its own payments (a success page follows it until it is settled); another company's is refused" })
  async myPayment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Payment | null> {
    return companyPayment(id, (await ctx.viewer!.companyId())!);
  }
}

import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { TOP_UP_MAX_POUNDS, TOP_UP_MIN_POUNDS } from '../../../common/balance';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import type { GraphQLContext } from '../../platform/graphql/context';
import { CurrentCompany } from '../companies';
import { AdminCompany } from '../companies/adminCompanies.types';
import type { Company } from '../companies/companies.types';
import { balanceEntriesPage, companyBalance, startTopUp } from './balance.service';
import { BalanceEntryConnection, BalanceTopUpCheckout, CompanyBalance } from './balance.types';

@Resolver()
export class BalanceResolver {
  @Access('COMPANY', 'read', 'LEADS_BUY')
  @Query(() => CompanyBalance, { description: 'This company’s prepaid balance (zero until its first top-up).' })
  myBalance(@CurrentCompany() company: Company): Promise<CompanyBalance> {
    return companyBalance(company.id);
  }

  @Access('COMPANY', 'read')
  @Query(() => BalanceEntryConnection, {
    description: 'This company’s prepaid balance ledger, newest first: every top-up, lead bought from it and refund to it.',
  })
  myBalanceEntries(@Args(() => PageArgs) page: PageArgs, @CurrentCompany() company: Company): Promise<BalanceEntryConnection> {
    return balanceEntriesPage(company.id, page);
  }

  @Access('COMPANY', 'top_up_balance')
  @Mutation(() => BalanceTopUpCheckout, {
    description: `Starts buying prepaid lead credit: the amount plus VAT at 20%, charged now (the VAT invoice follows the payment). Send the browser to \`checkoutUrl\`; the credit is added when the payment succeeds. BAD_USER_INPUT outside £${TOP_UP_MIN_POUNDS}–£${TOP_UP_MAX_POUNDS}; FORBIDDEN with the reason for a role other than owner.`,
  })
  startBalanceTopUp(
    @Arg('pounds', () => Int, { description: `Whole pounds of credit, before VAT: ${TOP_UP_MIN_POUNDS} to ${TOP_UP_MAX_POUNDS}.` })
    pounds: number,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BalanceTopUpCheckout> {
    return startTopUp(company.id, pounds, { uid: ctx.viewer!.uid, email: ctx.viewer!.email });
  }
}

/** The balance added to the companies module's admin type (docs/decisions/0033-module-order-and-public-faces.md). */
@Resolver(() => AdminCompany)
export class AdminCompanyBalanceResolver {
  @Access('ADMIN')
  @FieldResolver(() => CompanyBalance, { description: 'Its prepaid balance.' })
  balance(@Root() company: AdminCompany): Promise<CompanyBalance> {
    return companyBalance(company.id);
  }

  @Access('ADMIN')
  @FieldResolver(() => BalanceEntryConnection, { description: 'Its prepaid balance ledger, newest first.' })
  balanceEntries(@Root() company: AdminCompany, @Args(() => PageArgs) page: PageArgs): Promise<BalanceEntryConnection> {
    return balanceEntriesPage(company.id, page);
  }
}

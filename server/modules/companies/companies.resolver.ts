import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { Company } from './companies.types';
import { viewerCompany } from './companies.service';

@Resolver()
export class CompaniesResolver {
  @Authorized('COMPANY')
  @Query(() => Company, { description: 'Company users: the company they sign in for (active companies only)' })
  myCompany(@Ctx() ctx: GraphQLContext): Promise<Company> {
    return viewerCompany(ctx);
  }
}

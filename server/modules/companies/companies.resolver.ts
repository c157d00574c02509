import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { services } from '../../platform/services';
import { requestPasswordReset, updateCompanyProfile } from './companies.service';
import type { GraphQLContext } from '../../platform/graphql/context';
import { Company, CompanyProfileInput } from './companies.types';
import { viewerCompany } from './companies.service';
import { QuoteCompany } from './companyDirectory.types';
import { findQuoteCompany } from './companyDirectory.repository';
import { companyRefOf } from '../../../common/singleCompanyRequest';

@Resolver()
export class CompaniesResolver {
  @Authorized('COMPANY')
  @Query(() => Company, { description: 'Company users: the company they sign in for (active companies only)' })
  myCompany(@Ctx() ctx: GraphQLContext): Promise<Company> {
    return viewerCompany(ctx);
  }

  @Authorized('COMPANY')
  @Mutation(() => Company, { description: "Company users: save the company's profile (contact, services, description, lead alerts)" })
  updateMyCompanyProfile(@Arg('input', () => CompanyProfileInput) input: CompanyProfileInput, @Ctx() ctx: GraphQLContext): Promise<Company> {
    return updateCompanyProfile(ctx, input);
  }

  @Query(() => QuoteCompany, {
    nullable: true,
    description: 'Public: the company a single-company quote request would go to, by slug or id (the `company` of /contact/single-company); null when there is none',
  })
  quoteCompany(@Arg('company', () => String) company: string): Promise<QuoteCompany | null> {
    const ref = companyRefOf(company);
    return ref ? findQuoteCompany(ref) : Promise.resolve(null);
  }

  @Mutation(() => Boolean, {
    description: 'Public: e-mails a company user a link to choose a new password. Always true: the answer never says whether the address has an account',
  })
  async requestCompanyPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const { auth, siteUrl, config } = services();
    await requestPasswordReset(email, ctx.request.ip, { auth, siteUrl: siteUrl ?? config.publicUrl });
    return true;
  }
}

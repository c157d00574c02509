import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { CurrentCompany } from './currentCompany';
import { Access } from '../../platform/graphql/access';
import { services, siteUrl } from '../../platform/services';
import { requestPasswordReset, setCompanyVatRegistration, submitCompanyAbout, updateCompanyProfile } from './companies.service';
import type { GraphQLContext } from '../../platform/graphql/context';
import { Company, CompanyProfileInput, CompanyVetting } from './companies.types';
import { companyVetting } from './vetting.service';
import { AdminCompany } from './adminCompanies.types';
import type { StoredAdminCompany } from './companies.repository';
import { QuoteCompany } from './companyDirectory.types';
import { findQuoteCompany } from './companyDirectory.repository';
import { companyRefOf } from '../../../common/singleCompanyRequest';

@Resolver()
export class CompaniesResolver {
  @Access('COMPANY', 'read')
  @Query(() => Company, { description: 'The company the signed-in user acts for.' })
  myCompany(@CurrentCompany() company: Company): Company {
    return company;
  }

  @Access('COMPANY', 'edit_profile')
  @Mutation(() => Company, {
    description:
      'Saves the company’s profile: contact, website, services and lead alerts (the about text goes through submitMyCompanyAbout). BAD_USER_INPUT with field errors for mistakes.',
  })
  updateMyCompanyProfile(
    @Arg('input', () => CompanyProfileInput, { description: 'The whole editable profile.' }) input: CompanyProfileInput,
    @CurrentCompany() company: Company,
  ): Promise<Company> {
    return updateCompanyProfile(company, input);
  }

  @Access('COMPANY', 'edit_profile')
  @Mutation(() => Company, {
    description:
      'Records whether the company is registered for VAT, which sets the VAT on every quote it sends from now on (quotes already sent keep theirs). Until it is recorded, quotes are refused.',
  })
  setMyCompanyVatRegistration(
    @Arg('vatRegistered', () => Boolean, { description: 'True when the company is registered for VAT.' }) vatRegistered: boolean,
    @CurrentCompany() company: Company,
  ): Promise<Company> {
    return setCompanyVatRegistration(company, vatRegistered);
  }

  @Access('COMPANY', 'edit_profile')
  @Mutation(() => Company, {
    description:
      'Sends the company’s about text for checking: an administrator approves it before the public profile shows it (until then the profile keeps its last approved text). A text sent while another waits replaces it. BAD_USER_INPUT on `text` for mistakes.',
  })
  submitMyCompanyAbout(
    @Arg('text', () => String, { description: 'Plain text, 30–1,500 characters: what the company does, where and how.' }) text: string,
    @CurrentCompany() company: Company,
  ): Promise<Company> {
    return submitCompanyAbout(company, text);
  }

  @Access('PUBLIC')
  @Query(() => QuoteCompany, {
    nullable: true,
    description:
      'The company a single-company quote request would go to, by slug or id (the `company` of /contact/single-company); null when there is none. No contact details.',
  })
  quoteCompany(
    @Arg('company', () => String, { description: 'The company’s slug or document id.' }) company: string,
  ): Promise<QuoteCompany | null> {
    const ref = companyRefOf(company);
    return ref ? findQuoteCompany(ref) : Promise.resolve(null);
  }

  @Access('PUBLIC')
  @Mutation(() => Boolean, {
    description:
      'E-mails a company user a link to choose a new password. Always true: the answer never says whether the address has an account. RATE_LIMITED after 3 per address or 10 per IP address in an hour.',
  })
  async requestCompanyPasswordReset(
    @Arg('email', () => String, { description: 'The company account’s e-mail address.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    const { auth } = services();
    await requestPasswordReset(email, ctx.request.ip, { auth, siteUrl: siteUrl() });
    return true;
  }
}

@Resolver(() => Company)
export class CompanyVettingResolver {
  @Access('COMPANY', 'read')
  @FieldResolver(() => CompanyVetting, {
    description: 'Whether the company may buy leads today, what an administrator has checked and what is missing or lapsed.',
  })
  vetting(@Root() company: Company): Promise<CompanyVetting> {
    return companyVetting(company);
  }
}

@Resolver(() => AdminCompany)
export class AdminCompanyVettingResolver {
  @Access('ADMIN')
  @FieldResolver(() => CompanyVetting, {
    description: 'Whether the company may buy leads today, what was checked and what is missing or lapsed.',
  })
  vetting(@Root() company: StoredAdminCompany): Promise<CompanyVetting> {
    return companyVetting(company);
  }
}

import { Arg, Args, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { services, siteUrl } from '../../platform/services';
import {
  adminCompaniesPage,
  adminCompany,
  approveCompanyAbout,
  companyUsers,
  rejectCompanyAbout,
  resendSetPasswordLink,
  setCompanyStatus,
  updateCompany,
} from './adminCompanies.service';
import { AdminCompany, AdminCompanyConnection, AdminCompanyFilter, AdminCompanyInput, CompanyUser } from './adminCompanies.types';
import { CompanyStatus } from './companies.types';

@Resolver(() => AdminCompany)
export class AdminCompaniesResolver {
  @Access('ADMIN')
  @Query(() => AdminCompanyConnection, { description: 'Every company in name order, a page at a time, with the total for the filter.' })
  adminCompanies(
    @Arg('filter', () => AdminCompanyFilter, {
      nullable: true,
      description: 'Status, region, certification and name; every company when left out.',
    })
    filter: AdminCompanyFilter | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminCompanyConnection> {
    return adminCompaniesPage(filter, page);
  }

  @Access('ADMIN')
  @Query(() => AdminCompany, {
    nullable: true,
    description: 'One company with every stored field and its history; null when there is none.',
  })
  adminCompany(@Arg('id', () => ID, { description: 'Id of the company.' }) id: string): Promise<AdminCompany | null> {
    return adminCompany(id);
  }

  @Access('ADMIN')
  @FieldResolver(() => [CompanyUser], { description: 'The accounts that sign in for it, by e-mail address.' })
  users(@Root() company: AdminCompany): Promise<CompanyUser[]> {
    return companyUsers(company, services().auth);
  }

  @Access('ADMIN')
  @Mutation(() => AdminCompany, {
    description:
      'Saves a company’s contact details, address, regions, services, description and lead alerts (who and when go into its history). BAD_USER_INPUT with field errors for mistakes, nothing saved; a company changed since `expectedUpdatedAt` answers CONFLICT.',
  })
  updateCompany(
    @Arg('id', () => ID, { description: 'Id of the company.' }) id: string,
    @Arg('input', () => AdminCompanyInput, { description: 'Every editable field.' }) input: AdminCompanyInput,
    @Arg('expectedUpdatedAt', () => Date, { description: 'Its `updatedAt` as loaded.' }) expectedUpdatedAt: Date,
    @AdminActor() by: string,
  ): Promise<AdminCompany> {
    return updateCompany(id, input, expectedUpdatedAt, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminCompany, {
    description:
      'Suspends a company (hidden, no leads, its users get FORBIDDEN) or reinstates it, and e-mails it why. The reason goes into its history. A company changed since `expectedUpdatedAt` answers CONFLICT; one already in that status is answered as it is.',
  })
  setCompanyStatus(
    @Arg('id', () => ID, { description: 'Id of the company.' }) id: string,
    @Arg('status', () => CompanyStatus, { description: 'The new status.' }) status: CompanyStatus,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why, up to 500 characters: required (3 or more) to suspend, optional to reinstate. E-mailed to the company.',
    })
    reason: string | null,
    @Arg('expectedUpdatedAt', () => Date, { description: 'Its `updatedAt` as loaded.' }) expectedUpdatedAt: Date,
    @AdminActor() by: string,
  ): Promise<AdminCompany> {
    return setCompanyStatus(id, status, reason ?? null, expectedUpdatedAt, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminCompany, {
    description:
      'Publishes the about text the company sent for checking (`aboutSubmission`) on its profile and the location pages, at once. CONFLICT when none waits or the company changed since `expectedUpdatedAt` (for example it sent another text).',
  })
  approveCompanyAbout(
    @Arg('id', () => ID, { description: 'Id of the company.' }) id: string,
    @Arg('expectedUpdatedAt', () => Date, { description: 'Its `updatedAt` as loaded, with the text you read.' }) expectedUpdatedAt: Date,
    @AdminActor() by: string,
  ): Promise<AdminCompany> {
    return approveCompanyAbout(id, expectedUpdatedAt, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminCompany, {
    description:
      'Does not publish the about text the company sent; the company sees the reason on its profile screen and is e-mailed it. The published text stays. CONFLICT as for approveCompanyAbout.',
  })
  rejectCompanyAbout(
    @Arg('id', () => ID, { description: 'Id of the company.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, 3–500 characters, written for the company.' }) reason: string,
    @Arg('expectedUpdatedAt', () => Date, { description: 'Its `updatedAt` as loaded, with the text you read.' }) expectedUpdatedAt: Date,
    @AdminActor() by: string,
  ): Promise<AdminCompany> {
    return rejectCompanyAbout(id, reason, expectedUpdatedAt, by);
  }

  @Access('ADMIN')
  @Mutation(() => Boolean, {
    description:
      'E-mails one of the company’s users a new link to choose a password (valid one hour). BAD_USER_INPUT on `userEmail` when the address is not one of its users.',
  })
  resendCompanySetPasswordLink(
    @Arg('companyId', () => ID, { description: 'Id of the company.' }) companyId: string,
    @Arg('userEmail', () => String, { description: 'The user’s sign-in address, one of the company’s users.' }) userEmail: string,
  ): Promise<boolean> {
    return resendSetPasswordLink(companyId, userEmail, { auth: services().auth, siteUrl: siteUrl() });
  }
}

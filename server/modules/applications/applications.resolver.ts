import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import type { GraphQLContext } from '../../platform/graphql/context';
import { CurrentUser, type Viewer } from '../../platform/graphql/currentUser';
import { services, siteUrl } from '../../platform/services';
import { PublicFormArgs, SUBMISSION_ERRORS, SubmissionReceipt } from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import {
  Application,
  ApplicationConnection,
  ApplicationInput,
  ApplicationStatus,
  CompaniesHouseCheckInput,
  ReviewDecision,
} from './applications.types';
import { adminApplication, adminApplicationsPage, reviewApplication, submitApplication } from './applications.service';

@Resolver()
export class ApplicationsResolver {
  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, {
    description: `A removal company applies to join the marketplace; it is e-mailed a confirmation and the administrators an alert. ${SUBMISSION_ERRORS}`,
  })
  submitApplication(
    @Arg('input', () => ApplicationInput, { description: 'The application form.' }) input: ApplicationInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitApplication(input, submissionMeta(form, ctx.request.ip), publicFormOptions());
  }

  @Access('ADMIN')
  @Query(() => ApplicationConnection, { description: 'Company applications, newest first, with the total for the filter.' })
  applications(
    @Arg('status', () => ApplicationStatus, { nullable: true, description: 'Only applications in this status; all when left out.' })
    status: ApplicationStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ApplicationConnection> {
    return adminApplicationsPage(status, page);
  }

  @Access('ADMIN')
  @Query(() => Application, { nullable: true, description: 'One application; null when there is none with this id.' })
  application(
    @Arg('id', () => ID, { description: 'Document id of the application (`Application.id`).' }) id: string,
  ): Promise<Application | null> {
    return adminApplication(id);
  }

  @Access('ADMIN')
  @Mutation(() => Application, {
    description:
      'Approves an application (creates the company and its sign-in, e-mails a set-password link), rejects it (the note is e-mailed) or marks it under review. NOT_FOUND for an unknown id; BAD_USER_INPUT on `note` to REJECT without one, and on `companiesHouseCheck` to APPROVE without every confirmation and the directors; CONFLICT when the e-mail already signs in as an administrator or for another company, or a decision no longer applies.',
  })
  reviewApplication(
    @Arg('id', () => ID, { description: 'Document id of the application.' }) id: string,
    @Arg('decision', () => ReviewDecision, { description: 'APPROVE, REJECT or UNDER_REVIEW.' }) decision: ReviewDecision,
    @Arg('note', () => String, {
      nullable: true,
      description: 'The reason (required to REJECT, e-mailed to the applicant) or a note for the record; up to 2,000 characters.',
    })
    note: string | null,
    @Arg('companiesHouseCheck', () => CompaniesHouseCheckInput, {
      nullable: true,
      description: 'Required to APPROVE an application not yet approved: what the administrator confirmed on the register.',
    })
    companiesHouseCheck: CompaniesHouseCheckInput | null,
    @CurrentUser() reviewer: Viewer,
  ): Promise<Application> {
    const { auth } = services();
    return reviewApplication(
      { id, decision, note, companiesHouseCheck },
      { uid: reviewer.uid, email: reviewer.email },
      { auth, siteUrl: siteUrl() },
    );
  }
}

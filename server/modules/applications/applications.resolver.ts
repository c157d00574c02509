import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { BotCheckInput, SubmissionReceipt, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { Application, ApplicationConnection, ApplicationInput, ApplicationStatus, ReviewDecision } from './applications.types';
import { adminApplication, adminApplicationsPage, reviewApplication, submitApplication } from './applications.service';

@Resolver()
export class ApplicationsResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public: a removal company applies to join' })
  submitApplication(
    @Arg('input', () => ApplicationInput) input: ApplicationInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitApplication(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Authorized('ADMIN')
  @Query(() => ApplicationConnection, { description: 'Admin: company applications, newest first, with the total count' })
  applications(
    @Arg('status', () => ApplicationStatus, { nullable: true }) status: ApplicationStatus | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<ApplicationConnection> {
    return adminApplicationsPage({ status, first });
  }

  @Authorized('ADMIN')
  @Query(() => Application, { nullable: true, description: 'Admin: one application; null when there is none' })
  application(@Arg('id', () => ID) id: string): Promise<Application | null> {
    return adminApplication(id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Application, {
    description: 'Admin: approve (creates the company and its account, e-mails a set-password link), reject (with a reason) or mark under review',
  })
  reviewApplication(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => ReviewDecision) decision: ReviewDecision,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Application> {
    const { auth, siteUrl, config } = services();
    return reviewApplication({ id, decision, note }, { uid: ctx.viewer!.uid, email: ctx.viewer!.email }, { auth, siteUrl: siteUrl ?? config.publicUrl });
  }
}

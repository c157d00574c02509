import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { BotCheckInput, SUBMISSION_ARGUMENTS, SUBMISSION_ERRORS, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { SubmissionReceipt } from '../../platform/submissions/submission.types';
import { CallbackInput, ContactInquiryInput, RicsSurveyInput } from './enquiries.types';
import { requestCallback, requestRicsSurvey, submitContactInquiry } from './enquiries.service';

@Resolver()
export class EnquiriesResolver {
  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, { description: `Asks us to call back at a preferred time of day. ${SUBMISSION_ERRORS}` })
  requestCallback(
    @Arg('input', () => CallbackInput, { description: 'The call-back form.' }) input: CallbackInput,
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source })
    source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return requestCallback(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, { description: `Sends a message through the contact page. ${SUBMISSION_ERRORS}` })
  submitContactInquiry(
    @Arg('input', () => ContactInquiryInput, { description: 'The contact form.' }) input: ContactInquiryInput,
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source })
    source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitContactInquiry(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, { description: `Asks for a RICS survey or a specialist spray foam inspection. ${SUBMISSION_ERRORS}` })
  requestRicsSurvey(
    @Arg('input', () => RicsSurveyInput, { description: 'The survey form.' }) input: RicsSurveyInput,
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source })
    source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return requestRicsSurvey(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }
}

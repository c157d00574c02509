import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { BotCheckInput, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { CallbackInput, ContactInquiryInput, RicsSurveyInput, SubmissionReceipt } from './enquiries.types';
import { requestCallback, requestRicsSurvey, submitContactInquiry } from './enquiries.service';

@Resolver()
export class EnquiriesResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public: ask us to call back' })
  requestCallback(
    @Arg('input', () => CallbackInput) input: CallbackInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return requestCallback(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Mutation(() => SubmissionReceipt, { description: 'Public: a message through the contact page' })
  submitContactInquiry(
    @Arg('input', () => ContactInquiryInput) input: ContactInquiryInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitContactInquiry(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Mutation(() => SubmissionReceipt, { description: 'Public: request a RICS survey or specialist spray foam inspection' })
  requestRicsSurvey(
    @Arg('input', () => RicsSurveyInput) input: RicsSurveyInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return requestRicsSurvey(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }
}

import { Arg, Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { PublicFormArgs, SUBMISSION_ERRORS, SubmissionReceipt } from '../../platform/submissions/submission.types';
import { CallbackInput, ContactInquiryInput, RicsSurveyInput } from './enquiries.types';
import { requestCallback, requestRicsSurvey, submitContactInquiry } from './enquiries.service';

@Resolver()
export class EnquiriesResolver {
  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, { description: `Asks us to call back at a preferred time of day. ${SUBMISSION_ERRORS}` })
  requestCallback(
    @Arg('input', () => CallbackInput, { description: 'The call-back form.' }) input: CallbackInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return requestCallback(input, submissionMeta(form, ctx.request.ip), publicFormOptions());
  }

  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, { description: `Sends a message through the contact page. ${SUBMISSION_ERRORS}` })
  submitContactInquiry(
    @Arg('input', () => ContactInquiryInput, { description: 'The contact form.' }) input: ContactInquiryInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitContactInquiry(input, submissionMeta(form, ctx.request.ip), publicFormOptions());
  }

  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, { description: `Asks for a RICS survey or a specialist spray foam inspection. ${SUBMISSION_ERRORS}` })
  requestRicsSurvey(
    @Arg('input', () => RicsSurveyInput, { description: 'The survey form.' }) input: RicsSurveyInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return requestRicsSurvey(input, submissionMeta(form, ctx.request.ip), publicFormOptions());
  }
}

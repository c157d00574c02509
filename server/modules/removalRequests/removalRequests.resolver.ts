import { Arg, Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { PublicFormArgs, SUBMISSION_ERRORS } from '../../platform/submissions/submission.types';
import { RemovalRequestInput, RemovalRequestReceipt } from './removalRequests.types';
import { publicRequestOptions, submitRemovalRequest } from './removalRequests.service';

@Resolver()
export class RemovalRequestsResolver {
  @Access('PUBLIC')
  @Mutation(() => RemovalRequestReceipt, {
    description: `A homeowner asks for removal quotes. The request is stored, with its lead and e-mails, before the answer; the receipt carries the reference (e.g. SFR-000123) and the estimate in pence. A single-company request naming a company that is unknown, suspended or does not serve the postcode: BAD_USER_INPUT on targetCompanyId or property.postcode. ${SUBMISSION_ERRORS}`,
  })
  submitRemovalRequest(
    @Arg('input', () => RemovalRequestInput, { description: 'The quote form.' }) input: RemovalRequestInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RemovalRequestReceipt> {
    return submitRemovalRequest(input, submissionMeta(form, ctx.request.ip), publicRequestOptions());
  }
}

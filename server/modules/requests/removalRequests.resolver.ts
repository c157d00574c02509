import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { BotCheckInput, SUBMISSION_ARGUMENTS, SUBMISSION_ERRORS, SubmissionSourceInput } from '../../platform/submissions/submission.types';
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
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source })
    source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RemovalRequestReceipt> {
    return submitRemovalRequest(input, { idempotencyKey, source, botSignals: botCheck, ip: ctx.request.ip }, publicRequestOptions());
  }
}

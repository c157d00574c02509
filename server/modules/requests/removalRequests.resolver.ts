import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { BotCheckInput, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { RemovalRequestInput, RemovalRequestReceipt } from './removalRequests.types';
import { submitRemovalRequest } from './removalRequests.service';

@Resolver()
export class RemovalRequestsResolver {
  @Mutation(() => RemovalRequestReceipt, {
    description: 'Public: a homeowner asks for removal quotes. Stored durably before it answers; a repeated idempotency key returns the original receipt.',
  })
  submitRemovalRequest(
    @Arg('input', () => RemovalRequestInput) input: RemovalRequestInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RemovalRequestReceipt> {
    const { config } = services();
    return submitRemovalRequest(
      input,
      { idempotencyKey, source, botSignals: botCheck, ip: ctx.request.ip },
      { autoPublish: config.leadAutoPublish, policy: config.submissions, notify: { adminAlertEmails: config.mail.adminAlertEmails } },
    );
  }
}

import { Arg, Mutation, Resolver } from 'type-graphql';
import { services } from '../../platform/services';
import { RemovalRequestInput, RemovalRequestReceipt, SubmissionSourceInput } from './removalRequests.types';
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
  ): Promise<RemovalRequestReceipt> {
    const { config } = services();
    return submitRemovalRequest(
      input,
      { idempotencyKey, source },
      { autoPublish: config.leadAutoPublish, notify: { adminAlertEmails: config.mail.adminAlertEmails } },
    );
  }
}

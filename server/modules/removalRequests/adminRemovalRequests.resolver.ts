import { Arg, ID, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { AdminActor } from '../../platform/graphql/currentUser';
import { services } from '../../platform/services';
import { SUBMISSION_ARGUMENTS } from '../../platform/submissions/submission.types';
import { RemovalRequestInput } from './removalRequests.types';
import { AdminRemovalRequestReceipt } from './adminRemovalRequests.types';
import { createRemovalRequestByAdmin } from './adminRemovalRequests.service';

@Resolver()
export class AdminRemovalRequestsResolver {
  @Access('ADMIN')
  @Mutation(() => AdminRemovalRequestReceipt, {
    description:
      'An administrator enters a homeowner’s request (taken by phone), or converts a call-back: validated like the public quote form (BAD_USER_INPUT with one error per field, nothing stored) and stored the same way, with a lead of origin `manual` (or `callback`) whose history records who created it. With `callbackId`, the call-back becomes CONVERTED with the lead, in the same transaction; a call-back converted already or changed since `callbackExpectedUpdatedAt` answers CONFLICT. The same idempotency key twice creates one lead.',
  })
  createRemovalRequestByAdmin(
    @Arg('input', () => RemovalRequestInput, { description: 'The request, as the quote form asks it.' }) input: RemovalRequestInput,
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('publishNow', () => Boolean, {
      nullable: true,
      description: 'Put the lead on the marketplace now; left out or false: as LEAD_AUTO_PUBLISH decides for public requests.',
    })
    publishNow: boolean | null,
    @Arg('callbackId', () => ID, { nullable: true, description: 'The call-back this request converts into a lead.' })
    callbackId: string | null,
    @Arg('callbackExpectedUpdatedAt', () => Date, {
      nullable: true,
      description: 'The call-back’s `updatedAt` as loaded; left out: no check.',
    })
    callbackExpectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminRemovalRequestReceipt> {
    const { config } = services();
    return createRemovalRequestByAdmin(input, idempotencyKey, {
      by,
      autoPublish: config.leadAutoPublish,
      publishNow: publishNow ?? false,
      callback: callbackId ? { id: callbackId, expectedUpdatedAt: callbackExpectedUpdatedAt ?? null } : null,
    });
  }
}

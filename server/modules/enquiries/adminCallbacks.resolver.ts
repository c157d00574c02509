import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { adminCallback, adminCallbacksPage, setCallbackStatus } from './adminCallbacks.service';
import { Callback, CallbackConnection, CallbackStatus } from './adminEnquiries.types';

@Resolver()
export class AdminCallbacksResolver {
  @Access('ADMIN')
  @Query(() => CallbackConnection, { description: 'Call-back requests, newest first, with the total for the filter.' })
  adminCallbacks(
    @Arg('status', () => CallbackStatus, { nullable: true, description: 'Only call-backs in this status; all when left out.' })
    status: CallbackStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<CallbackConnection> {
    return adminCallbacksPage(status ?? null, page);
  }

  @Access('ADMIN')
  @Query(() => Callback, { nullable: true, description: 'One call-back (e.g. to prefill the lead it becomes); null when there is none.' })
  adminCallback(@Arg('id', () => ID, { description: 'Id of the call-back.' }) id: string): Promise<Callback | null> {
    return adminCallback(id);
  }

  @Access('ADMIN')
  @Mutation(() => Callback, {
    description:
      'Records the outcome of a call (who and when go into its history). A call-back changed since `expectedUpdatedAt` answers CONFLICT.',
  })
  setCallbackStatus(
    @Arg('id', () => ID, { description: 'Id of the call-back.' }) id: string,
    @Arg('status', () => CallbackStatus, { description: 'The new status.' }) status: CallbackStatus,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' })
    expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<Callback> {
    return setCallbackStatus(id, status, expectedUpdatedAt ?? null, by);
  }
}

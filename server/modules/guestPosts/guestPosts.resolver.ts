import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { CurrentUser, type Viewer } from '../../platform/graphql/currentUser';
import {
  BotCheckInput,
  SUBMISSION_ARGUMENTS,
  SUBMISSION_ERRORS,
  SubmissionReceipt,
  SubmissionSourceInput,
} from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { GuestPost, GuestPostConnection, GuestPostDecision, GuestPostInput, GuestPostReview } from './guestPosts.types';
import { publishedGuestPost, publishedGuestPosts, reviewGuestPost, submitGuestPost } from './guestPosts.service';

@Resolver()
export class GuestPostsResolver {
  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, {
    description: `Sends a guest post for review; the author is told it is under review. ${SUBMISSION_ERRORS}`,
  })
  submitGuestPost(
    @Arg('input', () => GuestPostInput, { description: 'The article and its author.' }) input: GuestPostInput,
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source })
    source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitGuestPost(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Access('PUBLIC')
  @Query(() => GuestPost, { nullable: true, description: 'The published guest post with this slug; null when there is none.' })
  guestPost(
    @Arg('slug', () => String, { description: 'The post’s slug, from /guest-posts/{slug}.' }) slug: string,
  ): Promise<GuestPost | null> {
    return publishedGuestPost(slug);
  }

  @Access('PUBLIC')
  @Query(() => GuestPostConnection, { description: 'Published guest posts, newest first.' })
  guestPosts(@Args(() => PageArgs) page: PageArgs): Promise<GuestPostConnection> {
    return publishedGuestPosts(page);
  }

  @Access('ADMIN')
  @Mutation(() => GuestPostReview, {
    description:
      'Approves, rejects or publishes a guest post. NOT_FOUND for an unknown id; CONFLICT when the decision does not apply to its status; BAD_USER_INPUT on `note` over 1,000 characters.',
  })
  reviewGuestPost(
    @Arg('id', () => ID, { description: 'Document id of the guest post.' }) id: string,
    @Arg('decision', () => GuestPostDecision, { description: 'APPROVE, REJECT or PUBLISH.' }) decision: GuestPostDecision,
    @Arg('note', () => String, { nullable: true, description: 'A note for the record, up to 1,000 characters.' }) note: string | null,
    @CurrentUser() reviewer: Viewer,
  ): Promise<GuestPostReview> {
    return reviewGuestPost(id, decision, note, reviewer.uid);
  }
}

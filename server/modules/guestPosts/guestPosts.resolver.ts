import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { BotCheckInput, SubmissionReceipt, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import { GuestPost, GuestPostDecision, GuestPostInput, GuestPostReview } from './guestPosts.types';
import { publishedGuestPost, publishedGuestPosts, reviewGuestPost, submitGuestPost } from './guestPosts.service';

@Resolver()
export class GuestPostsResolver {
  @Mutation(() => SubmissionReceipt, { description: 'Public: send a guest post for review' })
  submitGuestPost(
    @Arg('input', () => GuestPostInput) input: GuestPostInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitGuestPost(input, submissionMeta(idempotencyKey, source, botCheck, ctx.request.ip), publicFormOptions());
  }

  @Query(() => GuestPost, { nullable: true, description: 'Public: the published guest post with this slug, or null' })
  guestPost(@Arg('slug', () => String) slug: string): Promise<GuestPost | null> {
    return publishedGuestPost(slug);
  }

  @Query(() => [GuestPost], { description: 'Public: the most recently published guest posts, newest first' })
  guestPosts(): Promise<GuestPost[]> {
    return publishedGuestPosts();
  }

  @Authorized('ADMIN')
  @Mutation(() => GuestPostReview, { description: 'Admin: approve, reject or publish a guest post' })
  reviewGuestPost(
    @Arg('id', () => ID) id: string,
    @Arg('decision', () => GuestPostDecision) decision: GuestPostDecision,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GuestPostReview> {
    return reviewGuestPost(id, decision, note, ctx.viewer?.uid ?? null);
  }
}

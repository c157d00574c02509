import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { AdminActor } from '../../platform/graphql/currentUser';
import { PublicFormArgs, SUBMISSION_ERRORS, SubmissionReceipt } from '../../platform/submissions/submission.types';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { publicFormOptions } from '../../platform/submissions/formOptions';
import {
  AdminGuestPost,
  AdminGuestPostConnection,
  GuestPost,
  GuestPostConnection,
  GuestPostDecision,
  GuestPostInput,
  GuestPostReview,
  GuestPostStatus,
} from './guestPosts.types';
import {
  adminGuestPostById,
  adminGuestPostsPage,
  editGuestPost,
  publishedGuestPost,
  publishedGuestPosts,
  reviewGuestPost,
  submitGuestPost,
} from './guestPosts.service';

@Resolver()
export class GuestPostsResolver {
  @Access('PUBLIC')
  @Mutation(() => SubmissionReceipt, {
    description: `Sends a guest post for review; the author is told it is under review. ${SUBMISSION_ERRORS}`,
  })
  submitGuestPost(
    @Arg('input', () => GuestPostInput, { description: 'The article and its author.' }) input: GuestPostInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubmissionReceipt> {
    return submitGuestPost(input, submissionMeta(form, ctx.request.ip), publicFormOptions());
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
      'Approves, rejects (the reason, required in `note`, is e-mailed to the author), publishes (the author is e-mailed) or unpublishes a guest post; the decision joins its history. NOT_FOUND for an unknown id; CONFLICT when the decision does not apply to its status or the post changed since `expectedUpdatedAt`; BAD_USER_INPUT on a missing reason or a `note` over 1,000 characters.',
  })
  reviewGuestPost(
    @Arg('id', () => ID, { description: 'Document id of the guest post.' }) id: string,
    @Arg('decision', () => GuestPostDecision, { description: 'APPROVE, REJECT, PUBLISH or UNPUBLISH.' }) decision: GuestPostDecision,
    @Arg('note', () => String, {
      nullable: true,
      description: 'A note for the record, up to 1,000 characters; the reason, required, for REJECT.',
    })
    note: string | null,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' })
    expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<GuestPostReview> {
    return reviewGuestPost(id, decision, note, by, expectedUpdatedAt ?? null);
  }

  @Access('ADMIN')
  @Query(() => AdminGuestPostConnection, { description: 'Guest posts in any status, newest first, with the total for the filter.' })
  adminGuestPosts(
    @Arg('status', () => GuestPostStatus, { nullable: true, description: 'Only guest posts in this status; all when left out.' })
    status: GuestPostStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminGuestPostConnection> {
    return adminGuestPostsPage(status ?? null, page);
  }

  @Access('ADMIN')
  @Query(() => AdminGuestPost, { nullable: true, description: 'One guest post in any status; null when there is none.' })
  adminGuestPost(@Arg('id', () => ID, { description: 'Document id of the guest post.' }) id: string): Promise<AdminGuestPost | null> {
    return adminGuestPostById(id);
  }

  @Access('ADMIN')
  @Mutation(() => AdminGuestPost, {
    description:
      'An editor changes the title and body of a guest post that is not published (who and when go into its history). BAD_USER_INPUT with field errors; CONFLICT when it is published or changed since `expectedUpdatedAt`.',
  })
  editGuestPost(
    @Arg('id', () => ID, { description: 'Document id of the guest post.' }) id: string,
    @Arg('title', () => String, { description: 'Title, 10–150 characters.' }) title: string,
    @Arg('bodyMarkdown', () => String, { description: 'The article in Markdown, 300–20,000 characters.' }) bodyMarkdown: string,
    @Arg('expectedUpdatedAt', () => Date, { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' })
    expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminGuestPost> {
    return editGuestPost(id, title, bodyMarkdown, expectedUpdatedAt ?? null, by);
  }
}

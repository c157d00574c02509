import { Arg, Args, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { PublicationStatus } from './content.types';
import { AdminPost, AdminPostConnection, PostOption, PostInput, PostRevision } from './adminPosts.types';
import {
  adminPost,
  adminPostRevisions,
  adminPostsPage,
  postAuthorOptions,
  postCategoryOptions,
  previewPostHtml,
  publishPost,
  restorePostRevision,
  savePost,
  schedulePost,
  unpublishPost,
} from './adminPosts.service';

const expectedUpdatedAtOptions = { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' } as const;

@Resolver(() => AdminPost)
export class AdminPostsResolver {
  @Access('ADMIN')
  @Query(() => AdminPostConnection, { description: 'Posts in every status, most recently changed first, with the total for the filter.' })
  adminPosts(
    @Arg('status', () => PublicationStatus, { nullable: true, description: 'Only posts in this status.' }) status: PublicationStatus | null,
    @Arg('category', () => String, { nullable: true, description: 'Only posts of this category slug.' }) category: string | null,
    @Arg('authorSlug', () => String, { nullable: true, description: 'Only posts by this author slug.' }) authorSlug: string | null,
    @Arg('search', () => String, { nullable: true, description: 'One word of the title, or a whole slug.' }) search: string | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AdminPostConnection> {
    return adminPostsPage({ status: status ?? null, category: category ?? null, authorSlug: authorSlug ?? null, search: search ?? null }, page);
  }

  @Access('ADMIN')
  @Query(() => AdminPost, { nullable: true, description: 'One post in any status; null when there is none.' })
  adminPost(@Arg('id', () => ID, { description: 'Id of the post.' }) id: string): Promise<AdminPost | null> {
    return adminPost(id);
  }

  @Access('ADMIN')
  @Query(() => [PostOption], { description: 'The authors a post can name (those on the site), real ones first, then by name.' })
  postAuthorOptions(): Promise<PostOption[]> {
    return postAuthorOptions();
  }

  @Access('ADMIN')
  @Query(() => [PostOption], { description: 'Every blog category a post can have, in the blog’s order.' })
  postCategoryOptions(): PostOption[] {
    return postCategoryOptions();
  }

  @Access('ADMIN')
  @Query(() => String, { description: 'The HTML the public post page would show for this Markdown (the same renderer), for the editor’s preview.' })
  previewPostHtml(@Arg('markdown', () => String, { description: 'The body in Markdown.' }) markdown: string): string {
    return previewPostHtml(markdown);
  }

  @FieldResolver(() => [PostRevision], { description: 'Saved versions of its content, newest first (the last 50).' })
  revisions(@Root() post: AdminPost): Promise<PostRevision[]> {
    return adminPostRevisions(post.id);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, {
    description:
      'Creates a draft (no `id`) or saves a post’s content, storing a revision. A published post stays published (its pages refresh; a changed slug keeps a 301 from the old one). Changed since `expectedUpdatedAt`: CONFLICT.',
  })
  savePost(
    @Arg('id', () => ID, { nullable: true, description: 'Id of the post; left out: a new draft.' }) id: string | null,
    @Arg('input', () => PostInput, { description: 'The content.' }) input: PostInput,
    @Arg('expectedUpdatedAt', () => Date, expectedUpdatedAtOptions) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminPost> {
    return savePost(id ?? null, input, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, { description: 'Saves a revision’s content as the post’s content (itself a new revision).' })
  restorePostRevision(
    @Arg('id', () => ID, { description: 'Id of the post.' }) id: string,
    @Arg('revisionId', () => ID, { description: 'Id of the revision.' }) revisionId: string,
    @Arg('expectedUpdatedAt', () => Date, expectedUpdatedAtOptions) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminPost> {
    return restorePostRevision(id, revisionId, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, { description: 'Publishes a post now: it appears on /blog and in the sitemap, and is reported to IndexNow.' })
  publishPost(
    @Arg('id', () => ID, { description: 'Id of the post.' }) id: string,
    @Arg('expectedUpdatedAt', () => Date, expectedUpdatedAtOptions) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminPost> {
    return publishPost(id, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, { description: 'Schedules a post to publish itself at `at` (in the future), with nobody present.' })
  schedulePost(
    @Arg('id', () => ID, { description: 'Id of the post.' }) id: string,
    @Arg('at', () => Date, { description: 'When it publishes (ISO 8601).' }) at: Date,
    @Arg('expectedUpdatedAt', () => Date, expectedUpdatedAtOptions) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminPost> {
    return schedulePost(id, at, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => AdminPost, { description: 'Takes a post off the site (or cancels its schedule): it becomes a draft.' })
  unpublishPost(
    @Arg('id', () => ID, { description: 'Id of the post.' }) id: string,
    @Arg('expectedUpdatedAt', () => Date, expectedUpdatedAtOptions) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<AdminPost> {
    return unpublishPost(id, expectedUpdatedAt ?? null, by);
  }
}

import { Arg, Args, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { Author, Post, PostCategory, PostConnection } from './content.types';
import { postCategoriesWithPosts, postHtml, publishedPost, publishedPosts, relatedPosts, RELATED_POSTS } from './posts.service';
import { publicAuthor } from './profiles.service';

@Resolver(() => Post)
export class PostsResolver {
  @Access('PUBLIC')
  @Query(() => PostConnection, {
    nullable: true,
    description:
      'Published posts, newest first: after a cursor, or, for page-numbered URLs, by `page`. Null for an unknown category or a `page` past the last one (page 1 always exists).',
  })
  posts(
    @Arg('category', () => String, { nullable: true, description: 'Slug of a category (see `postCategories`); every category when left out.' }) category: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'For page-numbered URLs (/blog/page/3): page `page` of pages of `first` posts, 1 or more. Not with `after`.' }) page: number | null,
    @Args(() => PageArgs) pageArgs: PageArgs,
  ): Promise<PostConnection | null> {
    return publishedPosts({ category, page, ...pageArgs });
  }

  @Access('PUBLIC')
  @Query(() => Post, { nullable: true, description: 'The published post with this slug; null when there is none.' })
  post(@Arg('slug', () => String, { description: 'Slug from /blog/{slug}.' }) slug: string): Promise<Post | null> {
    return publishedPost(slug);
  }

  @Access('PUBLIC')
  @Query(() => [PostCategory], { description: 'Blog categories that have published posts, in the blog’s order (a fixed, short list: not paged).' })
  postCategories(): Promise<PostCategory[]> {
    return postCategoriesWithPosts();
  }

  @FieldResolver(() => String, { description: 'The body: trusted HTML rendered from the editorial Markdown.' })
  html(@Root() post: Post): string {
    return postHtml(post);
  }

  @FieldResolver(() => [Post], { description: `Up to ${RELATED_POSTS} other published posts of the same category, newest first.` })
  relatedPosts(@Root() post: Post): Promise<Post[]> {
    return relatedPosts(post);
  }

  @FieldResolver(() => Author, { nullable: true, description: 'The author’s profile; null when the slug names no author.' })
  author(@Root() post: Post): Promise<Author | null> {
    return publicAuthor(post.authorSlug);
  }
}

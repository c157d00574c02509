import { Arg, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Author, Post, PostCategory, PostPage } from './content.types';
import { postCategoriesWithPosts, postHtml, publishedPost, publishedPostsPage, relatedPosts } from './posts.service';
import { findAuthor } from './authors.repository';

@Resolver(() => Post)
export class PostsResolver {
  @Query(() => PostPage, { nullable: true, description: 'Public: one page of published posts, newest first; null past the last page or for an unknown category' })
  posts(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 9 }) pageSize: number,
    @Arg('category', () => String, { nullable: true }) category: string | null,
  ): Promise<PostPage | null> {
    return publishedPostsPage(page, pageSize, category);
  }

  @Query(() => Post, { nullable: true, description: 'Public: the published post with this slug, or null' })
  post(@Arg('slug', () => String) slug: string): Promise<Post | null> {
    return publishedPost(slug);
  }

  @Query(() => [PostCategory], { description: 'Public: blog categories that have published posts' })
  postCategories(): Promise<PostCategory[]> {
    return postCategoriesWithPosts();
  }

  @FieldResolver(() => String, { description: 'Trusted HTML rendered from the editorial Markdown body' })
  html(@Root() post: Post): string {
    return postHtml(post);
  }

  @FieldResolver(() => [Post], { description: 'Up to three other published posts of the same category' })
  relatedPosts(@Root() post: Post): Promise<Post[]> {
    return relatedPosts(post);
  }

  @FieldResolver(() => Author, { nullable: true })
  author(@Root() post: Post): Author | null {
    return findAuthor(post.authorSlug);
  }
}

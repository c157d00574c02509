import { invalidInput } from '../../platform/graphql/errors';
import type { FieldError } from '../../../common/validation/fieldErrors';
import type { Post, PostCategory, PostPage } from './content.types';
import { POST_CATEGORIES, findPostCategory } from './postCategories';
import { countPublishedPosts, findPublishedPost, listPublishedPosts, newestPublishedPosts } from './posts.repository';
import { renderMarkdown, wordCount } from './markdownDocument';

export const MAX_POSTS_PAGE_SIZE = 48;
export const RELATED_POSTS = 3;
export const AUTHOR_POSTS_LIMIT = 50;
const WORDS_PER_MINUTE = 220;

export function readingMinutesFor(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}

/**
 * One page of published posts, newest first. Null when the page lies past the last one (page 1 always
 * exists, even for a blog with no posts), so a page URL beyond the end can answer 404.
 */
export async function publishedPostsPage(page: number, pageSize: number, category: string | null | undefined): Promise<PostPage | null> {
  const errors: FieldError[] = [];
  if (!Number.isInteger(page) || page < 1) errors.push({ path: 'page', message: 'The page number must be 1 or more' });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_POSTS_PAGE_SIZE) {
    errors.push({ path: 'pageSize', message: `The page size must be between 1 and ${MAX_POSTS_PAGE_SIZE}` });
  }
  if (errors.length) throw invalidInput(errors);
  const categorySlug = category?.trim() || null;
  if (categorySlug && !findPostCategory(categorySlug)) return null;
  const { total, items } = await listPublishedPosts({ category: categorySlug, offset: (page - 1) * pageSize, limit: pageSize });
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) return null;
  return { items, total, page, pageCount };
}

export function publishedPost(slug: string): Promise<Post | null> {
  return findPublishedPost(slug.trim());
}

export function postHtml(post: Post): string {
  return renderMarkdown(post.bodyMarkdown);
}

/** Up to three other published posts of the same category, newest first. */
export async function relatedPosts(post: Post): Promise<Post[]> {
  if (!post.category) return [];
  const candidates = await newestPublishedPosts({ category: post.category }, RELATED_POSTS + 1);
  return candidates.filter((candidate) => candidate.id !== post.id).slice(0, RELATED_POSTS);
}

export function postsByAuthor(authorSlug: string): Promise<Post[]> {
  return newestPublishedPosts({ authorSlug }, AUTHOR_POSTS_LIMIT);
}

/** The categories that have published posts, in the taxonomy's order, with a count() each. */
export async function postCategoriesWithPosts(): Promise<PostCategory[]> {
  const counts = await Promise.all(POST_CATEGORIES.map((category) => countPublishedPosts({ category: category.slug })));
  return POST_CATEGORIES.map((category, index) => ({ ...category, postCount: counts[index] })).filter((category) => category.postCount > 0);
}

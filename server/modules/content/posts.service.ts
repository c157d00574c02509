import type { Post, PostCategory, PostConnection } from './content.types';
import { POST_CATEGORIES, findPostCategory } from './postCategories';
import { countPublishedPostsByCategory, findPublishedPost, newestPublishedPosts, publishedPostsList } from './posts.repository';
import { positionBeforePage, readCountedPage } from '../../platform/firestore/connection';
import { pageRequest, type PageArgs } from '../../platform/graphql/connections';
import { renderMarkdown } from '../../platform/safeMarkdown';
import { wordCount } from './markdownDocument';

export const RELATED_POSTS = 3;
export const AUTHOR_POSTS_LIMIT = 50;
const WORDS_PER_MINUTE = 220;

export function readingMinutesFor(markdown: string): number {
  return Math.max(1, Math.round(wordCount(markdown) / WORDS_PER_MINUTE));
}

/**
 * Published posts, newest first, a page at a time: after a cursor, or, for the blog's page-numbered URLs,
 * page `page` of pages of `first`. Null for an unknown category or a page past the last one (page 1
 * always exists, even for a blog with no posts), so such a URL can answer 404.
 */
export async function publishedPosts(options: { category: string | null | undefined; page: number | null | undefined } & PageArgs): Promise<PostConnection | null> {
  const page = options.page ?? null;
  const pageProblems = [
    ...(page !== null && (!Number.isInteger(page) || page < 1) ? [{ path: 'page', message: 'The page number must be 1 or more' }] : []),
    ...(page !== null && options.after ? [{ path: 'page', message: 'Ask for a page number or a cursor (`after`), not both' }] : []),
  ];
  const categorySlug = options.category?.trim() || null;
  const source = publishedPostsList(categorySlug);
  const { first, after } = pageRequest(options, source, pageProblems);
  if (categorySlug && !findPostCategory(categorySlug)) return null;
  const start = page !== null && page > 1 ? await positionBeforePage(source, page, first) : after;
  if (page !== null && page > 1 && !start) return null;
  const result = await readCountedPage(source, { first, after: start });
  if (page !== null && page > 1 && result.nodes.length === 0) return null;
  return result;
}

export function publishedPost(slug: string): Promise<Post | null> {
  return findPublishedPost(slug.trim());
}

export function postHtml(post: Post): string {
  return renderMarkdown(post.bodyMarkdown, 'site');
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

/** The categories that have published posts, in the taxonomy's order, with their counts (one read for all). */
export async function postCategoriesWithPosts(): Promise<PostCategory[]> {
  const counts = await countPublishedPostsByCategory();
  return POST_CATEGORIES.map((category) => ({ ...category, postCount: counts.get(category.slug) ?? 0 })).filter((category) => category.postCount > 0);
}

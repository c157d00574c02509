import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, Timestamp, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { PublicationStatus, type Post } from './content.types';

export const postsCollection = () => db().collection('posts');

export function postFromDocument(id: string, data: DocumentData): Post {
  return {
    id,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt ?? '',
    bodyMarkdown: data.bodyMarkdown ?? '',
    coverImagePath: data.coverImagePath ?? null,
    category: data.category ?? '',
    tags: data.tags ?? [],
    authorSlug: data.authorSlug ?? '',
    status: data.status,
    publishedAt: toDate(data.publishedAt),
    seo: { title: data.seo?.title ?? null, description: data.seo?.description ?? null, canonical: data.seo?.canonical ?? null },
    readingMinutes: data.readingMinutes ?? 1,
    aiAssisted: Boolean(data.aiAssisted),
  };
}

/** Published posts, optionally of one category or by one author. */
function published(filter: { category?: string | null; authorSlug?: string | null } = {}): Query {
  let query: Query = postsCollection().where('status', '==', PublicationStatus.PUBLISHED);
  if (filter.category) query = query.where('category', '==', filter.category);
  if (filter.authorSlug) query = query.where('authorSlug', '==', filter.authorSlug);
  return query;
}

const newestFirst = (query: Query) => query.orderBy('publishedAt', 'desc').orderBy('__name__', 'desc');

/** Published posts, newest first, optionally of one category. */
export function publishedPostsList(category: string | null): ListSource<Post> {
  return { query: published({ category }), orderBy: [{ field: 'publishedAt', direction: 'desc' }], toNode: (doc) => postFromDocument(doc.id, doc.data()) };
}

export async function countPublishedPosts(filter: { category?: string | null; authorSlug?: string | null } = {}) {
  return (await published(filter).count().get()).data().count;
}

/** How many published posts each category has, from one read of the posts' `category` field (not one count() per category). */
export async function countPublishedPostsByCategory(): Promise<Map<string, number>> {
  const snapshot = await published().select('category').get();
  const counts = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const category = doc.get('category');
    if (typeof category === 'string' && category) counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return counts;
}

export async function newestPublishedPosts(filter: { category?: string | null; authorSlug?: string | null }, limit: number) {
  const snapshot = await newestFirst(published(filter)).limit(limit).get();
  return snapshot.docs.map((doc) => postFromDocument(doc.id, doc.data()));
}

export async function findPublishedPost(slug: string): Promise<Post | null> {
  const snapshot = await published().where('slug', '==', slug).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? postFromDocument(doc.id, doc.data()) : null;
}

/** Whether any post, in any status, already uses a slug. */
export async function postSlugExists(slug: string): Promise<boolean> {
  const snapshot = await postsCollection().where('slug', '==', slug).limit(1).get();
  return !snapshot.empty;
}

/** Creates a post under a given id; fails if the id is taken, so a repeated call never overwrites. */
export async function createPost(id: string, post: Omit<Post, 'id'>) {
  const now = Timestamp.now();
  await postsCollection()
    .doc(id)
    .create({
      ...post,
      publishedAt: post.publishedAt ? Timestamp.fromDate(post.publishedAt) : null,
      createdAt: now,
      updatedAt: now,
    });
}

export interface PostSitemapEntry {
  slug: string;
  category: string;
  authorSlug: string;
  publishedAt: Date | null;
}

/** What the sitemap needs of every published post; select() keeps the bodies out of the read. */
export async function publishedPostSitemapEntries(): Promise<PostSitemapEntry[]> {
  const snapshot = await newestFirst(published()).select('slug', 'category', 'authorSlug', 'publishedAt').get();
  return snapshot.docs.map((doc) => ({
    slug: doc.get('slug'),
    category: doc.get('category') ?? '',
    authorSlug: doc.get('authorSlug') ?? '',
    publishedAt: toDate(doc.get('publishedAt')),
  }));
}

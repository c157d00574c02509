import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp, toDate } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { ListSource } from '../../platform/firestore/connection';
import { imageSources } from '../../platform/uploads/mediaStore';
import { PublicationStatus, type Post } from './content.types';

export const postsCollection = () => db().collection('posts');

/** A cover as a post stores it: the image's sizes are copied in, so lists show it without reading the image. */
export interface StoredCoverImage {
  imageId: string;
  alt: string;
  variants: { width: number; height: number; name: string }[];
}

function coverImageFromStored(cover: StoredCoverImage | null | undefined) {
  if (!cover?.variants?.length) return null;
  return { imageId: cover.imageId, alt: cover.alt, ...imageSources(cover) };
}

export function postFromDocument(id: string, data: DocumentData): Post {
  return {
    id,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt ?? '',
    bodyMarkdown: data.bodyMarkdown ?? '',
    coverImage: coverImageFromStored(data.coverImage),
    category: data.category ?? '',
    tags: data.tags ?? [],
    authorSlug: data.authorSlug ?? '',
    status: data.status,
    publishedAt: toDate(data.publishedAt),
    revisedAt: toDate(data.revisedAt),
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

/**
 * Creates a post under a given id (the seed); fails if the id is taken, so a repeated call never overwrites.
 * A post created already published last changed when it was published: its sitemap `lastmod` is that date.
 */
export async function createPost(id: string, post: Omit<Post, 'id'>) {
  const publishedAt = post.publishedAt ? Timestamp.fromDate(post.publishedAt) : null;
  const written = publishedAt ?? Timestamp.now();
  await postsCollection()
    .doc(id)
    .create({
      ...post,
      publishedAt,
      searchWords: postSearchWords(post.title, post.slug),
      createdAt: written,
      updatedAt: written,
    });
}

export interface PostSitemapEntry {
  slug: string;
  category: string;
  authorSlug: string;
  publishedAt: Date | null;
  updatedAt: Date | null;
}

/** What the sitemap needs of every published post; select() keeps the bodies out of the read. */
export async function publishedPostSitemapEntries(): Promise<PostSitemapEntry[]> {
  const snapshot = await newestFirst(published()).select('slug', 'category', 'authorSlug', 'publishedAt', 'updatedAt').get();
  return snapshot.docs.map((doc) => ({
    slug: doc.get('slug'),
    category: doc.get('category') ?? '',
    authorSlug: doc.get('authorSlug') ?? '',
    publishedAt: toDate(doc.get('publishedAt')),
    updatedAt: toDate(doc.get('updatedAt')),
  }));
}

/** Lower-case words of the title and the slug itself: what the admin list's search matches (array-contains). */
export function postSearchWords(title: string, slug: string): string[] {
  const words = title.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set([...words, slug])];
}

/** A post as the admin console sees it: every status, with its bookkeeping. */
export interface StoredPost extends Post {
  scheduledAt: Date | null;
  oldSlugs: string[];
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

export function storedPostFromDocument(id: string, data: DocumentData): StoredPost {
  return {
    ...postFromDocument(id, data),
    scheduledAt: toDate(data.scheduledAt),
    oldSlugs: Array.isArray(data.oldSlugs) ? data.oldSlugs : [],
    createdAt: toDate(data.createdAt) ?? new Date(0),
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt) ?? new Date(0),
    history: historyFromDocument(data),
  };
}

export interface AdminPostsFilter {
  status: string | null;
  category: string | null;
  authorSlug: string | null;
  /** One lower-case word of the title, or a whole slug. */
  searchWord: string | null;
}

/** Every post, most recently changed first, filtered for the admin list. */
export function adminPostsList(filter: AdminPostsFilter): ListSource<StoredPost> {
  let query: Query = postsCollection();
  if (filter.status) query = query.where('status', '==', filter.status);
  if (filter.category) query = query.where('category', '==', filter.category);
  if (filter.authorSlug) query = query.where('authorSlug', '==', filter.authorSlug);
  if (filter.searchWord) query = query.where('searchWords', 'array-contains', filter.searchWord);
  return { query, orderBy: [{ field: 'updatedAt', direction: 'desc' }], toNode: (doc) => storedPostFromDocument(doc.id, doc.data()) };
}

export async function getStoredPost(id: string): Promise<StoredPost | null> {
  const snapshot = await postsCollection().doc(id).get();
  return snapshot.exists ? storedPostFromDocument(id, snapshot.data()!) : null;
}

/** The id of the post using a slug now, or null. */
export async function postIdWithSlug(slug: string): Promise<string | null> {
  const snapshot = await postsCollection().where('slug', '==', slug).limit(1).get();
  return snapshot.docs[0]?.id ?? null;
}

/** The published post that once had this slug (a slug changed after publishing keeps a 301), or null. */
export async function findPublishedPostByOldSlug(slug: string): Promise<Post | null> {
  const snapshot = await published().where('oldSlugs', 'array-contains', slug).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? postFromDocument(doc.id, doc.data()) : null;
}

export class PostNotFound extends Error {}
export class PostChangedMeanwhile extends Error {}

/** The fields an editor writes; everything else (status, dates, history) the repository keeps. */
export interface PostContent {
  slug: string;
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  coverImage: StoredCoverImage | null;
  category: string;
  tags: string[];
  authorSlug: string;
  seo: { title: string | null; description: string | null; canonical: string | null };
  readingMinutes: number;
  aiAssisted: boolean;
}

export const MAX_REVISIONS = 50;
const revisionsOf = (id: string) => postsCollection().doc(id).collection('revisions');

export interface PostRevisionRecord {
  id: string;
  at: Date;
  by: string;
  content: PostContent;
}

function contentOf(data: DocumentData): PostContent {
  const post = postFromDocument('', data);
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    bodyMarkdown: post.bodyMarkdown,
    coverImage: data.coverImage?.variants?.length ? (data.coverImage as StoredCoverImage) : null,
    category: post.category,
    tags: post.tags,
    authorSlug: post.authorSlug,
    seo: { title: post.seo.title ?? null, description: post.seo.description ?? null, canonical: post.seo.canonical ?? null },
    readingMinutes: post.readingMinutes,
    aiAssisted: post.aiAssisted,
  };
}

/**
 * A change to a post in one transaction: refused (PostChangedMeanwhile) when it changed since the admin
 * loaded it; the change joins its history and, when it changes the content, a revision is stored.
 * `change` gets the stored data (null for a new post) and answers the fields to write.
 */
export async function writePost(
  id: string,
  options: { expectedUpdatedAt: Date | null; by: string; action: string; note?: string | null; create?: boolean; storeRevision: boolean },
  /** The fields to change; null: nothing to do (nothing is written, no history entry is recorded). */
  change: (data: DocumentData | null) => DocumentData | null,
): Promise<{ post: StoredPost; before: StoredPost | null }> {
  const result = await runTransaction(async (tx) => {
    const ref = postsCollection().doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists && !options.create) throw new PostNotFound();
    const data = snapshot.exists ? snapshot.data()! : { createdAt: Timestamp.now(), history: [] };
    if (snapshot.exists && changedSince(data, options.expectedUpdatedAt)) throw new PostChangedMeanwhile();
    const changes = change(snapshot.exists ? data : null);
    if (!changes) return { post: storedPostFromDocument(id, data), before: storedPostFromDocument(id, data), unchanged: true };
    const now = Timestamp.now();
    const written = withHistory(data, { by: options.by, action: options.action, note: options.note }, changes, now);
    const merged = { ...data, ...written };
    // A content change to a post readers could already see is a revision they are told of ("Updated …").
    const wasPublished = snapshot.exists && data.status === PublicationStatus.PUBLISHED;
    if (options.storeRevision && wasPublished && merged.status === PublicationStatus.PUBLISHED) merged.revisedAt = now;
    if (typeof merged.title === 'string' && typeof merged.slug === 'string') merged.searchWords = postSearchWords(merged.title, merged.slug);
    tx.set(ref, merged);
    if (options.storeRevision) tx.create(revisionsOf(id).doc(), { at: now, by: options.by, ...contentOf(merged) });
    return { post: storedPostFromDocument(id, merged), before: snapshot.exists ? storedPostFromDocument(id, data) : null, unchanged: false };
  });
  if (options.storeRevision && !result.unchanged) await trimRevisions(id);
  return { post: result.post, before: result.before };
}

/** Keeps the newest MAX_REVISIONS revisions of a post. */
async function trimRevisions(id: string) {
  const old = await revisionsOf(id).orderBy('at', 'desc').offset(MAX_REVISIONS).get();
  await Promise.all(old.docs.map((doc) => doc.ref.delete()));
}

export async function postRevisions(id: string): Promise<PostRevisionRecord[]> {
  const snapshot = await revisionsOf(id).orderBy('at', 'desc').limit(MAX_REVISIONS).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, at: toDate(doc.get('at'))!, by: String(doc.get('by') ?? ''), content: contentOf(doc.data()) }));
}

export async function getPostRevision(postId: string, revisionId: string): Promise<PostRevisionRecord | null> {
  const doc = await revisionsOf(postId).doc(revisionId).get();
  if (!doc.exists) return null;
  return { id: doc.id, at: toDate(doc.get('at'))!, by: String(doc.get('by') ?? ''), content: contentOf(doc.data()!) };
}

/** Scheduled posts whose time has come (at most `limit`). */
export async function duePostIds(now: Date, limit = 50): Promise<string[]> {
  const snapshot = await postsCollection()
    .where('status', '==', PublicationStatus.SCHEDULED)
    .where('scheduledAt', '<=', Timestamp.fromDate(now))
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

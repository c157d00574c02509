import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { conflict } from '../../platform/graphql/errors';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import type { Reservation } from '../../platform/submissions/storeSubmission';
import { GuestPostStatus, type GuestPostReview } from './guestPosts.types';

export const GUEST_POSTS = 'guestPosts';
export const guestPostsCollection = () => db().collection(GUEST_POSTS);
/** One document per slug in use, `{ guestPostId }`, so two posts can never share an address. */
const slugClaims = () => db().collection('guestPostSlugs');

/** What is stored of a guest post besides the public-submission envelope (reference, source, consent, …). */
export interface StoredGuestPost {
  id: string;
  reference: string;
  slug: string;
  title: string;
  bodyMarkdown: string;
  bodyHtml: string;
  author: { name: string; email: string; bio: string; website: string | null };
  status: GuestPostStatus;
  reviewNote: string | null;
  publishedAt: Date | null;
}

export function guestPostFromDocument(id: string, data: DocumentData): StoredGuestPost {
  return {
    id,
    reference: data.reference ?? id,
    slug: data.slug,
    title: data.title,
    bodyMarkdown: data.bodyMarkdown ?? '',
    bodyHtml: data.bodyHtml ?? '',
    author: {
      name: data.author?.name ?? '',
      email: data.author?.email ?? '',
      bio: data.author?.bio ?? '',
      website: data.author?.website ?? null,
    },
    status: data.status,
    reviewNote: data.reviewNote ?? null,
    publishedAt: toDate(data.publishedAt),
  };
}

/** How many numbered alternatives (`slug-2` … `slug-9`) are tried before falling back to the record's own suffix. */
const NUMBERED_ALTERNATIVES = 8;

/**
 * Claims the first free slug of `base`, `base-2` … `base-9`, then `base-<end of the record id>`, inside the
 * submission's transaction: the claims are read before anything is written, and written with the record.
 */
export async function reserveGuestPostSlug(tx: Transaction, base: string, guestPostId: string): Promise<Reservation> {
  const candidates = [
    base,
    ...Array.from({ length: NUMBERED_ALTERNATIVES }, (_, index) => `${base}-${index + 2}`),
    `${base}-${guestPostId.slice(-6)}`,
  ];
  const snapshots = await Promise.all(candidates.map((slug) => tx.get(slugClaims().doc(slug))));
  const free = snapshots.findIndex((snapshot) => !snapshot.exists);
  if (free < 0) throw conflict('We could not give this title an address. Please change the title a little and send it again.');
  const slug = candidates[free];
  return {
    fields: { slug },
    commit: () => tx.create(slugClaims().doc(slug), { guestPostId, createdAt: Timestamp.now() }),
  };
}

const published = (): Query => guestPostsCollection().where('status', '==', GuestPostStatus.PUBLISHED);
const newestFirst = (query: Query) => query.orderBy('publishedAt', 'desc').orderBy('__name__', 'desc');

export async function findPublishedGuestPost(slug: string): Promise<StoredGuestPost | null> {
  const snapshot = await published().where('slug', '==', slug).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? guestPostFromDocument(doc.id, doc.data()) : null;
}

/** Published guest posts, newest first. */
export function publishedGuestPostsList(): ListSource<StoredGuestPost> {
  return {
    query: published(),
    orderBy: [{ field: 'publishedAt', direction: 'desc' }],
    toNode: (doc) => guestPostFromDocument(doc.id, doc.data()),
  };
}

/** What the sitemap needs of every published guest post; select() keeps the bodies out of the read. */
export async function publishedGuestPostSitemapEntries(): Promise<Array<{ slug: string; publishedAt: Date | null }>> {
  const snapshot = await newestFirst(published()).select('slug', 'publishedAt').get();
  return snapshot.docs.map((doc) => ({ slug: doc.get('slug'), publishedAt: toDate(doc.get('publishedAt')) }));
}

export interface GuestPostChange {
  status: GuestPostStatus;
  reviewNote: string | null;
  publishedAt: Date | null;
}

export class GuestPostChangedMeanwhile extends Error {}

/**
 * Applies an administrator's decision in a transaction: `decide` sees the current post and returns the change
 * (or throws when the decision does not apply); `alongside` queues what goes with it (e-mails) in the same
 * transaction. The change joins the post's history. Null when there is no such guest post; GuestPostChangedMeanwhile
 * when it changed since `expectedUpdatedAt`.
 */
export function updateGuestPostReview(
  id: string,
  reviewedBy: string | null,
  decide: (current: StoredGuestPost) => GuestPostChange & { action: string },
  options: {
    expectedUpdatedAt?: Date | null;
    alongside?(tx: Transaction, current: StoredGuestPost, change: GuestPostChange, at: Timestamp): void;
  } = {},
): Promise<GuestPostReview | null> {
  const ref = guestPostsCollection().doc(id);
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data()!;
    if (changedSince(data, options.expectedUpdatedAt)) throw new GuestPostChangedMeanwhile();
    const current = guestPostFromDocument(snapshot.id, data);
    const { action, ...change } = decide(current);
    const now = Timestamp.now();
    tx.update(
      ref,
      withHistory(
        data,
        { by: reviewedBy ?? 'system', action, note: change.reviewNote },
        {
          status: change.status,
          reviewNote: change.reviewNote,
          publishedAt: change.publishedAt ? Timestamp.fromDate(change.publishedAt) : null,
          reviewedBy,
          reviewedAt: now,
        },
        now,
      ),
    );
    options.alongside?.(tx, current, change, now);
    return { id, slug: current.slug, ...change, updatedAt: now.toDate() };
  });
}

/** A guest post as the review queue sees it: the stored post with its envelope, history and version. */
export interface AdminStoredGuestPost extends StoredGuestPost {
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function adminGuestPostFromDocument(id: string, data: DocumentData): AdminStoredGuestPost {
  return {
    ...guestPostFromDocument(id, data),
    createdAt: toDate(data.createdAt) ?? new Date(0),
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt) ?? new Date(0),
    history: historyFromDocument(data),
  };
}

/** Guest posts, newest first, optionally of one status. */
export function adminGuestPostsList(status: string | null): ListSource<AdminStoredGuestPost> {
  const query: Query = status ? guestPostsCollection().where('status', '==', status) : guestPostsCollection();
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => adminGuestPostFromDocument(doc.id, doc.data()) };
}

export async function getAdminGuestPost(id: string): Promise<AdminStoredGuestPost | null> {
  const snapshot = await guestPostsCollection().doc(id).get();
  return snapshot.exists ? adminGuestPostFromDocument(id, snapshot.data()!) : null;
}

export class GuestPostNotEditable extends Error {}

/** An editor's change to the title and body (a published post is unpublished first); null when there is none. */
export function editGuestPostContent(
  id: string,
  content: { title: string; bodyMarkdown: string; bodyHtml: string },
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<AdminStoredGuestPost | null> {
  const ref = guestPostsCollection().doc(id);
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new GuestPostChangedMeanwhile();
    if (data.status === GuestPostStatus.PUBLISHED) throw new GuestPostNotEditable();
    const changes = withHistory(data, { by, action: 'edited' }, content);
    tx.update(ref, changes);
    return adminGuestPostFromDocument(id, { ...data, ...changes });
  });
}

import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, Timestamp, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { runTransaction, type Transaction } from '../../platform/firestore/unitOfWork';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import { PublicationStatus, type Video } from './content.types';

export const videosCollection = () => db().collection('videos');

export function videoFromDocument(id: string, data: DocumentData): Video {
  return {
    id,
    slug: data.slug,
    title: data.title,
    description: data.description ?? '',
    youtubeId: data.youtubeId ?? '',
    durationSeconds: data.durationSeconds ?? 0,
    transcript: data.transcript ?? '',
    status: data.status,
    publishedAt: toDate(data.publishedAt),
    demo: Boolean(data.demo),
  };
}

/**
 * What the site shows: published videos with a real YouTube video behind them. A demo entry (a placeholder id,
 * a "coming soon" page) never reaches /videos, a video page or the sitemap, whatever its status.
 */
const published = (): Query => videosCollection().where('status', '==', PublicationStatus.PUBLISHED).where('demo', '==', false);
const newestFirst = (query: Query) => query.orderBy('publishedAt', 'desc').orderBy('__name__', 'desc');

/** Published videos, newest first. */
export function publishedVideosList(): ListSource<Video> {
  return { query: published(), orderBy: [{ field: 'publishedAt', direction: 'desc' }], toNode: (doc) => videoFromDocument(doc.id, doc.data()) };
}

export async function findPublishedVideo(slug: string): Promise<Video | null> {
  const snapshot = await published().where('slug', '==', slug).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? videoFromDocument(doc.id, doc.data()) : null;
}

/** Whether any video, in any status, already uses a slug. */
export async function videoSlugExists(slug: string): Promise<boolean> {
  const snapshot = await videosCollection().where('slug', '==', slug).limit(1).get();
  return !snapshot.empty;
}

/** Creates a video under a given id; fails if the id is taken, so a repeated call never overwrites. */
export async function createVideo(id: string, video: Omit<Video, 'id'>) {
  const now = Timestamp.now();
  await videosCollection()
    .doc(id)
    .create({
      ...video,
      publishedAt: video.publishedAt ? Timestamp.fromDate(video.publishedAt) : null,
      createdAt: now,
      updatedAt: now,
    });
}

/** What the sitemap needs of every published video; select() keeps the transcripts out of the read. */
export async function publishedVideoSitemapEntries(): Promise<Array<{ slug: string; publishedAt: Date | null }>> {
  const snapshot = await newestFirst(published()).select('slug', 'publishedAt').get();
  return snapshot.docs.map((doc) => ({ slug: doc.get('slug'), publishedAt: toDate(doc.get('publishedAt')) }));
}

/** A video as the admin console sees it: any status, with its thumbnail, history and version. */
export interface StoredVideo extends Video {
  thumbnailUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function storedVideoFromDocument(id: string, data: DocumentData): StoredVideo {
  return {
    ...videoFromDocument(id, data),
    thumbnailUrl: data.thumbnailUrl ?? null,
    createdAt: toDate(data.createdAt) ?? new Date(0),
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt) ?? new Date(0),
    history: historyFromDocument(data),
  };
}

/** Every video, newest first, optionally of one status. */
export function adminVideosList(status: string | null): ListSource<StoredVideo> {
  const query: Query = status ? videosCollection().where('status', '==', status) : videosCollection();
  return { query, orderBy: [{ field: 'createdAt', direction: 'desc' }], toNode: (doc) => storedVideoFromDocument(doc.id, doc.data()) };
}

export async function getStoredVideo(id: string): Promise<StoredVideo | null> {
  const snapshot = await videosCollection().doc(id).get();
  return snapshot.exists ? storedVideoFromDocument(id, snapshot.data()!) : null;
}

/** The fields an administrator writes. */
export interface VideoFields {
  slug: string;
  title: string;
  description: string;
  youtubeId: string;
  durationSeconds: number;
  transcript: string;
  thumbnailUrl: string;
  status: string;
}

export class VideoNotFound extends Error {}
export class VideoChangedMeanwhile extends Error {}
export class VideoSlugTaken extends Error {}

async function slugTakenInTransaction(tx: Transaction, slug: string, exceptId: string | null) {
  const snapshot = await tx.get(videosCollection().where('slug', '==', slug).limit(2));
  return snapshot.docs.some((doc) => doc.id !== exceptId);
}

/** Creates a video written by an administrator (never a demo entry); the creation opens its history. */
export async function createAdminVideo(fields: VideoFields, by: string): Promise<StoredVideo> {
  return runTransaction(async (tx) => {
    if (await slugTakenInTransaction(tx, fields.slug, null)) throw new VideoSlugTaken();
    const ref = videosCollection().doc();
    const now = Timestamp.now();
    const data = withHistory(
      {},
      { by, action: fields.status === PublicationStatus.PUBLISHED ? 'published' : 'created' },
      { ...fields, demo: false, publishedAt: fields.status === PublicationStatus.PUBLISHED ? now : null, createdAt: now },
      now,
    );
    tx.create(ref, data);
    return storedVideoFromDocument(ref.id, data);
  });
}

/**
 * Saves an administrator's edit if the video still has the `updatedAt` they loaded. A real YouTube id turns a
 * demo entry into a real video; the first publication sets `publishedAt`.
 */
export async function updateAdminVideo(id: string, fields: VideoFields, expectedUpdatedAt: Date | null, by: string): Promise<{ before: StoredVideo; after: StoredVideo }> {
  return runTransaction(async (tx) => {
    const ref = videosCollection().doc(id);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new VideoNotFound();
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new VideoChangedMeanwhile();
    if (await slugTakenInTransaction(tx, fields.slug, id)) throw new VideoSlugTaken();
    const before = storedVideoFromDocument(id, data);
    const publishing = fields.status === PublicationStatus.PUBLISHED && before.status !== PublicationStatus.PUBLISHED;
    const action = publishing ? 'published' : fields.status !== before.status ? fields.status : 'edited';
    const changes = withHistory(data, { by, action }, {
      ...fields,
      demo: before.demo && fields.youtubeId === before.youtubeId,
      publishedAt: publishing ? Timestamp.now() : (data.publishedAt ?? null),
    });
    tx.update(ref, changes);
    return { before, after: storedVideoFromDocument(id, { ...data, ...changes }) };
  });
}

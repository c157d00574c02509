import type { DocumentData, Query } from 'firebase-admin/firestore';
import { db, Timestamp, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';
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

const published = (): Query => videosCollection().where('status', '==', PublicationStatus.PUBLISHED);
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

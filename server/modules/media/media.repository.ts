import type { DocumentData } from 'firebase-admin/firestore';
import { db, Timestamp, toDate } from '../../platform/firestore/firestore';
import type { ListSource } from '../../platform/firestore/connection';

/** docs/requirements/admin-console.md#cover-images: images the site serves, each in several widths. */
export const siteImagesCollection = () => db().collection('siteImages');

export interface ImageVariant {
  width: number;
  height: number;
  /** The file's name in the media storage, served at /media/{name}. */
  name: string;
}

export interface StoredSiteImage {
  id: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  suggestedAlt: string | null;
  source: 'upload' | 'ai';
  createdBy: string;
  createdAt: Date;
}

function siteImageFromDocument(id: string, data: DocumentData): StoredSiteImage {
  return {
    id,
    width: Number(data.width),
    height: Number(data.height),
    variants: (data.variants ?? []) as ImageVariant[],
    suggestedAlt: data.suggestedAlt ?? null,
    source: data.source === 'ai' ? 'ai' : 'upload',
    createdBy: String(data.createdBy ?? ''),
    createdAt: toDate(data.createdAt)!,
  };
}

export const newSiteImageId = () => siteImagesCollection().doc().id;

export async function createSiteImage(image: Omit<StoredSiteImage, 'createdAt'>): Promise<StoredSiteImage> {
  const { id, ...fields } = image;
  const createdAt = Timestamp.now();
  await siteImagesCollection()
    .doc(id)
    .create({ ...fields, createdAt });
  return { ...image, createdAt: createdAt.toDate() };
}

export async function getSiteImage(id: string): Promise<StoredSiteImage | null> {
  const snapshot = await siteImagesCollection().doc(id).get();
  return snapshot.exists ? siteImageFromDocument(snapshot.id, snapshot.data()!) : null;
}

/** Every stored image, newest first. */
export function siteImagesList(): ListSource<StoredSiteImage> {
  return {
    query: siteImagesCollection(),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    toNode: (doc) => siteImageFromDocument(doc.id, doc.data()),
  };
}

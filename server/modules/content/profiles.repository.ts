import type { DocumentData } from 'firebase-admin/firestore';
import { db, firestoreOpened, runTransaction, Timestamp, toDate } from '../../platform/firestore/firestore';
import { changedSince, historyFromDocument, withHistory, type HistoryEntryRecord } from '../../platform/firestore/recordHistory';
import { imageSources } from '../../platform/uploads/mediaStore';
import type { StoredCoverImage } from './posts.repository';

/**
 * Author profiles (/authors/{slug}) and partner pages (/partners/{slug}): one shape, two collections. A
 * document's id is its slug, which never changes after creation (posts and guides link to it), so creating
 * one whose slug is in use fails and nothing can give two profiles one address.
 */
export type ProfileKind = 'author' | 'partner';

const COLLECTIONS: Record<ProfileKind, string> = { author: 'authors', partner: 'partners' };
const collection = (kind: ProfileKind) => db().collection(COLLECTIONS[kind]);

export const PROFILE_ACTIVE = 'active';
export const PROFILE_RETIRED = 'retired';

export interface ProfileQualificationRecord {
  title: string;
  checkedHow: string;
}

export interface ProfileLinkRecord {
  label: string;
  url: string;
}

/** A photo: an uploaded image (its sizes copied in, as posts keep their covers) or one of the site's own files. */
export interface ProfilePhotoRecord {
  imageId: string | null;
  url: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

/** One of the site's own files as a photo (the editorial team's emblem), stored by path. */
export interface SiteFilePhoto {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** What an administrator writes. */
export interface ProfileFields {
  name: string;
  role: string;
  summary: string;
  bodyMarkdown: string;
  topics: string[];
  qualifications: ProfileQualificationRecord[];
  links: ProfileLinkRecord[];
  /** An uploaded image with its alt text, a site file kept from the seed, or null for none. */
  photo: StoredCoverImage | SiteFilePhoto | null;
}

export interface StoredProfile {
  slug: string;
  name: string;
  role: string;
  summary: string;
  bodyMarkdown: string;
  topics: string[];
  qualifications: ProfileQualificationRecord[];
  links: ProfileLinkRecord[];
  photo: ProfilePhotoRecord | null;
  status: string;
  /** Demonstration content (the embedded demo's seed): the page says so, and it is never indexed. */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
  history: HistoryEntryRecord[];
}

function photoFromStored(data: DocumentData): ProfilePhotoRecord | null {
  const photo = data.photo as Partial<StoredCoverImage & SiteFilePhoto> | null | undefined;
  if (!photo) return null;
  if (photo.path) return { imageId: null, url: photo.path, srcSet: '', width: photo.width ?? 96, height: photo.height ?? 96, alt: photo.alt ?? '' };
  if (!photo.variants?.length || !photo.imageId) return null;
  return { imageId: photo.imageId, alt: photo.alt ?? '', ...imageSources({ variants: photo.variants }) };
}

export function profileFromDocument(slug: string, data: DocumentData): StoredProfile {
  return {
    slug,
    name: data.name ?? slug,
    role: data.role ?? '',
    summary: data.summary ?? '',
    bodyMarkdown: data.bodyMarkdown ?? '',
    topics: Array.isArray(data.topics) ? data.topics : [],
    qualifications: Array.isArray(data.qualifications) ? data.qualifications : [],
    links: Array.isArray(data.links) ? data.links : [],
    photo: photoFromStored(data),
    status: data.status ?? PROFILE_ACTIVE,
    demo: Boolean(data.demo),
    createdAt: toDate(data.createdAt) ?? new Date(0),
    updatedAt: toDate(data.updatedAt) ?? toDate(data.createdAt) ?? new Date(0),
    history: historyFromDocument(data),
  };
}

const byName = (a: StoredProfile, b: StoredProfile) => a.name.localeCompare(b.name, 'en-GB');

/** The profiles on the site (not retired), by name. A short list: read whole. */
export async function activeProfiles(kind: ProfileKind): Promise<StoredProfile[]> {
  const snapshot = await collection(kind).where('status', '==', PROFILE_ACTIVE).get();
  return snapshot.docs.map((doc) => profileFromDocument(doc.id, doc.data())).sort(byName);
}

/** Every profile of a kind in any status, by name (the admin list). */
export async function allStoredProfiles(kind: ProfileKind): Promise<StoredProfile[]> {
  const snapshot = await collection(kind).get();
  return snapshot.docs.map((doc) => profileFromDocument(doc.id, doc.data())).sort(byName);
}

export async function getStoredProfile(kind: ProfileKind, slug: string): Promise<StoredProfile | null> {
  const snapshot = await collection(kind).doc(slug).get();
  return snapshot.exists ? profileFromDocument(slug, snapshot.data()!) : null;
}

export class ProfileSlugTaken extends Error {}
export class ProfileNotFound extends Error {}
export class ProfileChangedMeanwhile extends Error {}

const ALREADY_EXISTS = 6;

/**
 * Creates a profile under its slug; ProfileSlugTaken when a profile (retired ones too) has it. `demo` and a
 * site file as photo are for the seed only.
 */
export async function createProfile(
  kind: ProfileKind,
  slug: string,
  fields: ProfileFields,
  options: { by: string; demo?: boolean },
): Promise<StoredProfile> {
  const now = Timestamp.now();
  const data = withHistory({}, { by: options.by, action: 'created' }, { ...fields, status: PROFILE_ACTIVE, demo: Boolean(options.demo), createdAt: now }, now);
  try {
    await collection(kind).doc(slug).create(data);
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) throw new ProfileSlugTaken();
    throw error;
  }
  return profileFromDocument(slug, data);
}

/** Saves an administrator's edit if the profile still has the `updatedAt` they loaded. */
export async function updateProfile(
  kind: ProfileKind,
  slug: string,
  fields: ProfileFields,
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<{ before: StoredProfile; after: StoredProfile }> {
  return runTransaction(async (tx) => {
    const ref = collection(kind).doc(slug);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new ProfileNotFound();
    const data = snapshot.data()!;
    if (changedSince(data, expectedUpdatedAt)) throw new ProfileChangedMeanwhile();
    const changes = withHistory(data, { by, action: 'edited' }, { ...fields });
    tx.update(ref, changes);
    return { before: profileFromDocument(slug, data), after: profileFromDocument(slug, { ...data, ...changes }) };
  });
}

/** Retires or restores a profile: a retired one leaves the site and is kept, with its history, for the record. */
export async function setProfileStatus(kind: ProfileKind, slug: string, status: string, by: string, note: string | null): Promise<StoredProfile> {
  return runTransaction(async (tx) => {
    const ref = collection(kind).doc(slug);
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw new ProfileNotFound();
    const data = snapshot.data()!;
    const changes = withHistory(data, { by, action: status === PROFILE_RETIRED ? 'retired' : 'restored', note }, { status });
    tx.update(ref, changes);
    return profileFromDocument(slug, { ...data, ...changes });
  });
}

/** Whether a profile with this slug exists in any status (the seed creates only what is missing). */
export async function profileExists(kind: ProfileKind, slug: string): Promise<boolean> {
  return (await collection(kind).doc(slug).get()).exists;
}

/** Whether this process has opened Firestore yet (guideAuthors.ts). */
export const storeOpened = () => firestoreOpened();

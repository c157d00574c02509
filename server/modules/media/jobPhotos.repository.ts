import type { DocumentData } from 'firebase-admin/firestore';
import { db, toDate, type Timestamp, type Transaction } from '../../platform/firestore/firestore';

/**
 * Photographs of a job (docs/requirements/quotes-and-removal-records.md#photographs): one document per photograph,
 * and per job (a company's work on one lead) a count, which every addition and removal reads and writes in its
 * transaction, so the limit of photographs per job holds however many uploads finish at once.
 */
const jobPhotosCollection = () => db().collection('jobPhotos');
const countRef = (companyId: string, leadId: string) => db().collection('jobPhotoCounts').doc(`${companyId}_${leadId}`);

export interface StoredJobPhoto {
  id: string;
  companyId: string;
  leadId: string;
  width: number;
  height: number;
  /** Size of the re-encoded image. */
  bytes: number;
  contentType: string;
  /** The re-encoded image's name in the private media store. */
  fileName: string;
  /** The company user who uploaded it. */
  uploadedBy: string;
  createdAt: Date;
}

function jobPhotoFromDocument(id: string, data: DocumentData): StoredJobPhoto {
  return {
    id,
    companyId: String(data.companyId),
    leadId: String(data.leadId),
    width: Number(data.width),
    height: Number(data.height),
    bytes: Number(data.bytes),
    contentType: String(data.contentType),
    fileName: String(data.fileName),
    uploadedBy: String(data.uploadedBy ?? ''),
    createdAt: toDate(data.createdAt)!,
  };
}

export const newJobPhotoId = () => jobPhotosCollection().doc().id;

/** How many photographs the job holds now (outside a transaction: the check before an upload starts). */
export async function jobPhotoCount(companyId: string, leadId: string): Promise<number> {
  const snapshot = await countRef(companyId, leadId).get();
  return snapshot.exists ? Number(snapshot.get('count') ?? 0) : 0;
}

/** Every photograph of the job, oldest first (at most the limit per job, so sorted here). */
export async function listJobPhotos(companyId: string, leadId: string): Promise<StoredJobPhoto[]> {
  const snapshot = await jobPhotosCollection().where('companyId', '==', companyId).where('leadId', '==', leadId).get();
  return snapshot.docs
    .map((doc) => jobPhotoFromDocument(doc.id, doc.data()))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

export async function getJobPhotos(ids: string[]): Promise<Array<StoredJobPhoto | null>> {
  if (!ids.length) return [];
  const snapshots = await db().getAll(...ids.map((id) => jobPhotosCollection().doc(id)));
  return snapshots.map((snapshot) => (snapshot.exists ? jobPhotoFromDocument(snapshot.id, snapshot.data()!) : null));
}

/* Reads and writes in the caller's transaction. */

export async function readJobPhotoCount(tx: Transaction, companyId: string, leadId: string): Promise<number> {
  const snapshot = await tx.get(countRef(companyId, leadId));
  return snapshot.exists ? Number(snapshot.get('count') ?? 0) : 0;
}

export async function readJobPhoto(tx: Transaction, id: string): Promise<StoredJobPhoto | null> {
  const snapshot = await tx.get(jobPhotosCollection().doc(id));
  return snapshot.exists ? jobPhotoFromDocument(snapshot.id, snapshot.data()!) : null;
}

/** Records a photograph; `countBefore` is what readJobPhotoCount read in the same transaction. */
export function addJobPhoto(
  tx: Transaction,
  photo: Omit<StoredJobPhoto, 'createdAt'>,
  countBefore: number,
  now: Timestamp,
): StoredJobPhoto {
  const { id, ...fields } = photo;
  tx.create(jobPhotosCollection().doc(id), { ...fields, createdAt: now });
  tx.set(countRef(photo.companyId, photo.leadId), {
    companyId: photo.companyId,
    leadId: photo.leadId,
    count: countBefore + 1,
    updatedAt: now,
  });
  return { ...photo, createdAt: now.toDate() };
}

export function removeJobPhoto(tx: Transaction, photo: StoredJobPhoto, countBefore: number, now: Timestamp) {
  tx.delete(jobPhotosCollection().doc(photo.id));
  tx.set(countRef(photo.companyId, photo.leadId), {
    companyId: photo.companyId,
    leadId: photo.leadId,
    count: Math.max(0, countBefore - 1),
    updatedAt: now,
  });
}

import type Sharp from 'sharp';
import { JOB_PHOTO_MESSAGES, MAX_JOB_PHOTO_BYTES, MAX_JOB_PHOTOS, sniffPhotoType, type JobPhotoContentType } from '../../../common/quotes';
import { isDocumentId } from '../../platform/documentId';
import { runTransaction, Timestamp } from '../../platform/firestore/unitOfWork';
import { conflict, notFound } from '../../platform/graphql/errors';
import { logger } from '../../platform/logger';
import { services } from '../../platform/services';
import { createMediaStorage, type MediaStorage } from '../../platform/uploads/mediaStore';
import {
  addJobPhoto,
  getJobPhotos,
  jobPhotoCount,
  listJobPhotos,
  newJobPhotoId,
  readJobPhoto,
  readJobPhotoCount,
  removeJobPhoto,
  type StoredJobPhoto,
} from './jobPhotos.repository';

/** Loaded on first use, not at start (docs/decisions/0030-lean-image-and-cold-start.md). */
const sharp = (...args: Parameters<typeof Sharp>) => (require('sharp') as typeof Sharp)(...args);

/** The bytes `sniffPhotoType` reads (RIFF….WEBP is the longest signature). */
export const JOB_PHOTO_SNIFF_BYTES = 12;
/** A photograph is kept at most this many pixels on its longer side (a 12 MP phone photo is 4032). */
export const MAX_JOB_PHOTO_SIDE = 4096;
const MAX_INPUT_PIXELS = 100_000_000;
export const LEAD_NOT_BOUGHT = 'Your company has not bought this lead, so it cannot add photographs to its job.';
export const NO_LEAD = 'Say which job (lead) this photograph belongs to.';
export const PHOTO_NOT_FOUND = 'There is no such photograph.';
const TOO_MANY_PIXELS = 'This photograph has more than 100 megapixels. Save it smaller and upload it again.';

/** A refusal the upload route answers with its status and message (plain text, as tus clients show it). */
export class JobPhotoRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a company holds a purchase of a lead (the leads module answers: it sits above media). */
export type LeadHeldBy = (companyId: string, leadId: string) => Promise<boolean>;

let storage: MediaStorage | null = null;
/** Job photographs are kept in the private media store and only served through a signed link. */
function photoStorage(): MediaStorage {
  storage ??= createMediaStorage(services().config.uploads, { private: true });
  return storage;
}

/** Why an upload of `declaredBytes` to the job may not start, checked when it is created; null when it may. */
export async function jobPhotoUploadRefusal(
  job: { companyId: string; leadId: string },
  declaredBytes: number,
  leadHeldBy: LeadHeldBy,
): Promise<JobPhotoRefused | null> {
  if (!isDocumentId(job.leadId)) return new JobPhotoRefused(400, NO_LEAD);
  if (!(await leadHeldBy(job.companyId, job.leadId))) return new JobPhotoRefused(403, LEAD_NOT_BOUGHT);
  if ((await jobPhotoCount(job.companyId, job.leadId)) >= MAX_JOB_PHOTOS) return new JobPhotoRefused(409, JOB_PHOTO_MESSAGES.tooMany);
  if (declaredBytes > MAX_JOB_PHOTO_BYTES) return new JobPhotoRefused(413, JOB_PHOTO_MESSAGES.tooLarge);
  if (declaredBytes < JOB_PHOTO_SNIFF_BYTES) return new JobPhotoRefused(415, JOB_PHOTO_MESSAGES.wrongType);
  return null;
}

const FORMAT_OF: Record<JobPhotoContentType, { format: string; extension: string }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
};

/**
 * The photograph re-encoded in its own format with no metadata at all (sharp keeps none unless asked: no EXIF,
 * so no GPS position, camera make or model; no XMP or IPTC), turned upright first from its EXIF orientation,
 * and no larger than MAX_JOB_PHOTO_SIDE.
 */
async function reencode(bytes: Buffer, contentType: JobPhotoContentType) {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_JOB_PHOTO_SIDE, height: MAX_JOB_PHOTO_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    contentType === 'image/jpeg'
      ? image.jpeg({ quality: 85, mozjpeg: true })
      : contentType === 'image/png'
        ? image.png({ compressionLevel: 8 })
        : image.webp({ quality: 85 });
  return encoded.toBuffer({ resolveWithObject: true });
}

/**
 * Keeps an uploaded photograph of a job: its bytes decide its type (JPEG, PNG or WebP whose content sharp
 * reads as that format), it is re-encoded without metadata and stored under a new name; the record is added
 * in a transaction that checks the job's count, so the limit holds across uploads finishing together. The
 * caller deletes the upload itself, whatever the outcome.
 */
export async function storeJobPhoto(input: {
  companyId: string;
  leadId: string;
  uploadedBy: string;
  bytes: Buffer;
}): Promise<StoredJobPhoto> {
  if (input.bytes.length > MAX_JOB_PHOTO_BYTES) throw new JobPhotoRefused(413, JOB_PHOTO_MESSAGES.tooLarge);
  const contentType = sniffPhotoType(input.bytes.subarray(0, JOB_PHOTO_SNIFF_BYTES));
  if (!contentType) throw new JobPhotoRefused(415, JOB_PHOTO_MESSAGES.wrongType);
  let result: Awaited<ReturnType<typeof reencode>>;
  try {
    const metadata = await sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== FORMAT_OF[contentType].format) throw new JobPhotoRefused(415, JOB_PHOTO_MESSAGES.wrongType);
    result = await reencode(input.bytes, contentType);
  } catch (error) {
    if (error instanceof JobPhotoRefused) throw error;
    if ((error as Error).message?.includes('pixel limit')) throw new JobPhotoRefused(413, TOO_MANY_PIXELS);
    throw new JobPhotoRefused(415, JOB_PHOTO_MESSAGES.wrongType);
  }
  const id = newJobPhotoId();
  const fileName = `${id}.${FORMAT_OF[contentType].extension}`;
  await photoStorage().put(fileName, result.data, contentType);
  try {
    return await runTransaction(async (tx) => {
      const count = await readJobPhotoCount(tx, input.companyId, input.leadId);
      if (count >= MAX_JOB_PHOTOS) throw new JobPhotoRefused(409, JOB_PHOTO_MESSAGES.tooMany);
      return addJobPhoto(
        tx,
        {
          id,
          companyId: input.companyId,
          leadId: input.leadId,
          width: result.info.width,
          height: result.info.height,
          bytes: result.data.length,
          contentType,
          fileName,
          uploadedBy: input.uploadedBy,
        },
        count,
        Timestamp.now(),
      );
    });
  } catch (error) {
    await photoStorage()
      .remove(fileName)
      .catch((err: unknown) => logger.warn({ err, fileName }, 'could not delete a job photograph that was not recorded'));
    throw error;
  }
}

/** The stored bytes of a photograph, or null when there is none (the serving route answers 404). */
export async function jobPhotoBytes(photoId: string): Promise<{ photo: StoredJobPhoto; bytes: Buffer } | null> {
  const [photo] = isDocumentId(photoId) ? await getJobPhotos([photoId]) : [null];
  if (!photo) return null;
  const bytes = await photoStorage().get(photo.fileName);
  return bytes ? { photo, bytes } : null;
}

/** The photographs of a company's job on a lead, oldest first (at most MAX_JOB_PHOTOS). */
export function jobPhotosOf(companyId: string, leadId: string): Promise<StoredJobPhoto[]> {
  return isDocumentId(companyId) && isDocumentId(leadId) ? listJobPhotos(companyId, leadId) : Promise.resolve([]);
}

/** Photographs by id, in the order asked, null for an id that names none: a job record checks whose they are. */
export async function readJobPhotos(ids: readonly string[]): Promise<Array<StoredJobPhoto | null>> {
  const valid = ids.filter(isDocumentId);
  const found = new Map((await getJobPhotos([...new Set(valid)])).filter((p) => p !== null).map((p) => [p.id, p]));
  return ids.map((id) => found.get(id) ?? null);
}

/** Why a photograph may not be deleted (it is part of a record), or null. */
type JobPhotoUse = (photo: StoredJobPhoto) => Promise<string | null>;
let jobPhotoUse: JobPhotoUse = async () => null;

/**
 * Called at start-up by the module that keeps records naming photographs (the jobs module's setUp,
 * docs/decisions/0053-modules-register-themselves.md): media sits below it and cannot ask it otherwise.
 */
export function registerJobPhotoUse(use: JobPhotoUse) {
  jobPhotoUse = use;
}

/**
 * The company deletes one of its photographs: the record, the job's count and the stored image. A photograph a
 * record names is refused with the reason (docs/requirements/quotes-and-removal-records.md#photographs).
 */
export async function deleteJobPhoto(companyId: string, photoId: string): Promise<StoredJobPhoto> {
  if (!isDocumentId(photoId)) throw notFound(PHOTO_NOT_FOUND);
  const [found] = await getJobPhotos([photoId]);
  if (!found || found.companyId !== companyId) throw notFound(PHOTO_NOT_FOUND);
  const inUse = await jobPhotoUse(found);
  if (inUse) throw conflict(inUse);
  const photo = await runTransaction(async (tx) => {
    const stored = await readJobPhoto(tx, photoId);
    if (!stored || stored.companyId !== companyId) throw notFound(PHOTO_NOT_FOUND);
    removeJobPhoto(tx, stored, await readJobPhotoCount(tx, stored.companyId, stored.leadId), Timestamp.now());
    return stored;
  });
  await photoStorage()
    .remove(photo.fileName)
    .catch((err: unknown) => logger.warn({ err, fileName: photo.fileName }, 'could not delete a job photograph’s image'));
  return photo;
}

import type { FieldError } from '../../../common/validation/fieldErrors';
import { jobPhotoUrl, readJobPhotos, type StoredJobPhoto } from '../media';
import { getJobRecord, jobRecordId, removalRecordsOfLead } from './jobs.repository';

export const NOT_THIS_JOBS_PHOTO = 'A photograph id is not one of this job’s photographs';

/**
 * A job record's photograph ids checked against the job photographs the media module stores: each must name a
 * re-encoded photograph uploaded for this lead by this company. Answers one field error per area list that names
 * another.
 */
export async function jobPhotoOwnershipProblems(
  job: { leadId: string; companyId: string },
  photoIds: ReadonlyArray<{ path: string; id: string }>,
): Promise<FieldError[]> {
  const photos = await readJobPhotos(photoIds.map(({ id }) => id));
  const wrongPaths = new Set(
    photoIds
      .filter((_, index) => photos[index]?.companyId !== job.companyId || photos[index]?.leadId !== job.leadId)
      .map(({ path }) => path),
  );
  return [...wrongPaths].map((path) => ({ path, message: NOT_THIS_JOBS_PHOTO }));
}

/** How long the photograph links of a shared removal record work: long enough to look through them. */
const SHARED_PHOTO_LINK_MS = 60 * 60 * 1000;

/** Signed links to the photographs, in order, for a page opened through a share link. */
export function sharedPhotoUrls(ids: readonly string[], now = Date.now()): Promise<string[]> {
  return Promise.all(ids.map((id) => jobPhotoUrl(id, now + SHARED_PHOTO_LINK_MS)));
}

export const PHOTO_IN_JOB_RECORD = 'This photograph is in your job record: take it out of the record and save it, then delete it.';
export const PHOTO_IN_REMOVAL_RECORD = 'This photograph is part of an issued removal record, which is never edited: it cannot be deleted.';

/** Why a photograph may not be deleted: the job record names it, or a removal record issued from it does. */
export async function jobPhotoUse(photo: StoredJobPhoto): Promise<string | null> {
  const [record, removalRecords] = await Promise.all([
    getJobRecord(jobRecordId(photo.leadId, photo.companyId)),
    removalRecordsOfLead(photo.leadId),
  ]);
  const names = (areas: ReadonlyArray<{ beforePhotoIds: string[]; afterPhotoIds: string[] }>) =>
    areas.some((area) => area.beforePhotoIds.includes(photo.id) || area.afterPhotoIds.includes(photo.id));
  if (removalRecords.some((removal) => removal.companyId === photo.companyId && names(removal.evidence.areas)))
    return PHOTO_IN_REMOVAL_RECORD;
  if (record && names(record.content.roofAreas)) return PHOTO_IN_JOB_RECORD;
  return null;
}

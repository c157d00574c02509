import type { FieldError } from '../../../common/validation/fieldErrors';

/**
 * THE place where a job record's photograph ids are checked against the job photographs the media module stores
 * (issue 40, engineer B's part): each id must name a re-encoded photograph uploaded for this lead by this company.
 * Until that store exists, the ids are taken as given (their shape and count are checked by the caller); this
 * function answers the field errors of ids that are not this job's photographs, none yet.
 */
export async function jobPhotoOwnershipProblems(
  _job: { leadId: string; companyId: string },
  _photoIds: ReadonlyArray<{ path: string; id: string }>,
): Promise<FieldError[]> {
  return [];
}

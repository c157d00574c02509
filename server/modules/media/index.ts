/** What other modules may use of media (docs/decisions/0033-module-order-and-public-faces.md). */
export { siteImageById, storeSiteImage, toSiteImage } from './media.service';
/**
 * Job photographs (docs/requirements/quotes-and-removal-records.md#photographs): the leads module mounts the
 * upload route with its purchase check; the job record checks photograph ids with jobPhotosOf / readJobPhotos
 * and shows them through jobPhotoUrl.
 */
export { jobPhotosOf, readJobPhotos, registerJobPhotoUse, type LeadHeldBy } from './jobPhotos.service';
export { type StoredJobPhoto } from './jobPhotos.repository';
export { jobPhotoUrl } from './jobPhotoLink';
export { JOB_PHOTO_UPLOAD_PATH, jobPhotoUploadRoutes } from './jobPhotos.routes';

import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import type { FieldError } from '../../../common/validation/fieldErrors';
import { isDocumentId } from '../../platform/documentId';
import { invalidatePages } from '../../platform/pages/pageCache';
import { mapPage } from '../../platform/firestore/connection';
import { PublicationStatus } from './content.types';
import type { AdminVideo, AdminVideoConnection, AdminVideoInput } from './adminVideos.types';
import {
  adminVideosList,
  createAdminVideo,
  getStoredVideo,
  updateAdminVideo,
  VideoChangedMeanwhile,
  VideoNotFound,
  VideoSlugTaken,
  type StoredVideo,
  type VideoFields,
} from './videos.repository';
import { secondsFromDuration, youtubeIdFrom, youtubeThumbnailUrl } from './youtubeId';

const VIDEO_PAGES = ['/videos', '/sitemap.xml'];
/** A video coming onto or leaving the site may change whether the layout links /videos: every page. */
const EVERY_PAGE = 'all';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_TAKEN: FieldError = { path: 'slug', message: 'Another video already uses this slug' };

function adminVideo(video: StoredVideo): AdminVideo {
  return {
    ...video,
    status: video.status as PublicationStatus,
    thumbnailUrl: video.thumbnailUrl,
    onSite: video.status === PublicationStatus.PUBLISHED && !video.demo,
  };
}

/** Checks and normalises what the administrator typed; BAD_USER_INPUT with one message per field. */
export function videoFieldsFrom(input: AdminVideoInput): VideoFields {
  const errors: FieldError[] = [];
  const youtubeId = youtubeIdFrom(input.youtube ?? '');
  if (!youtubeId) errors.push({ path: 'youtube', message: 'Enter a YouTube video id (11 characters) or a YouTube video address' });
  const title = (input.title ?? '').trim();
  if (!title) errors.push({ path: 'title', message: 'Enter a title' });
  else if (title.length > 150) errors.push({ path: 'title', message: 'The title must be 150 characters or fewer' });
  const slug = (input.slug ?? '').trim().toLowerCase();
  if (!SLUG.test(slug) || slug.length > 100) errors.push({ path: 'slug', message: 'Use lower-case letters, digits and single hyphens, up to 100 characters' });
  const description = (input.description ?? '').trim();
  if (!description) errors.push({ path: 'description', message: 'Enter a description' });
  else if (description.length > 500) errors.push({ path: 'description', message: 'The description must be 500 characters or fewer' });
  const durationSeconds = secondsFromDuration(input.duration ?? '');
  if (durationSeconds === null) errors.push({ path: 'duration', message: 'Enter the length as mm:ss or h:mm:ss, e.g. 3:34' });
  const transcript = (input.transcript ?? '').trim();
  if (transcript.length > 100_000) errors.push({ path: 'transcript', message: 'The transcript must be 100,000 characters or fewer' });
  const thumbnail = input.thumbnailUrl?.trim() || null;
  if (thumbnail && !/^https:\/\/[^\s]+$/i.test(thumbnail)) errors.push({ path: 'thumbnailUrl', message: 'Enter an https:// address, or leave it empty for YouTube’s thumbnail' });
  if (input.status !== PublicationStatus.DRAFT && input.status !== PublicationStatus.PUBLISHED) {
    errors.push({ path: 'status', message: 'Choose draft or published' });
  }
  if (errors.length) throw invalidInput(errors);
  return {
    youtubeId: youtubeId!,
    title,
    slug,
    description,
    durationSeconds: durationSeconds!,
    transcript,
    thumbnailUrl: thumbnail ?? youtubeThumbnailUrl(youtubeId!),
    status: input.status,
  };
}

export async function adminVideosPage(status: PublicationStatus | null, page: PageArgs): Promise<AdminVideoConnection> {
  return mapPage(await countedPage(adminVideosList(status), page), adminVideo) as AdminVideoConnection;
}

export async function adminVideoById(id: string): Promise<AdminVideo | null> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a video id' }]);
  const video = await getStoredVideo(id);
  return video ? adminVideo(video) : null;
}

export async function createVideoByAdmin(input: AdminVideoInput, by: string): Promise<AdminVideo> {
  const fields = videoFieldsFrom(input);
  try {
    const video = await createAdminVideo(fields, by);
    if (fields.status === PublicationStatus.PUBLISHED) invalidatePages(EVERY_PAGE);
    return adminVideo(video);
  } catch (error) {
    if (error instanceof VideoSlugTaken) throw invalidInput([SLUG_TAKEN]);
    throw error;
  }
}

export async function updateVideoByAdmin(id: string, input: AdminVideoInput, expectedUpdatedAt: Date | null, by: string): Promise<AdminVideo> {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a video id' }]);
  const fields = videoFieldsFrom(input);
  try {
    const { before, after } = await updateAdminVideo(id, fields, expectedUpdatedAt, by);
    // Publishing or withdrawing may change the navigation on every page; editing a published video, its own pages.
    const onSite = (video: StoredVideo) => video.status === PublicationStatus.PUBLISHED && !video.demo;
    if (onSite(before) !== onSite(after)) invalidatePages(EVERY_PAGE);
    else if (before.status === PublicationStatus.PUBLISHED || after.status === PublicationStatus.PUBLISHED) invalidatePages(VIDEO_PAGES);
    return adminVideo(after);
  } catch (error) {
    if (error instanceof VideoNotFound) throw notFound('There is no such video');
    if (error instanceof VideoChangedMeanwhile) throw conflict('Someone else changed this video since you loaded it: refresh to see the latest and try again');
    if (error instanceof VideoSlugTaken) throw invalidInput([SLUG_TAKEN]);
    throw error;
  }
}

import { readContentFolder, type ContentFile } from '../modules/content/contentFolder';
import { PublicationStatus, type Video } from '../modules/content/content.types';
import { createVideo, videoSlugExists } from '../modules/content/videos.repository';
import { logger } from '../platform/logger';

/**
 * The demo videos: content/seed/videos/{slug}.md, with `title`, `description`, `youtubeId`, `durationSeconds`,
 * `publishedAt` (YYYY-MM-DD) and `demo` in the front matter, and the transcript as the body. A `demo: true`
 * video has no real YouTube video behind its id, so it is seeded as a draft: a "coming soon" page is a placeholder
 * and must not reach the site or the sitemap. An admin publishes it once a real video id is set.
 */
export const SEED_VIDEOS_FOLDER = 'seed/videos';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** A seed file as a video (a draft when it is a demo); throws with the file's name when its front matter is incomplete. */
export function videoFromSeedFile({ slug, meta, body }: ContentFile): Omit<Video, 'id'> {
  const problem = (what: string) => new Error(`content/${SEED_VIDEOS_FOLDER}/${slug}.md: ${what}`);
  if (!meta.title) throw problem('title is missing');
  if (!meta.description) throw problem('description is missing');
  if (!YOUTUBE_ID.test(meta.youtubeId ?? '')) throw problem('youtubeId must be an 11-character YouTube video id');
  const durationSeconds = Number(meta.durationSeconds);
  if (!Number.isInteger(durationSeconds) || durationSeconds < 1) throw problem('durationSeconds must be a whole number of seconds');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.publishedAt ?? '')) throw problem('publishedAt must be a date, YYYY-MM-DD');
  if (meta.demo !== 'true' && meta.demo !== 'false') throw problem('demo must be true or false');
  const transcript = body.trim();
  if (!transcript) throw problem('the transcript (the body) is empty');
  return {
    slug,
    title: meta.title,
    description: meta.description,
    youtubeId: meta.youtubeId,
    durationSeconds,
    transcript,
    status: meta.demo === 'true' ? PublicationStatus.DRAFT : PublicationStatus.PUBLISHED,
    publishedAt: new Date(`${meta.publishedAt}T00:00:00Z`),
    demo: meta.demo === 'true',
  };
}

/**
 * Loads the seed videos into `videos` (demo ones as drafts). Idempotent by slug, like the demo posts: a video is
 * created only when no video uses its slug yet, so one an admin has edited or unpublished is left alone.
 */
export async function seedVideos(): Promise<number> {
  let created = 0;
  for (const file of readContentFolder(SEED_VIDEOS_FOLDER)) {
    const video = videoFromSeedFile(file);
    if (await videoSlugExists(video.slug)) continue;
    try {
      await createVideo(video.slug, video);
      created += 1;
    } catch (error) {
      // ALREADY_EXISTS: another instance seeded the same video at the same moment.
      if ((error as { code?: number }).code !== 6) throw error;
    }
  }
  if (created) logger.info({ created }, 'demo videos seeded');
  return created;
}

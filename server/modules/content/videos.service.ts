import type { Video } from './content.types';
import { findPublishedVideo, newestPublishedVideos } from './videos.repository';

/** The video page lists at most this many; the site publishes a handful of explainers, not a channel. */
export const VIDEO_LIST_LIMIT = 60;

export function publishedVideos(): Promise<Video[]> {
  return newestPublishedVideos(VIDEO_LIST_LIMIT);
}

export function publishedVideo(slug: string): Promise<Video | null> {
  return findPublishedVideo(slug.trim().toLowerCase());
}

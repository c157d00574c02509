import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import type { Video, VideoConnection } from './content.types';
import { findPublishedVideo, publishedVideosList } from './videos.repository';

export function publishedVideos(page: PageArgs): Promise<VideoConnection> {
  return countedPage(publishedVideosList(), page);
}

export function publishedVideo(slug: string): Promise<Video | null> {
  return findPublishedVideo(slug.trim().toLowerCase());
}

import { Arg, Query, Resolver } from 'type-graphql';
import { Video } from './content.types';
import { publishedVideo, publishedVideos } from './videos.service';

@Resolver(() => Video)
export class VideosResolver {
  @Query(() => [Video], { description: 'Public: published videos, newest first' })
  videos(): Promise<Video[]> {
    return publishedVideos();
  }

  @Query(() => Video, { nullable: true, description: 'Public: the published video with this slug, or null' })
  video(@Arg('slug', () => String) slug: string): Promise<Video | null> {
    return publishedVideo(slug);
  }
}

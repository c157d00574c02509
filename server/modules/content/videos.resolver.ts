import { Arg, Args, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { Video, VideoConnection } from './content.types';
import { publishedVideo, publishedVideos } from './videos.service';

@Resolver(() => Video)
export class VideosResolver {
  @Access('PUBLIC')
  @Query(() => VideoConnection, { description: 'Published videos, newest first.' })
  videos(@Args(() => PageArgs) page: PageArgs): Promise<VideoConnection> {
    return publishedVideos(page);
  }

  @Access('PUBLIC')
  @Query(() => Video, { nullable: true, description: 'The published video with this slug; null when there is none.' })
  video(@Arg('slug', () => String, { description: 'Slug from /videos/{slug} (case ignored).' }) slug: string): Promise<Video | null> {
    return publishedVideo(slug);
  }
}

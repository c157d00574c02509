import { createModule } from '../../platform/runtime/serverModule';
import { logger } from '../../platform/logger';
import { mountSeo } from '../../platform/pages/seo';
import { isPublicPagePath, sitemapEntries } from './sitemap.service';
import { publishDuePosts } from './adminPosts.service';
import { postsRoutes } from './posts.routes';
import { AdminPostsResolver } from './adminPosts.resolver';
import { AdminProfilesResolver } from './adminProfiles.resolver';
import { AdminVideosResolver } from './adminVideos.resolver';
import { AuthorsResolver } from './authors.resolver';
import { ContentResolver } from './content.resolver';
import { GuidesResolver } from './guides.resolver';
import { Post, Video } from './content.types';
import { LocationsResolver } from './locations.resolver';
import { PostsResolver } from './posts.resolver';
import { VideosResolver } from './videos.resolver';

export const contentModule = createModule({
  name: 'content',
  layer: 7,
  resolvers: [VideosResolver, AdminPostsResolver, LocationsResolver, AdminProfilesResolver, GuidesResolver, ContentResolver, AuthorsResolver, PostsResolver, AdminVideosResolver],
  orphanedTypes: [Post, Video],
  routes(router, { config, origin }) {
    mountSeo(router, { siteUrl: origin, indexNowKey: config.indexNowKey, sitemapEntries, isPublicPath: isPublicPagePath });
    // Old slugs of published posts (301), and scheduled publishing for a production scheduler.
    router.use(postsRoutes());
  },
  scheduled: [
    {
      // A production scheduler calls POST /internal/publish-due instead (docs/decisions/0018-scheduled-publishing.md).
      name: 'publishing scheduled posts',
      runsOn: 'embedded-store-owner',
      everyMs: (config) => config.scheduledPublishIntervalMs,
      run: async () => {
        const published = await publishDuePosts();
        if (published.length) logger.info({ published }, 'published scheduled posts');
      },
    },
  ],
});

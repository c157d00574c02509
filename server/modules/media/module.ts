import { createModule } from '../../platform/runtime/serverModule';
import { jobPhotoServeRoutes } from './jobPhotos.routes';
import { JobPhotosResolver } from './jobPhotos.resolver';
import { mediaRoutes } from './media.routes';
import { SiteImagesResolver } from './media.resolver';

export const mediaModule = createModule({
  name: 'media',
  layer: 1,
  resolvers: [SiteImagesResolver, JobPhotosResolver],
  routes(router) {
    // Admin uploads (resized) and the public, immutable sizes; job photographs only through signed links (their
    // upload route is mounted by the leads module, which knows who bought a lead).
    router.use(mediaRoutes());
    router.use(jobPhotoServeRoutes());
  },
});

import { createModule } from '../../platform/runtime/serverModule';
import { mediaRoutes } from './media.routes';
import { SiteImagesResolver } from './media.resolver';

export const mediaModule = createModule({
  name: 'media',
  layer: 1,
  resolvers: [SiteImagesResolver],
  routes(router) {
    // Admin uploads (resized) and the public, immutable sizes.
    router.use(mediaRoutes());
  },
});

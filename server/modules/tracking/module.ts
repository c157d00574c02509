import { createModule } from '../../platform/runtime/serverModule';
import { trackingRoutes } from './tracking.routes';
import { AdminTrackingResolver } from './adminTracking.resolver';

export const trackingModule = createModule({
  name: 'tracking',
  layer: 1,
  resolvers: [AdminTrackingResolver],
  routes(router) {
    // Beacons from the browser: phone clicks and web vitals.
    router.use('/api', trackingRoutes());
  },
});

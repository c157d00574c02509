import { createModule } from '../../platform/runtime/serverModule';
import { DashboardResolver } from './dashboard.resolver';

export const dashboardModule = createModule({
  name: 'dashboard',
  layer: 11,
  resolvers: [DashboardResolver],
});

import { createModule } from '../../platform/runtime/serverModule';

export const dailyStatsModule = createModule({
  name: 'dailyStats',
  layer: 0,
});

import { createModule } from '../../platform/serverModule';

export const dailyStatsModule = createModule({
  name: 'dailyStats',
  layer: 0,
});

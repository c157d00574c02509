import { createModule } from '../../platform/runtime/serverModule';
import { aiRoutes } from './ai.routes';
import { AiToolsResolver } from './ai.resolver';

export const aiModule = createModule({
  name: 'ai',
  layer: 8,
  resolvers: [AiToolsResolver],
  routes(router) {
    // The AI post generator's streamed draft (admin only).
    router.use(aiRoutes());
  },
});

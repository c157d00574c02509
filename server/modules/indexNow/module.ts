import { createModule } from '../../platform/runtime/serverModule';
import { IndexNowResolver } from './indexNow.resolver';

export const indexNowModule = createModule({
  name: 'indexNow',
  layer: 1,
  resolvers: [IndexNowResolver],
});

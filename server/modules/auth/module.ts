import { createModule } from '../../platform/runtime/serverModule';
import { AuthResolver } from './auth.resolver';

export const authModule = createModule({
  name: 'auth',
  layer: 1,
  resolvers: [AuthResolver],
});

import { createModule } from '../../platform/runtime/serverModule';
import { PrivacyResolver } from './privacy.resolver';

export const privacyModule = createModule({
  name: 'privacy',
  layer: 10,
  resolvers: [PrivacyResolver],
});

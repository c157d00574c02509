import { createModule } from '../../platform/runtime/serverModule';
import { OutreachResolver } from './outreach.resolver';

export const outreachModule = createModule({
  name: 'outreach',
  layer: 1,
  resolvers: [OutreachResolver],
});

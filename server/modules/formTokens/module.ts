import { createModule } from '../../platform/runtime/serverModule';
import { FormTokensResolver } from './formTokens.resolver';

export const formTokensModule = createModule({
  name: 'formTokens',
  layer: 1,
  resolvers: [FormTokensResolver],
});

import { createModule } from '../../platform/serverModule';
import { FormsResolver } from './forms.resolver';

export const formsModule = createModule({
  name: 'forms',
  layer: 1,
  resolvers: [FormsResolver],
});

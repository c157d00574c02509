import { createModule } from '../../platform/runtime/serverModule';
import { guestPostMailTemplates } from './guestPosts.mail';
import { GuestPostsResolver } from './guestPosts.resolver';

export const guestPostsModule = createModule({
  name: 'guestPosts',
  layer: 1,
  resolvers: [GuestPostsResolver],
  mailTemplates: guestPostMailTemplates,
});

import { createModule } from '../../platform/runtime/serverModule';
import { mailRoutes } from './mail.routes';
import { MailResolver } from './mail.resolver';
import { staffMessageMailTemplates } from './staffMessage.mail';

export const mailModule = createModule({
  name: 'mail',
  layer: 1,
  resolvers: [MailResolver],
  mailTemplates: staffMessageMailTemplates,
  routes(router, { mailOutbox }) {
    // The outbox's due mail, sent when a production scheduler calls.
    router.use(mailRoutes(mailOutbox));
  },
});

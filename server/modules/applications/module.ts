import { createModule } from '../../platform/runtime/serverModule';
import { applicationMailTemplates } from './applications.mail';
import { ApplicationsResolver } from './applications.resolver';
import { Application } from './applications.types';

export const applicationsModule = createModule({
  name: 'applications',
  layer: 5,
  resolvers: [ApplicationsResolver],
  orphanedTypes: [Application],
  mailTemplates: applicationMailTemplates,
});

import { createModule } from '../../platform/runtime/serverModule';
import { AdminLeadsResolver } from './adminLeads.resolver';
import { leadMailTemplates } from './leads.mail';

export const leadsModule = createModule({
  name: 'leads',
  layer: 5,
  resolvers: [AdminLeadsResolver],
  mailTemplates: leadMailTemplates,
});

import { createModule } from '../../platform/runtime/serverModule';
import { JOB_PHOTO_UPLOAD_PATH, jobPhotoUploadRoutes } from '../media';
import { AdminLeadsResolver } from './adminLeads.resolver';
import { companyHoldsLead } from './leadHolders';
import { leadMailTemplates } from './leads.mail';

export const leadsModule = createModule({
  name: 'leads',
  layer: 5,
  resolvers: [AdminLeadsResolver],
  mailTemplates: leadMailTemplates,
  routes(router, { uploadStorage }) {
    // Job photographs are kept by media (below the leads); only the leads can tell whether the company bought the lead.
    router.use(JOB_PHOTO_UPLOAD_PATH, jobPhotoUploadRoutes({ storage: uploadStorage, leadHeldBy: companyHoldsLead }));
  },
});

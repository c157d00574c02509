import { createModule } from '../../platform/runtime/serverModule';
import { AdminCallbacksResolver } from './adminCallbacks.resolver';
import { AdminContactEnquiriesResolver } from './adminContactEnquiries.resolver';
import { AdminSurveysResolver } from './adminSurveys.resolver';
import { enquiryMailTemplates } from './enquiries.mail';
import { EnquiriesResolver } from './enquiries.resolver';

export const enquiriesModule = createModule({
  name: 'enquiries',
  layer: 1,
  resolvers: [AdminCallbacksResolver, EnquiriesResolver, AdminContactEnquiriesResolver, AdminSurveysResolver],
  mailTemplates: enquiryMailTemplates,
});

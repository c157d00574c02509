import { createModule } from '../../platform/runtime/serverModule';
import { quoteFormPostRoutes } from './quoteFormPost.route';
import { AdminRemovalRequestsResolver } from './adminRemovalRequests.resolver';
import { HomeownerRequestCompanyRatingResolver, HomeownerRequestResolver } from './homeownerRequest.resolver';
import { removalRequestMailTemplates } from './removalRequests.mail';
import { RemovalRequestsResolver } from './removalRequests.resolver';

export const removalRequestsModule = createModule({
  name: 'removalRequests',
  layer: 7,
  resolvers: [RemovalRequestsResolver, AdminRemovalRequestsResolver, HomeownerRequestResolver, HomeownerRequestCompanyRatingResolver],
  mailTemplates: removalRequestMailTemplates,
  routes(router) {
    // The quote forms sent without JavaScript (one page of all steps, posted as a plain form).
    router.use(quoteFormPostRoutes());
  },
});

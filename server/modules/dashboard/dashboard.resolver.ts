import { Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { countPendingApplications } from '../applications';
import { countCertificationAwaitingReview } from '../certification';
import { countCallbacksWaiting } from '../enquiries';
import { countOpenDisputes } from '../marketplace';
import { countOutreachFollowUpsDue } from '../outreach';
import { countPendingReviews } from '../reviews';
import { dashboard } from './dashboard.service';
import { Dashboard } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  @Access('ADMIN')
  @Query(() => Dashboard, {
    description:
      'The admin dashboard. Its cost is fixed: 84 daily counter documents and six count() aggregations, however many leads there are (docs/decisions/0014-dashboard-counters.md).',
  })
  async adminDashboard(): Promise<Dashboard> {
    return dashboard(new Date(), async () => {
      const [pendingApplications, certificationAwaitingReview, callbacksWaiting, openDisputes, outreachFollowUpsDue, reviewsWaiting] =
        await Promise.all([
          countPendingApplications(),
          countCertificationAwaitingReview(),
          countCallbacksWaiting(),
          countOpenDisputes(),
          countOutreachFollowUpsDue(),
          countPendingReviews(),
        ]);
      return { pendingApplications, certificationAwaitingReview, callbacksWaiting, openDisputes, outreachFollowUpsDue, reviewsWaiting };
    });
  }
}

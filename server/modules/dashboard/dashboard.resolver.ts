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
      'The admin dashboard. Its cost is fixed: the daily counter documents of the last 84 days (92 at most, when this month and the two before reach further back) and six count() aggregations, however many leads there are (docs/decisions/0014-dashboard-counters.md).',
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

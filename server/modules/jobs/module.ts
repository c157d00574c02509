import { createModule } from '../../platform/runtime/serverModule';
import { jobsMailTemplates } from './jobs.mail';
import { JobsResolver } from './jobs.resolver';
import { AdminLeadStoryResolver } from './leadStory.resolver';
import { jobsRoutes } from './jobs.routes';

/** The job record, the homeowner's confirmation and the numbered removal record (docs/decisions/0055-quotes-and-removal-records.md). */
export const jobsModule = createModule({
  name: 'jobs',
  layer: 9,
  resolvers: [JobsResolver, AdminLeadStoryResolver],
  mailTemplates: jobsMailTemplates,
  routes(router, { origin }) {
    router.use(jobsRoutes({ siteUrl: origin }));
  },
});

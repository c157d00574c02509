import { createModule } from '../../platform/runtime/serverModule';
import { jobsMailTemplates } from './jobs.mail';
import { JobsResolver } from './jobs.resolver';
import { AdminLeadStoryResolver } from './leadStory.resolver';
import { jobsRoutes } from './jobs.routes';
import { registerJobPhotoUse } from '../media';
import { jobPhotoUse } from './jobPhotos';
import { SURVEY_REPORT_UPLOAD_PATH } from '../../../common/removalSurvey';
import { surveyReportServeRoutes, surveyReportUploadRoutes } from './surveyReports.routes';
import { keepSurveyReportStorage } from './surveyReportStore';

/** The job record, the homeowner's confirmation and the numbered removal record (docs/decisions/0055-quotes-and-removal-records.md). */
export const jobsModule = createModule({
  name: 'jobs',
  layer: 9,
  resolvers: [JobsResolver, AdminLeadStoryResolver],
  mailTemplates: jobsMailTemplates,
  setUp: () => registerJobPhotoUse(jobPhotoUse),
  routes(router, { origin, uploadStorage }) {
    keepSurveyReportStorage(uploadStorage);
    router.use(jobsRoutes({ siteUrl: origin }));
    router.use(SURVEY_REPORT_UPLOAD_PATH, surveyReportUploadRoutes({ storage: uploadStorage }));
    router.use(surveyReportServeRoutes({ storage: uploadStorage }));
  },
});

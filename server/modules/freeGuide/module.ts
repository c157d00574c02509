import { createModule } from '../../platform/runtime/serverModule';
import { freeGuideDownload } from './freeGuide.route';
import { AdminPdfLeadsResolver } from './adminPdfLeads.resolver';
import { freeGuideMailTemplates } from './freeGuide.mail';
import { FreeGuideResolver } from './freeGuide.resolver';

export const freeGuideModule = createModule({
  name: 'freeGuide',
  layer: 8,
  resolvers: [AdminPdfLeadsResolver, FreeGuideResolver],
  mailTemplates: freeGuideMailTemplates,
  routes(router, { config }) {
    router.get('/downloads/free-guide.pdf', freeGuideDownload({ siteUrl: config.publicUrl }));
  },
});

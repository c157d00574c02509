import { createModule } from '../../platform/runtime/serverModule';
import { quoteMailTemplates } from './quotes.mail';
import { AdminQuotesResolver, CompanyQuotesResolver, HomeownerQuotesResolver } from './quotes.resolver';

export const quotesModule = createModule({
  name: 'quotes',
  layer: 8,
  resolvers: [CompanyQuotesResolver, HomeownerQuotesResolver, AdminQuotesResolver],
  mailTemplates: quoteMailTemplates,
});

import { createModule } from '../../platform/runtime/serverModule';
import { invoiceRoutes } from './invoices.routes';
import { invoiceMailTemplates } from './invoices.mail';
import { InvoicesResolver } from './invoices.resolver';

export const invoicesModule = createModule({
  name: 'invoices',
  layer: 3,
  resolvers: [InvoicesResolver],
  mailTemplates: invoiceMailTemplates,
  routes(router) {
    // VAT invoices and credit notes as PDF (docs/decisions/0047-vat-invoices.md).
    router.use(invoiceRoutes());
  },
});

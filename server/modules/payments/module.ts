import { createModule } from '../../platform/runtime/serverModule';
import { localCheckoutRoutes, stripeWebhookRoute } from './payments.routes';
import { issueAllOwedDocuments } from './paymentDocuments';
import { registerFulfilment } from './fulfilment';
import { PaymentKind } from './payments.types';
import { fulfilTopUp } from './balance.service';
import { AdminPaymentsResolver } from './adminPayments.resolver';
import { AdminCompanyBalanceResolver, BalanceResolver } from './balance.resolver';
import { CompanyPaymentsResolver } from './companyPayments.resolver';
import { paymentMailTemplates } from './payments.mail';
import { PaymentsResolver } from './payments.resolver';

export const paymentsModule = createModule({
  name: 'payments',
  layer: 4,
  resolvers: [CompanyPaymentsResolver, AdminPaymentsResolver, BalanceResolver, AdminCompanyBalanceResolver, PaymentsResolver],
  mailTemplates: paymentMailTemplates,
  routes(router, { config }) {
    // The webhook reads its raw body itself: its signature covers the exact bytes Stripe sent.
    router.use(stripeWebhookRoute(config.payments), localCheckoutRoutes());
  },
  scheduled: [
    {
      // Catches up invoices and credit notes whose issuing was cut short; keyed by payment, so two sweeps never issue twice.
      name: 'issuing owed invoices',
      runsOn: 'every-instance',
      everyMs: () => 5 * 60 * 1000,
      run: issueAllOwedDocuments,
    },
  ],
  setUp: () => registerFulfilment(PaymentKind.BALANCE_TOP_UP, fulfilTopUp),
});

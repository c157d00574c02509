import { createModule } from '../../platform/runtime/serverModule';
import { registerFulfilment } from '../payments';
import { PaymentKind } from '../payments/payments.types';
import { fulfilLeadPurchase } from './leadPurchase.service';
import { leadPipelineMailTemplates } from './leadPipeline.mail';
import { LeadPipelineResolver } from './leadPipeline.resolver';
import { marketplaceMailTemplates } from './marketplace.mail';
import { LeadDisputeResolver, MarketplaceResolver } from './marketplace.resolver';

export const marketplaceModule = createModule({
  name: 'marketplace',
  layer: 6,
  resolvers: [MarketplaceResolver, LeadDisputeResolver, LeadPipelineResolver],
  mailTemplates: { ...marketplaceMailTemplates, ...leadPipelineMailTemplates },
  setUp: () => registerFulfilment(PaymentKind.LEAD_PURCHASE, fulfilLeadPurchase),
});

import { createModule } from '../../platform/runtime/serverModule';
import { services } from '../../platform/services';
import { webhookMailTemplates } from './webhooks.mail';
import { WebhooksResolver } from './webhooks.resolver';
import { WebhookEventPayload } from './webhooks.types';
import { createWebhookWorker } from './webhookWorker';

let worker: ReturnType<typeof createWebhookWorker> | null = null;

export const webhooksModule = createModule({
  name: 'webhooks',
  layer: 3,
  resolvers: [WebhooksResolver],
  orphanedTypes: [WebhookEventPayload],
  mailTemplates: webhookMailTemplates,
  scheduled: [
    {
      name: 'webhook delivery',
      // Every instance delivers: claims with a lease keep them off each other's deliveries (docs/decisions/0060-webhooks.md).
      runsOn: 'every-instance',
      everyMs: (config) => config.webhooks.pollMs,
      run: () => {
        const { config } = services();
        if (!config.webhooks.worker) return Promise.resolve();
        worker ??= createWebhookWorker(config.webhooks);
        return worker.tick();
      },
    },
  ],
});

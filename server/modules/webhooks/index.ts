/**
 * What other modules may use of webhooks (docs/decisions/0033-module-order-and-public-faces.md): the modules whose
 * changes are webhook events raise them in their own transaction.
 */
export { raiseWebhookEvent } from './webhooks.repository';

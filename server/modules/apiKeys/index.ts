/**
 * What other modules may use of apiKeys (docs/decisions/0033-module-order-and-public-faces.md): nothing yet.
 * Keys reach the rest of the site through the platform (server/platform/graphql/apiKeyCallers.ts), as the
 * company they act for, with their scopes checked by the auth checker.
 */
export { listApiKeys } from './apiKeys.service';

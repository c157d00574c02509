import { registerApiKeyAuthenticator } from '../../platform/graphql/apiKeyCallers';
import { createModule } from '../../platform/runtime/serverModule';
import { ApiKeysResolver } from './apiKeys.resolver';
import { authenticateApiKey } from './apiKeys.service';

export const apiKeysModule = createModule({
  name: 'apiKeys',
  layer: 3,
  resolvers: [ApiKeysResolver],
  setUp() {
    // /graphql takes `Authorization: Bearer sfr_…` (docs/decisions/0059-api-keys.md): the platform asks this module to check it.
    registerApiKeyAuthenticator((secret) => authenticateApiKey(secret));
  },
});

import type { ApiKeyScope } from '../../../common/apiKeys';

/** A company's API key presented as `Authorization: Bearer sfr_…`, once checked (docs/decisions/0059-api-keys.md). */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  companyId: string;
  scopes: readonly ApiKeyScope[];
  /** The owner who created it: the key never does more than their current team role allows. */
  createdByUid: string;
  createdByEmail: string | null;
}

/** The rate limit's state after this request, for the `RateLimit-*` headers. */
export interface ApiKeyRateState {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * Checks a presented key: answers the key and its rate state, or throws the GraphQL error that refuses it
 * (UNAUTHENTICATED with the reason; RATE_LIMITED). Registered by the apiKeys module's `setUp`, since the
 * platform does not import modules (docs/decisions/0053-modules-register-themselves.md).
 */
export type ApiKeyAuthenticator = (secret: string) => Promise<{ key: ApiKeyIdentity; rate: ApiKeyRateState }>;

let authenticator: ApiKeyAuthenticator | null = null;

export function registerApiKeyAuthenticator(check: ApiKeyAuthenticator) {
  authenticator = check;
}

export const apiKeyAuthenticator = () => authenticator;

/** A bearer credential that is meant as an API key (by its prefix), as opposed to a Firebase ID token. */
export const looksLikeApiKey = (credential: string) => credential.startsWith('sfr_');

/** The IETF draft's headers (RateLimit-Limit, -Remaining, -Reset) and, once refused, Retry-After. */
export function rateLimitHeaders(rate: ApiKeyRateState, refused: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(rate.limit),
    'RateLimit-Remaining': String(rate.remaining),
    'RateLimit-Reset': String(rate.resetSeconds),
  };
  if (refused) headers['Retry-After'] = String(rate.resetSeconds);
  return headers;
}

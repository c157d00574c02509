/**
 * A company's API keys (docs/decisions/0059-api-keys.md, docs/requirements/integrations.md): the scopes a key
 * may hold and the words the server refuses with, shared by the server and the company area's keys screen.
 */
export const API_KEY_SCOPES = ['LEADS_READ', 'LEADS_BUY', 'PURCHASES_READ', 'PIPELINE_WRITE', 'QUOTES_WRITE'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  LEADS_READ: 'Read available leads',
  LEADS_BUY: 'Buy leads from the balance',
  PURCHASES_READ: 'Read bought leads and the pipeline',
  PIPELINE_WRITE: 'Write pipeline status and notes',
  QUOTES_WRITE: 'Send quotes and job records',
};

export const isApiKeyScope = (value: unknown): value is ApiKeyScope => (API_KEY_SCOPES as readonly unknown[]).includes(value);

/** A key is recognisable in logs by its prefix: live on a real project, test on the embedded default (0059). */
export const API_KEY_PREFIXES = { live: 'sfr_live_', test: 'sfr_test_' } as const;

/** The secret after the prefix: 256 random bits in base64url, 43 characters. */
export const API_KEY_SECRET_PATTERN = /^sfr_(live|test)_[A-Za-z0-9_-]{43}$/;

export const API_KEY_NAME_MAX = 60;
/** Keys a company may hold that are not revoked. */
export const API_KEYS_PER_COMPANY = 20;
/** The longest expiry an owner may choose, in days. */
export const API_KEY_MAX_DAYS = 730;

/** Requests a key may make in one window (docs/integrations.md#limits). */
export const API_KEY_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;

export const ApiKeyRefusal = {
  MALFORMED:
    'This API key is malformed: a key is "sfr_live_" (or "sfr_test_" on the demo) followed by 43 letters, digits, "-" or "_", sent as "Authorization: Bearer <key>"',
  UNKNOWN: 'This API key is not known: it may have been mistyped or deleted. An owner can create a new one in the company area (API keys).',
  REVOKED: 'This API key was revoked by an owner of the company: it no longer works. An owner can create a new one in the company area.',
  EXPIRED: 'This API key has expired: an owner can create a new one in the company area (API keys).',
  WRONG_ENVIRONMENT:
    'This API key is for another environment: a "sfr_test_" key works only on the demo, a "sfr_live_" key only on the live site',
  CREATOR_REMOVED:
    'This API key’s creator was removed from the company’s team, so the key no longer works: an owner can create a new one in the company area.',
  CREATOR_DISABLED:
    'This API key’s creator’s account is disabled or deleted, so the key no longer works: an owner can create a new one in the company area.',
  COMPANY_UNAVAILABLE: 'This API key’s company is suspended or no longer exists',
  ONLY_GRAPHQL: 'API keys work only on /graphql: sign in to use this address',
  NOT_FOR_KEYS: 'This field is not open to API keys: sign in to the company area to use it',
} as const;

/** A key lacking the scope a field needs. */
export const missingScope = (scope: ApiKeyScope) =>
  `This API key lacks the scope ${scope} (${API_KEY_SCOPE_LABELS[scope].toLowerCase()}): an owner can create a key with it in the company area (API keys).`;

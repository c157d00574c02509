import crypto from 'node:crypto';
import {
  API_KEY_MAX_DAYS,
  API_KEY_NAME_MAX,
  API_KEY_PREFIXES,
  API_KEY_RATE_LIMIT,
  API_KEY_SCOPES,
  API_KEY_SECRET_PATTERN,
  API_KEYS_PER_COMPANY,
  ApiKeyRefusal,
  isApiKeyScope,
  type ApiKeyScope,
} from '../../../common/apiKeys';
import type { FieldError } from '../../../common/validation/fieldErrors';
import type { ApiKeyIdentity, ApiKeyRateState } from '../../platform/graphql/apiKeyCallers';
import { rateLimitHeaders } from '../../platform/graphql/apiKeyCallers';
import { conflict, invalidInput, notFound, rateLimited, unauthenticated } from '../../platform/graphql/errors';
import { runTransaction } from '../../platform/firestore/unitOfWork';
import { countRequest } from '../../platform/submissions/rateLimit';
import { logger } from '../../platform/logger';
import { services } from '../../platform/services';
import type { Company } from '../companies/companies.types';
import {
  companyApiKeys,
  findApiKeyByHash,
  insertApiKey,
  markApiKeyRevoked,
  readApiKey,
  readCompanyApiKeys,
  touchApiKey,
  type StoredApiKey,
} from './apiKeys.repository';
import { ApiKeyStatus, type ApiKey, type CreateApiKeyInput, type CreatedApiKey } from './apiKeys.types';

/** Who acts: the signed-in owner. */
export interface KeyActor {
  uid: string;
  email: string | null;
}

const DAY_MS = 86_400_000;
/** How stale `lastUsedAt` may be before a request writes it again: about once a minute per key. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

/** The prefix keys of this deployment carry: test on the embedded default, live on a real project (0059). */
const prefixHere = () => (services().config.firebase.embedded ? API_KEY_PREFIXES.test : API_KEY_PREFIXES.live);

function statusOf(key: StoredApiKey, now: Date): ApiKeyStatus {
  if (key.revokedAt) return ApiKeyStatus.REVOKED;
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return ApiKeyStatus.EXPIRED;
  return ApiKeyStatus.ACTIVE;
}

function apiKeyView(key: StoredApiKey, now: Date): ApiKey {
  return {
    id: key.id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.prefix,
    createdBy: key.createdByEmail ?? key.createdByUid,
    createdAt: key.createdAt,
    expiresAt: key.expiresAt,
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
    status: statusOf(key, now),
  };
}

/** The company's keys, newest first, with their status now. */
export async function listApiKeys(company: Company, now = new Date()): Promise<ApiKey[]> {
  return (await companyApiKeys(company.id)).map((key) => apiKeyView(key, now));
}

interface CheckedInput {
  name: string;
  scopes: ApiKeyScope[];
  expiresInDays: number | null;
}

function checkInput(input: CreateApiKeyInput): CheckedInput {
  const errors: FieldError[] = [];
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (!name) errors.push({ path: 'input.name', message: 'Give the key a name, e.g. the system that will use it' });
  else if (name.length > API_KEY_NAME_MAX)
    errors.push({ path: 'input.name', message: `Keep the name to ${API_KEY_NAME_MAX} characters or fewer` });
  const scopes = API_KEY_SCOPES.filter((scope) => (input.scopes ?? []).includes(scope));
  if (!scopes.length) errors.push({ path: 'input.scopes', message: 'Choose at least one thing the key may do' });
  else if ((input.scopes ?? []).some((scope) => !isApiKeyScope(scope)))
    errors.push({ path: 'input.scopes', message: `Choose scopes from the list: ${API_KEY_SCOPES.join(', ')}` });
  const days = input.expiresInDays ?? null;
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > API_KEY_MAX_DAYS))
    errors.push({ path: 'input.expiresInDays', message: `Choose an expiry of 1 to ${API_KEY_MAX_DAYS} days, or none` });
  if (errors.length) throw invalidInput(errors, errors[0].message);
  return { name, scopes, expiresInDays: days };
}

/**
 * An owner creates a key (the field declares `manage_api_keys`, owners only): 256 random bits after this
 * deployment's prefix, only the SHA-256 kept. Answers the secret once. BAD_USER_INPUT on the field at fault;
 * CONFLICT when a working key has the name already or the company holds the most keys it may.
 */
export async function createApiKey(company: Company, input: CreateApiKeyInput, actor: KeyActor, now = new Date()): Promise<CreatedApiKey> {
  const checked = checkInput(input);
  const secret = `${prefixHere()}${crypto.randomBytes(32).toString('base64url')}`;
  const stored: Omit<StoredApiKey, 'id' | 'lastUsedAt' | 'revokedAt' | 'revokedBy'> = {
    companyId: company.id,
    name: checked.name,
    scopes: checked.scopes,
    hash: hashOf(secret),
    prefix: secret.slice(0, API_KEY_PREFIXES.live.length + 4),
    createdByUid: actor.uid,
    createdByEmail: actor.email,
    createdAt: now,
    expiresAt: checked.expiresInDays ? new Date(now.getTime() + checked.expiresInDays * DAY_MS) : null,
  };
  const id = await runTransaction(async (tx) => {
    const working = (await readCompanyApiKeys(tx, company.id)).filter((key) => statusOf(key, now) === ApiKeyStatus.ACTIVE);
    if (working.some((key) => key.name.toLowerCase() === checked.name.toLowerCase()))
      throw invalidInput(
        [{ path: 'input.name', message: 'A working key has this name already: choose another' }],
        'A working key has this name already: choose another',
      );
    if (working.length >= API_KEYS_PER_COMPANY)
      throw conflict(`A company can hold ${API_KEYS_PER_COMPANY} working keys: revoke one you no longer use first`);
    return insertApiKey(tx, stored);
  });
  return { key: apiKeyView({ ...stored, id, lastUsedAt: null, revokedAt: null, revokedBy: null }, now), secret };
}

const KEY_NOT_FOUND = 'This key is not one of your company’s keys';

/** An owner revokes a key: refused from the next request on, on every instance. Revoking it again changes nothing. */
export async function revokeApiKey(company: Company, id: string, actor: KeyActor, now = new Date()): Promise<ApiKey> {
  return runTransaction(async (tx) => {
    const key = await readApiKey(tx, id);
    if (!key || key.companyId !== company.id) throw notFound(KEY_NOT_FOUND);
    if (key.revokedAt) return apiKeyView(key, now);
    const by = actor.email ?? actor.uid;
    markApiKeyRevoked(tx, id, by, now);
    return apiKeyView({ ...key, revokedAt: now, revokedBy: by }, now);
  });
}

/**
 * The check of a presented key (registered with the platform as its ApiKeyAuthenticator): its form, this
 * deployment's prefix, the stored key by its hash (read on every request, so a revocation on one instance is
 * seen by the next request on any), revoked, expired, then its rate limit, counted in the store every instance
 * shares. Throws UNAUTHENTICATED with the reason, or RATE_LIMITED with the headers. What the key may call, its
 * creator's membership and current role, is the auth checker's (server/platform/graphql/authChecker.ts).
 */
export async function authenticateApiKey(secret: string, now = new Date()): Promise<{ key: ApiKeyIdentity; rate: ApiKeyRateState }> {
  if (!API_KEY_SECRET_PATTERN.test(secret)) throw unauthenticated(ApiKeyRefusal.MALFORMED);
  if (!secret.startsWith(prefixHere())) throw unauthenticated(ApiKeyRefusal.WRONG_ENVIRONMENT);
  const key = await findApiKeyByHash(hashOf(secret));
  if (!key) throw unauthenticated(ApiKeyRefusal.UNKNOWN);
  if (key.revokedAt) throw unauthenticated(ApiKeyRefusal.REVOKED);
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) throw unauthenticated(ApiKeyRefusal.EXPIRED);

  const counted = await countRequest({
    key: `apiKey:${key.id}`,
    max: API_KEY_RATE_LIMIT.max,
    windowMs: API_KEY_RATE_LIMIT.windowSeconds * 1000,
  });
  const rate = { limit: counted.limit, remaining: counted.remaining, resetSeconds: counted.resetSeconds };
  if (!counted.allowed) {
    throw rateLimited(
      `This API key has made ${API_KEY_RATE_LIMIT.max} requests in ${API_KEY_RATE_LIMIT.windowSeconds} seconds, its limit: try again in ${rate.resetSeconds} seconds`,
      rate.resetSeconds,
      rateLimitHeaders(rate, true),
    );
  }
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
    await touchApiKey(key.id, now).catch((err: unknown) => logger.warn({ err, keyId: key.id }, 'could not record an API key’s last use'));
  }
  return {
    key: {
      id: key.id,
      name: key.name,
      companyId: key.companyId,
      scopes: key.scopes,
      createdByUid: key.createdByUid,
      createdByEmail: key.createdByEmail,
    },
    rate,
  };
}

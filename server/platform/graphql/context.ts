import type { Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { IdTokenVerifier } from '../auth/idTokens';
import { resolveAdminStatus } from '../auth/adminStatus';
import { createLoaders, type Loaders } from './loaders';
import { clientAddress } from '../http/clientAddress';
import { ApiKeyRefusal } from '../../../common/apiKeys';
import { apiKeyAuthenticator, looksLikeApiKey, rateLimitHeaders, type ApiKeyIdentity } from './apiKeyCallers';
import { forbidden } from './errors';

export interface Viewer {
  /** The signed-in user; for an API key, the owner who created it. */
  uid: string;
  /** Who a change is recorded as: the user's e-mail; for an API key, `<creator's e-mail> via key <name>` (docs/decisions/0059-api-keys.md). */
  email: string | null;
  /** The ID token's claims; null for an API key. */
  claims: DecodedIdToken | null;
  /** The API key the request came with (`Authorization: Bearer sfr_…`), or null for a signed-in user. */
  apiKey: ApiKeyIdentity | null;
  isAdmin(): Promise<boolean>;
  /** The company a company user acts for, from the `companyId` claim or their users document. */
  companyId(): Promise<string | null>;
}

export interface GraphQLContext {
  viewer: Viewer | null;
  /** Why a presented token was not accepted (expired, forged…); null when none was sent. */
  authError: string | null;
  loaders: Loaders;
  request: { ip: string; userAgent: string };
  /** A server render for a request with an Authorization header: it reads data as it is now, never the public response cache. */
  bypassResponseCache?: boolean;
}

function memo<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | null = null;
  return () => (value ??= compute());
}

export function createViewer(claims: DecodedIdToken, loaders: Loaders): Viewer {
  const userDoc = memo(() => loaders.users.load(claims.uid));
  return {
    uid: claims.uid,
    email: claims.email ?? null,
    claims,
    apiKey: null,
    isAdmin: memo(() => resolveAdminStatus(claims, async () => (await userDoc())?.role)),
    companyId: memo(async () => {
      if (claims.role === 'company' && typeof claims.companyId === 'string') return claims.companyId;
      try {
        const user = await userDoc();
        return user?.role === 'company' && typeof user.companyId === 'string' ? user.companyId : null;
      } catch {
        return null;
      }
    }),
  };
}

/** A company's API key acting as its company, with its scopes (the auth checker refuses what they do not cover). */
export function apiKeyViewer(key: ApiKeyIdentity): Viewer {
  const createdBy = key.createdByEmail ?? key.createdByUid;
  return {
    uid: key.createdByUid,
    email: `${createdBy} via key ${key.name}`,
    claims: null,
    apiKey: key,
    isAdmin: async () => false,
    companyId: async () => key.companyId,
  };
}

/**
 * The request's caller. `res` is given on /graphql, the one address that takes API keys: a key is checked
 * there on every request (no copy of its state outlives a revocation) and the answer carries its rate limit's
 * headers; elsewhere a key is refused with the reason.
 */
export async function createContext(req: Request, idTokens: IdTokenVerifier, res?: Response): Promise<GraphQLContext> {
  const loaders = createLoaders();
  const request = { ip: clientAddress(req), userAgent: String(req.headers['user-agent'] ?? '') };
  const header = req.headers.authorization;
  if (!header) return { viewer: null, authError: null, loaders, request };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { viewer: null, authError: 'The Authorization header must be "Bearer <ID token>"', loaders, request };
  if (looksLikeApiKey(match[1])) {
    const authenticate = apiKeyAuthenticator();
    if (!res || !authenticate) return { viewer: null, authError: ApiKeyRefusal.ONLY_GRAPHQL, loaders, request };
    // Refusals (unknown, revoked, expired, over the limit…) end the request here, before anything runs.
    const { key, rate } = await authenticate(match[1]);
    res.set(rateLimitHeaders(rate, false));
    // The key acts for its creator, and no further than the creator's account could (docs/decisions/0059-api-keys.md).
    if (!(await idTokens.accountEnabled(key.createdByUid))) throw forbidden(ApiKeyRefusal.CREATOR_DISABLED);
    return { viewer: apiKeyViewer(key), authError: null, loaders, request };
  }
  try {
    const claims = await idTokens.verify(match[1]);
    return { viewer: createViewer(claims, loaders), authError: null, loaders, request };
  } catch {
    return { viewer: null, authError: 'Your sign-in has expired or is not valid: sign in again', loaders, request };
  }
}

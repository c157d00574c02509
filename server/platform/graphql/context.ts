import type { Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { IdTokenVerifier } from '../auth/idTokens';
import { resolveAdminStatus } from '../auth/adminStatus';
import { createLoaders, type Loaders } from './loaders';
import { clientAddress } from '../http/clientAddress';

export interface Viewer {
  uid: string;
  email: string | null;
  claims: DecodedIdToken;
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

export async function createContext(req: Request, idTokens: IdTokenVerifier): Promise<GraphQLContext> {
  const loaders = createLoaders();
  const request = { ip: clientAddress(req), userAgent: String(req.headers['user-agent'] ?? '') };
  const header = req.headers.authorization;
  if (!header) return { viewer: null, authError: null, loaders, request };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return { viewer: null, authError: 'The Authorization header must be "Bearer <ID token>"', loaders, request };
  try {
    const claims = await idTokens.verify(match[1]);
    return { viewer: createViewer(claims, loaders), authError: null, loaders, request };
  } catch {
    return { viewer: null, authError: 'Your sign-in has expired or is not valid: sign in again', loaders, request };
  }
}

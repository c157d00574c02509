import type { Request } from 'express';
import { createContext } from '../graphql/context';
import type { IdTokenVerifier } from './idTokens';

/**
 * For Express routes outside GraphQL: the same sign-in check as the API's (a Bearer ID token of an
 * administrator, by claim or users document). Answers who the admin is recorded as (e-mail, else uid),
 * or null when the request is not an administrator's.
 */
export async function adminActorOf(req: Request, idTokens: IdTokenVerifier): Promise<string | null> {
  const { viewer } = await createContext(req, idTokens);
  if (!viewer || !(await viewer.isAdmin())) return null;
  return viewer.email ?? viewer.uid;
}

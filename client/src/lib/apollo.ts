import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export function createCache() {
  return new InMemoryCache();
}

type IdTokenSource = () => Promise<string | null>;
let idTokenSource: IdTokenSource | null = null;

/**
 * Plugs the signed-in user's ID token into every operation. The signed-in areas (AuthProvider) call this,
 * so Firebase Auth is loaded only with them: public pages never download it and send no token.
 */
export function setIdTokenSource(source: IdTokenSource) {
  idTokenSource = source;
}

/** fetch, with the signed-in user's ID token when an area registered a source. */
async function fetchWithIdToken(input: RequestInfo | URL, init: RequestInit = {}) {
  const token = idTokenSource ? await idTokenSource() : null;
  if (!token) return fetch(input, init);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
}

/**
 * The browser's client. The plain HTTP link (no client-awareness headers, no link chain) keeps the code
 * every public page loads small; the ID token goes in through its fetch.
 */
export function createBrowserApolloClient(initialState?: Record<string, unknown>) {
  const cache = createCache();
  if (initialState) cache.restore(initialState as never);
  return new ApolloClient({ cache, link: new BaseHttpLink({ uri: '/graphql', fetch: fetchWithIdToken }) });
}

export interface FieldErrorItem {
  path: string;
  message: string;
}

/** Field-by-field errors the API returned for a BAD_USER_INPUT error, keyed by dotted field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: Record<string, string> = {};
  for (const e of error.errors) {
    const items = (e.extensions?.fieldErrors ?? []) as FieldErrorItem[];
    for (const item of items) result[item.path] ??= item.message;
  }
  return result;
}

/** A sentence for the person: the API's message for known errors, a generic one otherwise. */
export function messageOf(error: unknown, fallback = 'Something went wrong, please try again'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof Error && /fetch|network/i.test(error.message))
    return 'We could not reach the server. Check your connection and try again.';
  return fallback;
}

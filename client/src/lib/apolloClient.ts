import { ApolloClient, InMemoryCache } from '@apollo/client';
import { BaseHttpLink } from '@apollo/client/link/http';
import { fetchWithIdToken } from './idToken';

export function createCache() {
  return new InMemoryCache();
}

/**
 * The browser's client. The plain HTTP link (no client-awareness headers, no link chain) keeps its code
 * small; the ID token goes in through its fetch.
 */
function createBrowserApolloClient(initialState?: Record<string, unknown>) {
  const cache = createCache();
  if (initialState) cache.restore(initialState as never);
  return new ApolloClient({ cache, link: new BaseHttpLink({ uri: '/graphql', fetch: fetchWithIdToken }) });
}

let browserClient: ApolloClient | null = null;

/**
 * The page's one client, made when something first needs it (a page that queries, a form being sent), with
 * the state the server rendered the page with (docs/decisions/0022-apollo-client-on-use.md).
 */
export function browserApolloClient(): ApolloClient {
  browserClient ??= createBrowserApolloClient(window.__APOLLO_STATE__);
  return browserClient;
}

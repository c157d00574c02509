import { useContext } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';

/**
 * The Apollo client for work done on use (sending a form, fetching its token), not to render: the one a
 * provider above gives (signed-in areas, pages that query, tests), or else the page's own, whose code loads
 * the first time it is asked for (docs/decisions/0022-apollo-client-on-use.md). A form page so hydrates
 * without Apollo Client's code.
 */
export function useApolloClientOnUse(): () => Promise<ApolloClient> {
  const provided = useContext(getApolloContext()).client;
  return () => (provided ? Promise.resolve(provided) : import('./apolloClient.js').then((m) => m.browserApolloClient()));
}

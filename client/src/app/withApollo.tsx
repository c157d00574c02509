import { useContext, type ComponentType } from 'react';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';

/**
 * A page whose render queries: its code arrives with Apollo Client's, and it renders inside the page's
 * client unless a provider above gives one (the server's render, tests). Pages that only send forms load the
 * client on use instead (docs/decisions/0022-apollo-client-on-use.md).
 */
export async function withApollo<P extends object>(component: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component, { browserApolloClient }] = await Promise.all([component, import('../lib/apolloClient.js')]);
  function WithApollo(props: P) {
    const provided = useContext(getApolloContext()).client;
    if (provided) return <Component {...props} />;
    return (
      <ApolloProvider client={browserApolloClient()}>
        <Component {...props} />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Component.displayName ?? Component.name})`;
  return WithApollo;
}

import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { firebaseAuth } from '../lib/firebaseAuth';
import { EXAMPLE_TABS, NEW_TAB } from './examples';

/**
 * The bundled GraphiQL playground (nothing from a CDN), opening on an example per role (docs/api.md).
 * Whoever is signed in on this site (an administrator or a company user) has their ID token sent with every
 * request, so the examples for their role work as that user.
 */
const baseFetcher = createGraphiQLFetcher({ url: '/graphql' });

async function authHeaders(): Promise<Record<string, string>> {
  try {
    const auth = firebaseAuth();
    await auth.authStateReady();
    const token = await auth.currentUser?.getIdToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  } catch {
    return {};
  }
}

const fetcher: typeof baseFetcher = async (params, options) =>
  baseFetcher(params, { ...options, headers: { ...(await authHeaders()), ...(options?.headers ?? {}) } });

createRoot(document.getElementById('playground')!).render(<GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultQuery={NEW_TAB} />);

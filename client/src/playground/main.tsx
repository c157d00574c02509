import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { firebaseAuth } from '../lib/firebaseAuth';

/**
 * The bundled GraphiQL playground (nothing from a CDN). When an admin is signed in on this site, their
 * ID token is sent with every request, so admin queries work as that admin.
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

createRoot(document.getElementById('playground')!).render(<GraphiQL fetcher={fetcher} />);

import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { Kind, parse } from 'graphql';
import { paths } from '../lib/paths';
import { firebaseAuth } from '../lib/firebaseAuth';
import { EXAMPLE_TABS, NEW_TAB } from './examples';

/**
 * The bundled GraphiQL playground (nothing from a CDN), opening on an example per role (docs/api.md).
 * Whoever is signed in on this site (an administrator or a company user) has their ID token sent with every
 * request, so the examples for their role work as that user; a company's API key typed in the Headers tab is
 * sent instead.
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

/**
 * An Authorization header typed in the Headers tab (an API key, `Bearer sfr_…`, docs/integrations.md#api-keys)
 * is sent as it is, instead of the signed-in session's ID token: never both.
 */
const fetcher: typeof baseFetcher = async (params, options) => {
  const typed = options?.headers ?? {};
  const ownAuthorization = Object.keys(typed).some((name) => name.toLowerCase() === 'authorization');
  return baseFetcher(
    { ...params, operationName: operationToRun(params.query, params.operationName) },
    { ...options, headers: { ...(ownAuthorization ? {} : await authHeaders()), ...typed } },
  );
};

/**
 * GraphiQL names the operation to run a moment after the query changes, so a query run straight after it is
 * typed (or pasted) can still carry the name of the operation it replaced, which the server refuses as unknown.
 * A document of one operation runs that operation; with several, GraphiQL's choice stands.
 */
function operationToRun(query: string, operationName: string | null | undefined) {
  try {
    const operations = parse(query).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    if (operations.length === 1) return operations[0].name?.value ?? null;
  } catch {
    // A query that does not parse goes as it is, for the server to say what is wrong with it.
  }
  return operationName;
}

/**
 * Whether the server answers this caller's introspection. In production only administrators get the schema
 * (server/platform/graphql/apollo.ts); anyone else would meet an "introspection error" and an empty Docs
 * panel, so the playground then asks for no schema and says why, and how to get it.
 */
async function introspectionRefused(): Promise<boolean> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(await authHeaders()) },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    return Boolean(body.errors?.some((error) => error.extensions?.code === 'INTROSPECTION_DISABLED'));
  } catch {
    return false;
  }
}

function SchemaUnavailable() {
  return (
    <p role="status" style={{ margin: 0, padding: '0.6rem 1rem', background: '#fdf3d8', font: '0.95rem/1.4 system-ui, sans-serif' }}>
      <strong>No schema or Docs here while you are not signed in as an administrator.</strong> On this server the schema (the Docs panel and
      autocompletion) is shown to administrators only, so that the API’s full shape is not public. To explore it,{' '}
      <a href={paths.admin.login}>sign in as an administrator</a> in this browser, then reload this page. The examples still run with your
      access: the public ones work as you are; a company’s need a signed-in company user (<a href={paths.company.login}>company sign-in</a>
      ).
    </p>
  );
}

void introspectionRefused().then((refused) =>
  createRoot(document.getElementById('playground')!).render(
    refused ? (
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <SchemaUnavailable />
        <div style={{ flex: 1, minHeight: 0 }}>
          <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultQuery={NEW_TAB} schema={null} />
        </div>
      </div>
    ) : (
      <GraphiQL fetcher={fetcher} defaultTabs={EXAMPLE_TABS} defaultQuery={NEW_TAB} />
    ),
  ),
);

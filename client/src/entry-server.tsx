import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { parsePath, StaticRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from '@apollo/client/utilities';
import { getOperationAST } from 'graphql';
import { Observable } from 'rxjs';
import { createCache } from './lib/apolloClient';
import { PageContextProvider, renderHeadTags, type ServerPageContext } from './ui/head';
import { AppRoutes, matchedRoutes } from './app/routes';
import { SiteOperatorProvider } from './ui/siteOperator';
import { SiteSectionsProvider } from './ui/siteSections';
import type { SiteSections } from '../../common/siteSections';
import type { SiteOperator } from '../../common/siteOperator';
import { loadPagesForRender, preloadAllPages, preloadRouteElement, RenderedPagesContext, type ServerRenderPages } from './app/lazyPage';
import { hydrationFor } from './app/textPages';

type GraphQLResponse = { data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> };

export interface RenderOptions {
  url: string;
  executeGraphQL(request: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<unknown>;
  publicConfig: { siteUrl: string; operator: SiteOperator; sections?: SiteSections | null };
  /** Signed for this render: forms sent without JavaScript carry it (docs/form-tokens.md). */
  formToken?: string;
}

/**
 * Server rendering of one URL. Queries run in-process through the server's own GraphQL executor (no HTTP
 * round trip); the Apollo cache is sent with the page so the browser hydrates without refetching.
 */

interface PageQuery {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * The queries the last render of each URL ran. The next render of that URL runs them first and renders the
 * page once with their results, instead of once to find its queries and again with their data
 * (prerenderStatic). If that render finds a query without its result (the page now needs another), it is
 * discarded and prerenderStatic renders as before, so this only saves work.
 */
const queriesByUrl = new Map<string, PageQuery[]>();
const REMEMBERED_URLS = 2_000;

function rememberQueries(url: string, queries: PageQuery[]) {
  const distinct = new Map(queries.map((query) => [`${print(query.query)} ${JSON.stringify(query.variables)}`, query]));
  queriesByUrl.delete(url);
  queriesByUrl.set(url, [...distinct.values()]);
  if (queriesByUrl.size > REMEMBERED_URLS) queriesByUrl.delete(queriesByUrl.keys().next().value!);
}

/** Every lazy page's code, loaded after the first page (server/platform/pages/ssr.ts): later renders rarely wait. */
export { preloadAllPages };

/**
 * A render that met a lazy page whose code had not loaded (it rendered that page's fallback) is repeated
 * once the code is in: a page is always rendered complete.
 */
export async function render(options: RenderOptions) {
  // The pages the URL's routes name are loaded first, so the first render of each is not spent on a fallback.
  await Promise.all((matchedRoutes(parsePath(options.url).pathname ?? '/') ?? []).map((match) => preloadRouteElement(match.route.element)));
  let passes = 0;
  for (;;) {
    const { unloaded, ...result } = await renderOnce(options);
    passes += result.passes;
    if (unloaded.size === 0) return { ...result, passes };
    await loadPagesForRender(unloaded);
  }
}

async function renderOnce({ url, executeGraphQL, publicConfig, formToken }: RenderOptions) {
  const queries: PageQuery[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        queries.push({ query: operation.query, variables: operation.variables });
        executeGraphQL({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as GraphQLResponse as never);
            observer.complete();
          })
          .catch((error) => observer.error(error));
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link, ssrMode: true });
  /** Whether each query the render watched has its result. */
  const watched: Array<() => boolean> = [];
  const watchQuery = client.watchQuery.bind(client);
  client.watchQuery = ((options) => {
    const observable = watchQuery(options);
    watched.push(() => observable.options.fetchPolicy === 'standby' || !observable.getCurrentResult().loading);
    return observable;
  }) as typeof client.watchQuery;
  const known = queriesByUrl.get(url);
  // The known queries' results go straight into the cache, as the link's would. A query that fails here is
  // run again by prerenderStatic, which then handles its error as usual.
  if (known) {
    await Promise.all(
      known.map(async ({ query, variables }) => {
        queries.push({ query, variables });
        const result = (await executeGraphQL({ query: print(query), variables, operationName: getOperationAST(query)?.name?.value }).catch(
          () => null,
        )) as GraphQLResponse | null;
        if (result?.data && !result.errors?.length) client.cache.writeQuery({ query, variables, data: result.data });
      }),
    );
  }
  const page: ServerPageContext = { head: null, status: 200, siteUrl: publicConfig.siteUrl, formToken };
  const pages: ServerRenderPages = { rendered: new Set(), unloaded: new Set() };
  const tree = (
    <StrictMode>
      <ApolloProvider client={client}>
        <StaticRouter location={url}>
          <PageContextProvider value={page}>
            <SiteOperatorProvider operator={publicConfig.operator}>
              <SiteSectionsProvider sections={publicConfig.sections}>
                <RenderedPagesContext.Provider value={pages}>
                  <AppRoutes />
                </RenderedPagesContext.Provider>
              </SiteSectionsProvider>
            </SiteOperatorProvider>
          </PageContextProvider>
        </StaticRouter>
      </ApolloProvider>
    </StrictMode>
  );
  const once = known ? renderToString(tree) : null;
  let html: string;
  let passes: number;
  if (once !== null && watched.every((hasResult) => hasResult())) {
    html = once;
    passes = 1;
  } else {
    const prerendered = await prerenderStatic({ tree, renderFunction: renderToString, diagnostics: true });
    html = prerendered.result;
    passes = (once === null ? 0 : 1) + (prerendered.diagnostics?.renderCount ?? 0);
  }
  if (page.status === 200 && pages.unloaded.size === 0) rememberQueries(url, queries);
  const hydration = hydrationFor([...pages.rendered]);
  return {
    html,
    head: renderHeadTags(page.head, publicConfig.siteUrl),
    status: page.status,
    // The browser hydrates a text page only in its islands, forms that read nothing from the cache: sending
    // the cache would repeat the page's text in its script (docs/decisions/0021-text-pages-hydrate-islands.md).
    apolloState: hydration === 'full' ? client.extract() : null,
    /** The lazy pages in this render: the browser loads them before it hydrates. */
    pages: [...pages.rendered],
    /** Whether the browser hydrates the whole page or only its islands (app/textPages.ts). */
    hydration,
    passes,
    unloaded: pages.unloaded,
  };
}

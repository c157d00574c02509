import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { createCache } from './lib/apolloClient';
import { PageContextProvider, renderHeadTags, type ServerPageContext } from './ui/head';
import { AppRoutes } from './app/routes';
import { SiteOperatorProvider } from './ui/siteOperator';
import type { SiteOperator } from '../../common/siteOperator';
import { preloadAllPages, RenderedPagesContext } from './app/lazyPage';
import { hydrationFor } from './app/textPages';

type GraphQLResponse = { data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> };

export interface RenderOptions {
  url: string;
  executeGraphQL(request: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<unknown>;
  publicConfig: { siteUrl: string; operator: SiteOperator };
  /** Signed for this render: forms sent without JavaScript carry it (docs/form-tokens.md). */
  formToken?: string;
}

/**
 * Server rendering of one URL. Queries run in-process through the server's own GraphQL executor (no HTTP
 * round trip); the Apollo cache is sent with the page so the browser hydrates without refetching.
 */
/** Every lazy page's code, loaded once: server renders are always complete. */
let pagesLoaded: Promise<unknown> | null = null;

export async function render({ url, executeGraphQL, publicConfig, formToken }: RenderOptions) {
  pagesLoaded ??= preloadAllPages();
  await pagesLoaded;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        executeGraphQL({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as GraphQLResponse as never);
            observer.complete();
          })
          .catch((error) => observer.error(error));
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link, ssrMode: true });
  const page: ServerPageContext = { head: null, status: 200, siteUrl: publicConfig.siteUrl, formToken };
  const renderedPages = new Set<string>();
  const tree = (
    <StrictMode>
      <ApolloProvider client={client}>
        <StaticRouter location={url}>
          <PageContextProvider value={page}>
            <SiteOperatorProvider operator={publicConfig.operator}>
              <RenderedPagesContext.Provider value={renderedPages}>
                <AppRoutes />
              </RenderedPagesContext.Provider>
            </SiteOperatorProvider>
          </PageContextProvider>
        </StaticRouter>
      </ApolloProvider>
    </StrictMode>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString });
  return {
    html: result,
    head: renderHeadTags(page.head, publicConfig.siteUrl),
    status: page.status,
    apolloState: client.extract(),
    /** The lazy pages in this render: the browser loads them before it hydrates. */
    pages: [...renderedPages],
    /** Whether the browser hydrates the whole page or only its islands (app/textPages.ts). */
    hydration: hydrationFor([...renderedPages]),
  };
}

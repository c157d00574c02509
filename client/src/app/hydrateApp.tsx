import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserApolloClient } from '../lib/apollo';
import { SiteUrlProvider } from '../ui/head';
import { SiteOperatorProvider } from '../ui/siteOperator';
import { AppRoutes } from './routes';
import { ErrorBoundary, rememberServerMarkup } from '../ui/ErrorBoundary';
import { preloadPages } from './lazyPage';

/** The whole page hydrated as one React app (forms, the calculator, the signed-in areas): entry-client.tsx. */
export function hydrateApp() {
  const client = createBrowserApolloClient(window.__APOLLO_STATE__);
  const container = document.getElementById('root')!;
  rememberServerMarkup(window.location.pathname, container.innerHTML);

  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <SiteUrlProvider siteUrl={window.__APP_CONFIG__?.siteUrl ?? window.location.origin}>
            <SiteOperatorProvider operator={window.__APP_CONFIG__?.operator ?? null}>
              <ErrorBoundary>
                <AppRoutes />
              </ErrorBoundary>
            </SiteOperatorProvider>
          </SiteUrlProvider>
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>
  );

  function start() {
    // The server sends an empty root only when its rendering failed for a crawler (server/platform/ssr.ts).
    if (container.hasChildNodes()) {
      // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one
      // long task; the server's HTML is on screen meanwhile, and React replays a click made before it is done.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      createRoot(container).render(app);
    }
  }

  // The code of the page in view first (its chunk), so hydration meets the tree the server rendered. A chunk
  // that fails to load is tried again as the page renders.
  return preloadPages(window.__PAGES__ ?? []).then(start, start);
}

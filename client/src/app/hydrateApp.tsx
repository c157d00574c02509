import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SiteUrlProvider } from '../ui/head';
import { LinkNavigation } from '../ui/Link';
import { SiteOperatorProvider } from '../ui/siteOperator';
import { SiteSectionsProvider } from '../ui/siteSections';
import { AppRoutes } from './routes';
import { ErrorBoundary, rememberServerMarkup } from '../ui/ErrorBoundary';
import { preloadPages } from './lazyPage';
import { ReplayTypedInput } from '../lib/typedBeforeHydration';

/**
 * The whole page hydrated as one React app (forms, the calculator, the signed-in areas): entry-client.tsx.
 * Apollo Client comes with the pages that query, and forms load it on use (docs/decisions/0022-apollo-client-on-use.md).
 */
export function hydrateApp() {
  const container = document.getElementById('root')!;
  rememberServerMarkup(window.location.pathname, container.innerHTML);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <LinkNavigation>
          <SiteUrlProvider siteUrl={window.__APP_CONFIG__?.siteUrl ?? window.location.origin}>
            <SiteOperatorProvider operator={window.__APP_CONFIG__?.operator ?? null}>
              <SiteSectionsProvider sections={window.__APP_CONFIG__?.sections}>
                <ErrorBoundary>
                  <ReplayTypedInput root={container}>
                    <AppRoutes />
                  </ReplayTypedInput>
                </ErrorBoundary>
              </SiteSectionsProvider>
            </SiteOperatorProvider>
          </SiteUrlProvider>
        </LinkNavigation>
      </BrowserRouter>
    </StrictMode>
  );

  function start() {
    // The server sends an empty root only when its rendering failed for a crawler (server/platform/pages/ssr.ts).
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

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserApolloClient } from './lib/apollo';
import { SiteUrlProvider } from './ui/head';
import { SiteOperatorProvider } from './ui/siteOperator';
import { AppRoutes } from './app/routes';
import { ErrorBoundary, rememberServerMarkup } from './ui/ErrorBoundary';
import { startAnalytics } from './lib/analytics';
import { installChunkErrorRecovery } from './lib/chunkReload';
import { preloadPages } from './app/lazyPage';
import './ui/styles.css';

// Before anything renders: consent mode defaults (denied), then the chunk-error reload guard.
startAnalytics({ loadVitals: () => import('./lib/analytics/vitals') });
installChunkErrorRecovery();

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
  // docs/requirements/routes-and-screens.md#navigation-markers: the body is marked hydrated one second after start-up.
  window.setTimeout(() => document.body.classList.add('hydrated'), 1000);
}

// The code of the page in view first (its chunk), so hydration meets the tree the server rendered. A chunk
// that fails to load is tried again as the page renders.
preloadPages(window.__PAGES__ ?? []).then(start, start);

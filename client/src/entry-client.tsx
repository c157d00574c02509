import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserApolloClient } from './lib/apollo';
import { SiteUrlProvider } from './ui/head';
import { AppRoutes } from './app/routes';
import { preloadPages } from './app/lazyPage';
import './ui/styles.css';

const client = createBrowserApolloClient(window.__APOLLO_STATE__);

function hydrate() {
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one
  // long task; the server's HTML is on screen meanwhile, and React replays a click made before it is done.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <SiteUrlProvider siteUrl={window.__APP_CONFIG__?.siteUrl ?? window.location.origin}>
              <AppRoutes />
            </SiteUrlProvider>
          </BrowserRouter>
        </ApolloProvider>
      </StrictMode>,
    );
  });
  // SPEC section 4: the body is marked hydrated one second after start-up.
  window.setTimeout(() => document.body.classList.add('hydrated'), 1000);
}

// The code of the page in view first (its chunk), so hydration meets the tree the server rendered. A chunk
// that fails to load is tried again as the page renders.
preloadPages(window.__PAGES__ ?? []).then(hydrate, hydrate);

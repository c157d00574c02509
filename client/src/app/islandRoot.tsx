import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserApolloClient } from '../lib/apollo';
import { SiteUrlProvider } from '../ui/head';
import { SiteOperatorProvider } from '../ui/siteOperator';
import { ConsentBanner } from '../ui/ConsentBanner';
import { IslandContent, isIslandName } from './islandComponents';

/**
 * React for a page that is not hydrated whole (app/islands.ts): each island is a root of its own, and so
 * is the consent banner. They share one Apollo client (the server's state) and a router whose links and
 * navigations load the next page from the server, as the rest of the page's links do.
 */
const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const fullPageNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

let client: ReturnType<typeof createBrowserApolloClient> | null = null;

function Providers({ children }: { children: ReactNode }) {
  client ??= createBrowserApolloClient(window.__APOLLO_STATE__);
  const { pathname, search, hash } = window.location;
  return (
    <StrictMode>
      <ApolloProvider client={client}>
        <Router location={{ pathname, search, hash }} navigator={fullPageNavigator}>
          <SiteUrlProvider siteUrl={window.__APP_CONFIG__?.siteUrl ?? window.location.origin}>
            <SiteOperatorProvider operator={window.__APP_CONFIG__?.operator ?? null}>{children}</SiteOperatorProvider>
          </SiteUrlProvider>
        </Router>
      </ApolloProvider>
    </StrictMode>
  );
}

/** Hydrates one `[data-island]` element with the component the server rendered in it. */
export function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return;
  const props = JSON.parse(element.dataset.islandProps ?? '{}');
  hydrateRoot(
    element,
    <Providers>
      <IslandContent name={name} props={props} />
    </Providers>,
  );
}

let banner: HTMLElement | null = null;

/** The consent banner in a root of its own at the end of the page; it shows itself while consent is open. */
export function mountConsentBanner() {
  if (banner) return;
  banner = document.createElement('div');
  banner.id = 'consent-root';
  document.body.append(banner);
  createRoot(banner).render(
    <Providers>
      <ConsentBanner />
    </Providers>,
  );
}

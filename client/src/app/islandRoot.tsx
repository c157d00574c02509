import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router, createPath, type Navigator, type To } from 'react-router-dom';
import { SiteUrlProvider } from '../ui/head';
import { SiteOperatorProvider } from '../ui/siteOperator';
import { ConsentBanner } from '../ui/ConsentBanner';
import { IslandContent, isIslandName } from './islandComponents';
import { preloadPart } from './lazyPage';
import { ReplayTypedInput } from '../lib/typedBeforeHydration';

/**
 * React for a page that is not hydrated whole (app/islands.ts): each island is a root of its own, and so
 * is the consent banner. Their router's links and navigations load the next page from the server, as the
 * rest of the page's links do. The islands are forms: they load Apollo Client when they are used
 * (docs/decisions/0022-apollo-client-on-use.md).
 */
const href = (to: To) => (typeof to === 'string' ? to : createPath(to));
const fullPageNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

function Providers({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <StrictMode>
      <Router location={{ pathname, search, hash }} navigator={fullPageNavigator}>
        <SiteUrlProvider siteUrl={window.__APP_CONFIG__?.siteUrl ?? window.location.origin}>
          <SiteOperatorProvider operator={window.__APP_CONFIG__?.operator ?? null}>{children}</SiteOperatorProvider>
        </SiteUrlProvider>
      </Router>
    </StrictMode>
  );
}

/**
 * Hydrates one `[data-island]` element with the component the server rendered in it, once its code is here,
 * and then hands React what was typed into it before.
 */
export async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return;
  const props = JSON.parse(element.dataset.islandProps ?? '{}');
  await preloadPart(name).catch(() => undefined); // a failed load is tried again as the island renders
  hydrateRoot(
    element,
    <Providers>
      <ReplayTypedInput root={element}>
        <IslandContent name={name} props={props} />
      </ReplayTypedInput>
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

import { isConsentBannerOpen, consentState, openConsentSettings } from '../lib/analytics/consent';
import { pushPageView } from '../lib/analytics/pageViews';
import { idleOrInteraction } from '../lib/idle';
import { loadLazyImages } from '../lib/lazyImages';

/**
 * A text page in the browser (docs/decisions/0021-text-pages-hydrate-islands.md): the server's HTML stays
 * as it is, links load pages from the server, and only these run:
 * - the page view, with the title the server rendered;
 * - lazy images, from their `data-src`;
 * - the consent banner (React, loaded only while it is open: a first visit, or "Cookie settings");
 * - each island (`[data-island]`), hydrated on its own when the browser is first idle or at the first interaction.
 */
export function startIslands(): Promise<void> {
  pushPageView(window.location.pathname, document.title);
  loadLazyImages(document);

  const react = () => import('./islandRoot');
  const showBanner = () => react().then((root) => root.mountConsentBanner());
  if (isConsentBannerOpen(consentState())) void showBanner();
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-consent-settings]')) return;
    openConsentSettings();
    void showBanner();
  });

  const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.length === 0) return Promise.resolve();
  return idleOrInteraction()
    .then(react)
    .then((root) => Promise.all(islands.map((island) => root.hydrateIsland(island))))
    .then(() => undefined);
}

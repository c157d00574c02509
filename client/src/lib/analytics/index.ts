import { IDLE_TIMEOUT_LONG_MS, IDLE_TIMEOUT_SHORT_MS, runWhenIdle } from '../idle';
import { configuredGtmId, reloadConsent } from './consent';
import { analyticsPath } from './dataLayer';
import { installPhoneClickTracking } from './phoneClicks';
import { applyConsent, loadTagManager, setConsentDefaults } from './tagManager';

/**
 * Browser start-up of analytics (entry-client.tsx, before hydration):
 * 1. consent mode defaults to denied, before anything else reaches the data layer;
 * 2. a returning visitor's stored answer is applied at once; after an acceptance the tag manager itself
 *    loads when the browser is idle (at most 2 s), so it never competes with hydration;
 * 3. clicks on phone links are recorded;
 * 4. the web-vitals code (`loadVitals`, a dynamic import of ./vitals, so it is its own chunk) loads when
 *    the browser is idle (at most 3 s).
 * Returns a function that stops the phone-click listener and any idle work not yet run.
 */
export function startAnalytics(options: { loadVitals?: () => Promise<typeof import('./vitals')> } = {}): () => void {
  setConsentDefaults();
  const { choice } = reloadConsent();
  const gtmId = configuredGtmId();
  if (choice) applyConsent(choice, gtmId, { loadNow: false });
  const cancelTagManager = choice === 'granted' ? runWhenIdle(() => loadTagManager(gtmId), IDLE_TIMEOUT_SHORT_MS) : () => undefined;
  const stopPhoneClicks = installPhoneClickTracking(document);
  const landingPath = analyticsPath(window.location.pathname);
  const { loadVitals } = options;
  const cancelVitals = loadVitals
    ? runWhenIdle(() => {
        loadVitals()
          .then(({ startWebVitals }) => startWebVitals({ path: landingPath }))
          .catch(() => undefined);
      }, IDLE_TIMEOUT_LONG_MS)
    : () => undefined;
  return () => {
    cancelTagManager();
    cancelVitals();
    stopPhoneClicks();
  };
}

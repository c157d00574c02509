import { dataLayer, gtag, gtagCommands } from './dataLayer';

/**
 * Google Tag Manager under Google consent mode (UK PECR: analytics cookies need consent). Consent defaults
 * to denied before anything else reaches the data layer; the tag manager's script is injected only after
 * the visitor accepts, and never without a container id.
 */
export type ConsentChoice = 'granted' | 'denied';

export const GTM_SCRIPT_ID = 'gtm-script';
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;

export const CONSENT_DEFAULTS = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

/** Pushes the denied defaults once per page, before anything else the tag manager would read. */
export function setConsentDefaults() {
  const already = gtagCommands().some(([command, kind]) => command === 'consent' && kind === 'default');
  if (!already) gtag('consent', 'default', CONSENT_DEFAULTS);
}

/**
 * Injects gtm.js for a valid container id, once. Returns whether the script is on the page. The CSP allows
 * it because this trusted script adds it ('strict-dynamic', docs/decisions/0054-strict-dynamic-csp.md), not
 * for its origin.
 */
export function loadTagManager(gtmId: string | null | undefined): boolean {
  if (!gtmId || !GTM_ID.test(gtmId)) return false;
  if (document.getElementById(GTM_SCRIPT_ID)) return true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
  return true;
}

/** Google Analytics cookies (`_ga`, `_ga_<id>`, `_gid`) on this host and its parent domains. */
function clearAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0].trim())
    .filter((name) => name === '_gid' || name === '_ga' || name.startsWith('_ga_'));
  const labels = window.location.hostname.split('.');
  const domains = ['', ...labels.map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'))];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * Applies the visitor's answer: consent mode is updated (analytics only; advertising stays denied), then,
 * for an acceptance, the tag manager loads, unless `loadNow` is false (a returning visitor's stored
 * acceptance: the caller loads it when the browser is idle). A rejection also removes analytics cookies
 * set under an earlier acceptance.
 */
export function applyConsent(choice: ConsentChoice, gtmId: string | null | undefined, options: { loadNow?: boolean } = {}) {
  setConsentDefaults();
  gtag('consent', 'update', { analytics_storage: choice });
  if (choice === 'denied') clearAnalyticsCookies();
  else if (options.loadNow !== false) loadTagManager(gtmId);
}

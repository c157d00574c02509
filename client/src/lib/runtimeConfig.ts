import type { SiteOperator } from '../../../common/siteOperator';
import type { SiteSections } from '../../../common/siteSections';

/** Public, non-secret configuration the server writes into each page (window.__APP_CONFIG__). */
export interface PublicConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  /** The embedded default: the browser signs in through the Auth emulator at the page's own origin. */
  authEmulator: boolean;
  gtmId: string | null;
  siteUrl: string;
  operator: SiteOperator;
  /** Which sections the navigation links; null or missing when the server did not know (those links hidden). */
  sections?: SiteSections | null;
}

declare global {
  interface Window {
    __APP_CONFIG__?: PublicConfig;
    __APOLLO_STATE__?: Record<string, unknown>;
    /** The lazy pages the server rendered (client/src/app/lazyPage.tsx). */
    __PAGES__?: string[];
    /** How the browser takes over the page (client/src/app/textPages.ts): its islands only, or the whole page. */
    __HYDRATION__?: 'islands' | 'full';
    /** The code of a page hydrated whole, preloaded after the first paint (server/platform/pages/pagePreloads.ts). */
    __PRELOADS__?: Array<{ href: string; integrity: string | null }>;
    /** A form's submit made before its part hydrated, held for its code to send (server/platform/pages/earlySubmits.ts). */
    __HELD_SUBMIT__?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

export function browserConfig(): PublicConfig {
  const config = typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined;
  if (!config) throw new Error('The page is missing its runtime configuration');
  return config;
}

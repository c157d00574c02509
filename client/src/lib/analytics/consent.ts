import { applyConsent, type ConsentChoice } from './tagManager';
import type { PublicConfig } from '../runtimeConfig';

export type { ConsentChoice } from './tagManager';

/**
 * The visitor's answer to the consent banner, kept in localStorage (strictly necessary: it records the
 * choice itself). Unset until they answer.
 */
export const CONSENT_STORAGE_KEY = 'sfr:analytics-consent';

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem'>;

export function readConsent(storage: ReadableStorage | null): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(storage: WritableStorage | null, choice: ConsentChoice) {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, blocked site data): the choice holds for this page only.
  }
}

/** localStorage, or null where the browser refuses it (blocked site data throws on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ConsentState {
  /** False during server rendering and hydration: the answer lives in the browser only. */
  known: boolean;
  choice: ConsentChoice | null;
  /** The banner was reopened from "Cookie settings". */
  settingsOpen: boolean;
}

/** What the server renders with, and hydration starts from. */
export const SERVER_CONSENT_STATE: ConsentState = { known: false, choice: null, settingsOpen: false };
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export function consentState(): ConsentState {
  state ??= { known: true, choice: readConsent(browserStorage()), settingsOpen: false };
  return state;
}

/** Reads the stored answer again (start-up, and tests that change storage). */
export function reloadConsent(): ConsentState {
  setState({ known: true, choice: readConsent(browserStorage()), settingsOpen: false });
  return consentState();
}

export function subscribeToConsent(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor answers the banner: stored, applied to consent mode, and the banner closes. */
export function chooseConsent(choice: ConsentChoice) {
  writeConsent(browserStorage(), choice);
  setState({ known: true, choice, settingsOpen: false });
  applyConsent(choice, configuredGtmId());
}

/** The container id the server configured (`PUBLIC_GTM_ID`), or null: no id, no tag manager. */
export function configuredGtmId(): string | null {
  const config: PublicConfig | undefined = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return config?.gtmId ?? null;
}

/** "Cookie settings" in the footer: shows the banner again so the visitor can change their answer. */
export function openConsentSettings() {
  setState({ ...consentState(), settingsOpen: true });
}

export function analyticsGranted() {
  return consentState().choice === 'granted';
}

/** The banner shows until the visitor answers, and again when they reopen it from "Cookie settings". */
export function isConsentBannerOpen({ known, choice, settingsOpen }: ConsentState): boolean {
  return known && (choice === null || settingsOpen);
}

import { useSyncExternalStore } from 'react';
import { SERVER_CONSENT_STATE, consentState, subscribeToConsent, type ConsentState } from './consent';

/** The consent state for React components; kept apart from ./consent so the entry, which reads consent, loads no React. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeToConsent, consentState, () => SERVER_CONSENT_STATE);
}

import { initializeApp, getApps } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { browserConfig } from './runtimeConfig';

let auth: Auth | null = null;

/** The browser's Firebase Auth, connected to the emulator when the server runs the embedded default. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  const config = browserConfig();
  const app = getApps()[0] ?? initializeApp(config.firebase);
  auth = getAuth(app);
  // The page's own origin, never one written into the page: a cached page must not send passwords elsewhere.
  if (config.authEmulator) connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
  return auth;
}

/** The current user's ID token for API calls, or null when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  const user = firebaseAuth().currentUser;
  return user ? user.getIdToken() : null;
}

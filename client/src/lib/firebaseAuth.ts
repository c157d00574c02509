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
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** The current user's ID token for API calls, or null when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  const user = firebaseAuth().currentUser;
  return user ? user.getIdToken() : null;
}

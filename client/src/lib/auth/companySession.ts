/**
 * A hint, kept in this browser, that a company user signed in here: a public page that can use the signed-in
 * company (the certification request, prefilled) loads Firebase Auth only when it is set, so other visitors
 * never download it (client/src/lib/idToken.ts).
 */
const HINT = 'sfr.companySession';

export function rememberCompanySession() {
  try {
    localStorage.setItem(HINT, '1');
  } catch {
    // Storage refused (private mode, quota): the public pages simply do not prefill.
  }
}

/** The signed-in company user's ID token on a public page, or null (no hint, nobody signed in, or on the server). */
export async function signedInCompanyToken(): Promise<string | null> {
  if (typeof window === 'undefined') return null;
  try {
    if (localStorage.getItem(HINT) !== '1') return null;
  } catch {
    return null;
  }
  const { firebaseAuth } = await import('../firebaseAuth.js');
  const auth = firebaseAuth();
  await auth.authStateReady();
  if (!auth.currentUser) {
    localStorage.removeItem(HINT);
    return null;
  }
  return auth.currentUser.getIdToken();
}

type IdTokenSource = () => Promise<string | null>;
let idTokenSource: IdTokenSource | null = null;

/**
 * Plugs the signed-in user's ID token into every operation. The signed-in areas (AuthProvider) call this,
 * so Firebase Auth is loaded only with them: public pages never download it and send no token.
 */
export function setIdTokenSource(source: IdTokenSource) {
  idTokenSource = source;
}

/** fetch, with the signed-in user's ID token when an area registered a source. */
export async function fetchWithIdToken(input: RequestInfo | URL, init: RequestInit = {}) {
  const token = idTokenSource ? await idTokenSource() : null;
  if (!token) return fetch(input, init);
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(input, { ...init, headers });
}

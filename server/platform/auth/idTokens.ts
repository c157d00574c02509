import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import type { EmulatorTokenKey } from './emulatorTokens';

/** Turns a Bearer ID token into the caller's verified claims; throws when the token is not acceptable. */
export interface IdTokenVerifier {
  verify(token: string): Promise<DecodedIdToken>;
}

/** Claims every Firebase ID token carries; everything else in a token is a custom claim. */
const STANDARD_CLAIMS = new Set([
  'iss',
  'aud',
  'auth_time',
  'user_id',
  'sub',
  'iat',
  'exp',
  'email',
  'email_verified',
  'phone_number',
  'name',
  'picture',
  'firebase',
  'uid',
]);

/**
 * With real Firebase Authentication, firebase-admin checks Google's signature and the token is the truth.
 * With an Auth emulator its tokens are unsigned, so the server accepts only tokens its own proxy signed
 * (./emulatorTokens.ts) and takes the custom claims (roles, companyId) from the account as stored now,
 * never from the token's payload.
 */
export function createIdTokenVerifier(auth: Auth, emulatorTokens: EmulatorTokenKey | null): IdTokenVerifier {
  if (!emulatorTokens) return { verify: (token) => auth.verifyIdToken(token) };
  return {
    async verify(token) {
      const unsigned = emulatorTokens.verify(token);
      if (!unsigned) throw new Error('The ID token was not issued by this server');
      const decoded = await auth.verifyIdToken(unsigned);
      const account = await auth.getUser(decoded.uid);
      if (account.disabled) throw new Error('The account is disabled');
      const claims: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(decoded)) if (STANDARD_CLAIMS.has(key)) claims[key] = value;
      return { ...claims, ...(account.customClaims ?? {}) } as DecodedIdToken;
    },
  };
}

import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import type { EmulatorTokenKey } from './emulatorTokens';

/** Turns a Bearer ID token into the caller's verified claims; throws when the token is not acceptable. */
export interface IdTokenVerifier {
  verify(token: string): Promise<DecodedIdToken>;
  /**
   * Whether the account can act now: false when it is disabled or deleted. Read as `verify` reads it (at most
   * ACCOUNT_RECHECK_MS old), for callers that act for an account without its token (an API key's creator).
   */
  accountEnabled(uid: string): Promise<boolean>;
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
 * How long an account as read is trusted (docs/auth-front.md#revocation): a user disabled, revoked or
 * demoted is refused by every instance within this, not at the token's expiry an hour later.
 */
export const ACCOUNT_RECHECK_MS = 5_000;
const MAX_CACHED_ACCOUNTS = 10_000;

export interface IdTokenVerifierOptions {
  /** How long an account read is reused; 0 reads it for every request. */
  accountRecheckMs?: number;
  now?: () => number;
}

/**
 * One check for every deployment. The token's signature: with real Firebase Authentication firebase-admin
 * checks Google's; with an Auth emulator its tokens are unsigned, so only tokens this server's proxy signed
 * (./emulatorTokens.ts) are accepted. Then the account as stored (read at most ACCOUNT_RECHECK_MS ago): a
 * disabled account, or a token from before the account's tokens were revoked (a password change,
 * revokeRefreshTokens), is refused, and the custom claims (roles, companyId) come from the account, never
 * from the token's payload, so a demoted admin loses the role within the same bound.
 */
export function createIdTokenVerifier(
  auth: Auth,
  emulatorTokens: EmulatorTokenKey | null,
  options: IdTokenVerifierOptions = {},
): IdTokenVerifier {
  const recheckMs = options.accountRecheckMs ?? ACCOUNT_RECHECK_MS;
  const now = options.now ?? Date.now;
  const accounts = new Map<string, { readAt: number; account: Promise<UserRecord> }>();

  function storedAccount(uid: string): Promise<UserRecord> {
    const cached = accounts.get(uid);
    if (cached && now() - cached.readAt < recheckMs) return cached.account;
    accounts.delete(uid);
    const account = auth.getUser(uid);
    if (recheckMs > 0) {
      if (accounts.size >= MAX_CACHED_ACCOUNTS) accounts.delete(accounts.keys().next().value!);
      accounts.set(uid, { readAt: now(), account });
      account.catch(() => accounts.delete(uid));
    }
    return account;
  }

  return {
    async verify(token) {
      let decoded: DecodedIdToken;
      if (emulatorTokens) {
        const unsigned = emulatorTokens.verify(token);
        if (!unsigned) throw new Error('The ID token was not issued by this server');
        decoded = await auth.verifyIdToken(unsigned);
      } else {
        decoded = await auth.verifyIdToken(token);
      }
      const account = await storedAccount(decoded.uid);
      if (account.disabled) throw new Error('The account is disabled');
      const validAfter = account.tokensValidAfterTime ? Date.parse(account.tokensValidAfterTime) : 0;
      if (decoded.auth_time * 1000 < validAfter) throw new Error('The ID token was revoked');
      const claims: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(decoded)) if (STANDARD_CLAIMS.has(key)) claims[key] = value;
      return { ...claims, ...(account.customClaims ?? {}) } as DecodedIdToken;
    },
    async accountEnabled(uid) {
      try {
        return !(await storedAccount(uid)).disabled;
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return false;
        throw error;
      }
    },
  };
}

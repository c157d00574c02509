import { ErrorMessage } from '../../../../common/errors';

/** docs/requirements/access.md#messages: the auth error catalogue. */
export const ACCESS_DENIED = 'Access denied. Admin privileges required.';
export const LOGIN_FAILED = 'Login failed';
export const REGISTRATION_FAILED = 'Registration failed';
export const LOGOUT_FAILED = 'Logout failed';

/**
 * Firebase's sign-in error codes in plain words. With e-mail enumeration protection (Firebase's default for new
 * projects; always on in the embedded Auth, docs/auth-front.md) an unknown e-mail and a wrong password both come
 * as `auth/invalid-credential` (older SDKs: `auth/invalid-login-credentials`); the older codes read the same.
 */
const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'The email or password is incorrect',
  'auth/invalid-login-credentials': 'The email or password is incorrect',
  'auth/wrong-password': 'The email or password is incorrect',
  'auth/user-not-found': 'The email or password is incorrect',
  'auth/invalid-email': 'Enter a valid email address',
  'auth/too-many-requests': 'Too many attempts: wait a few minutes and try again',
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled',
};

export function firebaseErrorMessage(error: unknown, fallback: string): string {
  const code = (error as { code?: string } | null)?.code;
  return (code && FIREBASE_MESSAGES[code]) || fallback;
}

/** The company area (docs/requirements/access.md#company-accounts): only users of an active removal company sign in. */
export const NOT_A_COMPANY_ACCOUNT = 'This account is not a removal company account';
export const COMPANY_UNAVAILABLE = ErrorMessage.COMPANY_UNAVAILABLE;
export const COMPANY_SIGN_IN_REQUIRED = 'Please sign in with your company account to see that page.';

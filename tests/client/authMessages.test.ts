import { firebaseErrorMessage, LOGIN_FAILED } from '../../client/src/lib/auth/messages';

/**
 * What the sign-in pages (/admin/login, /company/login, and /company/set-password when it signs in) say for
 * Firebase's error codes: one message for an unknown e-mail and a wrong password, whichever code the SDK
 * reports them with, and a plain one for throttling (docs/requirements/access.md#messages).
 */
const message = (code: string) => firebaseErrorMessage({ code }, LOGIN_FAILED);

describe('the sign-in messages', () => {
  it('say the same for an unknown e-mail and a wrong password, under every code Firebase uses for them', () => {
    const codes = ['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password', 'auth/user-not-found'];
    expect(new Set(codes.map(message))).toEqual(new Set(['The email or password is incorrect']));
  });

  it('tell a throttled person to wait a few minutes', () => {
    expect(message('auth/too-many-requests')).toBe('Too many attempts: wait a few minutes and try again');
  });

  it('fall back to the page’s own message for anything else', () => {
    expect(message('auth/internal-error')).toBe(LOGIN_FAILED);
    expect(firebaseErrorMessage(new Error('offline'), LOGIN_FAILED)).toBe(LOGIN_FAILED);
  });
});

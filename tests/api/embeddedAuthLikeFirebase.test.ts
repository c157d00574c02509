import { adminAuth, createUser, serverInfo, uniqueEmail } from '../support/api';

/**
 * The embedded Auth front answers as production Firebase Auth does with e-mail enumeration protection on
 * (docs/auth-front.md): one answer for an unknown e-mail and a wrong password, no password hash or salt in
 * any answer, and JSON no browser sends (nested too deep, too large) refused with 400, never a 5xx. Throttling:
 * signInThrottle.test.ts; addresses that are not valid percent-encoding, on the front as everywhere: malformedRequests.test.ts.
 */
const site = () => serverInfo().url;
const call = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${site()}${path}?key=demo-api-key`, { method: 'POST', headers: { 'content-type': contentType }, body });
const identityToolkit = (method: string, body: Record<string, unknown>) =>
  call(`/identitytoolkit.googleapis.com/v1/${method}`, JSON.stringify(body));
const signInWithPassword = (email: string, password: string) =>
  identityToolkit('accounts:signInWithPassword', { email, password, returnSecureToken: true, clientType: 'CLIENT_TYPE_WEB' });

/** Every place in a JSON answer that carries a password hash, a salt, the emulator's fake hash or the password itself. */
function secretsIn(value: unknown, password: string, where = '$'): string[] {
  if (typeof value === 'string') {
    return /fakeHash|fakeSalt/i.test(value) || value.includes(password) ? [`${where}: ${value}`] : [];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(/hash|salt/i.test(key) ? [`${where}.${key}`] : []),
    ...secretsIn(child, password, `${where}.${key}`),
  ]);
}

describe('signing in through the site, as Firebase with e-mail enumeration protection', () => {
  it('answers an unknown e-mail and a wrong password alike: 400 INVALID_LOGIN_CREDENTIALS, the same body', async () => {
    const user = await createUser();
    const wrongPassword = await signInWithPassword(user.email, 'Not-the-password-1');
    const unknownEmail = await signInWithPassword(uniqueEmail('nobody'), 'Not-the-password-1');
    const answers = [
      { status: wrongPassword.status, body: await wrongPassword.json() },
      { status: unknownEmail.status, body: await unknownEmail.json() },
    ];
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'INVALID_LOGIN_CREDENTIALS',
          errors: [expect.objectContaining({ message: 'INVALID_LOGIN_CREDENTIALS' })],
        },
      },
    });
  });

  it('never answers a password hash, a salt or the password in any call it forwards', async () => {
    const user = await createUser();
    const signedIn = await signInWithPassword(user.email, user.password);
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { idToken: string; refreshToken: string };
    expect(secretsIn(session, user.password)).toEqual([]);

    const lookup = await identityToolkit('accounts:lookup', { idToken: session.idToken });
    expect(lookup.status).toBe(200);
    const account = (await lookup.json()) as { users: Array<{ email: string }> };
    expect(account.users[0].email).toBe(user.email);
    expect(secretsIn(account, user.password)).toEqual([]);

    const refreshed = await call(
      '/securetoken.googleapis.com/v1/token',
      new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(refreshed.status).toBe(200);
    expect(secretsIn(await refreshed.json(), user.password)).toEqual([]);

    // The set-password page: verify the code, then set the new password.
    const oobCode = new URL(await adminAuth().generatePasswordResetLink(user.email)).searchParams.get('oobCode')!;
    const newPassword = 'Another-Password-2026!';
    for (const body of [{ oobCode }, { oobCode, newPassword }]) {
      const res = await identityToolkit('accounts:resetPassword', body);
      expect(res.status).toBe(200);
      expect(secretsIn(await res.json(), newPassword)).toEqual([]);
    }
    const again = await signInWithPassword(user.email, newPassword);
    expect(again.status).toBe(200);
    const afterChange = await identityToolkit('accounts:lookup', { idToken: ((await again.json()) as { idToken: string }).idToken });
    expect(secretsIn(await afterChange.json(), newPassword)).toEqual([]);
  });
});

describe('requests no browser sends, at the sign-in front', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([
    ['accounts:signInWithPassword', `{"email":${nested(5000)},"password":"x","returnSecureToken":true}`],
    ['accounts:signInWithPassword', `{"email":"a@test.example","password":${deepObject(5000)}}`],
    ['accounts:signInWithPassword', `{"email":"a@test.example","password":"x","other":${nested(5000)}}`],
    ['accounts:lookup', `{"idToken":${nested(5000)}}`],
    ['accounts:lookup', `{"idToken":${deepObject(5000)}}`],
  ])('%s with JSON nested 5,000 deep answers 400', async (method, body) => {
    const res = await call(`/identitytoolkit.googleapis.com/v1/${method}`, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number; message: string } }).error).toMatchObject({ code: 400 });
  });

  it.each([300 * 1024, 2 * 1024 * 1024])('a body of %d bytes answers 400', async (size) => {
    const body = JSON.stringify({ email: 'a@test.example', password: 'x'.repeat(size), returnSecureToken: true });
    const res = await call('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(400);
  });

  it('still signs in with JSON as a browser sends it', async () => {
    const user = await createUser();
    expect((await signInWithPassword(user.email, user.password)).status).toBe(200);
  });
});

import { adminAuth, createUser, gql, serverInfo } from '../support/api';
import { eventually } from '../support/wait';
import { ACCOUNT_RECHECK_MS } from '../../server/platform/auth/idTokens';

/**
 * The embedded Auth front (docs/auth-front.md), called through the site's own origin as a browser's Firebase
 * Auth SDK calls it: only the calls the site's screens make pass, refresh tokens are sealed by the proxy, and
 * a password change or a disabled account ends every refresh token issued before it.
 */
const ADMIN = { email: 'admin@demo.sprayfoamremoval.uk', password: 'DemoAdmin2026!' };
const ME = '{ me { uid isAdmin } }';

const site = () => serverInfo().url;
const identityToolkit = (call: string, body: Record<string, unknown>) =>
  fetch(`${site()}/identitytoolkit.googleapis.com/v1/${call}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** As the SDK refreshes: a form post to the Secure Token API. */
const refresh = (refreshToken: string) =>
  fetch(`${site()}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
const errorOf = async (res: Response) => ((await res.json()) as { error?: { message?: string } }).error?.message;

async function signInAtSite(email: string, password: string) {
  const res = await identityToolkit('accounts:signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
    clientType: 'CLIENT_TYPE_WEB',
  });
  const body = (await res.json()) as { idToken?: string; refreshToken?: string; error?: { message: string } };
  return { status: res.status, idToken: body.idToken!, refreshToken: body.refreshToken!, error: body.error?.message };
}

/** A password change as the set-password page makes it: a reset code (here from firebase-admin, as the e-mail carries), then confirmPasswordReset. */
async function changePassword(email: string, newPassword: string) {
  const link = await adminAuth().generatePasswordResetLink(email);
  const oobCode = new URL(link).searchParams.get('oobCode')!;
  const verified = await identityToolkit('accounts:resetPassword', { oobCode });
  expect(verified.status).toBe(200);
  expect(((await verified.json()) as { email: string }).email).toBe(email);
  const confirmed = await identityToolkit('accounts:resetPassword', { oobCode, newPassword });
  expect(confirmed.status).toBe(200);
}

describe('the Auth front at the site’s origin', () => {
  it('refuses a Google sign-in with an unsigned id_token for the admin’s e-mail, and the admin keeps their password', async () => {
    const postBody = `id_token=${JSON.stringify({ sub: 'attacker', email: ADMIN.email, email_verified: true })}&providerId=google.com`;
    const res = await identityToolkit('accounts:signInWithIdp', { postBody, requestUri: 'http://localhost', returnSecureToken: true });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('OPERATION_NOT_ALLOWED');

    const admin = await signInAtSite(ADMIN.email, ADMIN.password);
    expect(admin.status).toBe(200);
    const { body } = await gql(ME, {}, { token: admin.idToken });
    expect(body.data?.me).toMatchObject({ isAdmin: true });
    const stored = await adminAuth().getUserByEmail(ADMIN.email);
    expect(stored.providerData.map((provider) => provider.providerId)).toEqual(['password']);
  });

  it.each([
    ['accounts:signUp', { email: 'new.account@test.example', password: 'Password123!', returnSecureToken: true }],
    ['accounts:createAuthUri', { identifier: ADMIN.email, continueUri: 'http://localhost' }],
    ['accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: ADMIN.email }],
    ['accounts:update', { idToken: 'x', password: 'Hijacked-2026!' }],
    ['accounts:signInWithCustomToken', { token: 'x', returnSecureToken: true }],
    ['accounts:signInWithEmailLink', { email: ADMIN.email, oobCode: 'x' }],
    ['accounts:delete', { idToken: 'x' }],
    ['projects/demo-sprayfoam/accounts:query', {}],
  ])('refuses %s as a disabled provider would', async (call, body) => {
    const res = await identityToolkit(call, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('OPERATION_NOT_ALLOWED');
  });

  it('creates no account through the site and says nothing about which e-mails are registered', async () => {
    await identityToolkit('accounts:signUp', { email: 'probe.signup@test.example', password: 'Password123!' });
    await expect(adminAuth().getUserByEmail('probe.signup@test.example')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const registered = await identityToolkit('accounts:createAuthUri', { identifier: ADMIN.email, continueUri: 'http://localhost' });
    const unknown = await identityToolkit('accounts:createAuthUri', { identifier: 'nobody@test.example', continueUri: 'http://localhost' });
    expect([registered.status, await registered.text()]).toEqual([unknown.status, await unknown.text()]);
  });

  it('passes only the fields a sign-in needs', async () => {
    const user = await createUser();
    const res = await identityToolkit('accounts:signInWithPassword', {
      email: user.email,
      password: user.password,
      returnSecureToken: true,
      tenantId: 'another-tenant',
    });
    expect(res.status).toBe(200);
  });

  it('refreshes with the refresh token it issued, as the SDK does every hour', async () => {
    const user = await createUser();
    const session = await signInAtSite(user.email, user.password);
    expect(session.refreshToken).toMatch(/^sfr1\./);
    const res = await refresh(session.refreshToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id_token: string; refresh_token: string; user_id: string };
    expect(body.user_id).toBe(user.uid);
    expect((await gql(ME, {}, { token: body.id_token })).body.data?.me).toMatchObject({ uid: user.uid });
    expect((await refresh(body.refresh_token)).status).toBe(200);
  });

  it('refuses a refresh token made up for a known uid, the emulator’s own, and an edited one', async () => {
    const admin = await adminAuth().getUserByEmail(ADMIN.email);
    const madeUp = Buffer.from(
      JSON.stringify({ _AuthEmulatorRefreshToken: 'DO NOT MODIFY', localId: admin.uid, provider: 'password', projectId: 'demo-sprayfoam' }),
    ).toString('base64');
    const made = await refresh(madeUp);
    expect(made.status).toBe(400);
    expect(await errorOf(made)).toBe('INVALID_REFRESH_TOKEN');

    const user = await createUser();
    const { refreshToken } = await signInAtSite(user.email, user.password);
    const [prefix, payload, mac] = refreshToken.split('.');
    const inner = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as string[];
    const retargeted = Buffer.from(JSON.stringify([madeUp, admin.uid, inner[2]])).toString('base64url');
    for (const forged of [`${prefix}.${retargeted}.${mac}`, `${refreshToken.slice(0, -2)}${refreshToken.endsWith('AA') ? 'AB' : 'AA'}`]) {
      const res = await refresh(forged);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toBe('INVALID_REFRESH_TOKEN');
    }
  });

  it('refuses a refresh token issued before a password change, and the ID tokens from before it', async () => {
    const user = await createUser();
    const before = await signInAtSite(user.email, user.password);
    expect((await gql(ME, {}, { token: before.idToken })).body.data?.me).toMatchObject({ uid: user.uid });
    // The change is a second later: Firebase records it in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await changePassword(user.email, 'Changed-Password-2026!');

    const res = await refresh(before.refreshToken);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('TOKEN_EXPIRED');
    // `me` answers null for a token it refuses.
    await eventually(
      async () => (await gql(ME, {}, { token: before.idToken })).body.data?.me === null,
      'the ID token from before the change to be refused',
      ACCOUNT_RECHECK_MS + 2_000,
    );

    expect((await signInAtSite(user.email, user.password)).status).toBe(400);
    const after = await signInAtSite(user.email, 'Changed-Password-2026!');
    expect(after.status).toBe(200);
    expect((await refresh(after.refreshToken)).status).toBe(200);
  });

  it('refuses every refresh token of a disabled account', async () => {
    const user = await createUser();
    const { refreshToken } = await signInAtSite(user.email, user.password);
    await adminAuth().updateUser(user.uid, { disabled: true });
    const res = await refresh(refreshToken);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('USER_DISABLED');
  });
});

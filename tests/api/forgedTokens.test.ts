import { adminAuth, adminDb, createUser, gql, serverInfo, signIn } from '../support/api';
import { createCompany } from '../support/marketplace';
import { eventually } from '../support/wait';
import { ACCOUNT_RECHECK_MS } from '../../server/platform/auth/idTokens';

/**
 * On the embedded default, the Auth emulator's ID tokens are unsigned. A signed-in user who edits their own
 * token (claims, company, uid) is refused: the server accepts only tokens its Auth proxy signed, and reads
 * roles and companyId from the account as stored.
 */
const LEADS = '{ leads(first: 1) { totalCount } }';
const MY_LEADS = '{ myLeads(first: 1) { nodes { paymentId } } }';

function decode(token: string) {
  const [header, payload, signature] = token.split('.');
  return { header, payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>, signature };
}
/** The token with its payload changed and its signature part kept as it was. */
function edit(token: string, change: (payload: Record<string, unknown>) => void) {
  const { header, payload, signature } = decode(token);
  change(payload);
  return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
}
const codeOf = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions?.code;

describe('forged ID tokens', () => {
  let company: Awaited<ReturnType<typeof createCompany>>;
  let otherCompany: Awaited<ReturnType<typeof createCompany>>;
  let adminUid: string;
  beforeAll(async () => {
    company = await createCompany({ regions: ['London'] });
    otherCompany = await createCompany({ regions: ['London'] });
    adminUid = (await adminAuth().getUserByEmail('admin@demo.sprayfoamremoval.uk')).uid;
  });

  it('accepts the genuine token (the control)', async () => {
    const { body } = await gql(MY_LEADS, {}, { token: company.token });
    expect(body.errors).toBeUndefined();
  });

  it('refuses a company token edited to carry admin: true', async () => {
    const forged = edit(company.token, (claims) => {
      claims.admin = true;
    });
    const { body } = await gql(LEADS, {}, { token: forged });
    expect(body.data).toBeNull();
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });

  it('refuses a company token edited to act for another company', async () => {
    const forged = edit(company.token, (claims) => {
      claims.companyId = otherCompany.id;
    });
    const { body } = await gql(MY_LEADS, {}, { token: forged });
    expect(body.data).toBeNull();
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });

  it('refuses a token edited to another uid (the admin’s)', async () => {
    const forged = edit(company.token, (claims) => {
      claims.sub = adminUid;
      claims.user_id = adminUid;
    });
    const { body } = await gql(LEADS, {}, { token: forged });
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });

  it('refuses a token without this server’s signature, as the emulator itself would issue it', async () => {
    const { header, signature } = decode(company.token);
    expect(header).toBeTruthy();
    expect(signature).not.toBe('');
    const unsigned = `${company.token.split('.').slice(0, 2).join('.')}.`;
    const { body } = await gql(MY_LEADS, {}, { token: unsigned });
    expect(codeOf(body)).toBe('UNAUTHENTICATED');
  });

  it('takes roles from the account as stored, not from the claims in a token issued earlier: a demoted admin is refused within the recheck bound', async () => {
    const user = await createUser({ claims: { admin: true } });
    expect((await gql(LEADS, {}, { token: user.token })).body.errors).toBeUndefined();
    await adminAuth().setCustomUserClaims(user.uid, null);
    const demotedAt = Date.now();
    await eventually(
      async () => codeOf((await gql(LEADS, {}, { token: user.token })).body) === 'FORBIDDEN',
      'the demoted admin to be refused',
    );
    expect(Date.now() - demotedAt).toBeLessThan(ACCOUNT_RECHECK_MS + 1_000);
  });

  it('refuses an edited token at the Auth emulator too: nobody changes another account’s password with one', async () => {
    const forged = edit(company.token, (claims) => {
      claims.sub = adminUid;
      claims.user_id = adminUid;
    });
    const res = await fetch(`http://${serverInfo().auth}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: forged, password: 'Hijacked-2026!', returnSecureToken: true }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('INVALID_ID_TOKEN');
    await expect(signIn('admin@demo.sprayfoamremoval.uk', 'Hijacked-2026!')).rejects.toThrow();
  });

  it('refuses custom-token sign-in, which the emulator would accept unsigned for any uid', async () => {
    const customToken = await adminAuth().createCustomToken(adminUid, { admin: true });
    const res = await fetch(
      `http://${serverInfo().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: customToken, returnSecureToken: true }),
      },
    );
    expect(res.status).toBe(400);
  });

  it('gives browsers the sign-in endpoints at the site’s origin, but none of the emulator’s administration', async () => {
    const { url } = serverInfo();
    const signInRes = await fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.sprayfoamremoval.uk', password: 'DemoAdmin2026!', returnSecureToken: true }),
    });
    expect(signInRes.status).toBe(200);
    const viaSite = (await signInRes.json()).idToken as string;
    expect((await gql(LEADS, {}, { token: viaSite })).body.errors).toBeUndefined();

    const asOwner = await fetch(`${url}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: company.uid, customAttributes: JSON.stringify({ admin: true }) }),
    });
    expect(asOwner.status).toBe(400);
    expect((await adminAuth().getUser(company.uid)).customClaims?.admin).toBeUndefined();
    const wipe = await fetch(`${url}/emulator/v1/projects/demo-sprayfoam/accounts`, { method: 'DELETE' });
    expect(wipe.status).toBe(404);
    expect((await adminDb().collection('users').doc(company.uid).get()).exists).toBe(true);
  });
});

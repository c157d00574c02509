import { adminAuth, adminDb, gql, serverInfo, signIn, uniqueEmail } from '../support/api';
import { MARKETPLACE_LEAD, createCompany, createLead } from '../support/marketplace';
import { eventually } from '../support/wait';
import { ACCOUNT_RECHECK_MS } from '../../server/platform/auth/idTokens';

/** A company's team (docs/decisions/0049-company-team-roles.md): invitations, roles enforced on the server, removal. */
const MY_ROLE = '{ myCompany { id myRole } }';
const TEAM = '{ myTeam { uid email role lastSignInAt you } }';
const INVITE = `mutation Invite($email: String!, $role: CompanyRole!) { inviteTeamMember(email: $email, role: $role) { uid email role } }`;
const CHANGE_ROLE = `mutation Change($uid: ID!, $role: CompanyRole!) { changeTeamMemberRole(uid: $uid, role: $role) }`;
const REMOVE = `mutation Remove($uid: ID!) { removeTeamMember(uid: $uid) }`;
const BUY = `mutation Buy($id: ID!) { buyLead(leadId: $id) { paymentId checkoutUrl } }`;
const BUY_WITH_BALANCE = `mutation Buy($id: ID!) { buyLeadWithBalance(leadId: $id) { lead { id } } }`;
const TOP_UP = `mutation TopUp($pounds: Int!) { startBalanceTopUp(pounds: $pounds) { paymentId } }`;
const UPDATE_PROFILE = `mutation Profile($input: CompanyProfileInput!) { updateMyCompanyProfile(input: $input) { id } }`;
const PROFILE = { contactName: 'Viewer Attempt', phone: '01632 960999', services: ['loft'], leadAlerts: true };

const site = () => serverInfo().url;
const mailsFor = async (path: string) => (await adminDb().collection('mail').where('related', 'array-contains', path).get()).docs;

/** As the set-password page does it: the one-time code from the e-mailed link, a new password. */
async function acceptInvitation(companyId: string, email: string, password: string) {
  const mail = (await mailsFor(`companies/${companyId}`)).find(
    (m) => m.get('template') === 'company_team_invitation' && m.get('to') === email,
  );
  expect(mail).toBeDefined();
  const link = new URL(mail!.get('data.setPasswordUrl') as string);
  expect(`${link.origin}${link.pathname}`).toBe(`${site()}/company/set-password`);
  const res = await fetch(`${site()}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode: link.searchParams.get('oobCode'), newPassword: password }),
  });
  expect(res.status).toBe(200);
  return mail!;
}

/** Signs in at the site's origin as the browser does, keeping the refresh token the proxy seals. */
async function signInAtSite(email: string, password: string) {
  const res = await fetch(`${site()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true, clientType: 'CLIENT_TYPE_WEB' }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { idToken: string; refreshToken: string };
}

const refresh = (refreshToken: string) =>
  fetch(`${site()}/securetoken.googleapis.com/v1/token?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });

async function invite(ownerToken: string, companyId: string, role: 'OWNER' | 'BUYER' | 'VIEWER') {
  const email = uniqueEmail(role.toLowerCase());
  const { body } = await gql(INVITE, { email, role }, { token: ownerToken });
  expect(body.errors).toBeUndefined();
  expect(body.data!.inviteTeamMember).toMatchObject({ email, role });
  const listed = (await gql(TEAM, {}, { token: ownerToken })).body.data!.myTeam as Array<Record<string, unknown>>;
  expect(listed.find((m) => m.email === email)).toEqual({
    uid: body.data!.inviteTeamMember.uid,
    email,
    role,
    lastSignInAt: null,
    you: false,
  });
  const password = `Team${role}Password2026!`;
  await acceptInvitation(companyId, email, password);
  return { uid: body.data!.inviteTeamMember.uid as string, email, password, token: await signIn(email, password) };
}

describe('a company’s team', () => {
  it('invites a colleague who sets a password and signs in with their role; a missing role reads as owner', async () => {
    const company = await createCompany({ regions: ['London'] });
    const mine = await gql(MY_ROLE, {}, { token: company.token });
    expect(mine.body.data!.myCompany).toEqual({ id: company.id, myRole: 'OWNER' });

    const buyer = await invite(company.token, company.id, 'BUYER');
    const mail = (await mailsFor(`companies/${company.id}`)).find((m) => m.get('to') === buyer.email)!;
    expect(mail.get('data')).toMatchObject({ companyName: company.name, role: 'Buyer', invitedBy: company.userEmail });
    expect((await gql(MY_ROLE, {}, { token: buyer.token })).body.data!.myCompany).toEqual({ id: company.id, myRole: 'BUYER' });
    expect((await adminAuth().getUser(buyer.uid)).customClaims).toEqual({ role: 'company', companyId: company.id });

    const team = await gql(TEAM, {}, { token: buyer.token });
    expect(team.body.errors).toBeUndefined();
    expect(team.body.data!.myTeam).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uid: company.uid, email: company.userEmail, role: 'OWNER', you: false }),
        expect.objectContaining({ uid: buyer.uid, email: buyer.email, role: 'BUYER', you: true }),
      ]),
    );

    const twice = await gql(INVITE, { email: buyer.email, role: 'VIEWER' }, { token: company.token });
    expect(twice.body.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'email', message: `${buyer.email} is already in your team` }],
    });
    const other = await createCompany({ regions: ['London'] });
    const poached = await gql(INVITE, { email: other.userEmail, role: 'BUYER' }, { token: company.token });
    expect(poached.body.errors![0].extensions!.code).toBe('CONFLICT');
  });

  it('refuses a viewer every company mutation with the reason, and a buyer the team', async () => {
    const company = await createCompany({ regions: ['London'] });
    const viewer = await invite(company.token, company.id, 'VIEWER');
    const buyer = await invite(company.token, company.id, 'BUYER');
    const lead = await createLead({ region: 'London' });

    const bought = await gql(BUY, { id: lead.leadId }, { token: viewer.token });
    expect(bought.body.errors![0]).toMatchObject({
      message: 'Your role is viewer: only owners and buyers can buy leads. Ask an owner of your company to change your role.',
      extensions: { code: 'FORBIDDEN' },
    });
    const oneClick = await gql(BUY_WITH_BALANCE, { id: lead.leadId }, { token: viewer.token });
    expect(oneClick.body.errors![0]).toMatchObject({
      message: 'Your role is viewer: only owners and buyers can buy leads. Ask an owner of your company to change your role.',
      extensions: { code: 'FORBIDDEN' },
    });
    const buyerTopUp = await gql(TOP_UP, { pounds: 100 }, { token: buyer.token });
    expect(buyerTopUp.body.errors![0]).toMatchObject({
      message: 'Your role is buyer: only owners can top up the prepaid balance. Ask an owner of your company to change your role.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await adminDb().collection('payments').where('companyId', '==', company.id).get()).size).toBe(0);

    const profile = await gql(UPDATE_PROFILE, { input: PROFILE }, { token: viewer.token });
    expect(profile.body.errors![0]).toMatchObject({
      message: 'Your role is viewer: only owners can edit the company profile. Ask an owner of your company to change your role.',
      extensions: { code: 'FORBIDDEN' },
    });
    const buyerInvites = await gql(INVITE, { email: uniqueEmail('nope'), role: 'OWNER' }, { token: buyer.token });
    expect(buyerInvites.body.errors![0]).toMatchObject({
      message: 'Your role is buyer: only owners can manage the team. Ask an owner of your company to change your role.',
      extensions: { code: 'FORBIDDEN' },
    });
    const selfPromotion = await gql(CHANGE_ROLE, { uid: buyer.uid, role: 'OWNER' }, { token: buyer.token });
    expect(selfPromotion.body.errors![0].extensions!.code).toBe('FORBIDDEN');
    // Reading stays open to a viewer.
    const read = await gql(MARKETPLACE_LEAD, { id: lead.leadId }, { token: viewer.token });
    expect(read.body.errors).toBeUndefined();
  });

  it('records who bought a lead and shows it on the lead', async () => {
    const company = await createCompany({ regions: ['London'] });
    const buyer = await invite(company.token, company.id, 'BUYER');
    const lead = await createLead({ region: 'London' });
    const { body } = await gql(BUY, { id: lead.leadId }, { token: buyer.token });
    expect(body.errors).toBeUndefined();
    const paid = await fetch(`${site()}/payments/local/${body.data!.buyLead.paymentId}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const purchase = await adminDb().collection('leads').doc(lead.leadId).collection('purchases').doc(company.id).get();
    expect(purchase.get('boughtBy')).toEqual({ uid: buyer.uid, email: buyer.email });
    const detail = await gql(
      `query Lead($id: ID!) { marketplaceLead(id: $id) { purchase { boughtBy } } }`,
      { id: lead.leadId },
      { token: company.token },
    );
    expect(detail.body.data!.marketplaceLead.purchase).toEqual({ boughtBy: buyer.email });
  });

  it('keeps the last owner: not removed, not demoted; another owner makes it possible', async () => {
    const company = await createCompany({ regions: ['London'] });
    const colleague = await invite(company.token, company.id, 'BUYER');
    const LAST_OWNER = 'A company needs at least one owner: make another member an owner first';

    const demote = await gql(CHANGE_ROLE, { uid: company.uid, role: 'VIEWER' }, { token: company.token });
    expect(demote.body.errors![0]).toMatchObject({ message: LAST_OWNER, extensions: { code: 'CONFLICT' } });
    const remove = await gql(REMOVE, { uid: company.uid }, { token: company.token });
    expect(remove.body.errors![0]).toMatchObject({ message: LAST_OWNER, extensions: { code: 'CONFLICT' } });
    expect((await gql(MY_ROLE, {}, { token: company.token })).body.data!.myCompany.myRole).toBe('OWNER');

    const promote = await gql(CHANGE_ROLE, { uid: colleague.uid, role: 'OWNER' }, { token: company.token });
    expect(promote.body.errors).toBeUndefined();
    expect(promote.body.data).toEqual({ changeTeamMemberRole: 'OWNER' });
    const stepDown = await gql(CHANGE_ROLE, { uid: company.uid, role: 'VIEWER' }, { token: company.token });
    expect(stepDown.body.errors).toBeUndefined();
    expect((await gql(MY_ROLE, {}, { token: company.token })).body.data!.myCompany.myRole).toBe('VIEWER');
    const lastAgain = await gql(REMOVE, { uid: colleague.uid }, { token: colleague.token });
    expect(lastAgain.body.errors![0].message).toBe(LAST_OWNER);
  });

  it('refuses a removed user’s next call, ends their refresh token and then their ID token', async () => {
    const company = await createCompany({ regions: ['London'] });
    const leaver = await invite(company.token, company.id, 'BUYER');
    const session = await signInAtSite(leaver.email, leaver.password);
    expect((await refresh(session.refreshToken)).status).toBe(200);
    // Firebase keeps the revocation time in whole seconds: a session from the same second would outlive it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // The server has just read the account: its token check trusts that read for ACCOUNT_RECHECK_MS.
    expect((await gql(MY_ROLE, {}, { token: session.idToken })).body.data!.myCompany.myRole).toBe('BUYER');

    const removed = await gql(REMOVE, { uid: leaver.uid }, { token: company.token });
    expect(removed.body.errors).toBeUndefined();
    expect(removed.body.data).toEqual({ removeTeamMember: true });

    // The very next call is refused: here the token check already sees the revocation (an Auth emulator is read
    // on every check); on a real project, within its 5 s recheck, the company check refuses it (next test).
    const next = await gql(MY_ROLE, {}, { token: session.idToken });
    expect(next.body.data?.myCompany ?? null).toBeNull();
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(next.body.errors![0].extensions!.code);
    const buy = await gql(BUY, { id: (await createLead({ region: 'London' })).leadId }, { token: session.idToken });
    expect(buy.body.data?.buyLead ?? null).toBeNull();
    // No new ID token from the old session, and the old one is refused outright within the recheck bound.
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.status).toBe(400);
    await eventually(
      async () => (await gql(MY_ROLE, {}, { token: session.idToken })).body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED',
      'the revoked ID token refused',
      ACCOUNT_RECHECK_MS + 2_000,
    );

    const account = await adminAuth().getUser(leaver.uid);
    expect(account.customClaims ?? {}).toEqual({});
    expect((await adminDb().collection('users').doc(leaver.uid).get()).get('companyId')).toBeNull();
    const team = (await gql(TEAM, {}, { token: company.token })).body.data!.myTeam as Array<{ uid: string }>;
    expect(team.map((m) => m.uid)).not.toContain(leaver.uid);
    const stored = (await adminDb().collection('companies').doc(company.id).get()).data()!;
    expect(stored.userIds).not.toContain(leaver.uid);
    expect(stored.removedUserIds).toEqual([leaver.uid]);

    // Invited again, they are back with the new role.
    const back = await gql(INVITE, { email: leaver.email, role: 'VIEWER' }, { token: company.token });
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data!.inviteTeamMember.uid).toBe(leaver.uid);
    expect((await adminDb().collection('companies').doc(company.id).get()).get('removedUserIds')).toEqual([]);
  });

  it('refuses a removed user at the company check even while their token is still accepted', async () => {
    const company = await createCompany({ regions: ['London'] });
    const member = await invite(company.token, company.id, 'BUYER');
    expect((await gql(MY_ROLE, {}, { token: member.token })).body.data!.myCompany.myRole).toBe('BUYER');
    // As on a real project in the seconds before the token check re-reads the account: only the company says so.
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({ removedUserIds: [member.uid] });
    const REMOVED = 'You were removed from this company’s team: ask one of its owners if this is a mistake';
    for (const [query, variables] of [
      [MY_ROLE, {}],
      [BUY, { id: (await createLead({ region: 'London' })).leadId }],
    ] as const) {
      const { body } = await gql(query, variables, { token: member.token });
      expect(body.errors![0]).toMatchObject({ message: REMOVED, extensions: { code: 'FORBIDDEN' } });
    }
    expect((await gql(MY_ROLE, {}, { token: company.token })).body.data!.myCompany.myRole).toBe('OWNER');
  });
});

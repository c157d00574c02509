import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { companyRoleOf, COMPANY_ROLE_LABELS, LAST_OWNER_REFUSAL, type CompanyRoleName } from '../../../common/companyTeam';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { runTransaction, type Transaction } from '../../platform/firestore/unitOfWork';
import { queueMail } from '../../platform/mail/outbox';
import { detachCompanyUserDocument } from '../auth';
import { readTeam, writeTeam } from './companies.repository';
import { ensureCompanyAccount, setPasswordLink } from './companyAccounts.service';
import { CompanyRole, type Company, type TeamMember } from './companies.types';

/** The role of a user acting for the company: as stored, an owner when none is (docs/decisions/0049-company-team-roles.md). */
export function roleInCompany(company: Pick<Company, 'userRoles'>, uid: string): CompanyRoleName {
  return companyRoleOf(company.userRoles[uid]);
}

const MAX_TEAM = 50;

/** When the account last signed in; null when never (the Auth emulator records the creation as a sign-in). */
function lastSignIn(metadata: { lastSignInTime?: string | null; creationTime?: string | null }): Date | null {
  if (!metadata.lastSignInTime || metadata.lastSignInTime === metadata.creationTime) return null;
  return new Date(metadata.lastSignInTime);
}

/** The company's users with their roles, by e-mail; the signed-in user marked. */
export async function companyTeam(company: Company, viewerUid: string, auth: Auth): Promise<TeamMember[]> {
  // A company whose user was added before `userIds` was kept still lists the one who asks.
  const uids = [...new Set([...company.userIds, viewerUid])].slice(0, MAX_TEAM);
  const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
  return users
    .map((user) => ({
      uid: user.uid,
      email: user.email ?? '',
      role: roleInCompany(company, user.uid) as CompanyRole,
      lastSignInAt: lastSignIn(user.metadata),
      you: user.uid === viewerUid,
    }))
    .sort((a, b) => a.email.localeCompare(b.email));
}

function owners(team: { userIds: string[]; userRoles: Record<string, string> }) {
  return team.userIds.filter((uid) => companyRoleOf(team.userRoles[uid]) === 'owner');
}

/** The team as stored, with the acting owner in `userIds` when an older company lacked them. */
async function teamFor(tx: Transaction, company: Company, actorUid: string) {
  const team = await readTeam(tx, company.id);
  if (!team) throw notFound('Your company no longer exists');
  if (!team.userIds.includes(actorUid)) team.userIds = [...team.userIds, actorUid];
  return team;
}

/**
 * An owner invites a colleague: their account is made (or an account with no role reused) with the role, and
 * they are e-mailed a link to choose their password on the site's set-password page.
 */
export async function inviteTeamMember(
  company: Company,
  actor: { uid: string; email: string | null },
  input: { email: string; role: CompanyRoleName },
  deps: { auth: Auth; siteUrl: string | null },
): Promise<TeamMember> {
  const email = input.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw invalidInput([{ path: 'email', message: 'Enter a valid email address' }]);
  const existing = company.userIds.length ? (await deps.auth.getUsers(company.userIds.map((uid) => ({ uid })))).users : [];
  if (existing.some((user) => user.email?.toLowerCase() === email)) {
    throw invalidInput([{ path: 'email', message: `${email} is already in your team` }]);
  }
  if (company.userIds.length >= MAX_TEAM) throw conflict(`A team has at most ${MAX_TEAM} users: remove someone first`);
  // The acting owner joins `userIds` first if an older company lacked them, so the new member is never the only one.
  await runTransaction(async (tx) => writeTeam(tx, company.id, await teamFor(tx, company, actor.uid)));
  const { uid } = await ensureCompanyAccount(deps.auth, { email, displayName: email, companyId: company.id, role: input.role });
  const link = await setPasswordLink(deps.auth, email, deps.siteUrl);
  await queueMail(null, {
    to: email,
    template: 'company_team_invitation',
    data: {
      companyName: company.name,
      invitedBy: actor.email ?? company.name,
      role: COMPANY_ROLE_LABELS[input.role],
      setPasswordUrl: link,
    },
    related: [`companies/${company.id}`, `users/${uid}`],
  });
  return { uid, email, role: input.role as CompanyRole, lastSignInAt: null, you: false };
}

/** An owner changes a member's role; the last owner cannot stop being one. */
export async function changeTeamMemberRole(
  company: Company,
  actorUid: string,
  uid: string,
  role: CompanyRoleName,
): Promise<CompanyRoleName> {
  return runTransaction(async (tx) => {
    const team = await teamFor(tx, company, actorUid);
    if (!team.userIds.includes(uid)) throw notFound('This person is not in your team');
    const userRoles = { ...team.userRoles, [uid]: role };
    if (!owners({ userIds: team.userIds, userRoles }).length) throw conflict(LAST_OWNER_REFUSAL);
    writeTeam(tx, company.id, { ...team, userRoles });
    return role;
  });
}

/**
 * An owner removes a member: off the team and onto `removedUserIds` (every company call of theirs is refused
 * from the next one), their company claims and users document cleared, and their refresh tokens revoked, so
 * no session outlives the ID token check's bound (docs/auth-front.md#revocation). The last owner stays.
 */
export async function removeTeamMember(company: Company, actorUid: string, uid: string, auth: Auth): Promise<boolean> {
  await runTransaction(async (tx) => {
    const team = await teamFor(tx, company, actorUid);
    if (!team.userIds.includes(uid)) throw notFound('This person is not in your team');
    const userIds = team.userIds.filter((id) => id !== uid);
    const userRoles = Object.fromEntries(Object.entries(team.userRoles).filter(([id]) => id !== uid));
    if (!owners({ userIds, userRoles }).length) throw conflict(LAST_OWNER_REFUSAL);
    writeTeam(tx, company.id, { userIds, userRoles, removedUserIds: [...new Set([...team.removedUserIds, uid])] });
  });
  const user = await auth.getUser(uid).catch(() => null);
  if (user) {
    const claims = user.customClaims ?? {};
    if (claims.companyId === company.id) await auth.setCustomUserClaims(uid, null);
    await auth.revokeRefreshTokens(uid);
  }
  await detachCompanyUserDocument(uid, company.id);
  return true;
}

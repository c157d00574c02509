import crypto from 'node:crypto';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { conflict } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import { getUserDocument, upsertCompanyUserDocument } from '../auth';
import { addCompanyUser } from './companies.repository';
import type { CompanyRoleName } from '../../../common/companyTeam';

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Refuses an e-mail that already signs in as an administrator or for another company: making it a company
 * account would take that access away. An account with no role (or this company's) is reused.
 */
export async function assertEmailCanJoinCompany(auth: Auth, email: string, companyId: string) {
  const user = await userByEmail(auth, email);
  if (!user) return;
  const claims = user.customClaims ?? {};
  const userDoc = await getUserDocument(user.uid);
  if (claims.admin === true || claims.admin === 'true' || userDoc?.role === 'admin') {
    throw conflict(`${email} belongs to an administrator account: ask the company for another e-mail address before approving`);
  }
  const otherCompany = [claims.role === 'company' ? claims.companyId : null, userDoc?.role === 'company' ? userDoc.companyId : null].find(
    (id) => typeof id === 'string' && id !== companyId,
  );
  if (otherCompany)
    throw conflict(`${email} already signs in for another company: ask the company for another e-mail address before approving`);
}

/**
 * The Firebase Auth user of a company (docs/requirements/access.md#company-accounts): created, or reused by e-mail; custom claims
 * `{ role: 'company', companyId }`, the `users/{uid}` document and the company's `userIds`. Safe to repeat.
 * A new account gets a random password nobody knows: the person chooses their own through the e-mailed link.
 */
export async function ensureCompanyAccount(
  auth: Auth,
  account: { email: string; displayName: string; companyId: string; role?: CompanyRoleName },
) {
  await assertEmailCanJoinCompany(auth, account.email, account.companyId);
  let user = await userByEmail(auth, account.email);
  const created = !user;
  if (!user) {
    try {
      user = await auth.createUser({
        email: account.email,
        displayName: account.displayName,
        password: crypto.randomBytes(24).toString('base64url'),
        emailVerified: false,
      });
    } catch (error) {
      // Created meanwhile by a concurrent approval: use that one.
      if ((error as { code?: string }).code !== 'auth/email-already-exists') throw error;
      user = await auth.getUserByEmail(account.email);
    }
  }
  // The membership and its role first: the claims below are what let the account act for the company.
  await addCompanyUser(account.companyId, user.uid, account.role);
  const claims = user.customClaims ?? {};
  if (claims.role !== 'company' || claims.companyId !== account.companyId) {
    await auth.setCustomUserClaims(user.uid, { role: 'company', companyId: account.companyId });
  }
  await upsertCompanyUserDocument(user.uid, { email: account.email, companyId: account.companyId });
  return { uid: user.uid, created };
}

/** Where a company chooses its password on this site (client/src/features/company-auth/SetPasswordPage.tsx). */
export const SET_PASSWORD_PATH = '/company/set-password';

/**
 * A link that lets a company user choose a password: Firebase's one-time password-reset code (valid for
 * an hour), carried to this site's own set-password page rather than Firebase's hosted one, so the person
 * stays on the site and signs in straight after. Without a site URL, Firebase's own link.
 */
export async function setPasswordLink(auth: Auth, email: string, siteUrl: string | null): Promise<string> {
  const firebaseLink = await auth.generatePasswordResetLink(email);
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!siteUrl || !code) return firebaseLink;
  return `${siteUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}?oobCode=${encodeURIComponent(code)}`;
}

/**
 * "Forgot your password?" for company users: a new set-password link by e-mail. Anyone may ask for any
 * address, so the answer never says whether an account exists; only a company user's address gets mail.
 */
export async function sendCompanyPasswordReset(auth: Auth, email: string, siteUrl: string | null): Promise<void> {
  const user = await userByEmail(auth, email);
  if (!user || user.disabled) return;
  const claims = user.customClaims ?? {};
  const userDoc = claims.role === 'company' ? null : await getUserDocument(user.uid);
  if (claims.role !== 'company' && userDoc?.role !== 'company') return;
  const link = await setPasswordLink(auth, email, siteUrl);
  await queueMail(null, { to: email, template: 'company_password_reset', data: { setPasswordUrl: link }, related: [`users/${user.uid}`] });
}

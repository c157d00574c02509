import type { Auth } from 'firebase-admin/auth';
import { z } from 'zod';
import { email } from '../../../common/validation/primitives';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { forbidden, invalidInput } from '../../platform/graphql/errors';
import type { Viewer } from '../../platform/graphql/context';
import { logger } from '../../platform/logger';
import { consumeRateLimits } from '../../platform/submissions/rateLimit';
import { createUserDocument, touchLastLogin } from './users.repository';
import { sameSecret } from '../../platform/crypto/sameSecret';

export const INVALID_REGISTRATION_KEY = 'Invalid admin registration key';

const registrationSchema = z.object({
  email,
  password: z.string().min(8, 'Use a password of at least 8 characters').max(128, 'Use a password of 128 characters or fewer'),
  registrationKey: z.string().max(256, INVALID_REGISTRATION_KEY),
});

/** Attempts at the registration key from one address: enough for a person's typos, far too few to guess it. */
export const REGISTRATION_ATTEMPTS = { max: 5, windowMs: 15 * 60_000 };

/**
 * Creates an administrator account: the key is a server-side secret; with none configured, registration is
 * closed. Every attempt counts against the caller's address first, so over the limit no key is compared.
 */
export async function registerAdmin(
  auth: Auth,
  configuredKey: string | undefined,
  input: { email: string; password: string; registrationKey: string },
  ip: string,
) {
  if (!configuredKey) throw forbidden('Admin registration is closed on this site');
  await consumeRateLimits([{ key: `admin-registration:ip:${ip}`, ...REGISTRATION_ATTEMPTS, what: 'the admin registration form' }]);
  const parsed = registrationSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  if (!sameSecret(parsed.data.registrationKey, configuredKey)) {
    throw invalidInput([{ path: 'registrationKey', message: INVALID_REGISTRATION_KEY }], INVALID_REGISTRATION_KEY);
  }
  return createAdmin(auth, parsed.data.email, parsed.data.password);
}

export async function createAdmin(auth: Auth, emailAddress: string, password: string) {
  let user;
  try {
    user = await auth.createUser({ email: emailAddress, password, emailVerified: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw invalidInput([{ path: 'email', message: 'An account with this email already exists' }]);
    }
    throw error;
  }
  await auth.setCustomUserClaims(user.uid, { admin: true });
  await createUserDocument(user.uid, { email: emailAddress, role: 'admin' });
  return { uid: user.uid, email: emailAddress };
}

export async function recordLogin(viewer: Viewer) {
  try {
    await touchLastLogin(viewer.uid);
  } catch (error) {
    logger.warn({ err: error, uid: viewer.uid }, 'lastLogin update failed (ignored)');
  }
  return true;
}

export async function describeViewer(viewer: Viewer) {
  return {
    uid: viewer.uid,
    email: viewer.email,
    isAdmin: await viewer.isAdmin(),
    companyId: await viewer.companyId(),
  };
}

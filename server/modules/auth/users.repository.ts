import { db, Timestamp } from '../../platform/firestore/firestore';

export type UserRole = 'admin' | 'company';

export interface UserDocument {
  email: string;
  role: UserRole;
  companyId?: string;
  createdAt: Timestamp;
  lastLogin: Timestamp;
}

const users = () => db().collection('users');

export async function createUserDocument(uid: string, data: { email: string; role: UserRole; companyId?: string }) {
  const at = Timestamp.now();
  await users()
    .doc(uid)
    .set({ ...data, createdAt: at, lastLogin: at, updatedAt: at });
}

/** A merge-write of lastLogin only (docs/requirements/access.md#admin-sign-in). */
export async function touchLastLogin(uid: string) {
  await users().doc(uid).set({ lastLogin: Timestamp.now() }, { merge: true });
}

export async function getUserDocument(uid: string): Promise<(Partial<UserDocument> & Record<string, unknown>) | null> {
  const snap = await users().doc(uid).get();
  return snap.exists ? (snap.data() as Partial<UserDocument>) : null;
}

/** The users document of a company user: created, or given the company role on an account that had none. */
export async function upsertCompanyUserDocument(uid: string, data: { email: string; companyId: string }) {
  const ref = users().doc(uid);
  const at = Timestamp.now();
  if ((await ref.get()).exists) {
    await ref.set({ email: data.email, role: 'company', companyId: data.companyId, updatedAt: at }, { merge: true });
  } else {
    await createUserDocument(uid, { email: data.email, role: 'company', companyId: data.companyId });
  }
}

/** A company user an owner removed: the users document no longer names a company, so it grants nothing. */
export async function detachCompanyUserDocument(uid: string, companyId: string) {
  const ref = users().doc(uid);
  if ((await ref.get()).get('companyId') !== companyId) return;
  await ref.set({ role: null, companyId: null, updatedAt: Timestamp.now() }, { merge: true });
}

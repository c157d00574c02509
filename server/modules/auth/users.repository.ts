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
  await users().doc(uid).set({ ...data, createdAt: at, lastLogin: at, updatedAt: at });
}

/** A merge-write of lastLogin only (SPEC section 7). */
export async function touchLastLogin(uid: string) {
  await users().doc(uid).set({ lastLogin: Timestamp.now() }, { merge: true });
}

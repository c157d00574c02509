import type { Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { mailCollection, type MailDocument, type MailStatus } from '../../platform/mail/outbox';

export interface StoredMail extends MailDocument {
  id: string;
}

/** The outbox, newest first, optionally of one status. */
export function mailList(status: MailStatus | null): ListSource<StoredMail> {
  let query: Query = mailCollection();
  if (status) query = query.where('status', '==', status);
  return {
    query,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    toNode: (doc) => ({ id: doc.id, ...(doc.data() as MailDocument) }),
  };
}

export async function getMail(id: string): Promise<StoredMail | null> {
  const snap = await mailCollection().doc(id).get();
  return snap.exists ? { id: snap.id, ...(snap.data() as MailDocument) } : null;
}

import type { Query } from 'firebase-admin/firestore';
import { mailCollection, type MailDocument, type MailStatus } from '../../platform/mail/outbox';

export interface StoredMail extends MailDocument {
  id: string;
}

/** Newest first, with the total from a count() aggregation: the cost does not grow with the outbox. */
export async function listMail(options: { status: MailStatus | null; first: number }) {
  let query: Query = mailCollection();
  if (options.status) query = query.where('status', '==', options.status);
  const [countSnap, pageSnap] = await Promise.all([query.count().get(), query.orderBy('createdAt', 'desc').limit(options.first).get()]);
  return {
    items: pageSnap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDocument) })),
    total: countSnap.data().count,
  };
}

export async function getMail(id: string): Promise<StoredMail | null> {
  const snap = await mailCollection().doc(id).get();
  return snap.exists ? { id: snap.id, ...(snap.data() as MailDocument) } : null;
}

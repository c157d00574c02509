import type { Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { runTransaction, Timestamp } from '../../platform/firestore/firestore';
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

/** The latest messages about one record (`collection/id`, as in `related`), newest first. Bounded. */
export async function mailRelatedTo(path: string, limit: number): Promise<StoredMail[]> {
  const snap = await mailCollection().where('related', 'array-contains', path).orderBy('createdAt', 'desc').limit(limit).get();
  return snap.docs.map((doc) => ({ id: doc.id, ...(doc.data() as MailDocument) }));
}

export class MailNotFound extends Error {}
export class MailStillPending extends Error {}

/**
 * Sends a message again: a failed one is put back in the queue as it is (attempts start again); a sent one
 * is queued as a new copy (`resendOf` names the original), so what was delivered stays on record. Who asked
 * and when are kept on the message. A pending message is already waiting: MailStillPending.
 */
export async function requeueMail(id: string, by: string): Promise<StoredMail> {
  return runTransaction(async (tx) => {
    const ref = mailCollection().doc(id);
    const snap = await tx.get(ref);
    if (!snap.exists) throw new MailNotFound();
    const mail = snap.data() as MailDocument;
    if (mail.status === 'pending') throw new MailStillPending();
    const now = Timestamp.now();
    const resent = { by, at: now };
    if (mail.status === 'failed') {
      const changes = {
        status: 'pending',
        attempts: 0,
        lastError: null,
        failedAt: null,
        nextAttemptAt: now,
        claim: null,
        updatedAt: now,
        resent,
      };
      tx.update(ref, changes);
      return { id, ...mail, ...changes } as StoredMail;
    }
    const copyRef = mailCollection().doc();
    const copy = {
      to: mail.to,
      template: mail.template,
      data: mail.data,
      related: mail.related ?? [],
      status: 'pending',
      attempts: 0,
      lastError: null,
      createdAt: now,
      updatedAt: now,
      nextAttemptAt: now,
      claim: null,
      resendOf: id,
      resent,
    };
    tx.create(copyRef, copy);
    return { id: copyRef.id, ...copy } as unknown as StoredMail;
  });
}

import type { Query } from 'firebase-admin/firestore';
import type { ListSource } from '../../platform/firestore/connection';
import { runTransaction, Timestamp, toDate, type Transaction } from '../../platform/firestore/firestore';
import { MAIL_COLLECTION, mailCollection, type MailDocument, type MailStatus } from '../../platform/mail/outbox';
import {
  erasedAction,
  ERASED,
  plainData,
  SUBJECT_QUERY_LIMIT,
  uniqueRecords,
  type PreparedErasure,
  type SubjectContact,
  type SubjectRecord,
} from '../../platform/privacy/subjectRecords';

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

/* UK GDPR subject requests (docs/requirements/privacy.md): the mail to the person or about their records. */

/** Mail sent to this address alone, and mail about any of these documents (`related`, one array-contains each). */
export async function findMailByContact(contact: SubjectContact, relatedPaths: string[]): Promise<SubjectRecord[]> {
  const queries: Query[] = relatedPaths.map((path) => mailCollection().where('related', 'array-contains', path));
  if (contact.email) queries.push(mailCollection().where('to', '==', contact.email));
  const snapshots = await Promise.all(queries.map((query) => query.limit(SUBJECT_QUERY_LIMIT).get()));
  return uniqueRecords(
    snapshots
      .flatMap((snapshot) => snapshot.docs)
      .map((doc) => {
        const data = doc.data() as MailDocument;
        return {
          kind: 'mail' as const,
          id: doc.id,
          path: `${MAIL_COLLECTION}/${doc.id}`,
          reference: null,
          status: data.status ?? null,
          createdAt: toDate(data.createdAt),
          summary: `${contact.email && data.to === contact.email ? 'E-mail to them' : 'E-mail about their records'}: ${String(data.template).replace(/_/g, ' ')}`,
          data: plainData(data),
        };
      }),
  );
}

const ERASED_CONTENT = 'This message was erased under UK GDPR.';

/**
 * Reads the mail in the caller's transaction; `commit` replaces the person's address among the recipients and
 * the message's data, subject and rendered text. A message not sent yet is not sent any more.
 */
export async function prepareMailErasure(tx: Transaction, ids: string[], contact: SubjectContact): Promise<PreparedErasure> {
  const snapshots = (await Promise.all(ids.map((id) => tx.get(mailCollection().doc(id))))).filter((snapshot) => snapshot.exists);
  return {
    count: snapshots.length,
    commit(by, now) {
      for (const snapshot of snapshots) {
        const mail = snapshot.data() as MailDocument;
        const to = mail.to
          .split(',')
          .map((address) => address.trim())
          .map((address) => (address.toLowerCase() === contact.email ? ERASED : address))
          .join(', ');
        tx.update(snapshot.ref, {
          to,
          data: { erased: erasedAction(by) },
          rendered: { subject: `(${mail.template}: erased)`, text: ERASED_CONTENT, html: `<p>${ERASED_CONTENT}</p>` },
          ...(mail.subject ? { subject: `(${mail.template}: erased)` } : {}),
          ...(mail.status === 'pending'
            ? { status: 'failed', failedAt: now, lastError: 'Erased under UK GDPR before it was sent', claim: null }
            : {}),
          erasedAt: now,
          updatedAt: now,
        });
      }
    },
  };
}

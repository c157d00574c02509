import { db, Timestamp, type Transaction } from '../firestore/firestore';
import type { RenderedMail } from './blocks';
import { mailRenderer, type MailTemplateData, type MailTemplateName } from './registry';

/**
 * The mail outbox (docs/requirements/data-model.md#mail-outbox, `mail`). Code that wants an e-mail sent writes a `pending` document,
 * inside the same transaction as the change it reports when there is one, and returns at once; the
 * sender (sender.ts) delivers it later and retries failures. Nothing waits for delivery.
 */
export const MAIL_COLLECTION = 'mail';
export const mailCollection = () => db().collection(MAIL_COLLECTION);

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The stored shape of a `mail` document. */
export interface MailDocument {
  /** One address, or several separated by commas. */
  to: string;
  template: MailTemplateName;
  data: Record<string, unknown>;
  status: MailStatus;
  /** Delivery attempts started so far. */
  attempts: number;
  lastError: string | null;
  /**
   * Documents the mail is about, as `collection/id` paths (e.g. `removalRequests/rr_…`), so they can find
   * their mail with `array-contains` (the embedded emulator cannot filter on a nested map field).
   */
  related: string[];
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the sender may next pick the mail up: due now, after a backoff, or after a claim's lease. */
  nextAttemptAt: Timestamp;
  /** Set while a sender holds the mail (claimed, not yet finished). */
  claim: { token: string; at: Timestamp } | null;
  sentAt?: Timestamp | null;
  failedAt?: Timestamp | null;
  messageId?: string | null;
  /** `smtp`, or `embedded` when no SMTP_URL is set and the message was kept here instead of sent. */
  transport?: 'smtp' | 'embedded' | null;
  /** The subject it was sent with. The body is not kept: it is rendered again from `template` and `data`. */
  subject?: string | null;
  /** The message as rendered, kept only where it cannot be rendered again: erased mail (and mail sent before bodies were dropped). */
  rendered?: RenderedMail | null;
  /** A copy an administrator asked to send again: the original's id. */
  resendOf?: string | null;
  /** Who last asked for it to be sent again, and when. */
  resent?: { by: string; at: Timestamp } | null;
}

export interface QueueMailInput<N extends MailTemplateName> {
  to: string | readonly string[];
  template: N;
  data: MailTemplateData<N>;
  related?: readonly string[];
  /** Not sent before this moment (a review invitation after the job date); at once when left out. */
  sendAfter?: Date | null;
}

function newMailDocument<N extends MailTemplateName>(input: QueueMailInput<N>, now: Timestamp): MailDocument {
  const to = (typeof input.to === 'string' ? [input.to] : [...input.to]).map((address) => address.trim()).filter(Boolean);
  if (!to.length) throw new Error(`queueMail(${input.template}): no recipient`);
  return {
    to: to.join(', '),
    template: input.template,
    // Fails here, in the caller's transaction, rather than later in the sender when the data is wrong.
    data: mailRenderer().validate(input.template, input.data),
    status: 'pending',
    attempts: 0,
    lastError: null,
    related: [...(input.related ?? [])],
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: input.sendAfter && input.sendAfter.getTime() > now.toMillis() ? Timestamp.fromDate(input.sendAfter) : now,
    claim: null,
  };
}

/**
 * Queues an e-mail. With a transaction the document is created as part of it (so a request and its
 * e-mails are written together or not at all) and the new id is returned; with `null` it is written
 * on its own.
 */
export function queueMail<N extends MailTemplateName>(tx: Transaction, input: QueueMailInput<N>, now?: Timestamp): string;
export function queueMail<N extends MailTemplateName>(tx: null, input: QueueMailInput<N>, now?: Timestamp): Promise<string>;
export function queueMail<N extends MailTemplateName>(
  tx: Transaction | null,
  input: QueueMailInput<N>,
  now = Timestamp.now(),
): string | Promise<string> {
  const ref = mailCollection().doc();
  if (tx) {
    tx.create(ref, newMailDocument(input, now));
    return ref.id;
  }
  return (async () => {
    await ref.create(newMailDocument(input, now));
    return ref.id;
  })();
}

/**
 * Reads a queued mail in the caller's transaction; `bringForward` then makes it due at `now` if it is still waiting for a
 * later moment (a review invitation whose job was marked done before its date), `withdraw` deletes it while it is still
 * waiting. Answers null for an unknown id.
 */
export async function readScheduledMail(tx: Transaction, id: string) {
  const ref = mailCollection().doc(id);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) return null;
  const pending = snapshot.get('status') === 'pending' && !snapshot.get('claim');
  const due = snapshot.get('nextAttemptAt') as Timestamp;
  return {
    bringForward(now: Timestamp) {
      if (pending && due.toMillis() > now.toMillis()) tx.update(ref, { nextAttemptAt: now, updatedAt: now });
    },
    /** Deletes it if it is still waiting for a later moment (a reminder whose day was changed); one already due or sending goes. */
    withdraw(now: Timestamp) {
      if (pending && due.toMillis() > now.toMillis()) tx.delete(ref);
    },
  };
}

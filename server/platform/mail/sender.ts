import crypto from 'node:crypto';
import { CANDIDATES_PER_BATCH, errorText, retryDelayMs, shuffled } from '../runtime/leasedDelivery';
import { runTransaction, Timestamp } from '../firestore/firestore';
import { logger } from '../logger';
import { mailCollection, type MailDocument } from './outbox';
import type { RenderedMail } from './blocks';
import { mailRenderer } from './registry';
import { MailTemplateError } from './template';
import type { MailTransport } from './transport';

/**
 * Delivers the outbox. Each pass reads the oldest due mail (`status == pending`, `nextAttemptAt <= now`,
 * up to `CANDIDATES_PER_BATCH` × `batchSize`), shuffles it, and claims messages one by one in a transaction
 * before sending each, until `batchSize` are claimed: the claim counts the attempt and moves
 * `nextAttemptAt` a lease into the future, so no other pass, in this process or another instance, picks
 * the message up while it is being sent; if this process dies mid-send, the message becomes due again
 * when the lease ends. The shuffle keeps instances that pass at the same moment off each other's
 * messages (each would otherwise try the same oldest ones first and lose most of its claims). A failed send is
 * retried after `retryBaseMs`, doubling each time (30 s, 60 s, 120 s… by default); after `maxAttempts`
 * attempts, or at once for a permanent refusal (an SMTP 5xx reply, a broken template), the message
 * ends `failed` with the error.
 */
export interface MailSenderOptions {
  transport: MailTransport;
  /** The site's public origin, for links in messages (known once the server listens). */
  siteUrl: () => string;
  maxAttempts: number;
  retryBaseMs: number;
  batchSize?: number;
  /** How long a claim keeps other senders off a message; longer than a send can take. */
  leaseMs?: number;
  /** Milliseconds since the epoch; tests move it forward instead of waiting. */
  clock?: () => number;
  /** Asked before each message: true ends the pass (the server is shutting down) with what is sent so far. */
  stopping?: () => boolean;
}

export interface DeliveryReport {
  sent: string[];
  retrying: string[];
  failed: string[];
}

export const DEFAULT_BATCH_SIZE = 10;
export const DEFAULT_LEASE_MS = 5 * 60_000;

/** Retrying cannot help: the SMTP server refused for good (5xx), or the message cannot be rendered. */
function isPermanent(error: unknown): boolean {
  if (error instanceof MailTemplateError) return true;
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

interface Claimed {
  id: string;
  token: string;
  attempts: number;
  mail: MailDocument;
}

export function createMailSender(options: MailSenderOptions) {
  const { transport, maxAttempts, retryBaseMs } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const clock = options.clock ?? Date.now;

  async function claim(id: string): Promise<Claimed | 'gave_up' | null> {
    const ref = mailCollection().doc(id);
    return runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const mail = snap.data() as MailDocument;
      const nowMs = clock();
      if (mail.status !== 'pending' || mail.nextAttemptAt.toMillis() > nowMs) return null;
      const at = Timestamp.fromMillis(nowMs);
      if (mail.attempts >= maxAttempts) {
        // The last attempt was claimed and never finished (the process stopped mid-send).
        tx.update(ref, {
          status: 'failed',
          failedAt: at,
          updatedAt: at,
          claim: null,
          lastError: mail.lastError ?? `Gave up after ${mail.attempts} attempts: the last one was interrupted`,
        });
        return 'gave_up';
      }
      const token = crypto.randomUUID();
      const attempts = mail.attempts + 1;
      tx.update(ref, { attempts, claim: { token, at }, nextAttemptAt: Timestamp.fromMillis(nowMs + leaseMs), updatedAt: at });
      return { id, token, attempts, mail };
    });
  }

  async function markSent(claimed: Claimed, rendered: RenderedMail, messageId: string) {
    const at = Timestamp.fromMillis(clock());
    // Written whatever happened to the claim meanwhile: the message did leave. Only its subject is kept:
    // the body is rendered again from the template and its data when someone reads or resends it (the
    // bodies were most of the store's size, and so of its start-up time).
    await mailCollection().doc(claimed.id).update({
      status: 'sent',
      sentAt: at,
      updatedAt: at,
      messageId,
      transport: transport.kind,
      subject: rendered.subject,
      lastError: null,
      claim: null,
    });
  }

  async function markFailedAttempt(claimed: Claimed, error: unknown): Promise<'retrying' | 'failed' | null> {
    const ref = mailCollection().doc(claimed.id);
    const giveUp = isPermanent(error) || claimed.attempts >= maxAttempts;
    return runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const current = snap.data() as MailDocument | undefined;
      // Another sender took the message over after our lease ran out; its outcome stands.
      if (!current || current.status !== 'pending' || current.claim?.token !== claimed.token) return null;
      const nowMs = clock();
      const at = Timestamp.fromMillis(nowMs);
      const lastError = errorText(error);
      if (giveUp) {
        tx.update(ref, { status: 'failed', failedAt: at, updatedAt: at, lastError, claim: null, transport: transport.kind });
        return 'failed';
      }
      tx.update(ref, {
        lastError,
        claim: null,
        updatedAt: at,
        nextAttemptAt: Timestamp.fromMillis(nowMs + retryDelayMs(claimed.attempts, retryBaseMs)),
      });
      return 'retrying';
    });
  }

  async function deliver(claimed: Claimed): Promise<'sent' | 'retrying' | 'failed' | null> {
    try {
      const rendered = mailRenderer().render(claimed.mail.template, claimed.mail.data, { siteUrl: options.siteUrl() });
      const { messageId } = await transport.send({ to: claimed.mail.to, ...rendered });
      await markSent(claimed, rendered, messageId);
      logger.debug({ mailId: claimed.id, template: claimed.mail.template, transport: transport.kind }, 'mail sent');
      return 'sent';
    } catch (error) {
      const outcome = await markFailedAttempt(claimed, error);
      const details = { mailId: claimed.id, template: claimed.mail.template, attempts: claimed.attempts, err: errorText(error) };
      if (outcome === 'failed') logger.warn(details, 'mail delivery failed for good');
      else logger.info({ ...details, outcome }, 'mail delivery failed; will retry');
      return outcome;
    }
  }

  /** One pass over the due mail; `more` says whether due mail may be left for another pass. */
  async function deliverDueMail(): Promise<DeliveryReport & { more: boolean }> {
    const report: DeliveryReport = { sent: [], retrying: [], failed: [] };
    const candidates = batchSize * CANDIDATES_PER_BATCH;
    const due = await mailCollection()
      .where('status', '==', 'pending')
      .where('nextAttemptAt', '<=', Timestamp.fromMillis(clock()))
      .orderBy('nextAttemptAt', 'asc')
      .limit(candidates)
      .get();
    let claimedCount = 0;
    for (const doc of shuffled(due.docs)) {
      if (claimedCount >= batchSize || options.stopping?.()) break;
      const claimed = await claim(doc.id);
      if (claimed === 'gave_up') report.failed.push(doc.id);
      if (!claimed || claimed === 'gave_up') continue;
      claimedCount += 1;
      const outcome = await deliver(claimed);
      if (outcome) report[outcome].push(doc.id);
    }
    return { ...report, more: due.docs.length >= candidates || claimedCount >= batchSize };
  }

  return { deliverDueMail, batchSize };
}

export interface MailOutbox {
  /** Runs one pass now (after any pass of this process already running). */
  deliverDueMail(): Promise<DeliveryReport & { more: boolean }>;
  /**
   * Passes one after another while due mail is left, for at most `budgetMs` (a scheduler's call to
   * POST /internal/send-due-mail); answers what they did.
   */
  deliverDueMailFor(budgetMs: number): Promise<DeliveryReport & { passes: number }>;
  /** Polls every `pollMs` in the background from now on (a pass at once, then again straight away while due mail is left). */
  startPolling(pollMs: number): void;
  /**
   * Stops polling and ends the pass in progress after the message being sent (the others stay due for
   * the next pass or instance), then closes the transport.
   */
  stop(): Promise<void>;
}

/**
 * The outbox sender of this process. Callers drive it (on Cloud Run a scheduler calls POST
 * /internal/send-due-mail), and after startPolling it also polls on a timer (the embedded default, one
 * long-running process), which never keeps the process alive.
 * @lazy loaded on first use, with `require`
 */
export function startMailOutbox(options: MailSenderOptions): MailOutbox {
  let stopped = false;
  const sender = createMailSender({ ...options, stopping: () => stopped });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DeliveryReport & { more: boolean }> = Promise.resolve({ sent: [], retrying: [], failed: [], more: false });

  const pass = () => {
    running = running.catch(() => undefined).then(() => sender.deliverDueMail());
    return running;
  };
  const schedule = (delay: number, pollMs: number) => {
    if (stopped) return;
    timer = setTimeout(async () => {
      let more = false;
      try {
        more = (await pass()).more;
      } catch (error) {
        logger.warn({ err: errorText(error) }, 'mail outbox pass failed');
      }
      schedule(more ? 0 : pollMs, pollMs);
    }, delay);
    timer.unref();
  };
  return {
    deliverDueMail: pass,
    startPolling: (pollMs) => schedule(0, pollMs),
    async deliverDueMailFor(budgetMs) {
      const until = Date.now() + budgetMs;
      const total: DeliveryReport & { passes: number } = { sent: [], retrying: [], failed: [], passes: 0 };
      for (;;) {
        const report = await pass();
        total.passes += 1;
        total.sent.push(...report.sent);
        total.retrying.push(...report.retrying);
        total.failed.push(...report.failed);
        if (!report.more || stopped || Date.now() >= until) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => undefined);
      options.transport.close();
    },
  };
}

import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { startEmbeddedFirestore, type EmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';
import { db, initFirestore, runTransaction, Timestamp } from '../../server/platform/firestore/firestore';
import { mailCollection, queueMail, type MailDocument } from '../../server/platform/mail/outbox';
import { createMailSender } from '../../server/platform/mail/sender';
import { retryDelayMs } from '../../server/platform/runtime/leasedDelivery';
import { createMailTransport } from '../../server/platform/mail/transport';
import { registerMailTemplates, type MailTemplateData } from '../../server/mailTemplates';

registerMailTemplates();
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';

process.env.METADATA_SERVER_DETECTION = 'none';

/** The outbox sender against the embedded Firestore, real nodemailer and a test SMTP server, on a test clock. */
let emulator: EmbeddedFirestore;
let app: App;
let smtp: TestSmtpServer;
let clock = Date.UTC(2026, 10, 22, 9, 0, 0);
const BASE_MS = 30_000;
const MAX_ATTEMPTS = 5;
const FROM = 'Spray Foam Removal UK <no-reply@sprayfoamremoval.uk>';

const alertData = (reference: string): MailTemplateData<'admin_new_request'> => ({
  reference,
  leadId: `lead-${reference}`,
  receivedAt: new Date(clock).toISOString(),
  region: 'Wales',
  district: 'CF14',
  propertyType: 'terraced',
  foamType: 'closed',
  locations: ['loft'],
  urgency: 'emergency',
  estimateLowPence: 250000,
  estimateHighPence: 350000,
  companyName: null,
});

const newSender = (options: { leaseMs?: number } = {}) =>
  createMailSender({
    transport: createMailTransport({ smtpUrl: smtp.url, from: FROM }),
    siteUrl: () => 'https://www.sprayfoamremoval.uk',
    maxAttempts: MAX_ATTEMPTS,
    retryBaseMs: BASE_MS,
    clock: () => clock,
    ...options,
  });

const queue = (reference: string) =>
  queueMail(null, { to: 'ops@test.example', template: 'admin_new_request', data: alertData(reference) }, Timestamp.fromMillis(clock));
const read = async (id: string) => (await mailCollection().doc(id).get()).data() as MailDocument;

beforeAll(async () => {
  emulator = await startEmbeddedFirestore({ dataDir: null });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  app = initializeApp({ projectId: 'demo-mail' }, 'mail-sender-test');
  initFirestore(app);
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.close();
  await deleteApp(app);
  await emulator.stop();
});

beforeEach(async () => {
  smtp.mode = 'accept';
  smtp.messages.length = 0;
  const all = await mailCollection().get();
  await Promise.all(all.docs.map((doc) => doc.ref.delete()));
});

describe('mail outbox sender', () => {
  it('sends a due message over SMTP and records it as sent with its subject (not its body)', async () => {
    const id = await queue('SFR-000001');
    const report = await newSender().deliverDueMail();
    expect(report).toMatchObject({ sent: [id], retrying: [], failed: [] });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(['ops@test.example']);
    expect(smtp.messages[0].from).toBe('no-reply@sprayfoamremoval.uk');
    expect(smtp.messages[0].headers.subject).toContain('SFR-000001');
    const mail = await read(id);
    expect(mail).toMatchObject({ status: 'sent', attempts: 1, lastError: null, transport: 'smtp', claim: null });
    expect(mail.messageId).toMatch(/^<.+@.+>$/);
    // The subject it was sent with is kept; the body is not (it is rendered again from the template and data).
    expect(mail.subject).toBe('[Emergency] New removal request SFR-000001 – Wales, Terraced house');
    expect(mail.rendered ?? null).toBeNull();
    expect(mail.sentAt!.toMillis()).toBe(clock);
    // Sent mail is not sent again.
    expect(await newSender().deliverDueMail()).toMatchObject({ sent: [], retrying: [], failed: [] });
  });

  it('retries a 4xx refusal after 30 s, 60 s, 120 s, 240 s and marks the message failed after 5 attempts', async () => {
    smtp.mode = 'tempfail';
    const sender = newSender();
    const id = await queue('SFR-000002');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const report = await sender.deliverDueMail();
      const mail = await read(id);
      expect(mail.attempts).toBe(attempt);
      expect(mail.lastError).toMatch(/451 4\.3\.0 Mail server temporarily unavailable/);
      if (attempt < MAX_ATTEMPTS) {
        expect(report.retrying).toEqual([id]);
        expect(mail.status).toBe('pending');
        const wait = mail.nextAttemptAt.toMillis() - clock;
        waits.push(wait);
        // Not due a moment before the backoff ends…
        clock += wait - 1;
        expect(await sender.deliverDueMail()).toMatchObject({ sent: [], retrying: [], failed: [] });
        clock += 1;
      } else {
        expect(report.failed).toEqual([id]);
        expect(mail.status).toBe('failed');
        expect(mail.failedAt!.toMillis()).toBe(clock);
      }
    }
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(waits).toEqual([1, 2, 3, 4].map((n) => retryDelayMs(n, BASE_MS)));
    expect(smtp.refusals).toBeGreaterThanOrEqual(MAX_ATTEMPTS);
    clock += 3_600_000;
    expect(await sender.deliverDueMail()).toMatchObject({ sent: [], retrying: [], failed: [] });
    expect(smtp.messages).toHaveLength(0);
  });

  it('gives up at once on a permanent 5xx refusal', async () => {
    smtp.mode = 'reject';
    const id = await queue('SFR-000003');
    expect((await newSender().deliverDueMail()).failed).toEqual([id]);
    expect(await read(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550 5.7.1 Sender refused') });
  });

  it('delivers a message after a failure once the server accepts again', async () => {
    smtp.mode = 'tempfail';
    const sender = newSender();
    const id = await queue('SFR-000004');
    await sender.deliverDueMail();
    smtp.mode = 'accept';
    clock += BASE_MS;
    expect((await sender.deliverDueMail()).sent).toEqual([id]);
    expect(await read(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('sends each message once when two senders (two server instances) work the outbox at the same moment', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, (_, i) => queue(`SFR-1000${i}`)));
    const [a, b] = await Promise.all([newSender().deliverDueMail(), newSender().deliverDueMail()]);
    expect([...a.sent, ...b.sent].sort()).toEqual([...ids].sort());
    expect(smtp.messages).toHaveLength(8);
    expect(new Set(smtp.messages.map((m) => m.headers.subject)).size).toBe(8);
  });

  it('gives two senders that pass at the same moment a full batch each, from the oldest due mail in random order', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => queue(`SFR-2000${String(i).padStart(2, '0')}`)));
    const [a, b] = await Promise.all([newSender().deliverDueMail(), newSender().deliverDueMail()]);
    // Each claims its 10 among the 30 rather than both fighting over the 10 oldest.
    expect(a.sent).toHaveLength(10);
    expect(b.sent).toHaveLength(10);
    expect(new Set([...a.sent, ...b.sent]).size).toBe(20);
    expect(a.more && b.more).toBe(true);
    expect(smtp.messages).toHaveLength(20);
    const rest = await newSender().deliverDueMail();
    expect([...a.sent, ...b.sent, ...rest.sent].sort()).toEqual([...ids].sort());
  });

  it('takes a message over when the sender that claimed it stopped before finishing (its lease ran out)', async () => {
    const id = await queue('SFR-000005');
    // A sender claimed it at `clock` and died: attempts 1, due again when the 5-minute lease ends.
    await mailCollection()
      .doc(id)
      .update({
        attempts: 1,
        claim: { token: 'dead-sender', at: Timestamp.fromMillis(clock) },
        nextAttemptAt: Timestamp.fromMillis(clock + 300_000),
      });
    const sender = newSender();
    expect((await sender.deliverDueMail()).sent).toEqual([]);
    clock += 300_000;
    expect((await sender.deliverDueMail()).sent).toEqual([id]);
    expect(await read(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('writes queued mail only when the surrounding transaction commits', async () => {
    await expect(
      runTransaction(async (tx) => {
        queueMail(tx, { to: 'ops@test.example', template: 'admin_new_request', data: alertData('SFR-000006') });
        throw new Error('the request could not be stored');
      }),
    ).rejects.toThrow('the request could not be stored');
    expect((await mailCollection().count().get()).data().count).toBe(0);

    const id = await runTransaction(async (tx) =>
      queueMail(tx, { to: ['a@test.example', 'b@test.example'], template: 'admin_new_request', data: alertData('SFR-000007') }),
    );
    expect(await read(id)).toMatchObject({ to: 'a@test.example, b@test.example', status: 'pending', attempts: 0, lastError: null });
  });

  it('refuses to queue data that does not fit the template, or mail without a recipient', async () => {
    const bad = { ...alertData('SFR-000008'), estimateLowPence: -1 } as MailTemplateData<'admin_new_request'>;
    await expect(queueMail(null, { to: 'ops@test.example', template: 'admin_new_request', data: bad })).rejects.toThrow(/estimateLowPence/);
    await expect(
      runTransaction(async (tx) => queueMail(tx, { to: [' '], template: 'admin_new_request', data: alertData('SFR-000009') })),
    ).rejects.toThrow(/no recipient/);
    expect((await db().collection('mail').count().get()).data().count).toBe(0);
  });
});

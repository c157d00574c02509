import { SUBMIT, adminAuth, adminDb, gql, idempotencyKey, signIn, uniqueEmail, validRemovalRequest } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { eventually } from '../support/wait';

/**
 * A second server with SMTP_URL pointing at a test SMTP server on this machine: the outbox goes out over
 * real SMTP through nodemailer. Retries are quick here (MAIL_RETRY_BASE_MS=200, so 200, 400, 800, 1600 ms).
 */
let smtp: TestSmtpServer;
let server: RunningServer;
const RETRY_BASE_MS = 200;
const MAX_ATTEMPTS = 5;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Spray Foam Removal UK <no-reply@test.example>',
      ADMIN_ALERT_EMAILS: 'ops@test.example, alerts@test.example',
      MAIL_POLL_MS: '100',
      MAIL_RETRY_BASE_MS: String(RETRY_BASE_MS),
      MAIL_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      SEED_DEMO_DATA: 'false',
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

beforeEach(() => {
  smtp.mode = 'accept';
});

const db = () => adminDb(server);
const mailFor = async (requestId: string) =>
  (await db().collection('mail').where('related', 'array-contains', `removalRequests/${requestId}`).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Record<string, any>,
  );

async function submit(email: string) {
  const started = Date.now();
  const { body } = await gql(
    SUBMIT,
    { input: validRemovalRequest({ homeowner: { email } }), key: idempotencyKey() },
    { baseUrl: server.url },
  );
  expect(body.errors).toBeUndefined();
  return { receipt: body.data!.submitRemovalRequest, answeredInMs: Date.now() - started };
}

describe('e-mail over SMTP (SMTP_URL set)', () => {
  it('delivers the confirmation and the admin alert over SMTP with the reference in them', async () => {
    const { receipt } = await submit('smtp.homeowner@example.com');
    const received = await eventually(() => {
      const mine = smtp.messages.filter((m) => m.headers.subject?.includes(receipt.reference));
      return mine.length === 2 ? mine : null;
    }, 'two messages over SMTP');

    const confirmation = received.find((m) => m.to.includes('smtp.homeowner@example.com'))!;
    expect(confirmation.to).toEqual(['smtp.homeowner@example.com']);
    expect(confirmation.from).toBe('no-reply@test.example');
    expect(confirmation.headers.from).toBe('Spray Foam Removal UK <no-reply@test.example>');
    expect(confirmation.headers.subject).toBe(`Your spray foam removal request ${receipt.reference}`);
    expect(confirmation.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(confirmation.body).toContain(`your reference is ${receipt.reference}`);
    expect(confirmation.body).toContain('text/html');

    const alert = received.find((m) => m !== confirmation)!;
    expect(alert.to.sort()).toEqual(['alerts@test.example', 'ops@test.example']);
    expect(alert.headers.subject).toBe(`New removal request ${receipt.reference} – London, Semi-detached house`);
    expect(alert.body).toContain(`Reference: ${receipt.reference}`);

    const docs = await eventually(async () => {
      const all = await mailFor(receipt.requestId);
      return all.every((d) => d.status === 'sent') ? all : null;
    }, 'the outbox to record both as sent');
    for (const doc of docs) {
      expect(doc).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', lastError: null });
      expect(received.map((m) => m.headers['message-id'])).toContain(doc.messageId);
    }
  });

  it('retries a 4xx answer with doubling waits and ends failed with the error after the last attempt', async () => {
    smtp.mode = 'tempfail';
    const refusalsBefore = smtp.refusals;
    const { receipt } = await submit('smtp.retry@example.com');
    const seenAttempts = new Set<number>();
    const failed = await eventually(
      async () => {
        const all = await mailFor(receipt.requestId);
        all.forEach((d) => seenAttempts.add(d.attempts));
        return all.length === 2 && all.every((d) => d.status === 'failed') ? all : null;
      },
      'both messages to fail',
      30_000,
      50,
    );
    for (const doc of failed) {
      expect(doc.attempts).toBe(MAX_ATTEMPTS);
      expect(doc.lastError).toMatch(/451 4\.3\.0 Mail server temporarily unavailable/);
      // Waits of 200 + 400 + 800 + 1600 ms lie between the first attempt and the last.
      const waited = doc.failedAt.toMillis() - doc.createdAt.toMillis();
      expect(waited).toBeGreaterThanOrEqual(RETRY_BASE_MS * (2 ** (MAX_ATTEMPTS - 1) - 1));
    }
    // The attempts were counted up one by one while the messages were retried.
    expect([...seenAttempts].some((n) => n > 0 && n < MAX_ATTEMPTS)).toBe(true);
    expect(smtp.refusals - refusalsBefore).toBe(2 * MAX_ATTEMPTS);
    expect(smtp.messages.some((m) => m.headers.subject?.includes(receipt.reference))).toBe(false);
  });

  it('fails a message at once when the SMTP server refuses it for good (5xx)', async () => {
    smtp.mode = 'reject';
    const { receipt } = await submit('smtp.rejected@example.com');
    const failed = await eventually(async () => {
      const all = await mailFor(receipt.requestId);
      return all.length === 2 && all.every((d) => d.status === 'failed') ? all : null;
    }, 'both messages to fail');
    for (const doc of failed) expect(doc).toMatchObject({ attempts: 1, lastError: expect.stringContaining('550 5.7.1 Sender refused') });
  });

  it('answers the form without waiting for e-mail, even when the SMTP server hangs', async () => {
    smtp.mode = 'hang';
    const connectionsBefore = smtp.connections;
    const { receipt, answeredInMs } = await submit('smtp.hang@example.com');
    expect(receipt.reference).toMatch(/^SFR-\d{6}$/);
    expect(answeredInMs).toBeLessThan(2000);
    // The sender is stuck in the SMTP conversation while the request is already stored and answered.
    await eventually(() => smtp.connections > connectionsBefore, 'the sender to connect');
    const pending = await mailFor(receipt.requestId);
    expect(pending.map((d) => d.status)).toEqual(['pending', 'pending']);

    // Once the hung connection drops, the message is retried and delivered.
    smtp.mode = 'accept';
    smtp.dropConnections();
    const sent = await eventually(async () => {
      const all = await mailFor(receipt.requestId);
      return all.every((d) => d.status === 'sent') ? all : null;
    }, 'delivery after the hang');
    expect(Math.max(...sent.map((d) => d.attempts))).toBeGreaterThanOrEqual(2);
    expect(smtp.messages.filter((m) => m.headers.subject?.includes(receipt.reference))).toHaveLength(2);
  });
  it('keeps no body once a message is sent, and "Send again" delivers the same content rendered from its template', async () => {
    const { receipt } = await submit('smtp.resend@example.com');
    const original = await eventually(
      () => smtp.messages.find((m) => m.to.includes('smtp.resend@example.com')) ?? null,
      'the confirmation',
    );
    const stored = await eventually(async () => {
      const all = await mailFor(receipt.requestId);
      const doc = all.find((d) => d.template === 'removal_request_confirmation');
      return doc?.status === 'sent' ? doc : null;
    }, 'the confirmation to be recorded as sent');
    expect(stored.rendered).toBeUndefined();
    expect(stored.subject).toBe(`Your spray foam removal request ${receipt.reference}`);
    expect(JSON.stringify(stored)).not.toContain('your reference is');

    const email = uniqueEmail('smtp.admin');
    const user = await adminAuth(server).createUser({ email, password: 'Password123!' });
    await adminAuth(server).setCustomUserClaims(user.uid, { admin: true });
    const token = await signIn(email, 'Password123!', server);
    const resent = await gql(
      `mutation R($id: ID!) { resendMailMessage(id: $id) { id status } }`,
      { id: stored.id },
      { token, baseUrl: server.url },
    );
    expect(resent.body.errors).toBeUndefined();
    expect(resent.body.data!.resendMailMessage.id).not.toBe(stored.id);
    const again = await eventually(() => {
      const mine = smtp.messages.filter((m) => m.to.includes('smtp.resend@example.com'));
      return mine.length === 2 ? mine[1] : null;
    }, 'the copy over SMTP');
    expect(again.headers.subject).toBe(original.headers.subject);
    // The same text and HTML parts: only the MIME boundaries and the Message-ID differ.
    const parts = (message: { body: string; headers: Record<string, string> }) => {
      const boundary = /boundary="?([^";]+)"?/.exec(message.headers['content-type'])![1];
      return message.body.split(`--${boundary}`).map((part) => part.trim());
    };
    expect(parts(again)).toEqual(parts(original));
    expect(again.body).toContain(`your reference is ${receipt.reference}`);
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, type ServerInfo } from '../support/api';
import { startInstancePair, type InstancePair, type RunningServer } from '../support/serverProcess';
import { dueMailDocument, startSmtpServer, type TestSmtpServer } from '../support/smtpServer';

/**
 * The outbox driven as on Cloud Run: no timer in the process (MAIL_WORKER=false), a scheduler calling
 * POST /internal/send-due-mail with the secret header. Two instances on one store are called at the same
 * moment, as overlapping scheduler calls or two instances' passes would be, and every message reaches
 * the SMTP server exactly once.
 */
const SECRET = 'send-due-mail-test-secret-0123456789';
const HEADER = 'X-Send-Due-Mail-Secret';
let smtp: TestSmtpServer;
let pair: InstancePair;
let owner: RunningServer;
let joiner: RunningServer;
let info: ServerInfo;

beforeAll(async () => {
  smtp = await startSmtpServer();
  pair = await startInstancePair({ SMTP_URL: smtp.url, MAIL_WORKER: 'false', SEND_DUE_MAIL_SECRET: SECRET, SEED_DEMO_DATA: 'false' });
  ({ first: owner, second: joiner } = pair);
  info = owner;
}, 240_000);

afterAll(async () => {
  await pair?.stop();
  await smtp?.close();
});

const sendDueMail = (site: string, headers: Record<string, string> = { [HEADER]: SECRET }) =>
  fetch(`${site}/internal/send-due-mail`, { method: 'POST', headers });

/** Queues messages as queueMail stores them: pending, due now, each with its own subject. */
async function queueMessages(prefix: string, count: number) {
  const now = Timestamp.now();
  const batch = adminDb(info).batch();
  const subjects: string[] = [];
  for (let i = 0; i < count; i++) {
    const subject = `${prefix} ${String(i).padStart(3, '0')}`;
    subjects.push(subject);
    batch.create(adminDb(info).collection('mail').doc(), dueMailDocument(now, `person${i}@test.example`, subject));
  }
  await batch.commit();
  return subjects;
}

const received = (prefix: string) => smtp.messages.filter((m) => m.headers.subject?.startsWith(prefix)).map((m) => m.headers.subject);

describe('mail sent when a scheduler calls, on two instances', () => {
  it('refuses the call without the secret header, or with a wrong one, and sends nothing', async () => {
    const [subject] = await queueMessages('Unsent', 1);
    for (const headers of [
      {} as Record<string, string>,
      { [HEADER]: 'not-the-secret-but-just-as-long!!!!!' },
      { [HEADER]: `${SECRET}x` },
    ]) {
      const res = await sendDueMail(owner.url, headers);
      expect(res.status).toBe(403);
    }
    expect(received('Unsent')).toEqual([]);
    // The timer is off: the message waits for a call with the secret.
    const res = await sendDueMail(owner.url);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(received('Unsent')).toEqual([subject]);
  });

  it('delivers every message exactly once when both instances are called at the same moment', async () => {
    const subjects = await queueMessages('Shared', 120);
    const answers = await Promise.all([owner.url, joiner.url, owner.url, joiner.url].map((site) => sendDueMail(site)));
    const reports = await Promise.all(answers.map((res) => res.json() as Promise<{ sent: number; failed: number; retrying: number }>));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(120);
    expect(reports.every((report) => report.failed === 0 && report.retrying === 0)).toBe(true);

    const got = received('Shared');
    expect(got).toHaveLength(120);
    expect([...got].sort()).toEqual(subjects);
    const stored = await adminDb(info).collection('mail').where('status', '==', 'pending').get();
    expect(stored.docs.filter((doc) => String(doc.get('data.subject')).startsWith('Shared'))).toEqual([]);
  });
});

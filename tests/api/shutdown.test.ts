import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb, type ServerInfo } from '../support/api';
import { startServer } from '../support/serverProcess';
import { dueMailDocument, startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { eventually } from '../support/wait';

/**
 * Cloud Run sends SIGTERM and kills the instance 10 s later: the server must be gone by then, whatever
 * it was doing, without losing the message it was sending.
 */
const CLOUD_RUN_GRACE_MS = 10_000;
let smtp: TestSmtpServer;
/** Kills left behind by a failed test. */
const afterCleanup: Array<() => Promise<void>> = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await Promise.all(afterCleanup.map((kill) => kill()));
  smtp.dropConnections();
  await smtp.close();
});

async function exitTime(kill: () => Promise<void>) {
  const started = Date.now();
  await kill();
  return Date.now() - started;
}

describe('shutdown within Cloud Run’s grace period', () => {
  it('exits cleanly well inside 10 s of SIGTERM', async () => {
    const server = await startServer({ env: { SEED_DEMO_DATA: 'false' } });
    const ms = await exitTime(() => server.kill('SIGTERM'));
    expect(server.process.exitCode).toBe(0);
    expect(ms).toBeLessThan(CLOUD_RUN_GRACE_MS);
  }, 180_000);

  it('exits inside 10 s while a send hangs, and the message it was sending stays claimed, to be sent again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-shutdown-'));
    const env = { SEED_DEMO_DATA: 'false', SMTP_URL: smtp.url, MAIL_POLL_MS: '100', PERSIST_EMBEDDED_DATA: 'true' };
    const server = await startServer({ dataDir, env });
    afterCleanup.push(() => server.kill('SIGKILL'));
    const info: ServerInfo = { url: server.url, firestore: server.firestore, auth: server.auth };
    smtp.mode = 'hang';
    const connectionsBefore = smtp.connections;
    const now = Timestamp.now();
    const ref = adminDb(info).collection('mail').doc();
    await ref.create(dueMailDocument(now, 'person@test.example', 'Mid-send', 'Hello.'));
    // The sender has claimed it and is waiting on the SMTP server, which never answers.
    await eventually(async () => smtp.connections > connectionsBefore && (await ref.get()).get('attempts') === 1, 'a send under way');

    const ms = await exitTime(() => server.kill('SIGTERM'));
    expect(ms).toBeLessThan(CLOUD_RUN_GRACE_MS);

    // Started again on its data: the message is still pending, claimed once, due again when the lease ends.
    smtp.dropConnections();
    smtp.mode = 'accept';
    const again = await startServer({ dataDir, env: { ...env, MAIL_WORKER: 'false' } });
    try {
      const mail = (
        await adminDb({ url: again.url, firestore: again.firestore, auth: again.auth }).collection('mail').doc(ref.id).get()
      ).data()!;
      expect(mail).toMatchObject({ status: 'pending', attempts: 1 });
      expect(mail.claim).not.toBeNull();
      expect(mail.nextAttemptAt.toMillis()).toBeGreaterThan(Date.now());
    } finally {
      await again.kill('SIGTERM');
    }
  }, 240_000);
});

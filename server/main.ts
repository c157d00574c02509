import 'reflect-metadata';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, loopbackOrigin } from './platform/config';
import { startFirebase } from './platform/firebase';
import { setServices, siteUrl } from './platform/services';
import { logger, setLogLevel } from './platform/logger';
import { getSchema } from './schema';
import { createApp } from './app';
import { registerMailTemplates } from './mailTemplates';
import { seedDemoData, DEMO_ADMIN, DEMO_COMPANY_USER } from './seed/demoData';
import { startMailOutbox } from './platform/mail/sender';
import { createMailTransport } from './platform/mail/transport';
import { startExpirySweeper } from './platform/expirySweeper';
import { startScheduledPublisher } from './modules/content/posts.routes';
import { sendVettingReminders } from './modules/companies';
import { startRepeatingTask } from './platform/repeatingTask';
import { startCacheSync } from './platform/cacheSync';
import { currentPageCache } from './platform/pageCache';

/** How long after listening the Firestore SDK waits for a first page to be answered before loading anyway. */
const FIRST_PAGE_HEAD_START_MS = 1_000;
const VETTING_REMINDERS_INTERVAL_MS = 60 * 60 * 1000;
/** From SIGTERM to exit at most; Cloud Run kills the instance 10 s after SIGTERM. */
const SHUTDOWN_BUDGET_MS = 8_000;
/** How long requests under way, and the mail pass under way, may take to finish after SIGTERM. */
const REQUESTS_DRAIN_MS = 5_000;

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  registerMailTemplates();
  const dev = process.argv.includes('--dev');
  const firebase = await startFirebase(config);
  setServices({ config, auth: firebase.auth });
  if (config.seedDemoData && !firebase.joinedEmbeddedStore) await seedDemoData(firebase.auth);

  // The outbox sender: nodemailer over SMTP with SMTP_URL, otherwise messages stay readable in the outbox.
  // It polls on a timer with MAIL_WORKER (the default); on Cloud Run a scheduler calls POST /internal/send-due-mail.
  if (!config.mail.smtpUrl && !config.firebase.embedded) {
    logger.warn('SMTP_URL is not set: e-mail is kept in the outbox (readable by admins) and not sent');
  }
  const mailOutbox = startMailOutbox({
    transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, from: config.mail.from }),
    siteUrl: () => siteUrl()!,
    maxAttempts: config.mail.maxAttempts,
    retryBaseMs: config.mail.retryBaseMs,
  });

  const { app, apollo } = await createApp({
    config,
    schema: await getSchema(),
    auth: firebase.auth,
    idTokens: firebase.idTokens,
    authEmulatorProxy: firebase.authEmulatorProxy,
    transactionStats: firebase.transactionStats,
    mailOutbox,
    dev,
  });
  let stopping = false;
  const server = app.listen(config.port, config.host);
  // The Firestore SDK loads after the first page, or a second after listening if no one asks for one
  // (docs/decisions/0036-firestore-loaded-at-first-use.md): that page need not wait for it.
  const afterFirstPage = new Promise<void>((resolve) => {
    setTimeout(resolve, FIRST_PAGE_HEAD_START_MS).unref();
    server.once('request', (_req, res: ServerResponse) => res.once('close', () => setImmediate(resolve)));
  });
  // Changes made on any instance reach this one's cached pages within seconds (docs/decisions/0028-every-instance-fresh-within-seconds.md).
  const cacheSync = currentPageCache().enabled ? startCacheSync({ startAfter: afterFirstPage, cachingSince: new Date() }) : null;
  // Opens the gRPC channel (on Google Cloud also fetching an access token) before a request needs it; a
  // failure is only the health check's to report.
  void afterFirstPage.then(() => firebase.warmUp());
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = config.publicUrl ?? loopbackOrigin(config.host, port);
  setServices({ config, auth: firebase.auth, siteUrl: url });
  firebase.advertise(url);
  if (config.mail.worker) void afterFirstPage.then(() => stopping || mailOutbox.startPolling(config.mail.pollMs));

  // Firestore's TTL policies delete expired rate-limit counters and guards in production; the embedded emulator has none.
  const ownsEmbeddedStore = config.firebase.embedded && !firebase.joinedEmbeddedStore;
  const expirySweeper = ownsEmbeddedStore ? startExpirySweeper() : null;
  // Scheduled posts publish themselves: a timer here when embedded, POST /internal/publish-due from a scheduler in production.
  const scheduledPublisher = ownsEmbeddedStore ? startScheduledPublisher(config.scheduledPublishIntervalMs) : null;
  // Vetting reminders: hourly here when embedded (each goes out once per expiry date), POST /internal/vetting-reminders
  // from a daily scheduler in production (docs/decisions/0035-vetting-enforced.md).
  const vettingReminders = ownsEmbeddedStore
    ? startRepeatingTask(VETTING_REMINDERS_INTERVAL_MS, () =>
        sendVettingReminders().then(
          () => undefined,
          (err: unknown) => logger.warn({ err }, 'sending vetting reminders failed; trying again at the next tick'),
        ),
      )
    : null;

  // Cloud Run sends SIGKILL 10 s after SIGTERM: everything below is bounded to finish well before. The handlers
  // are in place before SFR_READY, so whoever starts the server may stop it the moment it says it is ready.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.warn({ ms: Date.now() - started }, 'shutdown overran its budget; exiting now');
      process.exit(0);
    }, SHUTDOWN_BUDGET_MS).unref();
    const within = async (label: string, ms: number, work: () => Promise<unknown>) => {
      const stepStarted = Date.now();
      await Promise.race([
        work().catch((err) => logger.warn({ err }, `${label} failed`)),
        new Promise((r) => setTimeout(r, Math.max(0, ms)).unref()),
      ]);
      logger.debug({ ms: Date.now() - stepStarted }, `${label} stopped`);
    };
    // No new connections; idle keep-alive ones close now, requests under way may finish for REQUESTS_DRAIN_MS.
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // At the same time the timers stop; the mail pass under way ends after the message being sent (the
    // rest stay due; a message whose send is cut off is due again when its claim's lease ends).
    await Promise.all([
      within('requests', REQUESTS_DRAIN_MS, () => drained).then(() => server.closeAllConnections()),
      within('mail', REQUESTS_DRAIN_MS, () => mailOutbox.stop()),
      expirySweeper ? within('expiry sweeper', REQUESTS_DRAIN_MS, () => expirySweeper.stop()) : null,
      scheduledPublisher ? within('scheduled publishing', REQUESTS_DRAIN_MS, () => scheduledPublisher.stop()) : null,
      vettingReminders ? within('vetting reminders', REQUESTS_DRAIN_MS, () => vettingReminders.stop()) : null,
    ]);
    const left = () => SHUTDOWN_BUDGET_MS - (Date.now() - started) - 250;
    await within('graphql', Math.min(1_000, left()), () => apollo.stop());
    // After GraphQL, so a change made by a last request is still announced to the other instances.
    if (cacheSync) await within('page cache sync', Math.min(1_000, left()), async () => (await cacheSync).stop());
    await within('firebase', left(), () => firebase.stop());
    logger.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // One machine-readable line for scripts and tests that start the server, then the human summary.
  console.log(
    `SFR_READY ${JSON.stringify({ url, firestore: firebase.firestoreEmulatorHost ?? null, auth: firebase.authEmulatorHost ?? null })}`,
  );
  if (config.env !== 'test') {
    console.log(
      [
        '',
        `  Site        ${url}/`,
        `  Admin       ${url}/admin/login`,
        `  Companies   ${url}/company/login`,
        `  Playground  ${url}/graphql`,
        `  Health      ${url}/healthz`,
        ...(config.seedDemoData
          ? [
              '',
              `  Demo admin    ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
              `  Demo company  ${DEMO_COMPANY_USER.email} / ${DEMO_COMPANY_USER.password}`,
            ]
          : []),
        '',
      ].join('\n'),
    );
  }
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start');
  console.error(error);
  process.exit(1);
});

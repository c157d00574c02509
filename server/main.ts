import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { loadConfig, loopbackOrigin } from './platform/config';
import { startFirebase } from './platform/firebase';
import { setServices } from './platform/services';
import { logger, setLogLevel } from './platform/logger';
import { getSchema } from './schema';
import { createApp } from './app';
import { registerMailTemplates } from './mailTemplates';
import { seedDemoData, DEMO_ADMIN, DEMO_COMPANY_USER } from './seed/demoData';
import { startMailWorker, type MailWorker } from './platform/mail/sender';
import { createMailTransport } from './platform/mail/transport';
import { startExpirySweeper } from './platform/expirySweeper';
import { startScheduledPublisher } from './modules/content/posts.routes';
import { startCacheSync } from './platform/cacheSync';
import { currentPageCache } from './platform/pageCache';

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  registerMailTemplates();
  const dev = process.argv.includes('--dev');
  const firebase = await startFirebase(config);
  setServices({ config, auth: firebase.auth });
  if (config.seedDemoData && !firebase.joinedEmbeddedStore) await seedDemoData(firebase.auth);

  const { app, apollo } = await createApp({
    config,
    schema: await getSchema(),
    auth: firebase.auth,
    idTokens: firebase.idTokens,
    authEmulatorProxy: firebase.authEmulatorProxy,
    transactionStats: firebase.transactionStats,
    dev,
  });
  // Changes made on any instance reach this one's cached pages within seconds (docs/decisions/0028-every-instance-fresh-within-seconds.md).
  const cacheSync = currentPageCache().enabled ? await startCacheSync() : null;
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  const url = config.publicUrl ?? loopbackOrigin(config.host, port);
  setServices({ config, auth: firebase.auth, siteUrl: url });
  firebase.advertise(url);

  // The outbox sender: nodemailer over SMTP with SMTP_URL, otherwise messages stay readable in the outbox.
  if (config.mail.worker && !config.mail.smtpUrl && !config.firebase.embedded) {
    logger.warn('SMTP_URL is not set: e-mail is kept in the outbox (readable by admins) and not sent');
  }
  const mailWorker: MailWorker | null = config.mail.worker
    ? startMailWorker({
        transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, from: config.mail.from }),
        siteUrl: url,
        pollMs: config.mail.pollMs,
        maxAttempts: config.mail.maxAttempts,
        retryBaseMs: config.mail.retryBaseMs,
      })
    : null;

  // Firestore's TTL policies delete expired rate-limit counters and guards in production; the embedded emulator has none.
  const ownsEmbeddedStore = config.firebase.embedded && !firebase.joinedEmbeddedStore;
  const expirySweeper = ownsEmbeddedStore ? startExpirySweeper() : null;
  // Scheduled posts publish themselves: a timer here when embedded, POST /internal/publish-due from a scheduler in production.
  const scheduledPublisher = ownsEmbeddedStore ? startScheduledPublisher(config.scheduledPublishIntervalMs) : null;

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

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    const step = async (label: string, work: () => Promise<unknown>) => {
      const started = Date.now();
      await Promise.race([
        work().catch((err) => logger.warn({ err }, `${label} failed`)),
        new Promise((r) => setTimeout(r, 20_000).unref()),
      ]);
      logger.debug({ ms: Date.now() - started }, `${label} stopped`);
    };
    if (expirySweeper) await step('expiry sweeper', () => expirySweeper.stop());
    if (scheduledPublisher) await step('scheduled publishing', () => scheduledPublisher.stop());
    await step('graphql', () => apollo.stop());
    if (cacheSync) await step('page cache sync', () => cacheSync.stop());
    if (mailWorker) await step('mail', () => mailWorker.stop());
    await step('firebase', () => firebase.stop());
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  logger.fatal({ err: error }, 'failed to start');
  console.error(error);
  process.exit(1);
});

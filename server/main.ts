import './platform/runtime/compileCache';
import 'reflect-metadata';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, loopbackOrigin } from './platform/config';
import { startFirebase } from './platform/runtime/firebase';
import { setServices, siteUrl } from './platform/services';
import { logger, setLogLevel } from './platform/logger';
import { createApp } from './app';
import type { MailOutbox } from './platform/mail/sender';
import { startExpirySweeper } from './platform/runtime/expirySweeper';
import type { RepeatingTask } from './platform/runtime/repeatingTask';
import { startCacheSync } from './platform/pages/cacheSync';
import { currentPageCache } from './platform/pages/pageCache';

/** How long after listening the Firestore SDK waits for a first page to be answered before loading anyway. */
const FIRST_PAGE_HEAD_START_MS = 1_000;
/** From SIGTERM to exit at most; Cloud Run kills the instance 10 s after SIGTERM. */
const SHUTDOWN_BUDGET_MS = 8_000;
/** How long requests under way, and the mail pass under way, may take to finish after SIGTERM. */
const REQUESTS_DRAIN_MS = 5_000;

async function main() {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const dev = process.argv.includes('--dev');
  const firebase = await startFirebase(config);
  setServices({ config, auth: firebase.auth, idTokens: firebase.idTokens });
  // The demo accounts (and their seeding) belong to the second phase of the start; a real project has none.
  const demoData = config.seedDemoData ? (require('./seed/demoData') as typeof import('./seed/demoData')) : null;
  if (demoData && !firebase.joinedEmbeddedStore) await demoData.seedDemoData(firebase.auth);

  // The outbox sender: nodemailer over SMTP with SMTP_URL, otherwise messages stay readable in the outbox.
  // It polls on a timer with MAIL_WORKER (the default); on Cloud Run a scheduler calls POST /internal/send-due-mail.
  if (!config.mail.smtpUrl && !config.firebase.embedded) {
    logger.warn('SMTP_URL is not set: e-mail is kept in the outbox (readable by admins) and not sent');
  }
  // Made with the second phase of the start (docs/decisions/0040-two-phase-start.md): its templates and
  // sender are not needed for the first page.
  let mailOutbox: MailOutbox | null = null;
  const makeMailOutbox = async (): Promise<MailOutbox> => {
    const { registerMailTemplates } = require('./mailTemplates') as typeof import('./mailTemplates');
    const { startMailOutbox } = require('./platform/mail/sender') as typeof import('./platform/mail/sender');
    const { createMailTransport } = require('./platform/mail/transport') as typeof import('./platform/mail/transport');
    registerMailTemplates();
    mailOutbox = startMailOutbox({
      transport: createMailTransport({ smtpUrl: config.mail.smtpUrl, from: config.mail.from }),
      siteUrl: () => siteUrl()!,
      maxAttempts: config.mail.maxAttempts,
      retryBaseMs: config.mail.retryBaseMs,
    });
    return mailOutbox;
  };

  const { listener, loadLateRoutes, lateRoutesStarted } = await createApp({
    config,
    auth: firebase.auth,
    idTokens: firebase.idTokens,
    authEmulatorProxy: firebase.authEmulatorProxy,
    transactionStats: firebase.transactionStats,
    mailOutbox: makeMailOutbox,
    dev,
  });
  let stopping = false;
  const server = http.createServer(listener).listen(config.port, config.host);
  // The Firestore SDK loads after the first page, or a second after listening if no one asks for one
  // (docs/decisions/0036-firestore-loaded-at-first-use.md): that page need not wait for it.
  const afterFirstPage = new Promise<void>((resolve) => {
    setTimeout(resolve, FIRST_PAGE_HEAD_START_MS).unref();
    server.once('request', (_req, res: ServerResponse) => res.once('close', () => setImmediate(resolve)));
  });
  // The second phase of the start (GraphQL, every route but the pages) loads after the first page as well,
  // unless a request needs it sooner. It failing is the start failing.
  const lateRoutes = afterFirstPage.then(() => loadLateRoutes());
  lateRoutes.catch((error: unknown) => {
    logger.fatal({ err: error }, 'failed to start');
    console.error(error);
    process.exit(1);
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
  setServices({ config, auth: firebase.auth, idTokens: firebase.idTokens, siteUrl: url });
  firebase.advertise(url);
  if (config.mail.worker) void lateRoutes.then(() => stopping || mailOutbox?.startPolling(config.mail.pollMs));

  // Firestore's TTL policies delete expired rate-limit counters and guards in production; the embedded emulator has none.
  const ownsEmbeddedStore = config.firebase.embedded && !firebase.joinedEmbeddedStore;
  const expirySweeper = ownsEmbeddedStore ? startExpirySweeper() : null;
  // The modules' scheduled work (server/modules/<name>/module.ts) starts with the second phase, which loads them.
  let scheduledWork: RepeatingTask[] = [];
  void lateRoutes.then(() => {
    if (stopping) return;
    const { fromEveryModule } = require('./modules') as typeof import('./modules');
    const { startScheduledWork } = require('./platform/runtime/serverModule') as typeof import('./platform/runtime/serverModule');
    scheduledWork = startScheduledWork(fromEveryModule('scheduled').flat(), { config, ownsEmbeddedStore });
  });

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
      mailOutbox ? within('mail', REQUESTS_DRAIN_MS, () => mailOutbox!.stop()) : null,
      expirySweeper ? within('expiry sweeper', REQUESTS_DRAIN_MS, () => expirySweeper.stop()) : null,
      ...scheduledWork.map((task) => within('scheduled work', REQUESTS_DRAIN_MS, () => task.stop())),
    ]);
    const left = () => SHUTDOWN_BUDGET_MS - (Date.now() - started) - 250;
    // Apollo Server started only if the second phase did.
    if (lateRoutesStarted()) await within('graphql', Math.min(1_000, left()), async () => (await loadLateRoutes()).stop());
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
        ...(demoData
          ? [
              '',
              `  Demo admin    ${demoData.DEMO_ADMIN.email} / ${demoData.DEMO_ADMIN.password}`,
              `  Demo company  ${demoData.DEMO_COMPANY_USER.email} / ${demoData.DEMO_COMPANY_USER.password}`,
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

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';
import helmet from 'helmet';
import { expressMiddleware } from '@as-integrations/express5';
import type { GraphQLSchema } from 'graphql';
import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from './platform/config';
import { countFirestoreReads, createApolloServer } from './platform/graphql/apollo';
import { jsonBodyForCache, publicQueryByteCache } from './platform/graphql/byteCache';
import { createContext } from './platform/graphql/context';
import { escapeJsonForScript, mountSsr, pageCacheFastPath, type PublicConfig } from './platform/ssr';
import { configurePageCache } from './platform/pageCache';
import { cacheFreshness } from './platform/cacheSync';
import { builtFilePaths, onlyForFiles, precompressedStatic } from './platform/compression';
import { mountSeo } from './platform/seo';
import { isPublicPagePath, sitemapEntries } from './modules/content/sitemap.service';
import { healthCheck, type TransactionStats } from './platform/health';
import { logger } from './platform/logger';
import { freeGuideDownload } from './modules/freeGuide/freeGuide.route';
import { aiVisitRecorder, trackingRoutes } from './modules/tracking/tracking.routes';
import { clientErrorRoutes } from './platform/clientErrors';
import { createUploadStorage, type UploadStorage } from './platform/uploads/uploadStore';
import { uploadRoutes } from './modules/certification/uploads.route';
import { certificationRoutes } from './modules/certification/certification.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { quoteFormPostRoutes } from './modules/removalRequests/quoteFormPost.route';
import { postsRoutes } from './modules/content/posts.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { localCheckoutRoutes, stripeWebhookRoute } from './modules/payments/payments.routes';
import { registerFulfilments } from './fulfilments';
import { registerMailTemplates } from './mailTemplates';
import type { IdTokenVerifier } from './platform/auth/idTokens';
import type { AuthEmulatorProxy } from './platform/auth/authEmulatorProxy';
import { siteUrl } from './platform/services';
import { trustProxy } from './platform/clientAddress';
import type { MailOutbox } from './platform/mail/sender';
import { mailRoutes } from './modules/mail/mail.routes';

export interface AppDeps {
  config: AppConfig;
  schema: GraphQLSchema;
  auth: Auth;
  idTokens: IdTokenVerifier;
  /** Set when an Auth emulator is in use: browsers sign in through this site's own origin. */
  authEmulatorProxy?: AuthEmulatorProxy;
  /** This process's outbox sender, which POST /internal/send-due-mail drives. */
  mailOutbox: MailOutbox;
  /** The embedded store's transaction counts, on the server that owns it (reported by /healthz). */
  transactionStats?: () => TransactionStats | null;
  dev?: boolean;
}

const GRAPHQL_BODY_LIMIT = '100kb';

export async function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may say who the visitor is (server/platform/clientAddress.ts).
  app.set('trust proxy', trustProxy(config.trustedProxyHops));

  // Links and canonical URLs come from configuration, never from the request's Host or X-Forwarded-* headers
  // (a cached page would carry a forged origin to every visitor): PUBLIC_URL, or the loopback address listened on.
  const origin = (): string => siteUrl()!;
  const publicConfig = (): PublicConfig => ({
    firebase: config.publicFirebase,
    authEmulator: Boolean(deps.authEmulatorProxy),
    gtmId: config.gtmId ?? null,
    siteUrl: origin(),
    operator: config.operator,
  });

  // After a quiet spell (no CPU between requests on Cloud Run) the page cache version is read again before
  // anything cached answers (server/platform/cacheSync.ts).
  if (!deps.dev) app.use(cacheFreshness());
  // AI crawler and AI referral page views, counted whether the page comes from the cache or is rendered.
  app.use(aiVisitRecorder());
  // Cached public pages are answered here, as stored bytes with their stored headers (docs/decisions/0016-cached-pages-as-bytes.md).
  if (!deps.dev) app.use(pageCacheFastPath(origin));
  // Anonymous public queries are answered the same way, as stored bytes (docs/decisions/0019-public-queries-as-bytes.md).
  const graphqlBody = jsonBodyForCache(GRAPHQL_BODY_LIMIT);
  app.use('/graphql', graphqlBody.parse, publicQueryByteCache({ ttlMs: deps.dev ? 0 : config.pageCacheTtlSeconds * 1000 }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
            'https://www.googletagmanager.com',
            ...(deps.dev ? ["'unsafe-inline'"] : []),
          ],
          connectSrc: [
            "'self'",
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
            'https://www.googletagmanager.com',
            ...(deps.dev ? ['ws:'] : []),
          ],
          imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://www.googletagmanager.com', 'https://*.google-analytics.com'],
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://checkout.stripe.com'],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const { authEmulatorProxy } = deps;
  if (authEmulatorProxy) {
    // The browser's Firebase Auth SDK talks to the emulator at this site's origin (only its sign-in calls).
    app.use((req, res, next) =>
      authEmulatorProxy.isBrowserPath(req.path) ? authEmulatorProxy.handle(req, res, { trusted: false }) : next(),
    );
  }

  let uploadStorage: UploadStorage | null = null;
  app.get(
    '/healthz',
    healthCheck(deps.auth, deps.transactionStats, () => uploadStorage),
  );

  const apollo = createApolloServer(deps.schema, {
    isProduction: config.isProduction,
    responseCacheTtlMs: deps.dev ? 0 : config.pageCacheTtlSeconds * 1000,
    // The benchmark (scripts/bench.mjs) measures a production build and reads each admin screen's Firestore reads.
    reportFirestoreReads: !config.isProduction || process.env.REPORT_FIRESTORE_READS === 'true',
  });
  await apollo.start();

  const playgroundFile = path.join(process.cwd(), deps.dev ? 'client/playground.html' : 'dist/client/playground.html');
  app.get('/graphql', (req, res, next) => {
    // A browser visiting /graphql gets the bundled GraphiQL playground; API clients get the API.
    if (req.accepts(['application/json', 'text/html']) !== 'text/html' || 'query' in req.query) return next();
    if (!fs.existsSync(playgroundFile)) return next();
    const nonce = res.locals.cspNonce as string;
    const config = `<script nonce="${nonce}">window.__APP_CONFIG__=${escapeJsonForScript(publicConfig())}</script>`;
    const page = fs
      .readFileSync(playgroundFile, 'utf8')
      .replace(/<script(?= )/g, `<script nonce="${nonce}"`)
      .replace('</head>', `${config}</head>`);
    res.type('html').send(page);
  });
  app.use(
    '/graphql',
    // Each request's Firestore reads are counted (extensions.firestoreReads outside production).
    countFirestoreReads,
    graphqlBody.reportError,
    expressMiddleware(apollo, { context: async ({ req }) => createContext(req, deps.idTokens) }),
  );

  mountSeo(app, {
    siteUrl: origin,
    indexNowKey: config.indexNowKey,
    sitemapEntries,
    isPublicPath: isPublicPagePath,
  });
  registerFulfilments();
  registerMailTemplates();
  // The webhook reads its raw body itself: its signature covers the exact bytes Stripe sent.
  app.use(stripeWebhookRoute(config.payments), localCheckoutRoutes());
  app.get('/downloads/free-guide.pdf', freeGuideDownload({ siteUrl: config.publicUrl }));
  // Certification documents: tus uploads (never served back publicly), admin downloads, certificate PDFs.
  uploadStorage = await createUploadStorage(config.uploads);
  app.use('/uploads', uploadRoutes({ storage: uploadStorage, adminAlertEmails: () => config.mail.adminAlertEmails }));
  app.use(certificationRoutes({ storage: uploadStorage, idTokens: deps.idTokens, siteUrl: origin }));
  // The quote forms sent without JavaScript (one page of all steps, posted as a plain form).
  app.use(quoteFormPostRoutes());
  // The site's images: admin uploads (resized) and public, immutable sizes.
  app.use(mediaRoutes({ idTokens: deps.idTokens }));
  // Old slugs of published posts (301), and scheduled publishing for a production scheduler.
  app.use(postsRoutes());
  // The outbox's due mail, sent when a production scheduler calls.
  app.use(mailRoutes(deps.mailOutbox));
  // The AI post generator's streamed draft (admin only).
  app.use(aiRoutes({ idTokens: deps.idTokens }));
  // Beacons from the browser: phone clicks, web vitals, swallowed rendering errors.
  app.use('/api', trackingRoutes(), clientErrorRoutes());

  if (!deps.dev) {
    // The build writes Brotli and gzip copies of every asset; browsers that accept them get those.
    const clientDir = path.join(process.cwd(), 'dist/client');
    app.use(
      '/assets',
      precompressedStatic(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    );
    const clientFiles = express.Router();
    clientFiles.use(precompressedStatic(clientDir, { maxAge: '1h' }), express.static(clientDir, { index: false, maxAge: '1h' }));
    app.use(onlyForFiles(builtFilePaths(clientDir, ['assets']), clientFiles));
  }

  // Development renders every request afresh (the client code changes under hot reload). After its TTL a
  // page is answered stale for as long again while it is rendered afresh in the background.
  configurePageCache({ ttlMs: deps.dev ? 0 : config.pageCacheTtlSeconds * 1000, staleMs: config.pageCacheTtlSeconds * 1000 });
  await mountSsr(app, { config, apollo, publicConfig, dev: Boolean(deps.dev) });

  // Body-parser failures (oversized or malformed JSON) answer in GraphQL's error shape, never as a 500.
  app.use((error: Error & { status?: number; type?: string }, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (error.type === 'entity.too.large') {
      return res.status(413).json({
        errors: [{ message: `Request body too large: the limit is ${GRAPHQL_BODY_LIMIT}`, extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
      });
    }
    if (error.type === 'entity.parse.failed') {
      return res.status(400).json({ errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] });
    }
    if (error.type === 'entity.too.deep') {
      return res.status(400).json({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    // A path that is not valid percent-encoded UTF-8 (`/blog/%FF`): Express refuses to decode its parameters.
    if (error instanceof URIError || error.status === 400) {
      return res.status(400).type('text').send('Bad request: the address is not valid');
    }
    logger.error({ err: error, url: req.originalUrl }, 'unhandled error');
    res.status(500).type('text').send('Something went wrong on our end, try again later');
  });

  return { app, apollo };
}

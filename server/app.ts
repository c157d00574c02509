import crypto from 'node:crypto';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';
import helmet from 'helmet';
import type { ApolloServer } from '@apollo/server';
import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from './platform/config';
import type { GraphQLContext } from './platform/graphql/context';
import { jsonBodyForCache, publicQueryByteCache } from './platform/graphql/byteCache';
import { mountSsr, pageCacheFastPath, type PublicConfig } from './platform/pages/ssr';
import { configurePageCache } from './platform/pages/pageCache';
import { cacheFreshness, cachesConfirmedFresh } from './platform/pages/cacheSync';
import { answerStoredQueriesEarly } from './platform/graphql/earlyAnswer';
import { builtFilePaths, onlyForFiles, precompressedStatic } from './platform/http/compression';
import type { TransactionStats } from './platform/http/health';
import { logger } from './platform/logger';
import { aiVisitRecorder } from './modules/tracking/aiVisitRecorder';
import type { IdTokenVerifier } from './platform/auth/idTokens';
import type { AuthEmulatorProxy } from './platform/auth/authEmulatorProxy';
import { siteUrl } from './platform/services';
import { clientAddress, trustProxy } from './platform/http/clientAddress';
import { validPercentEncoding } from './platform/http/validUrl';
import { answeredBeforeLateRoutes } from './platform/http/earlyPages';
import type { MailOutbox } from './platform/mail/sender';

export interface AppDeps {
  config: AppConfig;
  auth: Auth;
  idTokens: IdTokenVerifier;
  /** Set when an Auth emulator is in use: browsers sign in through this site's own origin. */
  authEmulatorProxy?: AuthEmulatorProxy;
  /** This process's outbox sender, which POST /internal/send-due-mail drives (made in the second phase). */
  mailOutbox: () => Promise<MailOutbox>;
  /** The embedded store's transaction counts, on the server that owns it (reported by /healthz). */
  transactionStats?: () => TransactionStats | null;
  dev?: boolean;
}

const GRAPHQL_BODY_LIMIT = '100kb';

export async function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may say who the visitor is (server/platform/http/clientAddress.ts).
  app.set('trust proxy', trustProxy(config.trustedProxyHops));
  // An address that is not valid percent-encoded UTF-8 is answered 400 before any route sees it.
  app.use(validPercentEncoding());

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
  // anything cached answers (server/platform/pages/cacheSync.ts).
  if (!deps.dev) app.use(cacheFreshness());
  // AI crawler and AI referral page views, counted whether the page comes from the cache or is rendered.
  app.use(aiVisitRecorder());
  // Cached public pages are answered here, as stored bytes with their stored headers (docs/decisions/0016-cached-pages-as-bytes.md).
  if (!deps.dev) app.use(pageCacheFastPath(origin));
  // Anonymous public queries are answered the same way, as stored bytes (docs/decisions/0019-public-queries-as-bytes.md).
  const graphqlBody = jsonBodyForCache(GRAPHQL_BODY_LIMIT);
  const queryByteCache = publicQueryByteCache({ ttlMs: deps.dev ? 0 : config.pageCacheTtlSeconds * 1000 });
  app.use('/graphql', graphqlBody.parse, queryByteCache);
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  });
  // No script is allowed by its origin (docs/decisions/0054-strict-dynamic-csp.md): a page's own scripts by
  // their hashes (public pages, ./platform/pages/ssr.ts) or the response's nonce, and what they load under
  // 'strict-dynamic', the tag manager after consent among it. 'self' is only for browsers without
  // 'strict-dynamic', which ignore it. The tag manager's and analytics' hosts are reachable only when a
  // container is configured (docs/decisions/0052-one-markdown-renderer.md).
  const tagManager = config.gtmId ? ['https://www.googletagmanager.com'] : [];
  const analytics = config.gtmId ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
            // Vite's development server adds inline scripts of its own, which 'strict-dynamic' would block.
            ...(deps.dev ? ["'unsafe-inline'"] : ["'strict-dynamic'"]),
          ],
          connectSrc: [
            "'self'",
            'https://identitytoolkit.googleapis.com',
            'https://securetoken.googleapis.com',
            ...tagManager,
            ...analytics,
            ...(deps.dev ? ['ws:'] : []),
          ],
          imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', ...tagManager, ...(config.gtmId ? ['https://*.google-analytics.com'] : [])],
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
      authEmulatorProxy.isBrowserPath(req.path)
        ? authEmulatorProxy.handle(req, res, { trusted: false, clientAddress: clientAddress(req) })
        : next(),
    );
  }

  // The second phase of the start (docs/decisions/0040-two-phase-start.md): GraphQL and every route but the
  // pages and the built files load after the first page, or at once when a request needs them; they sit
  // here in the middleware order, and until they are mounted every request but a page's waits for them.
  const lateRoutes = express.Router();
  let lateMounted = false;
  let late: Promise<ApolloServer<GraphQLContext>> | null = null;
  const loadLateRoutes = (): Promise<ApolloServer<GraphQLContext>> =>
    (late ??= (async () => {
      // Loaded here, not at the top: its modules (type-graphql, Apollo Server, the modules' routes) are the second phase.
      const { mountLateRoutes } = require('./appLate') as typeof import('./appLate');
      const apollo = await mountLateRoutes(lateRoutes, {
        config,
        auth: deps.auth,
        idTokens: deps.idTokens,
        mailOutbox: await deps.mailOutbox(),
        transactionStats: deps.transactionStats,
        dev: deps.dev,
        origin,
        publicConfig,
        graphqlBody,
      });
      lateMounted = true;
      // The code of every page but the first; meanwhile a render that meets a page not yet loaded waits for it.
      ssr.preloadAllPages().catch((error: unknown) => logger.error({ err: error }, 'could not load the pages’ code'));
      return apollo;
    })());
  app.use((req, res, next) => {
    if (lateMounted) return lateRoutes(req, res, next);
    // A page no later route answers renders without waiting: a query in its render loads the second phase then.
    if (answeredBeforeLateRoutes(req.method, req.path)) return next();
    loadLateRoutes().then(
      () => lateRoutes(req, res, next),
      (error: unknown) => next(error),
    );
  });

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
  const ssr = await mountSsr(app, {
    config,
    apollo: loadLateRoutes,
    // Until the second phase has begun to load, a guide's query is answered by a schema of its own, so a cold
    // start's first guide page waits for neither (docs/decisions/0058-every-page-fast.md).
    answerBeforeSecondPhase: (request, contextValue) =>
      late
        ? Promise.resolve(null)
        : (require('./earlySchema') as typeof import('./earlySchema')).executeOnEarlySchema(request, contextValue),
    publicConfig,
    // Required at the first render, not here: it is small and loads no more than the Firestore stand-ins.
    siteSections: () =>
      (require('./modules/content/siteSections.repository') as typeof import('./modules/content/siteSections.repository')).siteSections(),
    dev: Boolean(deps.dev),
  });

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
    // A path that is not valid percent-encoded UTF-8 never gets here (validPercentEncoding); a client error does.
    if (error instanceof URIError || error.status === 400) {
      return res.status(400).type('text').send('Bad request: the address is not valid');
    }
    logger.error({ err: error, url: req.originalUrl }, 'unhandled error');
    res.status(500).type('text').send('Something went wrong on our end, try again later');
  });

  /** Loads the second phase now if nothing has yet; resolves to Apollo Server once it is mounted. */
  // What the server listens with: stored public query answers go out before Express (./platform/graphql/earlyAnswer.ts).
  const listener = answerStoredQueriesEarly(app, {
    answerForBody: queryByteCache.answerForBody,
    cachesConfirmedFresh: deps.dev ? () => false : cachesConfirmedFresh,
  });
  return { app, listener, loadLateRoutes, lateRoutesStarted: () => late !== null };
}

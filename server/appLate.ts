import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Router, Response } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { AppConfig } from './platform/config';
import { countFirestoreReads, createApolloServer } from './platform/graphql/apollo';
import { createContext } from './platform/graphql/context';
import { expressMiddleware } from '@as-integrations/express5';
import { escapeJsonForScript, type PublicConfig } from './platform/pages/ssr';
import { healthCheck, type TransactionStats } from './platform/http/health';
import { clientErrorRoutes } from './platform/http/clientErrors';
import { createUploadStorage, type UploadStorage } from './platform/uploads/uploadStore';
import { registerMailTemplates } from './mailTemplates';
import { getSchema } from './schema';
import { fromEveryModule, setUpModules } from './modules';
import type { IdTokenVerifier } from './platform/auth/idTokens';
import { declareRoute, routeEntries, undeclaredRoutes } from './platform/auth/routeAccess';
import { earlyPageCollisions } from './platform/http/earlyPages';
import type { MailOutbox } from './platform/mail/sender';
import type { jsonBodyForCache } from './platform/graphql/byteCache';

export interface LateRouteDeps {
  config: AppConfig;
  auth: Auth;
  idTokens: IdTokenVerifier;
  mailOutbox: MailOutbox;
  transactionStats?: () => TransactionStats | null;
  dev?: boolean;
  origin: () => string;
  publicConfig: () => PublicConfig;
  graphqlBody: ReturnType<typeof jsonBodyForCache>;
}

/**
 * The second phase of the start (docs/decisions/0040-two-phase-start.md): the GraphQL schema and Apollo
 * Server, and every route but the pages and the built files, mounted on `router`, which sits where they
 * always stood in the middleware order.
 */
export async function mountLateRoutes(router: Router, deps: LateRouteDeps) {
  const { config } = deps;
  let uploadStorage: UploadStorage | null = null;
  router.get(
    '/healthz',
    ...declareRoute(
      'PUBLIC',
      healthCheck(deps.auth, deps.transactionStats, () => uploadStorage),
    ),
  );

  const apollo = createApolloServer(await getSchema(), {
    isProduction: config.isProduction,
    responseCacheTtlMs: deps.dev ? 0 : config.pageCacheTtlSeconds * 1000,
    // The benchmark (scripts/bench.mjs) measures a production build and reads each admin screen's Firestore reads.
    reportFirestoreReads: !config.isProduction || process.env.REPORT_FIRESTORE_READS === 'true',
  });
  await apollo.start();

  const playgroundFile = path.join(process.cwd(), deps.dev ? 'client/playground.html' : 'dist/client/playground.html');
  router.get(
    '/graphql',
    ...declareRoute('PUBLIC', (req: Request, res: Response, next: NextFunction) => {
      // A browser visiting /graphql gets the bundled GraphiQL playground; API clients get the API.
      if (req.accepts(['application/json', 'text/html']) !== 'text/html' || 'query' in req.query) return next();
      if (!fs.existsSync(playgroundFile)) return next();
      const nonce = res.locals.cspNonce as string;
      const config = `<script nonce="${nonce}">window.__APP_CONFIG__=${escapeJsonForScript(deps.publicConfig())}</script>`;
      const page = fs
        .readFileSync(playgroundFile, 'utf8')
        .replace(/<script(?= )/g, `<script nonce="${nonce}"`)
        .replace('</head>', `${config}</head>`);
      res.type('html').send(page);
    }),
  );
  router.use(
    '/graphql',
    // Each field declares who may call it (@Access); each request's Firestore reads are counted (extensions.firestoreReads outside production).
    ...declareRoute(
      'GRAPHQL',
      countFirestoreReads,
      deps.graphqlBody.reportError,
      expressMiddleware(apollo, { context: async ({ req, res }) => createContext(req, deps.idTokens, res) }),
    ),
  );

  setUpModules();
  registerMailTemplates();
  uploadStorage = await createUploadStorage(config.uploads);
  const moduleDeps = { config, mailOutbox: deps.mailOutbox, uploadStorage, origin: deps.origin };
  for (const mountRoutes of fromEveryModule('routes')) mountRoutes(router, moduleDeps);
  // Swallowed rendering errors reported by the browser.
  router.use('/api', clientErrorRoutes());
  // Like a schema field without @Access, a route that does not say who may call it stops the start.
  const undeclared = undeclaredRoutes(router as unknown as Parameters<typeof undeclaredRoutes>[0]);
  if (undeclared.length)
    throw new Error(`Every route must declare who may call it (server/platform/auth/routeAccess.ts); undeclared: ${undeclared.join('; ')}`);
  // A page renders before these routes are mounted (server/platform/http/earlyPages.ts): none may answer its path.
  const collisions = earlyPageCollisions(routeEntries(router as unknown as Parameters<typeof routeEntries>[0]));
  if (collisions.length)
    throw new Error(
      `A route answers a path pages render before it is mounted (server/platform/http/earlyPages.ts): ${collisions.join('; ')}`,
    );
  return apollo;
}

import 'reflect-metadata';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import type { Auth } from 'firebase-admin/auth';
import { mountLateRoutes, type LateRouteDeps } from '../../server/appLate';
import { declareRoute, routeEntries, undeclaredRoutes } from '../../server/platform/auth/routeAccess';
import { answeredBeforeLateRoutes, earlyPageCollisions } from '../../server/platform/http/earlyPages';
import { loadConfig } from '../../server/platform/config';
import { jsonBodyForCache } from '../../server/platform/graphql/byteCache';
import type { MailOutbox } from '../../server/platform/mail/sender';
import { setServices } from '../../server/platform/services';

/**
 * Every route and middleware the server mounts after its first page (server/appLate.ts: all but the pages and
 * the built files), walked from the real router: each declares who may call it (server/platform/auth/routeAccess.ts),
 * a route written without a declaration stops the start, and the routes for signed-in callers run the one
 * check GraphQL runs, so an anonymous or forged caller is refused before the route does anything.
 */
// An ES module jest's CommonJS runtime cannot require; the routes only need the upload store to exist.
jest.mock('@tus/file-store', () => ({ FileStore: class {} }));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-routes-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, UPLOAD_STORE: 'file' });
const verified: string[] = [];
const idTokens = {
  async verify(token: string): Promise<never> {
    verified.push(token);
    throw new Error('not a token of this server');
  },
  async accountEnabled(): Promise<boolean> {
    return false;
  },
};
setServices({ config, auth: {} as Auth, idTokens });

const deps = (): LateRouteDeps => ({
  config,
  auth: {} as Auth,
  idTokens,
  mailOutbox: {} as MailOutbox,
  origin: () => 'http://127.0.0.1',
  publicConfig: () => ({}) as ReturnType<LateRouteDeps['publicConfig']>,
  graphqlBody: jsonBodyForCache('100kb'),
});

type Stack = Parameters<typeof routeEntries>[0];
let late: Router;
let stops: Array<() => Promise<void>> = [];

beforeAll(async () => {
  late = express.Router();
  const apollo = await mountLateRoutes(late, deps());
  stops.push(() => apollo.stop());
}, 60_000);

afterAll(async () => {
  for (const stop of stops) await stop();
  stops = [];
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the routes outside the pages', () => {
  it('each declare who may call them; those for signed-in callers are these', () => {
    const entries = routeEntries(late as unknown as Stack);
    expect(entries.length).toBeGreaterThan(25);
    expect(undeclaredRoutes(late as unknown as Stack)).toEqual([]);
    const signedIn = entries
      .filter((entry) => entry.access!.some((access) => access === 'ADMIN' || access === 'COMPANY' || access === 'GRAPHQL'))
      .map((entry) => `${entry.methods.join(',')} ${entry.path}: ${entry.access!.join(' or ')}`);
    // The modules' routes mount in the order of the module list, so the order here says nothing.
    expect([...new Set(signedIn)].sort()).toEqual(
      [
        'USE /graphql (countFirestoreReads): GRAPHQL',
        'USE /graphql (reportError): GRAPHQL',
        'USE /graphql (<anonymous>): GRAPHQL',
        'GET /invoices/:file: LINK_HOLDER or ADMIN or COMPANY',
        'GET /admin-files/certification/:requestId/:type: LINK_HOLDER or ADMIN',
        'POST /admin-media/images: ADMIN',
        'POST /api/admin/ai/post-draft: ADMIN',
        'USE /job-photo-uploads (check): COMPANY',
        'USE /job-photo-uploads (handOver): COMPANY',
      ].sort(),
    );
  });

  it('stop the start when one, written the old way, declares nothing', async () => {
    const router = express.Router();
    router.get('/exports/leads.csv', async (req, res) => {
      res.type('text/csv').send(req.headers.authorization ? 'id\n' : '');
    });
    await expect(mountLateRoutes(router, deps())).rejects.toThrow(
      'Every route must declare who may call it (server/platform/auth/routeAccess.ts); undeclared: GET /exports/leads.csv',
    );
  }, 60_000);

  it('answer no path a page renders before they are mounted, and stop the start when one does', async () => {
    expect(earlyPageCollisions(routeEntries(late as unknown as Stack))).toEqual([]);
    for (const page of ['/', '/calculator', '/dangers', '/locations/york', '/blog', '/companies/loftclear-removals']) {
      expect(answeredBeforeLateRoutes('GET', page)).toBe(true);
    }
    for (const notPage of ['/blog/a-post', '/robots.txt', '/Calculator', '/calculator/', '/graphql', '/api/vitals', '/uploads/x']) {
      expect(answeredBeforeLateRoutes('GET', notPage)).toBe(false);
    }
    expect(answeredBeforeLateRoutes('POST', '/contact/enhanced-quote')).toBe(false);

    const router = express.Router();
    router.get('/exports', ...declareRoute('ADMIN', (_req: express.Request, res: express.Response) => res.send('')));
    await expect(mountLateRoutes(router, deps())).rejects.toThrow(
      'A route answers a path pages render before it is mounted (server/platform/http/earlyPages.ts): GET /exports',
    );
  }, 60_000);

  it('refuse anonymous and forged callers with the shared check before doing anything', async () => {
    const app = express();
    app.use(late);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const calls = [
      ['GET', '/invoices/inv-pay_1.pdf'],
      ['GET', '/admin-files/certification/cr_1/method_statement'],
      ['POST', '/admin-media/images'],
      ['POST', '/api/admin/ai/post-draft'],
      ['POST', '/job-photo-uploads'],
    ] as const;
    for (const [method, route] of calls) {
      const anonymous = await fetch(`${base}${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect({ route, status: anonymous.status }).toEqual({ route, status: 401 });
      const forged = await fetch(`${base}${route}`, {
        method,
        headers: { authorization: 'Bearer forged', 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect({ route, status: forged.status }).toEqual({ route, status: 401 });
    }
    // Each forged token went through the one verifier, once per route.
    expect(verified).toEqual(calls.map(() => 'forged'));
  });
});

import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { gql, serverInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * The built server as a production install (`npm ci --omit=dev`, the Docker image) runs it: no dev dependency
 * resolves (tests/support/withoutDevDependencies.cjs), so neither the emulators nor firebase-tools are there
 * (docs/decisions/0030-lean-image-and-cold-start.md). A server on a store outside its process (here the test
 * server's, standing in for Cloud Firestore) starts and serves; the embedded demo says what it is missing.
 */
const withoutDevDependencies = { NODE_OPTIONS: `--require ${path.resolve(__dirname, '../support/withoutDevDependencies.cjs')}` };

const ROOT = path.resolve(__dirname, '../..');

/** The packages a built file imports by name (the SSR bundle is ESM, which the --require hook does not see). */
function bareImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:@[a-z0-9][\w.-]*\/)?[a-z][\w.-]*(?:\/[\w./-]*)?)["']/g),
  ].map((match) => match[1]);
  return specifiers.map((specifier) => /^(@[^/]+\/[^/]+|[^/]+)/.exec(specifier)![1]).filter((name) => !name.startsWith('node:'));
}

describe('a production install', () => {
  it('has every package the server-rendering bundle imports', () => {
    const { dependencies } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const files = fs
      .readdirSync(path.join(ROOT, 'dist/ssr'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => path.join(ROOT, 'dist/ssr', file));
    const imported = new Set(files.flatMap(bareImports));
    // The bundle carries its dependencies (decision 0036): what it imports by name is mostly Node's own modules.
    expect([...imported].some((name) => builtinModules.includes(name))).toBe(true);
    expect([...imported].filter((name) => !(name in dependencies) && !builtinModules.includes(name))).toEqual([]);
  });

  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      env: {
        ...withoutDevDependencies,
        NODE_ENV: 'production',
        EMBEDDED_FIREBASE: 'false',
        FIRESTORE_EMULATOR_HOST: serverInfo().firestore,
        FIREBASE_AUTH_EMULATOR_HOST: serverInfo().auth,
        METADATA_SERVER_DETECTION: 'none',
        PAYMENTS_PROVIDER: 'local',
        SEED_DEMO_DATA: 'false',
        MAIL_WORKER: 'false',
      },
    });
  }, 180_000);

  afterAll(() => server?.stop());

  it('serves pages, the API and the health check on a store outside its process', async () => {
    for (const page of ['/', '/dangers', '/calculator']) {
      const res = await fetch(`${server.url}${page}`);
      expect({ page, status: res.status }).toEqual({ page, status: 200 });
      expect(await res.text()).toContain('<div id="root">');
    }
    const { status, body } = await gql('{ posts(first: 1) { nodes { slug } } }', {}, { baseUrl: server.url });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });

  it('refuses to start the embedded demo, saying it needs the dev dependencies', async () => {
    const started = startServer({ env: { ...withoutDevDependencies, EMBEDDED_FIREBASE: 'true' } });
    await expect(started).rejects.toThrow(/server exited with 1:[\s\S]*embedded demo[\s\S]*dev dependencies[\s\S]*npm ci/);
    await expect(started).rejects.not.toThrow(/Cannot find module/);
  }, 180_000);
});

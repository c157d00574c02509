import crypto from 'node:crypto';
import { serverInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * The Content-Security-Policy lets the analytics hosts be reached only when a container is configured
 * (PUBLIC_GTM_ID; docs/decisions/0052-one-markdown-renderer.md), and allows no script by its origin:
 * the page's own scripts by hash and integrity, what they load under 'strict-dynamic'
 * (docs/decisions/0054-strict-dynamic-csp.md).
 */
const GTM_ID = 'GTM-TEST123';

function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}
const appConfig = (html: string) => JSON.parse(html.match(/window\.__APP_CONFIG__=(\{.*?\});window\.__PAGES__/)![1]);
const GOOGLE = /googletagmanager|google-analytics|analytics\.google/;

describe('without a tag manager configured', () => {
  it.each(['/', '/blog', '/no-such-page'])('%s allows no Google script, connection or image', async (path) => {
    const res = await fetch(`${serverInfo().url}${path}`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", "'strict-dynamic'"]));
    for (const directive of ['script-src', 'connect-src', 'img-src', 'default-src']) {
      expect({ directive, google: (csp[directive] ?? []).filter((source) => GOOGLE.test(source)) }).toEqual({ directive, google: [] });
    }
    expect(appConfig(await res.text()).gtmId).toBeNull();
  });
});

describe('with a tag manager configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_GTM_ID: GTM_ID } });
  });
  afterAll(() => server?.stop());

  it('lets the tag manager and its analytics hosts be reached, and gives the page the container id', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.google-analytics.com']));
    expect(appConfig(await res.text()).gtmId).toBe(GTM_ID);
  });

  // Public pages hydrated in islands, one hydrated whole (its chunks preloaded), and the admin area's shell.
  it.each(['/', '/blog', '/dangers', '/calculator', '/admin'])(
    '%s allows no script by its origin: its own scripts by hash and integrity, what they load by strict-dynamic',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      const html = await res.text();
      const scriptSrc = directives(res.headers.get('content-security-policy'))['script-src'];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc.filter((source) => GOOGLE.test(source) || /^https?:/.test(source) || source === '*')).toEqual([]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");

      // Every script of the site's own in the page (preloads, and the scripts its inline loaders add) names
      // the hash of the bytes the server sends for it; no <script src> is parser-inserted.
      expect(html).not.toMatch(/<script\b[^>]*\ssrc=/);
      const preloads = [...html.matchAll(/<link\b[^>]*\srel="modulepreload"[^>]*>/g)].map((match) => ({
        src: match[0].match(/\shref="([^"]+)"/)![1],
        integrity: match[0].match(/\sintegrity="([^"]+)"/)?.[1],
      }));
      // A page hydrated whole names its chunks for its entry to preload after the first paint.
      const named = /window\.__PRELOADS__=(\[.*?\])/.exec(html);
      if (path === '/calculator') expect(named).not.toBeNull();
      for (const preload of named ? (JSON.parse(named[1]!) as Array<{ href: string; integrity: string }>) : []) {
        preloads.push({ src: preload.href, integrity: preload.integrity });
      }
      const loaded = [...html.matchAll(/s\.integrity="([^"]+)";s\.src="([^"]+)"/g)].map((match) => ({
        src: match[2],
        integrity: match[1],
      }));
      expect(loaded).toEqual([{ src: expect.stringMatching(/^\/assets\/main-/), integrity: expect.any(String) }]);
      for (const { src, integrity } of [...preloads, ...loaded]) {
        expect({ src, own: src.startsWith('/assets/') }).toEqual({ src, own: true });
        const asset = await fetch(`${server.url}${src}`);
        expect(asset.status).toBe(200);
        const served = `sha384-${crypto
          .createHash('sha384')
          .update(Buffer.from(await asset.arrayBuffer()))
          .digest('base64')}`;
        expect({ src, integrity }).toEqual({ src, integrity: served });
      }
      // The CSP names exactly the page's inline scripts (its state and its loader), nothing else by hash.
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (match) => `'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
      );
      expect(inline.length).toBeGreaterThanOrEqual(2);
      expect(scriptSrc.filter((source) => /^'sha(256|384|512)-/.test(source)).sort()).toEqual(inline.sort());
    },
  );
});

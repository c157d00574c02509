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

  // A public page hydrated whole (its chunks preloaded), a text page hydrated in islands, and the admin area's shell.
  it.each(['/', '/blog', '/dangers', '/admin'])(
    '%s allows no script by its origin: its own scripts by hash and integrity, what they load by strict-dynamic',
    async (path) => {
      const res = await fetch(`${server.url}${path}`);
      const html = await res.text();
      const scriptSrc = directives(res.headers.get('content-security-policy'))['script-src'];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(scriptSrc.filter((source) => GOOGLE.test(source) || /^https?:/.test(source) || source === '*')).toEqual([]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");

      // Every script of the site's own in the page names the hash of the bytes the server sends for it.
      const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => /^<script\b[^>]*\ssrc=/.test(tag) || /\srel="modulepreload"/.test(tag));
      expect(tags.some((tag) => tag.startsWith('<script'))).toBe(true);
      const externalHashes: string[] = [];
      for (const tag of tags) {
        const src = tag.match(/\s(?:src|href)="([^"]+)"/)![1];
        expect({ src, own: src.startsWith('/assets/') }).toEqual({ src, own: true });
        const integrity = tag.match(/\sintegrity="([^"]+)"/)?.[1];
        const asset = await fetch(`${server.url}${src}`);
        expect(asset.status).toBe(200);
        const served = `sha384-${crypto
          .createHash('sha384')
          .update(Buffer.from(await asset.arrayBuffer()))
          .digest('base64')}`;
        expect({ src, integrity }).toEqual({ src, integrity: served });
        if (tag.startsWith('<script')) externalHashes.push(`'${served}'`);
      }
      // The CSP names exactly those of the page's scripts and the inline ones, nothing else by hash.
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        (match) => `'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
      );
      expect(scriptSrc.filter((source) => /^'sha(256|384|512)-/.test(source)).sort()).toEqual([...inline, ...externalHashes].sort());
    },
  );
});

import { serverInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';

/**
 * The Content-Security-Policy allows Google Tag Manager, and the analytics hosts it talks to, only when a
 * container is configured (PUBLIC_GTM_ID; docs/decisions/0052-one-markdown-renderer.md).
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
    expect(csp['script-src']).toContain("'self'");
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

  it('allows the tag manager and its analytics hosts, and gives the page the container id', async () => {
    const res = await fetch(`${server.url}/`);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://www.googletagmanager.com']));
    expect(csp['script-src'].filter((source) => source.startsWith("'sha256-"))).toHaveLength(1);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://*.google-analytics.com']));
    expect(appConfig(await res.text()).gtmId).toBe(GTM_ID);
  });
});

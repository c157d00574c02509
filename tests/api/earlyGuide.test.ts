import { startServer } from '../support/serverProcess';
import { eventually } from '../support/wait';

/**
 * A cold start's first guide page is answered by the guide's own schema (server/earlySchema.ts) before the second
 * phase of the start has built the whole one, and is the page the whole schema renders
 * (docs/decisions/0058-every-page-fast.md).
 */

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const stateOf = (html: string) => /window\.__APOLLO_STATE__=([\s\S]*?);window\.__APP_CONFIG__=/.exec(html)?.[1] ?? '';

describe('a cold start’s first guide page', () => {
  it('is answered by the early schema, with the same content and data as the whole schema then renders', async () => {
    const server = await startServer();
    try {
      // Asked as soon as the server says it listens: the second phase waits a second for a first page.
      const first = await fetch(`${server.url}/dangers`);
      const firstHtml = await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.get('server-timing')).toContain('graphql;desc="early schema"');
      expect(mainOf(firstHtml)).toContain('<h1>Spray Foam Insulation Dangers');

      // Once the second phase is up, the same guide rendered afresh goes through the whole schema.
      await eventually(async () => (await fetch(`${server.url}/healthz`)).status === 200, 'the second phase');
      const later = await fetch(`${server.url}/dangers?rendered=later`);
      const laterHtml = await later.text();
      expect(later.status).toBe(200);
      expect(later.headers.get('server-timing')).toMatch(/^render;dur=[\d.]+;desc="\d pass(es)?"$/);
      expect(mainOf(laterHtml)).toBe(mainOf(firstHtml));
      // A guide hydrates its islands only, which read nothing from the cache: neither page carries query state.
      expect(stateOf(laterHtml)).toBe(stateOf(firstHtml));
    } finally {
      await server.stop();
    }
  });

  it('leaves any other page’s query to the whole schema', async () => {
    const server = await startServer();
    try {
      const first = await fetch(`${server.url}/blog`);
      await first.text();
      expect(first.status).toBe(200);
      expect(first.headers.get('server-timing')).not.toContain('early schema');
    } finally {
      await server.stop();
    }
  });
});

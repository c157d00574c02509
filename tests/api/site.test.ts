import { serverInfo } from '../support/api';

describe('the running site', () => {
  it('server-renders the home page with its content, not an empty root', async () => {
    const res = await fetch(`${serverInfo().url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      /<div id="root">(?!<\/div>)[\s\S]*<header[\s\S]*<main[\s\S]*<h1>Spray foam insulation blocking your sale or mortgage\?<\/h1>/,
    );
    expect(html).toContain('<title>');
    // A text page is hydrated only in its islands, forms that read nothing from Apollo's cache: the cache is not sent.
    expect(html).toContain('window.__HYDRATION__="islands"');
    expect(html).not.toContain('window.__APOLLO_STATE__');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it('server-renders a guide from content/ with its FAQ structured data', async () => {
    const html = await (await fetch(`${serverInfo().url}/dangers`)).text();
    expect(html).toContain('<h1>Spray Foam Insulation Dangers');
    expect(html).toContain('"@type":"FAQPage"');
    for (const block of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(() => JSON.parse(block[1])).not.toThrow();
    }
  });

  it('gives FAQ answers as plain text in structured data: no tags, no HTML entities such as &#39;', async () => {
    for (const path of ['/faq', '/dangers', '/faq/spray-foam-removal-cost']) {
      const html = await (await fetch(`${serverInfo().url}${path}`)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      const faq = blocks.find((block) => block['@type'] === 'FAQPage');
      const answers: string[] = faq.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text);
      expect(answers.length).toBeGreaterThan(2);
      expect(answers.filter((text) => /&(#\d+|#x[0-9a-f]+|[a-z]+);|<\/?[a-z]/i.test(text))).toEqual([]);
    }
    // An apostrophe the Markdown renderer escapes arrives as itself.
    const faq = await (await fetch(`${serverInfo().url}/faq`)).text();
    expect(faq).toMatch(/"text":"[^"]*homeowner's own work/);
  });

  it('answers an unknown path with HTTP 404 and the 404 error screen', async () => {
    const res = await fetch(`${serverInfo().url}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Page not found: /no-such-page');
    expect(html).toContain('Popular Pages');
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    for (const href of ['/spray-foam-removal-cost', '/professional-removal', '/dangers', '/contact/enhanced-quote']) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('serves the bundled GraphiQL playground to browsers at /graphql, with no CDN', async () => {
    const res = await fetch(`${serverInfo().url}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="playground">');
    expect(html).toMatch(/src="\/assets\/playground-[\w-]+\.js"/);
    expect(html).not.toMatch(/unpkg|jsdelivr|cdn\./);
  });

  it('reports health when Firestore, Auth and the upload store are reachable', async () => {
    const res = await fetch(`${serverInfo().url}/healthz`);
    expect(res.status).toBe(200);
    // The server owns its embedded store, so it also reports the store's transactions (docs/decisions/0026).
    expect(await res.json()).toEqual({
      status: 'ok',
      firestore: 'ok',
      auth: 'ok',
      uploads: { store: 'file', status: 'ok' },
      transactions: { committed: expect.any(Number), aborted: expect.any(Number) },
    });
  });

  it('renders admin routes as a client-side shell that is never indexed', async () => {
    const res = await fetch(`${serverInfo().url}/admin/leads`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Loading…');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('SFR-0');
  });
});

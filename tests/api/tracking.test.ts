import type { Firestore } from 'firebase-admin/firestore';
import { adminDb, randomIp, serverInfo, visitPage } from '../support/api';
import { eventually } from '../support/wait';
import { PHONE_CLICK_LIMIT } from '../../server/modules/tracking/tracking.service';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let db: Firestore;
beforeAll(() => {
  db = adminDb();
});

/** A beacon as `navigator.sendBeacon(url, string)` sends it: text/plain, from its own address. */
function beacon(path: string, body: unknown, init: { ip?: string; headers?: Record<string, string> } = {}) {
  return fetch(`${serverInfo().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': init.ip ?? randomIp(), ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const docsWhere = async (collection: string, field: string, value: string) =>
  (await db.collection(collection).where(field, '==', value).get()).docs.map((doc) => doc.data());

describe('AI visits (aiVisits)', () => {
  async function visitsSince(startedAt: number, agent: string, path: string) {
    const docs = await db.collection('aiVisits').where('agent', '==', agent).where('path', '==', path).get();
    return docs.docs.map((doc) => doc.data()).filter((visit) => visit.at.toMillis() >= startedAt - 1000);
  }

  it('a page request by GPTBot to /dangers is served as usual and recorded as a crawler visit', async () => {
    const startedAt = Date.now();
    const res = await visitPage('/dangers', { 'user-agent': GPTBOT });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<h1');
    const visits = await eventually(async () => {
      const found = await visitsSince(startedAt, 'GPTBot', '/dangers');
      return found.length > 0 ? found : null;
    }, 'the aiVisits document');
    expect(visits[0]).toMatchObject({ agent: 'GPTBot', kind: 'crawler', path: '/dangers' });
    expect(Object.keys(visits[0]).sort()).toEqual(['agent', 'at', 'createdAt', 'kind', 'path', 'updatedAt']);
  });

  it('a person arriving from ChatGPT is recorded as a referral, by Referer or by utm_source', async () => {
    const startedAt = Date.now();
    const path = `/locations/york`;
    await visitPage(path, { 'user-agent': CHROME, referer: 'https://chatgpt.com/' });
    await visitPage('/calculator?utm_source=perplexity.ai', { 'user-agent': CHROME });
    await eventually(
      async () => (await visitsSince(startedAt, 'chatgpt.com', path)).find((visit) => visit.kind === 'referral'),
      'the ChatGPT referral',
    );
    await eventually(
      async () => (await visitsSince(startedAt, 'perplexity.ai', '/calculator')).find((visit) => visit.kind === 'referral'),
      'the Perplexity referral',
    );
  });

  it('records nothing for people, for files and the API, or for unknown paths’ assets', async () => {
    const path = `/no-such-page-${RUN}`;
    const person = await visitPage(path, { 'user-agent': CHROME });
    expect(person.status).toBe(404);
    for (const file of ['/robots.txt', '/favicon.svg', `/assets/missing-${RUN}.js`]) {
      await visitPage(file, { 'user-agent': GPTBOT });
    }
    const crawlerOn404 = await visitPage(path, { 'user-agent': GPTBOT });
    expect(crawlerOn404.status).toBe(404);
    // The person's request was answered before the crawler's was sent, and the recorder starts its write
    // as soon as a page is answered: once the crawler's visit is stored, a record of the person's would be too.
    await eventually(async () => (await docsWhere('aiVisits', 'path', path)).length > 0, 'the crawler’s visit to the unknown page');
    expect(await docsWhere('aiVisits', 'path', path)).toHaveLength(1); // the person's visit was not recorded
    for (const file of ['/robots.txt', '/favicon.svg', `/assets/missing-${RUN}.js`])
      expect(await docsWhere('aiVisits', 'path', file)).toEqual([]);
  });
});

describe('phone-link clicks (POST /api/phone-click → phoneClicks)', () => {
  it('stores the clicked number in national form with the page it was on', async () => {
    const pagePath = `/dangers-${RUN}`;
    const res = await beacon('/api/phone-click', { number: '0808 157 0192', pagePath });
    expect(res.status).toBe(204);
    const clicks = await docsWhere('phoneClicks', 'pagePath', pagePath);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ number: '08081570192', pagePath });
    expect(clicks[0].at.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts application/json too', async () => {
    const pagePath = `/json-${RUN}`;
    const res = await beacon(
      '/api/phone-click',
      { number: '+44 7700 900123', pagePath },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(res.status).toBe(204);
    expect((await docsWhere('phoneClicks', 'pagePath', pagePath))[0]).toMatchObject({ number: '07700900123' });
  });

  it.each([
    ['a number that is not a UK phone number', { number: '12345', pagePath: `/bad-number-${RUN}` }, 'number'],
    ['no number', { pagePath: `/no-number-${RUN}` }, 'number'],
    ['a page path that is not a path', { number: '08081570192', pagePath: `bad-path-${RUN}` }, 'pagePath'],
    ['a page path over 300 characters', { number: '08081570192', pagePath: `/long-${RUN}-${'x'.repeat(300)}` }, 'pagePath'],
  ])('answers 400 with a field error for %s, and stores nothing', async (_what, body, field) => {
    const res = await beacon('/api/phone-click', body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(answer.fieldErrors.map((error: { path: string }) => error.path)).toContain(field);
    expect(answer.fieldErrors.find((error: { path: string }) => error.path === field).message).toEqual(expect.any(String));
    expect(await docsWhere('phoneClicks', 'pagePath', body.pagePath)).toEqual([]);
  });

  it('answers 400, not 500, for a page path with a lone surrogate', async () => {
    for (const [path, body] of [
      ['/api/phone-click', { number: '08081570192', pagePath: `/broken-\ud800-${RUN}` }],
      ['/api/vitals', { path: `/broken-\udc00-${RUN}`, metrics: [{ name: 'LCP', value: 1200, rating: 'good' }] }],
    ] as const) {
      const res = await beacon(path, body);
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors[0].path).toMatch(/^(pagePath|path)$/);
    }
  });

  it('answers 400 for a body that is not JSON, 413 for an oversized one, and 415 for a form post', async () => {
    expect((await beacon('/api/phone-click', '{"number": "0800')).status).toBe(400);
    expect((await beacon('/api/phone-click', { number: '08081570192', pagePath: '/', padding: 'x'.repeat(5000) })).status).toBe(413);
    const form = await fetch(`${serverInfo().url}/api/phone-click`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
      body: 'number=08081570192&pagePath=/',
    });
    expect(form.status).toBe(415);
  });

  it('refuses beacons a browser marks as cross-site', async () => {
    const pagePath = `/cross-site-${RUN}`;
    const res = await beacon('/api/phone-click', { number: '08081570192', pagePath }, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(403);
    expect(await docsWhere('phoneClicks', 'pagePath', pagePath)).toEqual([]);
  });

  it(`limits one address to ${PHONE_CLICK_LIMIT.max} clicks in ten minutes`, async () => {
    const ip = randomIp();
    const pagePath = `/rate-limit-${RUN}`;
    for (let i = 0; i < PHONE_CLICK_LIMIT.max; i += 1) {
      expect((await beacon('/api/phone-click', { number: '08081570192', pagePath }, { ip })).status).toBe(204);
    }
    const limited = await beacon('/api/phone-click', { number: '08081570192', pagePath }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await docsWhere('phoneClicks', 'pagePath', pagePath)).toHaveLength(PHONE_CLICK_LIMIT.max);
    // Someone else is not affected.
    expect((await beacon('/api/phone-click', { number: '08081570192', pagePath })).status).toBe(204);
  });
});

describe('web vitals (POST /api/vitals → webVitals)', () => {
  it('stores one document per measurement', async () => {
    const path = `/vitals-${RUN}`;
    const res = await beacon('/api/vitals', {
      path,
      metrics: [
        { name: 'LCP', value: 1834, rating: 'good' },
        { name: 'INP', value: 240, rating: 'needs-improvement' },
        { name: 'CLS', value: 0.02, rating: 'good' },
      ],
    });
    expect(res.status).toBe(204);
    const stored = (await docsWhere('webVitals', 'path', path)).map(({ name, value, rating, path: p }) => ({
      name,
      value,
      rating,
      path: p,
    }));
    expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'CLS', value: 0.02, rating: 'good', path },
      { name: 'INP', value: 240, rating: 'needs-improvement', path },
      { name: 'LCP', value: 1834, rating: 'good', path },
    ]);
  });

  it.each([
    ['FID, which web-vitals no longer measures', [{ name: 'FID', value: 12, rating: 'good' }], 'metrics.0.name'],
    ['an unknown rating', [{ name: 'LCP', value: 1200, rating: 'great' }], 'metrics.0.rating'],
    ['a negative value', [{ name: 'LCP', value: -5, rating: 'good' }], 'metrics.0.value'],
    ['a value that is not a number', [{ name: 'LCP', value: '1200', rating: 'good' }], 'metrics.0.value'],
    ['no metrics', [], 'metrics'],
  ])('answers 400 for %s and stores nothing', async (_what, metrics, field) => {
    const path = `/vitals-bad-${RUN}-${field.replace(/\W/g, '')}`;
    const res = await beacon('/api/vitals', { path, metrics });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.map((error: { path: string }) => error.path)).toContain(field);
    expect(await docsWhere('webVitals', 'path', path)).toEqual([]);
  });

  it('answers 400 for a missing or malformed path', async () => {
    const res = await beacon('/api/vitals', { path: 'https://elsewhere.example/', metrics: [{ name: 'LCP', value: 1, rating: 'good' }] });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual([{ path: 'path', message: expect.any(String) }]);
  });
});

describe('client error reports (POST /api/client-errors)', () => {
  it('accepts a well-formed report and refuses a malformed one', async () => {
    const ok = await beacon(
      '/api/client-errors',
      { message: 'hydration failed', path: '/dangers', kind: 'render' },
      { headers: { 'user-agent': GPTBOT } },
    );
    expect(ok.status).toBe(204);
    const bad = await beacon('/api/client-errors', { message: 42, path: '/dangers' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.map((error: { path: string }) => error.path)).toEqual(['message']);
  });
});

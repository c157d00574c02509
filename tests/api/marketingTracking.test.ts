import { createUser, gql, randomIp, randomMobile, serverInfo, visitPage } from '../support/api';
import { createCompany } from '../support/marketplace';
import { addDays, londonTodayClearOfMidnight } from '../support/londonDay';
import { eventually } from '../support/wait';

/**
 * The phone-tracking and AI-tracking screens' API (docs/requirements/admin-console.md#marketing): events
 * recorded through the public endpoints, read back by range from the daily rollups.
 */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const GPTBOT = 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const PHONE = `query P($from: String, $to: String) { adminPhoneClicks(from: $from, to: $to) {
  from to total days { day total } byPage { key count } byNumber { key count } } }`;
const AI = `query A($from: String, $to: String) { adminAiVisits(from: $from, to: $to) {
  from to total crawler referral days { day total crawler referral } byPage { key count } byAgent { agent kind count } } }`;

interface Reads {
  documents: number;
  queries: number;
  aggregations: number;
}
const readsOf = (response: { body: unknown }) => (response.body as { extensions: { firestoreReads: Reads } }).extensions.firestoreReads;

const daysBefore = (day: string, days: number) => addDays(day, -days);

async function clickPhone(number: string, pagePath: string) {
  const res = await fetch(`${serverInfo().url}/api/phone-click`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': randomIp() },
    body: JSON.stringify({ number, pagePath }),
  });
  expect(res.status).toBe(204);
}

let adminToken: string;
beforeAll(async () => {
  adminToken = (await createUser({ claims: { admin: true } })).token;
});

/** The shards a running day's counters are spread over. */
const SHARDS = 32;

const countOf = (list: Array<{ key: string; count: number }>, key: string) => list.find((entry) => entry.key === key)?.count ?? 0;

describe('phone clicks by range', () => {
  it('counts clicks recorded through POST /api/phone-click by day, page and number', async () => {
    const today = await londonTodayClearOfMidnight();
    const before = await gql(PHONE, { from: today, to: today }, { token: adminToken });
    expect(before.body.errors).toBeUndefined();
    const pageA = `/phone-a-${RUN}`;
    const pageB = `/phone-b-${RUN}`;
    const number = randomMobile();
    await clickPhone(number, pageA);
    await clickPhone(number, pageA);
    await clickPhone(number, pageB);

    const after = await gql(PHONE, { from: daysBefore(today, 6), to: today }, { token: adminToken });
    expect(after.body.errors).toBeUndefined();
    const stats = after.body.data!.adminPhoneClicks;
    expect(stats.from).toBe(daysBefore(today, 6));
    expect(stats.to).toBe(today);
    expect(stats.days).toHaveLength(7);
    expect(stats.days[6].day).toBe(today);
    expect(stats.days[6].total).toBeGreaterThanOrEqual(before.body.data!.adminPhoneClicks.total + 3);
    expect(countOf(stats.byPage, pageA)).toBe(2);
    expect(countOf(stats.byPage, pageB)).toBe(1);
    expect(countOf(stats.byNumber, number)).toBe(3);
    expect(stats.byPage[0].count).toBeGreaterThanOrEqual(stats.byPage[stats.byPage.length - 1].count);

    // A range that ends yesterday does not contain today's clicks.
    const yesterday = await gql(PHONE, { from: daysBefore(today, 3), to: daysBefore(today, 1) }, { token: adminToken });
    expect(countOf(yesterday.body.data!.adminPhoneClicks.byPage, pageA)).toBe(0);
  });

  it('defaults to the last 30 days and refuses bad or too long ranges with field errors', async () => {
    const today = await londonTodayClearOfMidnight();
    const defaults = await gql(PHONE, {}, { token: adminToken });
    expect(defaults.body.errors).toBeUndefined();
    expect(defaults.body.data!.adminPhoneClicks.days).toHaveLength(30);
    expect(defaults.body.data!.adminPhoneClicks.to).toBe(today);

    const tooLong = await gql(PHONE, { from: '2024-01-01', to: '2025-01-02' }, { token: adminToken });
    expect(tooLong.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'from' }] });
    const longest = await gql(PHONE, { from: '2024-01-02', to: '2025-01-01' }, { token: adminToken });
    expect(longest.body.data!.adminPhoneClicks.days).toHaveLength(366);
    const reversed = await gql(PHONE, { from: '2025-02-02', to: '2025-02-01' }, { token: adminToken });
    expect(reversed.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const notADay = await gql(PHONE, { from: '2025-02-30' }, { token: adminToken });
    expect(notADay.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: [{ path: 'from' }] });
  });

  it('reads a bounded number of documents per day of the range, however many clicks there are', async () => {
    const today = await londonTodayClearOfMidnight();
    const week = { from: daysBefore(today, 6), to: today };
    const page = `/phone-scale-${RUN}`;
    // A running day is spread over 32 shards (docs/decisions/0031-sharded-daily-counters.md), taken in turn:
    // once each has been written, more clicks add no document to read.
    for (let i = 0; i < SHARDS; i++) await clickPhone(randomMobile(), page);
    const first = readsOf(await gql(PHONE, week, { token: adminToken }));
    for (let i = 0; i < 12; i++) await clickPhone(randomMobile(), page);
    const second = await gql(PHONE, week, { token: adminToken });
    expect(countOf(second.body.data!.adminPhoneClicks.byPage, page)).toBe(SHARDS + 12);
    expect(readsOf(second)).toEqual(first);
    // One totals document per day, the shards of the days still running (today, perhaps yesterday), one query.
    expect(first.documents).toBeGreaterThanOrEqual(7 + SHARDS);
    expect(first.documents).toBeLessThanOrEqual(7 + 2 * SHARDS);
    expect(first.queries).toBe(1);
    // Seven more days that have settled cost seven more documents.
    const fortnight = readsOf(await gql(PHONE, { from: daysBefore(today, 13), to: today }, { token: adminToken }));
    expect(fortnight.documents - first.documents).toBe(7);
  });
});

describe('AI visits by range', () => {
  it('counts crawler and referral visits recorded from page requests, by day, kind, page and agent', async () => {
    const today = await londonTodayClearOfMidnight();
    // Pages of the site are counted by path; any other URL by its status, so a crawler trying made-up URLs
    // cannot add a counter per URL to the day.
    const crawled = '/faq';
    const referred = '/blog';
    const missing = `/no-such-page-ai-${RUN}`;
    const before = (await gql(AI, { from: today, to: today }, { token: adminToken })).body.data!.adminAiVisits;
    await visitPage(crawled, { 'user-agent': GPTBOT });
    await visitPage(crawled, { 'user-agent': GPTBOT });
    // A person's visit first, so the referral below is answered from the page cache: it must still count.
    await visitPage(referred, { 'user-agent': CHROME });
    await visitPage(referred, { 'user-agent': CHROME, referer: 'https://chatgpt.com/' });
    await visitPage(missing, { 'user-agent': GPTBOT });
    await visitPage(`/no-such-page-person-${RUN}`, { 'user-agent': CHROME });

    // The recorder does not hold the page for its write: wait until the rollup has all four.
    const stats = await eventually(async () => {
      const { body } = await gql(AI, { from: today, to: today }, { token: adminToken });
      const found = body.data!.adminAiVisits;
      const added = (key: string) => countOf(found.byPage, key) - countOf(before.byPage, key);
      return added(crawled) >= 2 && added(referred) >= 1 && added('(404)') >= 1 ? found : null;
    }, 'the AI visits in the rollup');
    expect(countOf(stats.byPage, missing)).toBe(0);
    expect(countOf(stats.byPage, `/no-such-page-person-${RUN}`)).toBe(0);
    expect(stats.byPage.every(({ key }: { key: string }) => key.startsWith('/') || /^\(\d{3}\)$/.test(key))).toBe(true);
    expect(stats.total).toBeGreaterThanOrEqual(before.total + 4);
    expect(stats.crawler).toBeGreaterThanOrEqual(before.crawler + 3);
    expect(stats.referral).toBeGreaterThanOrEqual(before.referral + 1);
    expect(stats.total).toBe(stats.crawler + stats.referral);
    expect(stats.days).toEqual([{ day: today, total: stats.total, crawler: stats.crawler, referral: stats.referral }]);
    expect(stats.byAgent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ agent: 'GPTBot', kind: 'crawler' }),
        expect.objectContaining({ agent: 'chatgpt.com', kind: 'referral' }),
      ]),
    );
  });

  it('reads one document per day of the range', async () => {
    const today = await londonTodayClearOfMidnight();
    const one = readsOf(await gql(AI, { from: today, to: today }, { token: adminToken }));
    const ten = readsOf(await gql(AI, { from: daysBefore(today, 9), to: today }, { token: adminToken }));
    expect(ten.documents - one.documents).toBe(9);
    expect(ten.queries).toBe(one.queries);
  });
});

describe('access', () => {
  it('refuses anonymous callers and companies', async () => {
    const company = await createCompany({ regions: ['London'] });
    for (const query of [PHONE, AI]) {
      const anonymous = await gql(query, {});
      expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const asCompany = await gql(query, {}, { token: company.token });
      expect(asCompany.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });
});

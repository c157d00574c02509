import { refusedAddressReason } from '../../server/platform/http/addressPolicy';
import { estimateCostGbp, toMicroGbp } from '../../server/modules/ai/aiCost';
import { isNearDuplicate, titleSimilarity } from '../../server/modules/ai/ideas';
import { extractPageReport } from '../../server/modules/ai/pageReport';
import { SEO_DESCRIPTION_RANGE, SEO_TITLE_RANGE, withinRange } from '../../server/modules/ai/seoLimits';
import { checkTarget, PageFetchRefused } from '../../server/modules/ai/safeFetch';
import { DEFAULT_AI_PRICES, loadConfig } from '../../server/platform/config';

describe('URL analyzer address policy', () => {
  it.each([
    ['127.0.0.1', /loopback/],
    ['127.10.20.30', /loopback/],
    ['10.1.2.3', /private network/],
    ['172.16.0.1', /private network/],
    ['172.31.255.255', /private network/],
    ['192.168.1.1', /private network/],
    ['169.254.169.254', /link-local/],
    ['100.64.0.1', /carrier-grade NAT/],
    ['224.0.0.1', /multicast/],
    ['0.0.0.0', /unspecified/],
    ['255.255.255.255', /broadcast/],
    ['::1', /loopback/],
    ['::', /unspecified/],
    ['fe80::1', /link-local/],
    ['fc00::1', /unique local/],
    ['fd12:3456::1', /unique local/],
    ['ff02::1', /multicast/],
    ['::ffff:127.0.0.1', /loopback/],
    ['::ffff:10.0.0.1', /private network/],
    ['::ffff:169.254.169.254', /link-local/],
  ])('refuses %s', (address, reason) => {
    expect(refusedAddressReason(address)).toMatch(reason);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddressReason(address)).toBeNull();
    },
  );

  it('refuses literal private hosts, other schemes and credentials before any request; allows only the exact test host:port', () => {
    expect(() => checkTarget(new URL('http://[::1]:8080/'), [])).toThrow(PageFetchRefused);
    expect(() => checkTarget(new URL('http://[::ffff:127.0.0.1]/'), [])).toThrow(/loopback/);
    expect(() => checkTarget(new URL('http://0x7f000001/'), [])).toThrow(/loopback/);
    expect(() => checkTarget(new URL('file:///etc/passwd'), [])).toThrow(/Only http/);
    expect(() => checkTarget(new URL('https://user:pw@example.com/'), [])).toThrow(/user name or password/);
    expect(checkTarget(new URL('http://127.0.0.1:4567/'), ['127.0.0.1:4567'])).toEqual({ allowed: true });
    expect(() => checkTarget(new URL('http://127.0.0.1:4568/'), ['127.0.0.1:4567'])).toThrow(/loopback/);
    expect(checkTarget(new URL('https://example.com/'), [])).toEqual({ allowed: false });
  });

  it('ignores the test allow-list outside NODE_ENV=test and refuses it in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', AI_URL_ANALYZER_TEST_ALLOW: '127.0.0.1:4567' }).ai.urlAnalyzerTestAllow).toEqual([
      '127.0.0.1:4567',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'production', EMBEDDED_FIREBASE: 'true', AI_URL_ANALYZER_TEST_ALLOW: '127.0.0.1:4567' })).toThrow(
      /AI_URL_ANALYZER_TEST_ALLOW: only allowed with NODE_ENV=test/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).ai.urlAnalyzerTestAllow).toEqual([]);
  });
});

describe('URL analyzer page report', () => {
  const html = `<!doctype html><html><head><title> Spray foam &amp; mortgages </title>
    <meta content="What lenders think." name="Description">
    <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article"},{"@type":["FAQPage","WebPage"]}]}</script>
    <script type='application/ld+json'>{not json</script>
    <style>h1 { color: red }</style></head>
    <body><h1>Spray <em>foam</em> guide</h1><p>One two three four five.</p>
    <script>document.write('<h2>not a heading</h2> words words')</script>
    <h2>Why it matters</h2><p>Six seven.</p><h3></h3>
    <a href="/guides">in</a> <a href="https://www.example.com/x">in too</a> <a href="https://other.org/">out</a>
    <a href="#top">anchor</a> <a href="mailto:a@b.c">mail</a> <!-- <a href="https://hidden.org">x</a> -->
    </body></html>`;

  it('reports title, description, headings, words, links and JSON-LD types', () => {
    const report = extractPageReport(html, 'https://example.com/page');
    expect(report).toEqual({
      url: 'https://example.com/page',
      title: 'Spray foam & mortgages',
      metaDescription: 'What lenders think.',
      headings: [
        { level: 1, text: 'Spray foam guide' },
        { level: 2, text: 'Why it matters' },
      ],
      wordCount: 19,
      internalLinks: 2,
      externalLinks: 1,
      structuredDataTypes: ['Article', 'FAQPage', 'WebPage'],
      invalidStructuredData: 1,
    });
  });

  it('copes with a page without head, title or body', () => {
    expect(extractPageReport('plain words here', 'http://example.com/')).toMatchObject({
      title: null,
      metaDescription: null,
      headings: [],
      wordCount: 3,
    });
  });
});

describe('AI cost estimation', () => {
  it('prices tokens and images from the table in GBP', () => {
    const prices = { ...DEFAULT_AI_PRICES, m: { inputPerMillion: 2, outputPerMillion: 8, perImage: 0.04 } };
    expect(estimateCostGbp('m', { tokensIn: 1_000_000, tokensOut: 500_000, images: 2 }, prices, 0.8)).toBeCloseTo((2 + 4 + 0.08) * 0.8, 10);
    expect(toMicroGbp(estimateCostGbp('gpt-4o-mini', { tokensIn: 120, tokensOut: 80, images: 0 }, DEFAULT_AI_PRICES, 1))).toBe(66);
  });

  it('prices an unknown model at the default (never free)', () => {
    expect(estimateCostGbp('my-local-llama', { tokensIn: 1_000_000, tokensOut: 0, images: 0 }, DEFAULT_AI_PRICES, 1)).toBeGreaterThan(0);
  });

  it('merges AI_PRICES_JSON over the defaults and refuses a bad table', () => {
    const config = loadConfig({ AI_PRICES_JSON: '{"my-model": {"inputPerMillion": 1, "outputPerMillion": 2}}' });
    expect(config.ai.prices['my-model']).toEqual({ inputPerMillion: 1, outputPerMillion: 2, perImage: 0 });
    expect(config.ai.prices['gpt-4o-mini']).toEqual(DEFAULT_AI_PRICES['gpt-4o-mini']);
    expect(() => loadConfig({ AI_PRICES_JSON: '{oops' })).toThrow(/AI_PRICES_JSON: not valid JSON/);
    expect(() => loadConfig({ AI_PRICES_JSON: '{"m": {"inputPerMillion": -1}}' })).toThrow(/AI_PRICES_JSON/);
  });

  it('is off without an endpoint or key', () => {
    expect(loadConfig({}).ai.configured).toBe(false);
    expect(loadConfig({ AI_API_KEY: 'sk-x' }).ai.configured).toBe(true);
  });
});

describe('ideas near-duplicates and SEO limits', () => {
  it('finds titles that say the same thing', () => {
    expect(isNearDuplicate('Can you sell a house with spray foam insulation?', ['Selling a house with spray foam insulation'])).toBe(true);
    expect(isNearDuplicate('Spray foam and equity release', ['Selling a house with spray foam insulation'])).toBe(false);
    expect(titleSimilarity('', 'anything')).toBe(0);
  });

  it('keeps titles and descriptions inside the lengths search results show', () => {
    expect(withinRange('x'.repeat(60), SEO_TITLE_RANGE)).toBe(true);
    expect(withinRange('x'.repeat(61), SEO_TITLE_RANGE)).toBe(false);
    expect(withinRange('x'.repeat(119), SEO_DESCRIPTION_RANGE)).toBe(false);
    expect(withinRange('x'.repeat(155), SEO_DESCRIPTION_RANGE)).toBe(true);
  });
});

import { HtmlValidate, type Message } from 'html-validate';
import { serverInfo } from '../support/api';

/**
 * Every public page is valid HTML (docs/requirements/seo.md): the pages listed in the sitemap, plus the
 * public pages that are deliberately not in it (forms, thank-you pages). Checked with html-validate's
 * "standard" preset, which holds the HTML specification's rules rather than style preferences.
 */
const PAGES_OUTSIDE_SITEMAP = ['/contact/thank-you', '/certificate-request', '/certificate-success', '/guest-post', '/blog/page/2'];

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes boolean attributes as attr="" and void elements as <br/>; both are valid HTML.
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    // Inline JSON-LD and the page's own bootstrap script are allowed: the CSP allows them by nonce or hash.
    'no-inline-style': 'off',
  },
});

async function sitemapPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

function describeMessage(message: Message): string {
  return `${message.line}:${message.column} ${message.ruleId}: ${message.message} [${(message.selector ?? '').slice(0, 80)}]`;
}

test('every public page is valid HTML', async () => {
  const { url } = serverInfo();
  const paths = [...new Set([...(await sitemapPaths(url)), ...PAGES_OUTSIDE_SITEMAP])];
  expect(paths.length).toBeGreaterThan(40);

  const problems: string[] = [];
  for (const path of paths) {
    const response = await fetch(`${url}${path}`);
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    const report = await validator.validateString(await response.text(), path);
    for (const result of report.results) for (const message of result.messages) problems.push(`${path} ${describeMessage(message)}`);
  }
  expect(problems).toEqual([]);
}, 120_000);

type JsonLd = Record<string, any>;

async function structuredData(path: string): Promise<JsonLd[]> {
  const html = await (await fetch(`${serverInfo().url}${path}`)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]));
}

const ofType = (blocks: JsonLd[], type: string) => blocks.filter((block) => block['@type'] === type);

test('the home page describes the organisation, with its logo and a contact point, and the website', async () => {
  const { url } = serverInfo();
  const blocks = await structuredData('/');
  const [organization] = ofType(blocks, 'Organization');
  expect(organization.url).toBe(`${url}/`);
  expect(organization.logo.url).toBe(`${url}/logo.png`);
  expect(organization.contactPoint).toMatchObject({ '@type': 'ContactPoint', url: `${url}/contact` });
  expect(ofType(blocks, 'WebSite')[0]).toMatchObject({ url: `${url}/`, inLanguage: 'en-GB' });
  for (const image of [organization.logo.url, `${url}/social-card.png`]) {
    const response = await fetch(image);
    expect({ image, status: response.status, type: response.headers.get('content-type') }).toEqual({
      image,
      status: 200,
      type: 'image/png',
    });
  }
});

test.each(['/dangers', '/mortgage-impact', '/blog/why-my-mortgage-valuation-was-down-valued-for-spray-foam', '/locations/manchester'])(
  '%s carries a complete Article (image, dates, author, publisher logo) and breadcrumbs matching the visible trail',
  async (path) => {
    const { url } = serverInfo();
    const blocks = await structuredData(path);
    const [article] = ofType(blocks, 'Article');
    expect(article.image).toMatch(new RegExp(`^${url}/`));
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(article.author.name).toEqual(expect.any(String));
    expect(article.publisher.logo.url).toBe(`${url}/logo.png`);
    expect(article.mainEntityOfPage).toBe(`${url}${path}`);
    const [breadcrumbs] = ofType(blocks, 'BreadcrumbList');
    expect(breadcrumbs.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${url}/` });
    expect(breadcrumbs.itemListElement.at(-1).item).toBe(`${url}${path}`);
  },
);

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HtmlValidate, type Message } from 'html-validate';
import { serverInfo } from '../support/api';

/**
 * Every public page is valid HTML (docs/requirements/seo.md): the pages listed in the sitemap, plus the
 * public pages that are deliberately not in it (forms, thank-you pages). Checked with html-validate's
 * "standard" preset, which holds the HTML specification's rules rather than style preferences, and with
 * the Nu HTML Checker (vnu, the W3C's validator; it needs a Java runtime: `apt-get install default-jre-headless`).
 */
// The demo's profiles are kept out of the sitemap (noindex) but are pages all the same.
const PAGES_OUTSIDE_SITEMAP = [
  '/contact/thank-you',
  '/certificate-request',
  '/certificate-success',
  '/guest-post',
  '/blog/page/2',
  '/partners',
  '/partners/demo-partner',
  '/authors/demo-author-surveying',
];

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

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the Nu HTML Checker once over every page written to `dir`; answers its errors (warnings left out). */
async function nuErrors(dir: string): Promise<NuMessage[]> {
  const jar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
  const run = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', dir], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
    if (error.code === 'ENOENT') throw new Error('The Nu HTML Checker needs a Java runtime: apt-get install default-jre-headless');
    throw error;
  });
  // vnu writes its JSON report to stderr.
  return (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages.filter((message) => message.type === 'error');
}

test('every public page is valid HTML (html-validate and the Nu HTML Checker)', async () => {
  const { url } = serverInfo();
  const paths = [...new Set([...(await sitemapPaths(url)), ...PAGES_OUTSIDE_SITEMAP])];
  expect(paths.length).toBeGreaterThan(40);

  const problems: string[] = [];
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-pages-'));
  const pathOfFile = new Map<string, string>();
  for (const [index, pagePath] of paths.entries()) {
    const response = await fetch(`${url}${pagePath}`);
    expect({ path: pagePath, status: response.status }).toEqual({ path: pagePath, status: 200 });
    const html = await response.text();
    const file = path.join(pagesDir, `page-${index}.html`);
    fs.writeFileSync(file, html);
    pathOfFile.set(`file:${file}`, pagePath);
    const report = await validator.validateString(html, pagePath);
    for (const result of report.results) for (const message of result.messages) problems.push(`${pagePath} ${describeMessage(message)}`);
  }
  // A page with one known error proves the checker ran over this folder.
  const canary = path.join(pagesDir, 'canary.html');
  fs.writeFileSync(
    canary,
    '<!doctype html><html lang="en"><head><title>Canary</title></head><body><img src="a b.png" alt=""></body></html>',
  );
  try {
    const errors = await nuErrors(pagesDir);
    expect(errors.filter((error) => error.url === `file:${canary}`).map((error) => error.message)).toEqual([
      expect.stringContaining('Illegal character in path segment. Space is not allowed'),
    ]);
    for (const error of errors.filter((error) => error.url !== `file:${canary}`))
      problems.push(
        `${pathOfFile.get(error.url) ?? error.url} ${error.lastLine ?? '?'}: vnu: ${error.message} [${(error.extract ?? '').slice(0, 80)}]`,
      );
  } finally {
    fs.rmSync(pagesDir, { recursive: true, force: true });
  }
  expect(problems).toEqual([]);
}, 180_000);

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

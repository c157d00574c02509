import { serverInfo } from '../support/api';

/** Every public route of docs/requirements/routes-and-screens.md#public-routes, with a real slug where the route has a parameter. */
const SPEC_PUBLIC_ROUTES = [
  '/',
  '/about',
  '/apply',
  '/terms',
  '/privacy-policy',
  '/faq',
  '/faq/spray-foam-removal-cost',
  '/faq/spray-foam-health-dangers',
  '/enhanced-faq',
  '/dangers',
  '/benefits',
  '/regulations',
  '/rics-survey',
  '/mortgage-impact',
  '/vetting-process',
  '/homeowners-bible',
  '/professional-removal',
  '/superfoil-insulation',
  '/calculator',
  '/free-guide',
  '/certification',
  '/blog',
  '/blog/page/2',
  '/blog/category/mortgages',
  '/blog/why-my-mortgage-valuation-was-down-valued-for-spray-foam',
  '/guest-post',
  '/videos',
  '/authors',
  '/authors/editorial-team',
  '/contact',
  '/contact/thank-you',
  '/contact/request-call',
  '/contact/enhanced-quote',
  '/contact/single-company',
  '/locations',
  '/locations/manchester',
  '/certificate-request',
  '/certificate-success',
  '/certificate-upload-success',
  '/spray-foam-dangers-guide',
  '/diy-spray-foam-insulation',
  '/spray-foam-removal-quotes',
  '/spray-foam-removal-companies',
  '/emergency-spray-foam-removal',
  '/expanding-foam-removal-guide',
  '/is-spray-foam-insulation-safe',
  '/cavity-wall-spray-foam-removal',
  '/spray-foam-insulation-problems',
  '/spray-foam-insulation-removal-cost',
  '/spray-foam-loft-insulation-removal',
  '/spray-foam-removal-record',
];

/** The Markdown guides: each must carry its whole text in the server HTML. */
const GUIDES = SPEC_PUBLIC_ROUTES.filter((path) =>
  /^\/(dangers|benefits|regulations|rics-survey|mortgage-impact|vetting-process|homeowners-bible|professional-removal|superfoil-insulation|certification|about|spray-foam-|diy-|emergency-|expanding-|is-spray|cavity-)/.test(
    path,
  ),
);

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('docs/requirements/routes-and-screens.md#public-routes: every public route, server-rendered', () => {
  const pages = new Map<string, string>();

  beforeAll(async () => {
    for (const path of SPEC_PUBLIC_ROUTES) {
      const res = await fetch(`${serverInfo().url}${path}`, { redirect: 'manual' });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      pages.set(path, await res.text());
    }
  });

  it('answers each with an <h1>, its main content and a title of its own', () => {
    const titles = new Map<string, string>();
    for (const [path, html] of pages) {
      expect({ path, h1: /<h1[^>]*>[^<]+/.test(html) }).toEqual({ path, h1: true });
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      expect({ path, mainText: textOf(main).length > 150 }).toEqual({ path, mainText: true });
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
      expect({ path, duplicateOf: titles.get(title) }).toEqual({ path, duplicateOf: undefined });
      titles.set(title, path);
    }
  });

  it('carries the whole text of every guide (at least 700 words) in the HTML, readable without JavaScript', () => {
    for (const path of GUIDES) {
      const article = /<article[\s\S]*<\/article>/.exec(pages.get(path)!)?.[0] ?? '';
      expect({ path, words: textOf(article).split(' ').length >= 700 }).toEqual({ path, words: true });
    }
  });

  it('answers /404 and unknown paths with the 404 screen', async () => {
    for (const path of ['/404', '/no-such-guide', '/blog/no-such-post']) {
      const res = await fetch(`${serverInfo().url}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});

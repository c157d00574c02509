import { allLocations, type LocationDocument } from '../server/modules/content/locations.repository';
import { LOCAL_DEMAND_MIN_REQUESTS } from '../server/modules/marketplace/localDemand';
import { coverageSentence, demandSentence, sharedGuidesSentence } from '../common/locationPage';

/**
 * How much of each location page a reader has already read on another one (issue 28).
 *
 * A page's sentences are what a reader sees: the summary, the Markdown body after the calculator figures are filled in
 * (the way the site fills them), and the fixed sentences LocationPage.tsx writes around them. Headings and tables are
 * not sentences. A sentence is a near-duplicate when some sentence on another location page has a word 3-shingle
 * Jaccard similarity of at least 0.5 with it, after lowercasing, replacing the page's own place name, county and region
 * with one placeholder and every number with another, so "in York, £4,100" and "in Leeds, £3,900" still match.
 *
 * `npm run check:locations` prints the share per page and the average, and fails when the average is at least 20 %
 * or any page is at least 30 %; tests/server/locationDuplicates.test.ts holds the site to the same limits.
 */
export const SIMILARITY = 0.5;
export const MAX_AVERAGE = 0.2;
export const MAX_PAGE = 0.3;

/**
 * The sentences LocationPage.tsx writes around the Markdown on a page whose region no company serves yet and with too
 * few requests to show figures: the state of a fresh directory. (With companies the page adds one fixed sentence, its
 * call to action, and the companies' own listings, which are the same on every page of a region by nature.) They come
 * from common/locationPage.ts, which the page uses too; tests/api/locationPages.test.ts checks them against the page.
 */
export function fixedSentences(location: Pick<LocationDocument, 'name' | 'region'>): string[] {
  return [
    coverageSentence(location, 0, 0),
    demandSentence(location.region, { requestsLast12Months: null, fewerThan: LOCAL_DEMAND_MIN_REQUESTS }),
    sharedGuidesSentence(),
  ];
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#(39|x27);/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ');

/** The sentences of rendered HTML: headings and tables dropped, each paragraph or list item split at sentence ends. */
export function sentencesOfHtml(html: string): string[] {
  const blocks = html
    .replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/g, '\n')
    .replace(/<table[\s\S]*?<\/table>/g, '\n')
    .replace(/<\/(p|li|blockquote|div)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split(/\n+/);
  return blocks.flatMap((block) => splitSentences(decode(block)));
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“'‘(£])/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.split(' ').length >= 3);
}

export interface LocationPageText {
  slug: string;
  name: string;
  county: string;
  region: string;
  sentences: string[];
}

export function pageTexts(locations: LocationDocument[] = allLocations()): LocationPageText[] {
  return locations.map((location) => ({
    slug: location.slug,
    name: location.name,
    county: location.county,
    region: location.region,
    sentences: [...splitSentences(location.summary), ...sentencesOfHtml(location.html), ...fixedSentences(location)],
  }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence's word 3-shingles, with the page's own place names and all numbers replaced by placeholders. */
export function shingles(sentence: string, page: Pick<LocationPageText, 'name' | 'county' | 'region'>): Set<string> {
  let text = sentence.toLowerCase();
  const names = [page.name, page.county, page.region].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const name of names) text = text.replace(new RegExp(escape(name.toLowerCase()), 'g'), ' placex ');
  const words = text
    .replace(/\d[\d,.]*/g, ' numx ')
    .replace(/[^a-z0-9£%\s-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const result = new Set<string>();
  if (words.length < 3) return result;
  for (let i = 0; i + 3 <= words.length; i++) result.add(words.slice(i, i + 3).join(' '));
  return result;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

export interface PageShare {
  slug: string;
  sentences: number;
  duplicated: number;
  share: number;
  examples: string[];
}

export function measure(pages: LocationPageText[] = pageTexts()): { pages: PageShare[]; average: number } {
  const shingled = pages.map((page) => page.sentences.map((sentence) => ({ sentence, set: shingles(sentence, page) })));
  const result = pages.map((page, index) => {
    const duplicates = shingled[index].filter(({ set }) =>
      shingled.some((other, otherIndex) => otherIndex !== index && other.some((candidate) => jaccard(set, candidate.set) >= SIMILARITY)),
    );
    const sentences = shingled[index].length;
    return {
      slug: page.slug,
      sentences,
      duplicated: duplicates.length,
      share: sentences === 0 ? 0 : duplicates.length / sentences,
      examples: duplicates.map((d) => d.sentence),
    };
  });
  const average = result.reduce((sum, page) => sum + page.share, 0) / Math.max(1, result.length);
  return { pages: result, average };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

if (require.main === module) {
  const verbose = process.argv.includes('--verbose');
  const { pages, average } = measure();
  for (const page of pages) {
    console.log(`${page.slug.padEnd(24)} ${percent(page.share).padStart(7)}  (${page.duplicated}/${page.sentences})`);
    if (verbose) for (const example of page.examples) console.log(`    ${example}`);
  }
  console.log(`${'average'.padEnd(24)} ${percent(average).padStart(7)}`);
  const worst = pages.filter((page) => page.share >= MAX_PAGE);
  if (average >= MAX_AVERAGE || worst.length > 0) {
    console.error(
      `Location pages repeat each other: average ${percent(average)} (limit ${percent(MAX_AVERAGE)})` +
        (worst.length ? `; at or above ${percent(MAX_PAGE)}: ${worst.map((page) => page.slug).join(', ')}` : ''),
    );
    process.exit(1);
  }
}

import { serverInfo } from '../support/api';
import { pageTexts, sentencesOfHtml } from '../../scripts/locationDuplicates';
import { coverageSentence, sharedGuidesSentence } from '../../common/locationPage';

/**
 * Location pages (issue 28): no claim of coverage the directory does not have, and `npm run check:locations` measures
 * the sentences a reader actually reads. No suite gives the West Midlands a company or a quote request, and the seeded
 * directory has none there, so Birmingham is a page of a region nobody serves yet; London has the seeded LoftClear.
 */
const page = async (path: string) => {
  const res = await fetch(`${serverInfo().url}${path}`);
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, '');
};

/** The <main> element as a reader reads it: its text, without scripts and the head tags React may hoist from it. */
function mainOf(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html);
  if (!main) throw new Error('no <main> on the page');
  return main[0].replace(/<(script|style|title)\b[\s\S]*?<\/\1>/g, '').replace(/<(meta|link)\b[^>]*>/g, '');
}

/** Its sentences as the duplicate measure defines them: breadcrumbs, the byline and button labels are not sentences. */
function readerSentences(main: string): string[] {
  return sentencesOfHtml(
    main
      .replace(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/, '')
      .replace(/<p class="meta">[\s\S]*?<\/p>/, '')
      .replace(/<div class="actions">[\s\S]*?<\/div>/, ''),
  );
}

/** All its text, headings and buttons included. */
const textOf = (main: string) => main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a location page whose region no vetted company serves', () => {
  const place = { slug: 'birmingham', name: 'Birmingham', region: 'West Midlands' };

  it('says so once, and claims no local companies, coverage or quotes anywhere on the page', async () => {
    const main = mainOf(await page(`/locations/${place.slug}`));
    const sentences = readerSentences(main);
    expect(sentences).toContain(coverageSentence(place, 0, 0));
    expect(main).not.toContain('company-directory');
    // Every sentence naming companies is the one saying there are none, or the link to how companies are vetted.
    expect(sentences.filter((sentence) => /compan(y|ies)/i.test(sentence))).toEqual([
      coverageSentence(place, 0, 0),
      sharedGuidesSentence(),
    ]);
    // Headings and buttons included: the phrasings the page uses when companies do serve the region, and other claims.
    const text = textOf(main);
    for (const claim of [
      /\d+ vetted compan(y|ies) covers?/i,
      /compan(y|ies) (covering|serving|cover|serve) (the )?(West Midlands|Birmingham)/i,
      /local (companies|specialists|contractors|installers|firms)/i,
      /Get (free )?quotes/i,
      /up to three/i,
    ])
      expect({ claim: String(claim), found: claim.exec(text)?.[0] ?? null }).toEqual({ claim: String(claim), found: null });
  });

  it('is measured by `npm run check:locations` exactly as a reader reads it', async () => {
    const main = mainOf(await page(`/locations/${place.slug}`));
    const measured = pageTexts().find((text) => text.slug === place.slug)!;
    expect([...readerSentences(main)].sort()).toEqual([...measured.sentences].sort());
  });
});

describe('a location page whose region vetted companies serve', () => {
  it('lists them, with how many cover the region, and offers quotes', async () => {
    const main = mainOf(await page('/locations/london'));
    expect(main).toContain('<h2 id="companies-heading">Removal companies serving London</h2>');
    expect(main).toMatch(/<h3><a href="\/companies\/loftclear-removals">LoftClear Removals Ltd<\/a>/);
    expect(main).toMatch(/href="\/contact\/single-company\?company=[^"]+"[^>]*>Request a quote from LoftClear Removals Ltd</);
    expect(readerSentences(main).join('\n')).toMatch(/^\d+ vetted compan(y covers|ies cover) London, \d+ of them certified\.$/m);
    expect(main).not.toContain('No vetted company covers London');
    expect(main).toContain('Get free quotes');
  });
});

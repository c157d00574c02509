import fs from 'node:fs';
import path from 'node:path';
import { ILLUSTRATIONS, categoryIllustration, illustration, type IllustrationName } from '../../common/illustrations';
import { allGuides } from '../../server/modules/content/guides.repository';
import { builtInAuthors } from '../../server/modules/content/builtInAuthors';
import { POST_CATEGORIES } from '../../server/modules/content/postCategories';

const PUBLIC_DIR = path.resolve('client/public');
const fileOf = (src: string) => path.join(PUBLIC_DIR, src);
/** Legal and policy pages are text only. */
const TEXT_ONLY = new Set(['/privacy-policy', '/terms', '/editorial-policy']);

describe('the site’s illustrations', () => {
  it.each(Object.keys(ILLUSTRATIONS) as IllustrationName[])('%s exists, is titled and has the size the pages reserve', (name) => {
    const { src, width, height, alt } = illustration(name);
    const svg = fs.readFileSync(fileOf(src), 'utf8');
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(svg).toMatch(/<title id="t">[^<]{10,}<\/title>/);
    // Self-contained: nothing fetched from elsewhere, no script.
    expect(svg).not.toMatch(/<script|href="http|xlink:href="http|@import/i);
    expect(alt.length).toBeGreaterThan(20);
    expect(fs.statSync(fileOf(src)).size).toBeLessThan(8 * 1024);
  });

  it('illustrates every guide and FAQ page except the legal and policy pages', () => {
    const missing = allGuides()
      .filter((guide) => !TEXT_ONLY.has(guide.path) && !guide.illustration)
      .map((guide) => guide.path);
    expect(missing).toEqual([]);
    for (const guide of allGuides()) if (guide.illustration) expect(fs.existsSync(fileOf(guide.illustration.src))).toBe(true);
  });

  it('gives every blog category an illustration of its own for posts without a cover', () => {
    const sources = POST_CATEGORIES.map((category) => categoryIllustration(category.slug).src);
    expect(new Set(sources).size).toBe(POST_CATEGORIES.length);
    for (const src of sources) expect(fs.existsSync(fileOf(src))).toBe(true);
  });

  it('shows each author’s portrait from the site’s own files', () => {
    for (const author of builtInAuthors()) {
      if (author.portraitPath?.startsWith('/images/')) expect(fs.existsSync(fileOf(author.portraitPath))).toBe(true);
    }
    expect(builtInAuthors().find((author) => author.slug === 'editorial-team')?.portraitPath).toBe('/images/editorial-team.svg');
  });
});

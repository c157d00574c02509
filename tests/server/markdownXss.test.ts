import fs from 'node:fs';
import path from 'node:path';
import { markdownTokens, renderMarkdown, sanitiseHtml, USER_LINK_REL, type MarkdownAuthor } from '../../server/platform/safeMarkdown';
import { elementsOf, injectedMarkup, MARK, XSS_PAYLOADS } from '../support/markup';

/**
 * The one Markdown renderer against a corpus of script injection payloads (docs/decisions/0052-one-markdown-renderer.md):
 * whoever wrote the text, no payload survives as markup, and what is left is only what the policy allows.
 */
const AUTHORS: MarkdownAuthor[] = ['site', 'visitor'];

/** The policy's elements with the attributes each may carry (server/platform/safeMarkdown.ts). */
const ALLOWED: Record<MarkdownAuthor, RegExp> = {
  site: /^(p|br|hr|h2|h3|h4|ul|li|strong|em|del|blockquote|code|pre|table|thead|tbody|tr)\[\]$|^(th|td)\[(align)?\]$|^ol\[(start)?\]$|^a\[(href)?,?(id)?\]$|^img\[(alt,)?src(,title)?\]$/,
  visitor:
    /^(p|br|hr|h2|h3|h4|ul|li|strong|em|del|blockquote|code|pre|table|thead|tbody|tr)\[\]$|^(th|td)\[(align)?\]$|^ol\[(start)?\]$|^a\[(href,rel)?\]$/,
};

describe.each(AUTHORS)('Markdown written by the %s', (author) => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing of %s as markup', (payload) => {
    const html = renderMarkdown(`Before.\n\n${payload}\n\nAfter.`, author);
    expect(injectedMarkup(html, { page: false })).toEqual([]);
    expect(elementsOf(html).filter((element) => !ALLOWED[author].test(element))).toEqual([]);
    expect(html).toContain('Before.');
    expect(html).toContain('After.');
  });

  it('leaves nothing of the whole corpus at once, nor of its HTML sanitised again', () => {
    const html = renderMarkdown(XSS_PAYLOADS.join('\n\n'), author);
    expect(injectedMarkup(html, { page: false })).toEqual([]);
    expect(injectedMarkup(sanitiseHtml(XSS_PAYLOADS.join('\n'), author), { page: false })).toEqual([]);
    expect(sanitiseHtml(html, author)).toBe(html);
  });

  it('keeps tables, headings, lists and ordinary links', () => {
    const html = renderMarkdown(
      '# Title\n\n## Costs\n\n| Foam | Cost |\n|:---|---:|\n| Open | £1 |\n\n3. third\n4. fourth\n\n~~old~~ **bold** _em_\n\n---\n\n[GOV.UK](https://www.gov.uk/) and <mailto:help@example.com>',
      author,
    );
    const rel = author === 'visitor' ? ` rel="${USER_LINK_REL}"` : '';
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<th align="left">Foam</th>');
    expect(html).toContain('<td align="right">£1</td>');
    expect(html).toContain('<ol start="3">');
    expect(html).toContain('<del>old</del> <strong>bold</strong> <em>em</em>');
    expect(html).toContain('<hr />');
    expect(html).toContain(`<a href="https://www.gov.uk/"${rel}>GOV.UK</a>`);
    expect(html).toContain(`<a href="mailto:help@example.com"${rel}>mailto:help@example.com</a>`);
  });
});

describe('the site’s own Markdown', () => {
  it('keeps paths on this site, anchors and images from this site', () => {
    const html = renderMarkdown(
      '<a id="what-lenders-accept"></a>\n\n[costs](/spray-foam-insulation-removal-cost) [below](#what-lenders-accept)\n\n![A loft](/media/loft-1600.webp "Loft")',
      'site',
    );
    expect(html).toContain('<a id="what-lenders-accept"></a>');
    expect(html).toContain('<a href="/spray-foam-insulation-removal-cost">costs</a>');
    expect(html).toContain('<a href="#what-lenders-accept">below</a>');
    expect(html).toContain('<img src="/media/loft-1600.webp" alt="A loft" title="Loft" />');
  });

  it('gives an image written as HTML without a text alternative an empty one (valid HTML, read as decorative)', () => {
    expect(renderMarkdown('<img src="/media/site-image.webp">', 'site')).toContain('<img src="/media/site-image.webp" alt="" />');
  });

  it('refuses addresses that leave the site from a path, and images from elsewhere', () => {
    const html = renderMarkdown(
      '[a](//evil.example/x) <a href="/\\evil.example/y">b</a> ![c](https://evil.example/c.png) ![d](//evil.example/d.png)',
      'site',
    );
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<img');
  });

  it('renders every guide, FAQ, location, author and seed post in content/ with the markup the policy allows', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name.endsWith('.md')) files.push(path.join(dir, entry.name));
      }
    };
    walk(path.resolve('content'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const html = renderMarkdown(fs.readFileSync(file, 'utf8'), 'site');
      expect({ file, found: injectedMarkup(html, { page: false }) }).toEqual({ file, found: [] });
      expect({ file, refused: elementsOf(html).filter((element) => !ALLOWED.site.test(element)) }).toEqual({ file, refused: [] });
    }
  });
});

describe('a visitor’s Markdown', () => {
  it('has no ids, no images and no paths on this site', () => {
    const html = renderMarkdown('<a id="gtm-script"></a> [a](/admin) ![b](/media/b.webp) text', 'visitor');
    expect(html).toBe('<p> a  text</p>');
  });
});

describe('the free guide’s tokens', () => {
  it('are tokens, not HTML: raw HTML stays a token the PDF layout skips', () => {
    const tokens = markdownTokens(`## Heading\n\n<script>alert('${MARK}')</script>`);
    expect(tokens.map((token) => token.type).filter((type) => type !== 'space')).toEqual(['heading', 'html']);
  });
});

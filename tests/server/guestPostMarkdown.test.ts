// The seed module reaches the type-graphql entity classes, whose decorators need the metadata polyfill.
import 'reflect-metadata';
import { guestPostSchema } from '../../common/validation/guestPost';
import { fieldErrorsFrom } from '../../common/validation/fieldErrors';
import { excerptOf, plainTextOf, renderMarkdown, sanitiseHtml, USER_LINK_REL } from '../../server/platform/safeMarkdown';

const renderGuestPostMarkdown = (markdown: string) => renderMarkdown(markdown, 'visitor');
const sanitiseGuestPostHtml = (html: string) => sanitiseHtml(html, 'visitor');
import { slugFromTitle } from '../../server/modules/guestPosts/guestPostSlug';
import { readContentFolder } from '../../server/modules/content/contentFolder';
import { SEED_VIDEOS_FOLDER, videoFromSeedFile } from '../../server/seed/videos';

describe('guest post Markdown', () => {
  it('keeps ordinary formatting and marks every link as user-generated', () => {
    const html = renderGuestPostMarkdown(
      '## Why lenders worry\n\nFoam hides **rafters** and _battens_.\n\n- one\n- two\n\n1. first\n\n> A quote\n\n`code` and\n\n```\nblock\n```\n\nSee [RICS](https://www.rics.org/ "RICS") or [write](mailto:editor@example.com).',
    );
    expect(html).toContain('<h2>Why lenders worry</h2>');
    expect(html).toContain('<strong>rafters</strong>');
    expect(html).toContain('<em>battens</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>/);
    expect(html).toContain('<code>code</code>');
    expect(html).toMatch(/<pre><code>block/);
    expect(html).toContain(`<a href="https://www.rics.org/" rel="${USER_LINK_REL}">RICS</a>`);
    expect(html).toContain(`<a href="mailto:editor@example.com" rel="${USER_LINK_REL}">write</a>`);
    expect(html).not.toContain('title=');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', /script|alert/i],
    ['an image with an event handler', '<img src=x onerror=alert(1)>', /<img|onerror|alert/i],
    ['a javascript: Markdown link', '[click](javascript:alert(1))', /javascript|href|alert/i],
    ['a javascript: link in another case', '[click](JaVaScRiPt:alert(1))', /javascript|href|alert/i],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">click</a>', /javascript|href|alert/i],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD4=)', /data:|href/i],
    ['a relative link', '[click](/admin)', /href/i],
    ['an event handler on an allowed tag', '<p onmouseover="alert(1)">hover</p>', /onmouseover|alert/i],
    ['an iframe', '<iframe src="https://evil.example">inside</iframe>', /iframe|evil|inside/i],
    ['a style element', '<style>body{display:none}</style>', /style|display/i],
    ['an SVG with onload', '<svg onload="alert(1)"><circle r="1"/></svg>', /svg|onload|alert/i],
    ['a target and an opener rel', '<a href="https://example.com" target="_blank" rel="opener">x</a>', /target|rel="opener"/i],
  ])('drops %s', (_what, markdown, forbidden) => {
    const html = renderGuestPostMarkdown(`Before.\n\n${markdown}\n\nAfter.`);
    expect(html).not.toMatch(forbidden);
    expect(html).toContain('Before.');
    expect(html).toContain('After.');
  });

  it('folds headings into h2–h4 so the page keeps one h1', () => {
    expect(renderGuestPostMarkdown('# One\n\n###### Six')).toBe('<h2>One</h2>\n<h4>Six</h4>');
  });

  it('is idempotent, so stored HTML can be sanitised again when it is shown', () => {
    const html = renderGuestPostMarkdown('Text with [a link](https://example.com) and <b>bold</b>.');
    expect(sanitiseGuestPostHtml(html)).toBe(html);
  });

  it('gives the plain text and an excerpt cut at a word', () => {
    const text = plainTextOf(renderGuestPostMarkdown('## Heading\n\nFish &amp; chips: a **bold** claim about <em>lofts</em>.'));
    expect(text).toBe('Heading Fish & chips: a bold claim about lofts.');
    expect(excerptOf(text, 22)).toBe('Heading Fish & chips…');
    expect(excerptOf(text, 19)).toBe('Heading Fish &…');
    expect(excerptOf(text, 100)).toBe(text);
  });
});

describe('guest post slugs', () => {
  it.each([
    ['Spray Foam & My Mortgage: What I Learned', 'spray-foam-and-my-mortgage-what-i-learned'],
    ['Café owners’ guide to lofts', 'cafe-owners-guide-to-lofts'],
    ['??????????', 'guest-post'],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps long slugs to 80 characters, cut between words', () => {
    const slug = slugFromTitle('Removal '.repeat(30));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^removal(-removal)*$/);
  });
});

describe('guest post form rules', () => {
  const valid = {
    title: 'What a valuer looks for in a loft',
    bodyMarkdown: 'A'.repeat(300),
    author: { name: 'Sam Surveyor', email: 'Sam@Example.com', bio: 'Chartered surveyor.', website: '' },
    consent: { terms: true },
  };
  const errorsOf = (input: unknown) => {
    const parsed = guestPostSchema.safeParse(input);
    return parsed.success ? {} : Object.fromEntries(fieldErrorsFrom(parsed.error).map((e) => [e.path, e.message]));
  };

  it('accepts a valid post and normalises it', () => {
    const parsed = guestPostSchema.parse(valid);
    expect(parsed.author).toEqual({ name: 'Sam Surveyor', email: 'sam@example.com', bio: 'Chartered surveyor.', website: null });
  });

  it('answers each bad field with its own message', () => {
    expect(
      errorsOf({
        title: 'Short',
        bodyMarkdown: '',
        author: { name: '', email: 'x', bio: '', website: 'javascript:alert(1)' },
        consent: { terms: false },
      }),
    ).toEqual({
      title: 'The title must be at least 10 characters',
      bodyMarkdown: 'Write your article',
      'author.name': 'Enter your name',
      'author.email': 'Enter a valid email address, like name@example.com',
      'author.bio': 'Write a short bio',
      'author.website': 'Enter a full website address starting with https://, like https://example.co.uk',
      'consent.terms': 'You must accept the terms to send your article',
    });
    expect(
      errorsOf({
        ...valid,
        title: 'x'.repeat(151),
        bodyMarkdown: 'x'.repeat(20_001),
        author: { ...valid.author, bio: 'b'.repeat(501), website: 'ftp://example.com' },
      }),
    ).toEqual({
      title: 'The title must be 150 characters or fewer',
      bodyMarkdown: 'Your article must be 20000 characters or fewer',
      'author.bio': 'Your bio must be 500 characters or fewer',
      'author.website': 'Enter a full website address starting with https://, like https://example.co.uk',
    });
    expect(errorsOf({ ...valid, bodyMarkdown: 'Too short.' })).toEqual({ bodyMarkdown: 'Your article must be at least 300 characters' });
  });
});

describe('demo video seed files', () => {
  it('are complete: an 11-character id, a duration, a date and a transcript of 150–300 words', () => {
    const files = readContentFolder(SEED_VIDEOS_FOLDER);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const video = videoFromSeedFile(file);
      expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      const words = video.transcript.split(/\s+/).length;
      expect({ slug: video.slug, ok: words >= 150 && words <= 300 }).toEqual({ slug: video.slug, ok: true });
    }
  });

  it('refuses a file with a malformed id', () => {
    expect(() =>
      videoFromSeedFile({
        slug: 'bad',
        meta: { title: 'T', description: 'D', youtubeId: 'nope', durationSeconds: '60', publishedAt: '2026-01-01', demo: 'true' },
        body: 'Words.',
      }),
    ).toThrow('content/seed/videos/bad.md: youtubeId must be an 11-character YouTube video id');
  });
});

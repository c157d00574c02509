/** A blog post's input for `savePost` (a complete, valid draft), unique by its slug; `overrides` replace fields. */
export function postInput(overrides: Record<string, unknown> = {}) {
  const word = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    title: `Spray foam and lenders ${word}`,
    slug: `spray-foam-and-lenders-${word}`,
    excerpt: 'What mortgage lenders ask about spray foam insulation, and what to send them.',
    bodyMarkdown: `## Why lenders ask\n\nValuers cannot see the roof timbers under spray foam, so many lenders decline. ${'More words here. '.repeat(10)}`,
    category: 'mortgages',
    tags: ['Lenders', 'valuation'],
    authorSlug: 'editorial-team',
    seoTitle: null,
    seoDescription: null,
    canonical: null,
    ...overrides,
  };
}

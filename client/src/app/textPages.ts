/**
 * Pages whose content is text, with at most a form or two (docs/decisions/0021-text-pages-hydrate-islands.md):
 * the browser does not hydrate them; only their islands (app/islandComponents.tsx), the consent banner and
 * lazy images run.
 * Ids are those of app/routes.tsx's lazy pages. A render that used any other page is hydrated whole.
 */
export const TEXT_PAGES: ReadonlySet<string> = new Set([
  'home',
  'guide',
  'blog-index',
  'blog-post',
  'authors',
  'author',
  'locations',
  'location',
  'company',
  'partner',
  'partners',
  'guest-post-article',
  'guest-post',
  'single-company',
]);

export type Hydration = 'islands' | 'full';

/** How the browser takes over a page the server rendered with these lazy pages. */
export function hydrationFor(pages: readonly string[]): Hydration {
  return pages.length > 0 && pages.every((id) => TEXT_PAGES.has(id)) ? 'islands' : 'full';
}

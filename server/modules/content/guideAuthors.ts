import { builtInAuthors } from './builtInAuthors';
import { storeOpened } from './profiles.repository';

/**
 * The name a guide shows for its author. Before this process has opened Firestore (a cold start's first page,
 * which is answered but not kept: server/platform/pages/ssr.ts) it is the built-in author's name from content/authors,
 * so a guide never waits for the Firestore SDK to load (docs/decisions/0036-firestore-loaded-at-first-use.md). The
 * profiles' service (and the media module it uses) loads only then: the early schema (server/earlySchema.ts) stays small.
 */
export async function guideAuthorName(slug: string): Promise<string | null> {
  if (!storeOpened()) return builtInAuthors().find((author) => author.slug === slug)?.name ?? null;
  const { publicAuthor } = require('./profiles.service') as typeof import('./profiles.service');
  return (await publicAuthor(slug))?.name ?? null;
}

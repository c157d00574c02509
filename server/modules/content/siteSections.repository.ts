import { db, firestoreOpened } from '../../platform/firestore/firestore';
import { onPagesInvalidated } from '../../platform/pages/pageCache';
import type { SiteSections } from '../../../common/siteSections';

// Kept free of type-graphql and the other repositories' imports: every page's render asks for it, the first
// page of a cold start included (docs/decisions/0036-firestore-loaded-at-first-use.md).
const PUBLISHED = 'published';
const ACTIVE = 'active';

let current: Promise<SiteSections> | null = null;
// Every change to public content (on this instance or announced by another) drops the pages and this with them.
onPagesInvalidated(() => {
  current = null;
});

async function load(): Promise<SiteSections> {
  const [videos, partners] = await Promise.all([
    db().collection('videos').where('status', '==', PUBLISHED).where('demo', '==', false).limit(1).select().get(),
    db().collection('partners').where('status', '==', ACTIVE).limit(1).select().get(),
  ]);
  return { videos: !videos.empty, partners: !partners.empty };
}

/**
 * Which sections have something to show (two one-document queries, kept until the next invalidation); null
 * while this process has not opened Firestore: a cold start's first page does not wait for it, and is not kept.
 * @lazy loaded on first use, with `require`
 */
export function siteSections(): Promise<SiteSections | null> {
  if (!current && !firestoreOpened()) return Promise.resolve(null);
  current ??= load().catch((error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

import { db, runTransaction, serverTimestamp, toDate } from '../firestore/firestore';

/**
 * `meta/pageCacheVersion`: one number that every change to public content raises
 * (docs/decisions/0028-every-instance-fresh-within-seconds.md). Each instance reads it every couple of
 * seconds (./cacheSync.ts) and drops its cached pages when it has moved. Nothing else is stored with it.
 */
const versionRef = () => db().collection('meta').doc('pageCacheVersion');

/** The current version; 0 before the first change. One document read. */
export async function readPageCacheVersion(): Promise<number> {
  return (await readPageCacheVersionChange()).version;
}

/** The current version and when it was last raised (null before the first change). One document read. */
export async function readPageCacheVersionChange(): Promise<{ version: number; changedAt: Date | null }> {
  const snapshot = await versionRef().get();
  return {
    version: (snapshot.get('version') as number | undefined) ?? 0,
    changedAt: toDate(snapshot.get('changedAt')),
  };
}

/** Raises the version by one and returns the new value, so the caller knows which version is its own. */
export function bumpPageCacheVersion(): Promise<number> {
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(versionRef());
    const version = ((snapshot.get('version') as number | undefined) ?? 0) + 1;
    tx.set(versionRef(), { version, changedAt: serverTimestamp() });
    return version;
  });
}

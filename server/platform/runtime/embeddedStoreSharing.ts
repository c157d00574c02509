import fs from 'node:fs';
import path from 'node:path';

/**
 * A second server on the same DATA_DIR joins the embedded store of the first instead of starting its own
 * (docs/running-several-instances.md): the first, the store's owner, writes where its Firestore, its Auth
 * emulator's trusted listener and its site are; a server starting on that DATA_DIR while the owner answers
 * reaches Firestore and Auth there, checks ID tokens with the same key (`auth-emulator/token-key`), and sends
 * browsers' sign-in calls through the owner's Auth front. Two owners on one data directory would write one
 * journal twice; this is how several instances share one store, as they share one on Cloud Firestore.
 */
export interface SharedEmbeddedStore {
  pid: number;
  /** host:port of the owner's Firestore (gRPC). */
  firestore: string;
  /** host:port of the owner's Auth emulator behind its trusted proxy (what firebase-admin uses). */
  auth: string;
  /** The owner's site origin: its Auth front answers the browser's sign-in calls. */
  site: string;
}

const FILE = 'embedded-store.json';

export function advertiseEmbeddedStore(dataDir: string, store: SharedEmbeddedStore) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(store));
  fs.renameSync(`${file}.tmp`, file);
}

/** Removes the owner's notice at a clean stop (a killed owner's is found stale by the next server). */
export function withdrawEmbeddedStore(dataDir: string, pid: number = process.pid) {
  const file = path.join(dataDir, FILE);
  try {
    if ((JSON.parse(fs.readFileSync(file, 'utf8')) as SharedEmbeddedStore).pid === pid) fs.rmSync(file);
  } catch {
    /* no notice, or not ours */
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The embedded store another process owns on this data directory, if that process is running and answers. */
export async function runningEmbeddedStore(dataDir: string): Promise<SharedEmbeddedStore | null> {
  let store: SharedEmbeddedStore;
  try {
    store = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as SharedEmbeddedStore;
  } catch {
    return null;
  }
  if (store.pid === process.pid || !isAlive(store.pid)) return null;
  try {
    const res = await fetch(`${store.site}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return res.ok ? store : null;
  } catch {
    return null;
  }
}

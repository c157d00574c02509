import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { bumpPageCacheVersion, readPageCacheVersion, readPageCacheVersionChange } from './cacheVersion.repository';
import { logger } from '../logger';
import { dropPagesChangedElsewhere, onPublicContentChanged } from './pageCache';
import { startRepeatingTask } from '../runtime/repeatingTask';

/**
 * How often each instance reads the page cache version. With the CDN's 2 s (server/platform/pages/ssr.ts), a
 * change made on one instance is shown by every instance and the CDN within 5 s
 * (docs/decisions/0028-every-instance-fresh-within-seconds.md). One document read per interval: 43,200 a
 * day per instance.
 */
export const CACHE_VERSION_POLL_MS = 2_000;

export interface CacheVersionStore {
  read(): Promise<number>;
  /** The version and when it was last raised. */
  readChange(): Promise<{ version: number; changedAt: Date | null }>;
  /** Raises the version and returns the new value. */
  bump(): Promise<number>;
}

export const firestoreCacheVersion: CacheVersionStore = {
  read: readPageCacheVersion,
  readChange: readPageCacheVersionChange,
  bump: bumpPageCacheVersion,
};

/** Clocks of two instances differ by far less; a change this close to the start counts as after it. */
const CLOCK_MARGIN_MS = 2_000;

/**
 * How old the last read of the version may be for a cached answer to go out without a new one. Cloud Run
 * gives an instance CPU only while it serves requests (docs/deploy.md), so between requests the poll does
 * not run: the first request after a quiet spell reads the version before anything cached answers it.
 */
export const CONFIRMED_FRESH_MS = 3_000;

/** The running sync's check, or null: a promise to wait for when the last read is too old. */
let confirmFreshness: (() => Promise<void> | null) | null = null;

/**
 * The first middleware: holds a request back while the version is read again, when the last read is older
 * than CONFIRMED_FRESH_MS, so no cached page or query answer outlives a change made elsewhere by more than
 * the stated bound. Requests go on if the read fails.
 */
export function cacheFreshness(): RequestHandler {
  return (_req, _res, next) => {
    const confirming = confirmFreshness?.();
    if (!confirming) return next();
    confirming.then(
      () => next(),
      () => next(),
    );
  };
}

/** Whether a cached answer may go out now without reading the version first; when not, a read is started. */
export function cachesConfirmedFresh(): boolean {
  return !confirmFreshness || confirmFreshness() === null;
}

export interface CacheSync {
  /** Stops polling; announces a change still owed, so no committed change goes unheard. */
  stop(): Promise<void>;
}

/**
 * Keeps this instance's cached pages and public query answers in step with every other instance's
 * changes. Every invalidatePages() here raises the shared version (its own bump is remembered, so this
 * instance does not drop its caches twice); every `intervalMs` the version is read, and when another
 * instance has raised it, every cached page and query answer here is dropped. A bump that fails is tried
 * again at the next tick. Reads the version once before returning.
 *
 * `cachingSince` is when this instance may have begun caching: a server answers its first page before it
 * loads the Firestore SDK (docs/decisions/0036-firestore-loaded-at-first-use.md), so pages cached then
 * are dropped if the version was raised after that moment.
 */
export async function startCacheSync(
  options: {
    store?: CacheVersionStore;
    intervalMs?: number;
    drop?: () => void;
    /** When this instance may have begun caching pages (see above). */
    cachingSince?: Date;
    /** The first read waits for this; a change made here meanwhile is announced at once. */
    startAfter?: Promise<void>;
    /** CONFIRMED_FRESH_MS unless a test says otherwise. */
    confirmedFreshMs?: number;
  } = {},
): Promise<CacheSync> {
  const store = options.store ?? firestoreCacheVersion;
  const drop = options.drop ?? dropPagesChangedElsewhere;
  // Bumps start inside a request (a mutation's invalidatePages()): run them outside it, so their reads
  // are not counted as that request's (extensions.firestoreReads) and outlive it.
  const outsideRequests = AsyncLocalStorage.snapshot();
  /** The version this instance's caches are known to match; null until a read has succeeded. */
  let seen: number | null = null;
  /** This instance's bumps: a read that overlapped one is ignored (see poll). */
  let bumpInFlight = false;
  let bumpsStarted = 0;
  /** A change made here that no completed bump has announced yet. */
  let owed = false;
  let bumping: Promise<void> | null = null;

  /** Bumps until no change is owed; false when a bump failed (the next poll tries again). */
  const bumpWhileOwed = async (): Promise<boolean> => {
    while (owed) {
      owed = false;
      bumpInFlight = true;
      bumpsStarted += 1;
      try {
        const version = await store.bump();
        // Our own bump on top of the version we match: nothing here to drop. Otherwise another instance's
        // change came in between, and the next poll drops our caches for it.
        if (seen === version - 1) seen = version;
      } catch (err) {
        owed = true;
        logger.warn({ err }, 'announcing a change to the other instances failed; trying again at the next poll');
        return false;
      } finally {
        bumpInFlight = false;
      }
    }
    return true;
  };
  const announce = () => {
    owed = true;
    bumping ??= outsideRequests(bumpWhileOwed).then((ok) => {
      bumping = null;
      // A change made after the loop's last look is announced now, not at the next poll.
      if (owed && ok) announce();
    });
  };

  /** When the last read that settled the version began (Date.now()). */
  let confirmedAt = -Infinity;
  const poll = async () => {
    if (owed && !bumping) announce();
    const quietBefore = !bumpInFlight;
    const startedBefore = bumpsStarted;
    const started = Date.now();
    const version = await store.read();
    // A read that overlapped a bump of ours may or may not include it: taken for another instance's change,
    // it would drop our caches for nothing. The next poll decides.
    if (!quietBefore || bumpInFlight || bumpsStarted !== startedBefore) return;
    confirmedAt = started;
    if (version === seen) return;
    seen = version;
    drop();
  };
  let confirming: Promise<void> | null = null;
  const confirm = () => {
    if (Date.now() - confirmedAt <= (options.confirmedFreshMs ?? CONFIRMED_FRESH_MS)) return null;
    confirming ??= outsideRequests(poll)
      .catch((err: unknown) => logger.warn({ err }, 'reading the page cache version failed; answering from the cache as it is'))
      .finally(() => (confirming = null));
    return confirming;
  };

  // Listening from the start: a change made here before the first read is announced all the same.
  const stopListening = onPublicContentChanged(announce);
  await options.startAfter;
  const firstReadStarted = Date.now();
  seen = await store.readChange().then(
    ({ version, changedAt }) => {
      const cachingSince = options.cachingSince?.getTime();
      if (cachingSince !== undefined && changedAt && changedAt.getTime() >= cachingSince - CLOCK_MARGIN_MS) drop();
      confirmedAt = firstReadStarted;
      return version;
    },
    (err: unknown) => {
      logger.warn({ err }, 'reading the page cache version failed; the first poll drops every cached page');
      return null;
    },
  );
  const task = startRepeatingTask(options.intervalMs ?? CACHE_VERSION_POLL_MS, () =>
    poll().catch((err: unknown) => logger.warn({ err }, 'reading the page cache version failed; trying again at the next poll')),
  );
  confirmFreshness = confirm;
  return {
    async stop() {
      if (confirmFreshness === confirm) confirmFreshness = null;
      stopListening();
      await task.stop();
      await bumping;
      if (owed) await bumpWhileOwed();
    },
  };
}

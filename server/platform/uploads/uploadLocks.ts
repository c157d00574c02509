import crypto from 'node:crypto';
import type { Lock, Locker, RequestRelease } from '@tus/server';
import { db, runTransaction, Timestamp } from '../firestore/firestore';
import { logger } from '../logger';

/**
 * tus locks that hold across instances (docs/decisions/0029-work-that-cloud-run-runs.md). @tus/server's
 * default locker lives in one process's memory; on Cloud Run the requests of one upload (HEAD, PATCH,
 * DELETE) may reach different instances, and two PATCHes of one upload on two instances would both write
 * its `_patch` object and compose it. Here a lock is a document `uploadLocks/{upload id}` taken in a
 * transaction:
 * - the holder renews it every `HEARTBEAT_MS`; one whose instance died stops renewing and loses it after
 *   `LEASE_MS`;
 * - a request that finds it held asks the holder to let go (`releaseRequested`), as tus wants (the newer
 *   request of an upload wins; the older one may be a connection that died half-open); the holder sees
 *   it at its next renewal and cancels its request, which unlocks;
 * - it gives up with tus's lock timeout after `ACQUIRE_TIMEOUT_MS`.
 */
export const UPLOAD_LOCKS_COLLECTION = 'uploadLocks';
const LEASE_MS = 30_000;
const HEARTBEAT_MS = 500;
const RETRY_MS = 100;
const ACQUIRE_TIMEOUT_MS = 30_000;

interface LockDocument {
  holder: string;
  expiresAt: Timestamp;
  releaseRequested: boolean;
}

const lockRef = (id: string) => db().collection(UPLOAD_LOCKS_COLLECTION).doc(id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class FirestoreLock implements Lock {
  private readonly holder = crypto.randomUUID();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly id: string) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
    while (!signal.aborted && Date.now() < deadline) {
      if (await this.tryAcquire()) return this.keepAlive(requestRelease);
      await sleep(RETRY_MS);
    }
    // Loaded here, not at start: the tus server loads with the first upload (docs/decisions/0030-lean-image-and-cold-start.md).
    throw (require('@tus/server') as typeof import('@tus/server')).ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    const ref = lockRef(this.id);
    await runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data() as LockDocument | undefined;
      if (current?.holder === this.holder) tx.delete(ref);
    });
  }

  private tryAcquire(): Promise<boolean> {
    const ref = lockRef(this.id);
    return runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data() as LockDocument | undefined;
      const now = Date.now();
      if (current && current.expiresAt.toMillis() > now) {
        if (!current.releaseRequested) tx.update(ref, { releaseRequested: true });
        return false;
      }
      tx.set(ref, { holder: this.holder, expiresAt: Timestamp.fromMillis(now + LEASE_MS), releaseRequested: false } satisfies LockDocument);
      return true;
    });
  }

  /** Renews the lease while the lock is held, and passes on another request's call to let go. */
  private keepAlive(requestRelease: RequestRelease) {
    const ref = lockRef(this.id);
    let renewing = false;
    let released = false;
    this.heartbeat = setInterval(() => {
      if (renewing) return;
      renewing = true;
      runTransaction(async (tx) => {
        const current = (await tx.get(ref)).data() as LockDocument | undefined;
        if (current?.holder !== this.holder) return false;
        tx.update(ref, { expiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) });
        return current.releaseRequested;
      })
        .then(async (release) => {
          if (release && !released) {
            released = true;
            await requestRelease();
          }
        })
        .catch((err) => logger.warn({ err, upload: this.id }, 'could not renew an upload lock'))
        .finally(() => (renewing = false));
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }
}

export class FirestoreLocker implements Locker {
  newLock(id: string): Lock {
    return new FirestoreLock(id);
  }
}

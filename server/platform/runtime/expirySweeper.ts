import { db, Timestamp } from '../firestore/firestore';
import { logger } from '../logger';
import { startRepeatingTask, type RepeatingTask } from './repeatingTask';

/**
 * Collections of short-lived records, each with an `expiresAt` Timestamp after which it means nothing
 * (docs/short-lived-records.md). In production Firestore's TTL policies (firestore.indexes.json) delete
 * them; the embedded emulator has no TTL, so the server sweeps them itself.
 */
export const EXPIRING_COLLECTIONS = ['rateLimits', 'duplicateGuards', 'uploadLocks'] as const;

export interface SweepOptions {
  collections?: readonly string[];
  /** At most this many deletions per sweep, so one tick never holds the emulator for long. */
  batchSize?: number;
  now?: Timestamp;
}

/** Deletes up to `batchSize` expired records with plain deletes (the emulator has no BulkWriter); returns how many. */
export async function sweepExpired({
  collections = EXPIRING_COLLECTIONS,
  batchSize = 200,
  now = Timestamp.now(),
}: SweepOptions = {}): Promise<number> {
  let deleted = 0;
  for (const collection of collections) {
    if (deleted >= batchSize) break;
    const expired = await db()
      .collection(collection)
      .where('expiresAt', '<=', now)
      .limit(batchSize - deleted)
      .get();
    await Promise.all(expired.docs.map((doc) => doc.ref.delete()));
    deleted += expired.size;
  }
  return deleted;
}

/** Sweeps every `intervalMs` (a minute by default); stop() waits for a sweep under way. */
export function startExpirySweeper(options: SweepOptions & { intervalMs?: number } = {}): RepeatingTask {
  return startRepeatingTask(options.intervalMs ?? 60_000, () =>
    sweepExpired({ collections: options.collections, batchSize: options.batchSize }).then(
      (deleted) => {
        if (deleted) logger.debug({ deleted }, 'deleted expired short-lived records');
      },
      (err) => logger.warn({ err }, 'sweeping expired records failed; trying again at the next tick'),
    ),
  );
}

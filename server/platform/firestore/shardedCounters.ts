import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { logger } from '../logger';
import { db, FieldValue, runTransaction } from './firestore';

/**
 * Counters that many requests a second may add to, kept as Firebase's distributed counters
 * (docs/decisions/0031-sharded-daily-counters.md). Each key (a day, say) has `shardCount` shard documents in
 * `<shards>/<key>~<n>`; a write adds to one of them, taken in turn by this process, so no document takes more
 * than 1/shardCount of the writes. Reading sums the shards. Once a key is settled (its day is over, so
 * nothing adds to it again) its shards are rolled up, the first time it is read, into one document
 * `<totals>/<key>` marked `settled`, and deleted: a settled key costs one read, as before sharding.
 *
 * A `<totals>/<key>` document that is not settled holds counts written before sharding; they are added to
 * the shards' (and taken into the roll-up).
 */
export interface ShardedCounters {
  /** Adds to the counters of `key`: a write only (no read), so it may follow a transaction's reads. */
  increment(writer: Transaction | WriteBatch, key: string, increments: Record<string, number>): void;
  /** The counters of each key, in order (an unknown key is all zeros). */
  read(keys: string[]): Promise<Array<Record<string, number>>>;
}

export interface ShardedCountersOptions {
  /** The collection of settled (rolled-up) counters, one document per key. */
  totals: string;
  /** The collection of shards; its `key` field is what the reads select on (one single-field range). */
  shards: string;
  /** 32 by default: 20 writes a second add under one write a second to each shard. */
  shardCount?: number;
  /** Whether nothing can add to `key` any more, so its shards may be rolled up. */
  isSettled: (key: string) => boolean;
}

export type Counts = Record<string, number>;

/** Only the numeric fields of a stored counter document (not `key`, `settled`, or anything else). */
const countsOf = (data: Record<string, unknown> | undefined): Counts =>
  Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => typeof value === 'number')) as Counts;

export function addCounts(into: Counts, counts: Counts): Counts {
  for (const [field, value] of Object.entries(counts)) into[field] = (into[field] ?? 0) + value;
  return into;
}

export function shardedCounters(options: ShardedCountersOptions): ShardedCounters {
  const { totals, shards, shardCount = 32, isSettled } = options;
  const totalsRef = (key: string) => db().collection(totals).doc(key);
  let nextShard = Math.floor(Math.random() * shardCount);

  function increment(writer: Transaction | WriteBatch, key: string, increments: Record<string, number>) {
    const fields: Record<string, unknown> = { key };
    for (const [field, by] of Object.entries(increments)) if (by) fields[field] = FieldValue.increment(by);
    nextShard = (nextShard + 1) % shardCount;
    // Transaction and WriteBatch have the same `set`; TypeScript cannot call the union's overloads.
    (writer as WriteBatch).set(db().collection(shards).doc(`${key}~${nextShard}`), fields, { merge: true });
  }

  /** Folds a settled key's shards into its totals document and deletes them, in one transaction. */
  function rollUp(key: string) {
    return runTransaction(async (tx) => {
      const [current, keyShards] = await Promise.all([tx.get(totalsRef(key)), tx.get(db().collection(shards).where('key', '==', key))]);
      if (current.get('settled') === true) return;
      const sum = countsOf(current.data());
      for (const shard of keyShards.docs) addCounts(sum, countsOf(shard.data()));
      tx.set(totalsRef(key), { ...sum, key, settled: true });
      for (const shard of keyShards.docs) tx.delete(shard.ref);
    });
  }

  async function read(keys: string[]): Promise<Counts[]> {
    if (!keys.length) return [];
    const stored = await db().getAll(...keys.map(totalsRef));
    const counts = stored.map((snapshot) => countsOf(snapshot.data()));
    const open = keys.filter((_, i) => stored[i].get('settled') !== true);
    if (!open.length) return counts;
    // Settled keys have no shards left, so one range over the open keys reads only the shards that count.
    const sorted = [...open].sort();
    const shardDocs = await db()
      .collection(shards)
      .where('key', '>=', sorted[0])
      .where('key', '<=', sorted[sorted.length - 1])
      .get();
    const index = new Map(keys.map((key, i) => [key, i]));
    const withShards = new Set<string>();
    for (const shard of shardDocs.docs) {
      const i = index.get(shard.get('key'));
      if (i === undefined || stored[i].get('settled') === true) continue;
      addCounts(counts[i], countsOf(shard.data()));
      withShards.add(keys[i]);
    }
    // The figures read are right either way; a roll-up that fails is tried again at the next read.
    await Promise.all(
      [...withShards]
        .filter(isSettled)
        .map((key) => rollUp(key).catch((err) => logger.warn({ err, collection: totals, key }, 'could not roll up counters'))),
    );
    return counts;
  }

  return { increment, read };
}

import { db, runTransaction } from '../../server/platform/firestore/firestore';
import { shardedCounters } from '../../server/platform/firestore/shardedCounters';
import { isSettledDay } from '../../server/modules/dailyStats/londonDays';
import { withEmbeddedFirestore } from '../support/embeddedStore';

/**
 * Counters that many requests add to (docs/decisions/0031-sharded-daily-counters.md): writes spread over the
 * shards, reads sum them, and a settled key is rolled up into one document, once, whoever reads it.
 */
withEmbeddedFirestore('demo-shards');

let series = 0;
/** A fresh pair of collections per test; keys starting with "old" are settled. */
function counters(shardCount = 4) {
  series += 1;
  const names = { totals: `totals${series}`, shards: `shards${series}` };
  const counter = shardedCounters({ ...names, shardCount, isSettled: (key) => key.startsWith('old') });
  return { counter, ...names };
}

async function add(counter: ReturnType<typeof counters>['counter'], key: string, increments: Record<string, number>) {
  await runTransaction(async (tx) => counter.increment(tx, key, increments));
}

const shardDocs = async (collection: string) => (await db().collection(collection).get()).docs;

describe('sharded counters', () => {
  it('spread one key’s writes evenly over its shards and sum them when read', async () => {
    const { counter, shards } = counters(4);
    await Promise.all(Array.from({ length: 40 }, (_, i) => add(counter, 'today', { leads: 1, revenuePence: i })));
    const docs = await shardDocs(shards);
    expect(docs.map((doc) => doc.id).sort()).toEqual(['today~0', 'today~1', 'today~2', 'today~3']);
    expect(docs.map((doc) => doc.get('leads'))).toEqual([10, 10, 10, 10]);
    expect(await counter.read(['today', 'unknown'])).toEqual([{ leads: 40, revenuePence: (39 * 40) / 2 }, {}]);
  });

  it('roll a settled key up into one document at its first read, delete its shards, and read it alike after', async () => {
    const { counter, totals, shards } = counters(4);
    for (let i = 0; i < 6; i += 1) await add(counter, 'old-1', { leads: 1 });
    await add(counter, 'today', { leads: 2 });
    expect(await counter.read(['old-1', 'today'])).toEqual([{ leads: 6 }, { leads: 2 }]);
    const rolledUp = await db().collection(totals).doc('old-1').get();
    expect(rolledUp.data()).toEqual({ key: 'old-1', leads: 6, settled: true });
    expect((await shardDocs(shards)).map((doc) => doc.get('key'))).toEqual(['today']);
    expect(await counter.read(['old-1', 'today'])).toEqual([{ leads: 6 }, { leads: 2 }]);
  });

  it('add counts stored before sharding (an unsettled totals document) and take them into the roll-up', async () => {
    const { counter, totals } = counters(4);
    await db().collection(totals).doc('old-2').set({ day: 'old-2', leads: 5, payments: 1 });
    await db().collection(totals).doc('today').set({ day: 'today', leads: 3 });
    await add(counter, 'old-2', { leads: 1 });
    await add(counter, 'today', { leads: 1 });
    expect(await counter.read(['old-2', 'today'])).toEqual([{ leads: 6, payments: 1 }, { leads: 4 }]);
    expect((await db().collection(totals).doc('old-2').get()).data()).toEqual({ key: 'old-2', leads: 6, payments: 1, settled: true });
    expect(await counter.read(['old-2'])).toEqual([{ leads: 6, payments: 1 }]);
  });

  it('count a key once when several readers roll it up at the same time', async () => {
    const { counter, totals } = counters(8);
    for (let i = 0; i < 16; i += 1) await add(counter, 'old-3', { leads: 1 });
    const reads = await Promise.all(Array.from({ length: 6 }, () => counter.read(['old-3'])));
    expect(reads).toEqual(Array.from({ length: 6 }, () => [{ leads: 16 }]));
    expect((await db().collection(totals).doc('old-3').get()).get('leads')).toBe(16);
    expect(await counter.read(['old-3'])).toEqual([{ leads: 16 }]);
  });

  it('read only the shards of the keys asked for, not their neighbours in the range', async () => {
    const { counter } = counters(2);
    await add(counter, 'day-1', { leads: 1 });
    await add(counter, 'day-2', { leads: 10 });
    await add(counter, 'day-3', { leads: 100 });
    expect(await counter.read(['day-1', 'day-3'])).toEqual([{ leads: 1 }, { leads: 100 }]);
  });
});

describe('isSettledDay', () => {
  it('settles a London day once the day after it is over too', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(isSettledDay('2026-11-24', now)).toBe(true);
    expect(isSettledDay('2026-11-25', now)).toBe(false);
    expect(isSettledDay('2026-11-26', now)).toBe(false);
    // 00:30 on 1 July in London is 23:30 UTC on 30 June: London's yesterday is 30 June.
    expect(isSettledDay('2026-06-29', new Date('2026-06-30T23:30:00Z'))).toBe(true);
    expect(isSettledDay('2026-06-30', new Date('2026-06-30T23:30:00Z'))).toBe(false);
  });
});

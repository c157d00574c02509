import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../server/platform/firestore/firestore';
import { EXPIRING_COLLECTIONS, startExpirySweeper, sweepExpired } from '../../server/platform/runtime/expirySweeper';
import { eventually } from '../support/wait';
import { withEmbeddedFirestore } from '../support/embeddedStore';

withEmbeddedFirestore('demo-sweep');

const at = (offsetMs: number) => Timestamp.fromMillis(Date.now() + offsetMs);

async function ids(collection: string) {
  return (await db().collection(collection).get()).docs.map((d) => d.id).sort();
}

async function seed(collection: string, expired: number, live: number) {
  for (let i = 0; i < expired; i++)
    await db()
      .collection(collection)
      .doc(`expired-${i}`)
      .set({ count: 1, expiresAt: at(-60_000 - i) });
  for (let i = 0; i < live; i++)
    await db()
      .collection(collection)
      .doc(`live-${i}`)
      .set({ count: 1, expiresAt: at(3_600_000) });
}

describe('expiry sweeper (embedded Firestore)', () => {
  it('covers the rate-limit counters, duplicate guards and upload locks', () => {
    expect(EXPIRING_COLLECTIONS).toEqual(['rateLimits', 'duplicateGuards', 'uploadLocks']);
  });

  it('deletes expired records only, at most a batch per sweep', async () => {
    await seed('rateLimits', 5, 2);
    await seed('duplicateGuards', 3, 1);
    await seed('uploadLocks', 2, 1);
    await db().collection('rateLimits').doc('no-expiry').set({ count: 1 });

    expect(await sweepExpired({ batchSize: 4 })).toBe(4);
    expect(await sweepExpired({ batchSize: 4 })).toBe(4);
    expect(await sweepExpired({ batchSize: 4 })).toBe(2);
    expect(await sweepExpired({ batchSize: 4 })).toBe(0);
    expect(await ids('rateLimits')).toEqual(['live-0', 'live-1', 'no-expiry']);
    expect(await ids('duplicateGuards')).toEqual(['live-0']);
    expect(await ids('uploadLocks')).toEqual(['live-0']);
  });

  it('sweeps on its own timer until stopped', async () => {
    await seed('duplicateGuards', 2, 0);
    const sweeper = startExpirySweeper({ intervalMs: 50 });
    try {
      await eventually(async () => (await ids('duplicateGuards')).length === 1, 'the sweeper to delete the expired guard', 5000, 50);
      expect(await ids('duplicateGuards')).toEqual(['live-0']);
    } finally {
      await sweeper.stop(); // and the sweep under way, before the database closes
    }
  });
});

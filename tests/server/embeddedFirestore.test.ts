import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, GeoPoint } from 'firebase-admin/firestore';
import { startEmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';
import { initFirestore, runTransaction, db } from '../../server/platform/firestore/firestore';

process.env.METADATA_SERVER_DETECTION = 'none';

describe('embedded Firestore', () => {
  it('keeps 40 concurrent transactional increments: 40, not 1', async () => {
    const emulator = await startEmbeddedFirestore({ dataFile: null });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const app = initializeApp({ projectId: 'demo-tx' }, 'tx-test');
    initFirestore(app, { serialiseTransactions: true });
    try {
      const ref = db().collection('counters').doc('test');
      await ref.set({ value: 0 });
      await Promise.all(
        Array.from({ length: 40 }, () =>
          runTransaction(async (tx) => {
            const snap = await tx.get(ref);
            tx.update(ref, { value: (snap.get('value') as number) + 1 });
          }),
        ),
      );
      expect((await ref.get()).get('value')).toBe(40);
    } finally {
      await deleteApp(app);
      await emulator.stop();
    }
  });

  it('saves to its data file and loads it again with types preserved', async () => {
    const dataFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-fs-')), 'firestore.json');
    const when = Timestamp.fromMillis(Date.UTC(2026, 10, 22, 9, 30, 15, 123));

    const first = await startEmbeddedFirestore({ dataFile });
    process.env.FIRESTORE_EMULATOR_HOST = first.host;
    let app = initializeApp({ projectId: 'demo-persist' }, 'persist-1');
    await getFirestore(app)
      .collection('leads')
      .doc('lead-1')
      .set({ ref: 'SFR-000001', createdAt: when, homeowner: { name: 'A', nested: { deep: [1, 'two', true] } }, area: 60.5, none: null, at: new GeoPoint(51.5, -0.12), bytes: Buffer.from('hi') });
    await getFirestore(app).collection('leads').doc('lead-1').collection('purchases').doc('p1').set({ companyId: 'c1' });
    await deleteApp(app);
    await first.stop();
    expect(fs.existsSync(dataFile)).toBe(true);

    const second = await startEmbeddedFirestore({ dataFile });
    process.env.FIRESTORE_EMULATOR_HOST = second.host;
    app = initializeApp({ projectId: 'demo-persist' }, 'persist-2');
    try {
      const doc = (await getFirestore(app).collection('leads').doc('lead-1').get()).data()!;
      expect(doc.createdAt).toBeInstanceOf(Timestamp);
      expect(doc.createdAt.isEqual(when)).toBe(true);
      expect(doc.homeowner).toEqual({ name: 'A', nested: { deep: [1, 'two', true] } });
      expect(doc.area).toBe(60.5);
      expect(doc.none).toBeNull();
      expect(doc.at).toBeInstanceOf(GeoPoint);
      expect(Buffer.from(doc.bytes).toString()).toBe('hi');
      const purchase = await getFirestore(app).collection('leads').doc('lead-1').collection('purchases').doc('p1').get();
      expect(purchase.data()).toEqual({ companyId: 'c1' });
    } finally {
      await deleteApp(app);
      await second.stop();
    }
  });
});

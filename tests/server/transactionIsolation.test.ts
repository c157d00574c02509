import { spawn } from 'node:child_process';
import path from 'node:path';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startEmbeddedFirestore, type EmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';

process.env.METADATA_SERVER_DETECTION = 'none';

/**
 * Transactions on the embedded store are isolated as on Cloud Firestore (docs/decisions/0026-transaction-isolation.md),
 * whoever the clients are: a commit after a conflicting write is refused with ABORTED and retried by
 * firebase-admin, and the store counts each refusal.
 */
const ROOT = path.resolve(__dirname, '../..');

/** Another process with its own firebase-admin, running `count` concurrent increments of one document. */
function incrementFromAnotherProcess(host: string, count: number): Promise<{ attempts: number }> {
  const script = `
    process.env.FIRESTORE_EMULATOR_HOST = ${JSON.stringify(host)};
    process.env.METADATA_SERVER_DETECTION = 'none';
    const { initializeApp } = require('firebase-admin/app');
    const { getFirestore } = require('firebase-admin/firestore');
    const db = getFirestore(initializeApp({ projectId: 'demo-tx' }));
    const ref = db.collection('counters').doc('shared');
    let attempts = 0;
    Promise.all(Array.from({ length: ${count} }, () => db.runTransaction(async (tx) => {
      attempts += 1;
      const snap = await tx.get(ref);
      tx.update(ref, { value: snap.get('value') + 1 });
    }))).then(() => { console.log(JSON.stringify({ attempts })); process.exit(0); },
              (error) => { console.error(error); process.exit(1); });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(`exit ${code}: ${err}`)),
    );
  });
}

describe('transaction isolation in the embedded store', () => {
  let store: EmbeddedFirestore;
  let app: App;
  let db: Firestore;
  beforeEach(async () => {
    store = await startEmbeddedFirestore({ dataDir: null });
    process.env.FIRESTORE_EMULATOR_HOST = store.host;
    app = initializeApp({ projectId: 'demo-tx' }, `tx-${Date.now()}-${Math.random()}`);
    db = getFirestore(app);
  });
  afterEach(async () => {
    await deleteApp(app);
    await store.stop();
  });

  it('keeps 40 concurrent increments from two processes: 40, each retry counted', async () => {
    const ref = db.collection('counters').doc('shared');
    await ref.set({ value: 0 });
    const [first, second] = await Promise.all([incrementFromAnotherProcess(store.host, 20), incrementFromAnotherProcess(store.host, 20)]);
    expect((await ref.get()).get('value')).toBe(40);
    const retries = first.attempts + second.attempts - 40;
    console.log(`40 increments from two processes: ${retries} retries`);
    expect(retries).toBeGreaterThan(0);
    expect(store.transactionStats()).toEqual({ committed: 40, aborted: retries });
  }, 60_000);

  it('refuses a commit whose query would now answer differently, and the retry sees the new document', async () => {
    const open = db.collection('slots').where('status', '==', 'open');
    await db.collection('slots').doc('a').set({ status: 'open' });
    let attempts = 0;
    let inserted = false;
    const counted = await db.runTransaction(async (tx) => {
      attempts += 1;
      const snapshot = await tx.get(open);
      if (!inserted) {
        inserted = true;
        await db.collection('slots').doc('b').set({ status: 'open' });
      }
      tx.set(db.collection('tallies').doc('open'), { count: snapshot.size });
      return snapshot.size;
    });
    expect({ attempts, counted }).toEqual({ attempts: 2, counted: 2 });
    expect((await db.collection('tallies').doc('open').get()).get('count')).toBe(2);
    expect(store.transactionStats().aborted).toBe(1);
  });

  it('refuses a commit after a plain write to a document it read, and after a delete', async () => {
    const ref = db.collection('things').doc('x');
    await ref.set({ n: 1 });
    for (const interfere of [() => ref.set({ n: 100 }), () => ref.delete()]) {
      let attempts = 0;
      await db.runTransaction(async (tx) => {
        attempts += 1;
        const snap = await tx.get(ref);
        if (attempts === 1) await interfere();
        tx.set(ref, { n: ((snap.get('n') as number | undefined) ?? 0) + 1 });
      });
      expect(attempts).toBe(2);
    }
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('commits transactions on different documents side by side without a retry', async () => {
    const refs = Array.from({ length: 10 }, (_, i) => db.collection('things').doc(`t${i}`));
    await Promise.all(
      refs.map((ref) =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.set(ref, { n: ((snap.get('n') as number | undefined) ?? 0) + 1 });
        }),
      ),
    );
    expect(store.transactionStats()).toEqual({ committed: 10, aborted: 0 });
  });
});

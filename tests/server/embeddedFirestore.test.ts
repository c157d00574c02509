import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, GeoPoint } from 'firebase-admin/firestore';
import { startEmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';
import { loadStoredDocuments } from '../../server/platform/firestore/journal';
import { initFirestore, runTransaction, db } from '../../server/platform/firestore/firestore';

process.env.METADATA_SERVER_DETECTION = 'none';

describe('embedded Firestore', () => {
  it('keeps 40 concurrent transactional increments: 40, not 1', async () => {
    const emulator = await startEmbeddedFirestore({ dataDir: null });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const app = initializeApp({ projectId: 'demo-tx' }, 'tx-test');
    initFirestore(app);
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

  it('journals to its data directory and loads it again with types preserved', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-fs-')), 'firestore');
    const when = Timestamp.fromMillis(Date.UTC(2026, 10, 22, 9, 30, 15, 123));

    const first = await startEmbeddedFirestore({ dataDir });
    process.env.FIRESTORE_EMULATOR_HOST = first.host;
    let app = initializeApp({ projectId: 'demo-persist' }, 'persist-1');
    await getFirestore(app)
      .collection('leads')
      .doc('lead-1')
      .set({
        ref: 'SFR-000001',
        createdAt: when,
        homeowner: { name: 'A', nested: { deep: [1, 'two', true] } },
        area: 60.5,
        none: null,
        at: new GeoPoint(51.5, -0.12),
        bytes: Buffer.from('hi'),
      });
    await getFirestore(app).collection('leads').doc('lead-1').collection('purchases').doc('p1').set({ companyId: 'c1' });
    await deleteApp(app);
    await first.stop();
    expect(fs.readdirSync(dataDir).some((file) => file.startsWith('journal-'))).toBe(true);

    const second = await startEmbeddedFirestore({ dataDir });
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

  /** Starts an emulator on a data directory with a firebase-admin app of its own. */
  async function open(dataDir: string, name: string, options: { fsync?: 'always' | 'everysec' } = {}) {
    const emulator = await startEmbeddedFirestore({ dataDir, ...options });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const app = initializeApp({ projectId: 'demo-journal' }, name);
    return { emulator, app, firestore: getFirestore(app) };
  }
  const newDataDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-journal-')), 'firestore');

  it('has every acknowledged write on disk before it answers: a second emulator started on the files finds them', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir, 'journal-crash-1');
    // Never stopped, as after a kill: nothing is flushed or compacted at exit.
    for (let i = 0; i < 25; i++) await first.firestore.collection('requests').doc(`r${i}`).set({ n: i });
    await first.firestore.collection('requests').doc('r3').delete();
    await first.firestore.collection('requests').doc('r4').update({ n: 40, extra: 'yes' });
    await deleteApp(first.app);

    const second = await open(dataDir, 'journal-crash-2');
    try {
      const docs = (await second.firestore.collection('requests').get()).docs;
      expect(docs.map((d) => d.id).sort()).toEqual(
        Array.from({ length: 25 }, (_, i) => `r${i}`)
          .filter((id) => id !== 'r3')
          .sort(),
      );
      expect((await second.firestore.collection('requests').doc('r4').get()).data()).toEqual({ n: 40, extra: 'yes' });
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
      await first.emulator.stop();
    }
  });

  it('loads a snapshot and the journal written after it (no compaction between) in the merged order', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir, 'journal-merge-1');
    const leads = first.firestore.collection('leads');
    for (const id of ['a', 'b', 'c', 'f']) await leads.doc(id).set({ id, v: 1 });
    await first.emulator.compact(); // the snapshot: a, b, c, f
    // Then, never compacted (as after a kill): b rewritten, c deleted, d new, a deleted and made again, e new.
    await leads.doc('b').set({ id: 'b', v: 2 });
    await leads.doc('c').delete();
    await leads.doc('d').set({ id: 'd', v: 1 });
    await leads.doc('a').delete();
    await leads.doc('a').set({ id: 'a', v: 3 });
    await leads.doc('e').set({ id: 'e', v: 1 });
    await deleteApp(first.app);

    // A rewritten document keeps its place; new ones follow in the order they were (last) made.
    const stored = await loadStoredDocuments(dataDir);
    expect(stored.map((doc) => doc.name.split('/').pop())).toEqual(['b', 'f', 'd', 'a', 'e']);
    const second = await open(dataDir, 'journal-merge-2');
    try {
      const docs = new Map((await second.firestore.collection('leads').get()).docs.map((d) => [d.id, d.data()]));
      expect(Object.fromEntries(docs)).toEqual({
        a: { id: 'a', v: 3 },
        b: { id: 'b', v: 2 },
        d: { id: 'd', v: 1 },
        e: { id: 'e', v: 1 },
        f: { id: 'f', v: 1 },
      });
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
      await first.emulator.stop();
    }
  });

  it('compacts the journal into a snapshot and keeps writing to a new segment meanwhile', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir, 'journal-compact-1', { fsync: 'always' });
    for (let i = 0; i < 10; i++) await first.firestore.collection('leads').doc(`l${i}`).set({ i });
    const compaction = first.emulator.compact();
    await first.firestore.collection('leads').doc('after').set({ i: 99 });
    await compaction;
    expect(fs.existsSync(path.join(dataDir, 'snapshot.ndjson'))).toBe(true);
    await deleteApp(first.app);
    await first.emulator.stop();

    const second = await open(dataDir, 'journal-compact-2');
    try {
      const ids = (await second.firestore.collection('leads').get()).docs.map((d) => d.id);
      expect(ids.sort()).toEqual([...Array.from({ length: 10 }, (_, i) => `l${i}`), 'after'].sort());
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
    }
  });

  it('folds updates and deletions into an existing snapshot and keeps every other document, odd ids included', async () => {
    const dataDir = newDataDir();
    const ids = ['plain', 'quote"and\\backslash', 'accentué-ü', ...Array.from({ length: 300 }, (_, i) => `bulk-${i}`)];
    const first = await open(dataDir, 'journal-fold-1');
    for (const id of ids)
      await first.firestore
        .collection('leads')
        .doc(id)
        .set({ id, version: 1, text: 'x'.repeat(2000) });
    await first.emulator.compact(); // the first snapshot
    await first.firestore.collection('leads').doc('quote"and\\backslash').set({ version: 2 }, { merge: true });
    await first.firestore.collection('leads').doc('bulk-7').delete();
    await first.firestore.collection('leads').doc('accentué-ü').delete();
    await first.firestore.collection('leads').doc('new-one').set({ version: 1 });
    await first.emulator.compact(); // folded into the existing snapshot
    await deleteApp(first.app);
    await first.emulator.stop();

    const second = await open(dataDir, 'journal-fold-2');
    try {
      const docs = new Map((await second.firestore.collection('leads').get()).docs.map((d) => [d.id, d.data()]));
      const expected = ids.filter((id) => id !== 'bulk-7' && id !== 'accentué-ü').concat('new-one');
      expect([...docs.keys()].sort()).toEqual(expected.sort());
      expect(docs.get('quote"and\\backslash')).toMatchObject({ version: 2, text: 'x'.repeat(2000) });
      expect(docs.get('bulk-299')).toMatchObject({ id: 'bulk-299', version: 1 });
      expect(docs.get('plain')).toMatchObject({ version: 1 });
      // One line a document, each once.
      const lines = fs.readFileSync(path.join(dataDir, 'snapshot.ndjson'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(1 + expected.length);
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
    }
  });

  it('folds a snapshot larger than its copy buffer, with lines cut by the reads and one line longer than the buffer', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir, 'journal-big-1');
    // About 2.3 MB of lines of uneven length, so reads of 1 MB end inside lines, and one line of 1.3 MB.
    const ids = Array.from({ length: 700 }, (_, i) => `doc-${i}`);
    const text = (i: number) => String.fromCharCode(97 + (i % 26)).repeat(2500 + ((i * 37) % 900));
    for (const [i, id] of ids.entries())
      await first.firestore
        .collection('leads')
        .doc(id)
        .set({ i, text: text(i) });
    await first.firestore
      .collection('leads')
      .doc('long')
      .set({ text: 'L'.repeat(1_300_000) });
    await first.emulator.compact(); // the first snapshot
    const snapshot = path.join(dataDir, 'snapshot.ndjson');
    expect(fs.statSync(snapshot).size).toBeGreaterThan(3_000_000);
    // Changes spread through the file: every 50th document rewritten, every 70th deleted.
    for (const [i, id] of ids.entries()) {
      if (i % 70 === 0) await first.firestore.collection('leads').doc(id).delete();
      else if (i % 50 === 0) await first.firestore.collection('leads').doc(id).set({ i, text: 'changed' });
    }
    await first.emulator.compact(); // folded into the existing snapshot, copied through the buffer
    await deleteApp(first.app);
    await first.emulator.stop();

    const second = await open(dataDir, 'journal-big-2');
    try {
      const docs = new Map((await second.firestore.collection('leads').get()).docs.map((d) => [d.id, d.data()]));
      const kept = ids.filter((_, i) => i % 70 !== 0);
      expect([...docs.keys()].sort()).toEqual([...kept, 'long'].sort());
      for (const id of kept) {
        const i = Number(id.slice(4));
        expect(docs.get(id)).toEqual({ i, text: i % 50 === 0 ? 'changed' : text(i) });
      }
      expect((docs.get('long')!.text as string).length).toBe(1_300_000);
      const lines = fs.readFileSync(snapshot, 'utf8').split('\n');
      expect(lines.pop()).toBe(''); // every line ends with its newline
      expect(lines).toHaveLength(1 + kept.length + 1);
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
    }
  });

  it('leaves the snapshot alone when nothing was journaled since it was written, and keeps numbering segments', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir, 'journal-idle-1');
    await first.firestore.collection('leads').doc('one').set({ n: 1 });
    await deleteApp(first.app);
    await first.emulator.stop();
    const snapshot = path.join(dataDir, 'snapshot.ndjson');
    const second = await open(dataDir, 'journal-idle-2');
    await second.emulator.compact();
    const written = fs.statSync(snapshot);
    await deleteApp(second.app);
    await second.emulator.stop();

    // A start with an empty journal folds nothing: the snapshot file is not rewritten.
    const third = await open(dataDir, 'journal-idle-3');
    await third.emulator.compact();
    expect(fs.statSync(snapshot)).toMatchObject({ ino: written.ino, mtimeMs: written.mtimeMs }); // a rewrite renames a new file in
    await third.firestore.collection('leads').doc('two').set({ n: 2 });
    await deleteApp(third.app);
    await third.emulator.stop();

    // What the third run journaled is found again, after the skipped folds.
    const fourth = await open(dataDir, 'journal-idle-4');
    try {
      const ids = (await fourth.firestore.collection('leads').get()).docs.map((d) => d.id);
      expect(ids.sort()).toEqual(['one', 'two']);
    } finally {
      await deleteApp(fourth.app);
      await fourth.emulator.stop();
    }
  });

  it('drops a torn last journal line (a write cut off before it was acknowledged) and keeps the rest', async () => {
    const dataDir = newDataDir();
    const first = await open(dataDir, 'journal-torn-1');
    await first.firestore.collection('leads').doc('kept').set({ ok: true });
    await deleteApp(first.app);
    await first.emulator.stop();
    const segment = fs
      .readdirSync(dataDir)
      .filter((f) => f.startsWith('journal-'))
      .sort()
      .at(-1)!;
    fs.appendFileSync(
      path.join(dataDir, segment),
      '{"docs":[{"name":"projects/demo-journal/databases/(default)/documents/leads/torn","fie',
    );

    const second = await open(dataDir, 'journal-torn-2');
    try {
      const ids = (await second.firestore.collection('leads').get()).docs.map((d) => d.id);
      expect(ids).toEqual(['kept']);
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
    }
  });

  it('takes over the JSON snapshot file of the first version once', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sfr-legacy-'));
    const name = 'projects/demo-journal/databases/(default)/documents/leads/old';
    fs.writeFileSync(
      path.join(root, 'firestore.json'),
      JSON.stringify({
        version: 1,
        savedAt: new Date().toISOString(),
        documents: [{ name, fields: { ref: { string_value: 'SFR-000001' } } }],
      }),
    );
    const first = await open(path.join(root, 'firestore'), 'journal-legacy-1');
    try {
      expect((await first.firestore.collection('leads').doc('old').get()).get('ref')).toBe('SFR-000001');
      expect(fs.existsSync(path.join(root, 'firestore.json'))).toBe(false);
    } finally {
      await deleteApp(first.app);
      await first.emulator.stop();
    }
    const second = await open(path.join(root, 'firestore'), 'journal-legacy-2');
    try {
      expect((await second.firestore.collection('leads').doc('old').get()).get('ref')).toBe('SFR-000001');
    } finally {
      await deleteApp(second.app);
      await second.emulator.stop();
    }
  });
});

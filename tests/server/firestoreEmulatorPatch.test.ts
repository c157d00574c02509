import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FirestoreServer } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import {
  StructuredQuery,
  StructuredQueryCompositeFilterOperator,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { startEmbeddedFirestore, type EmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';

process.env.METADATA_SERVER_DETECTION = 'none';

/**
 * The behaviour patches/@firestore-emulator+server+*.patch gives the emulator (docs/decisions/0017-emulator-patch.md):
 * offset() is honoured, a set() without merge replaces the document and masked paths missing from a write are deleted, documents are added to a collection in place instead of by copying the collection,
 * equality filters (==, in, array-contains) are answered through indexes kept up to date on writes, and so
 * are ordered pages of a timestamp field and counts.
 */
describe('the patched Firestore emulator', () => {
  let emulator: EmbeddedFirestore;
  let app: App;
  let firestore: Firestore;

  beforeAll(async () => {
    emulator = await startEmbeddedFirestore({ dataDir: null });
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    app = initializeApp({ projectId: 'demo-patch' }, 'emulator-patch');
    firestore = getFirestore(app);
    const batch = firestore.batch();
    for (let n = 0; n < 30; n += 1)
      batch.set(firestore.collection('numbers').doc(`n${String(n).padStart(2, '0')}`), { n, even: n % 2 === 0 });
    await batch.commit();
  });
  afterAll(async () => {
    await deleteApp(app);
    await emulator.stop();
  });

  const values = (docs: Array<{ get(field: string): unknown }>) => docs.map((doc) => doc.get('n'));

  it('replaces a document on set() without merge, merges with merge, and deletes FieldValue.delete() paths, as Cloud Firestore does', async () => {
    const ref = firestore.collection('writes').doc('one');
    await ref.set({ a: 1, b: 2, map: { x: 1, y: 2 } });
    await ref.set({ c: 3 });
    expect((await ref.get()).data()).toEqual({ c: 3 });
    await firestore.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.set(ref, { d: 4 });
    });
    expect((await ref.get()).data()).toEqual({ d: 4 });
    await ref.set({ e: 5, map: { x: 1, y: 2 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ d: 4, e: 5, map: { x: 1, y: 2 } });
    await ref.update({ d: FieldValue.delete(), 'map.x': FieldValue.delete(), f: 6 });
    expect((await ref.get()).data()).toEqual({ e: 5, map: { y: 2 }, f: 6 });
    await ref.set({ e: FieldValue.delete(), 'dotted.key': 1 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ map: { y: 2 }, f: 6, 'dotted.key': 1 });
    await ref.update(new FieldPath('dotted.key'), FieldValue.delete());
    expect((await ref.get()).data()).toEqual({ map: { y: 2 }, f: 6 });
  });

  it('skips offset() documents, after the filter and the order', async () => {
    const page = await firestore.collection('numbers').orderBy('n', 'desc').offset(10).limit(5).get();
    expect(values(page.docs)).toEqual([19, 18, 17, 16, 15]);
    const evens = await firestore.collection('numbers').where('even', '==', true).orderBy('n').offset(3).limit(3).get();
    expect(values(evens.docs)).toEqual([6, 8, 10]);
    const past = await firestore.collection('numbers').orderBy('n').offset(40).get();
    expect(past.empty).toBe(true);
  });

  it('loads many documents into one collection in place, and answers queries over them correctly', () => {
    const server = new FirestoreServer();
    const collectionPath = 'projects/p/databases/(default)/documents/leads';
    const now = new Date();
    const count = 20_000;
    for (let i = 0; i < count; i += 1) {
      server.state.writeV1Document(
        now,
        Write.fromObject({
          update: {
            name: `${collectionPath}/lead-${i}`,
            fields: { i: { integer_value: i }, region: { string_value: i % 4 === 0 ? 'Wales' : 'Scotland' } },
          },
        }),
      );
    }
    const collection = server.state.getCollection(collectionPath) as unknown as { documents: Record<string, unknown> };
    const map = collection.documents;
    server.state.getDocument(`${collectionPath}/lead-extra`);
    expect(collection.documents).toBe(map); // added in place: not a copy of 20,000 entries
    expect(Object.isFrozen(map)).toBe(false);

    const docs = server.state.v1Query(
      'projects/p/databases/(default)/documents',
      StructuredQuery.fromObject({
        from: [{ collection_id: 'leads' }],
        where: {
          field_filter: { field: { field_path: 'region' }, op: StructuredQueryFieldFilterOperator.EQUAL, value: { string_value: 'Wales' } },
        },
        order_by: [{ field: { field_path: 'i' }, direction: StructuredQueryDirection.DESCENDING }],
        offset: 100,
        limit: { value: 3 },
      }),
    );
    // Wales is every fourth lead; newest (highest i) first; the first 100 skipped.
    expect(docs.map((doc) => doc.getField('i')?.value)).toEqual([count - 4 - 400, count - 8 - 400, count - 12 - 400]);
  });
  describe('equality indexes', () => {
    const ROOT = 'projects/p/databases/(default)/documents';
    const STATUSES = ['new', 'sold', 'archived'];
    const TAGS = ['loft', 'walls', 'roof', 'floor'];

    /** A small seeded generator (mulberry32), so a failure can be replayed. */
    function random(seed: number) {
      let state = seed >>> 0;
      const next = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const int = (n: number) => Math.floor(next() * n);
      const pick = <T>(items: readonly T[]) => items[int(items.length)];
      return { next, int, pick };
    }

    type Rng = ReturnType<typeof random>;
    type Value = Record<string, unknown>;

    const scalar = (rng: Rng): Value =>
      rng.pick<() => Value>([
        () => ({ string_value: rng.pick(STATUSES) }),
        () => ({ integer_value: rng.int(4) }),
        () => ({ double_value: rng.int(4) }),
        () => ({ boolean_value: rng.next() < 0.5 }),
        () => ({ null_value: 'NULL_VALUE' }),
        () => ({ timestamp_value: { seconds: rng.int(3), nanos: rng.int(2) * 1000 } }),
      ])();

    function randomFields(rng: Rng): Record<string, Value> {
      const fields: Record<string, Value> = {};
      if (rng.next() < 0.85) fields.status = rng.next() < 0.8 ? { string_value: rng.pick(STATUSES) } : scalar(rng);
      if (rng.next() < 0.85) fields.n = rng.next() < 0.7 ? { integer_value: rng.int(5) } : scalar(rng);
      if (rng.next() < 0.7) fields.flag = rng.next() < 0.8 ? { boolean_value: rng.next() < 0.5 } : scalar(rng);
      if (rng.next() < 0.7) {
        const values = Array.from({ length: rng.int(4) }, () => (rng.next() < 0.85 ? { string_value: rng.pick(TAGS) } : scalar(rng)));
        fields.tags = rng.next() < 0.9 ? { array_value: { values } } : scalar(rng);
      }
      return fields;
    }

    function randomFilter(rng: Rng): Value {
      const field = (path: string) => ({ field_path: path });
      return rng.pick<() => Value>([
        () => ({ field: field('status'), op: StructuredQueryFieldFilterOperator.EQUAL, value: scalar(rng) }),
        () => ({ field: field('status'), op: StructuredQueryFieldFilterOperator.EQUAL, value: { string_value: rng.pick(STATUSES) } }),
        () => ({ field: field('n'), op: StructuredQueryFieldFilterOperator.EQUAL, value: scalar(rng) }),
        () => ({ field: field('flag'), op: StructuredQueryFieldFilterOperator.EQUAL, value: { boolean_value: rng.next() < 0.5 } }),
        () => ({
          field: field(rng.pick(['status', 'n'])),
          op: StructuredQueryFieldFilterOperator.IN,
          value: { array_value: { values: Array.from({ length: 1 + rng.int(3) }, () => scalar(rng)) } },
        }),
        () => ({ field: field('tags'), op: StructuredQueryFieldFilterOperator.ARRAY_CONTAINS, value: { string_value: rng.pick(TAGS) } }),
        () => ({ field: field('tags'), op: StructuredQueryFieldFilterOperator.ARRAY_CONTAINS, value: scalar(rng) }),
        () => ({ field: field('n'), op: StructuredQueryFieldFilterOperator.GREATER_THAN_OR_EQUAL, value: { integer_value: rng.int(5) } }),
      ])();
    }

    function randomQuery(rng: Rng) {
      const filters = Array.from({ length: 1 + rng.int(3) }, () => randomFilter(rng));
      const where =
        filters.length === 1
          ? { field_filter: filters[0] }
          : {
              composite_filter: {
                op: rng.next() < 0.8 ? StructuredQueryCompositeFilterOperator.AND : StructuredQueryCompositeFilterOperator.OR,
                filters: filters.map((filter) => ({ field_filter: filter })),
              },
            };
      return StructuredQuery.fromObject({
        from: [{ collection_id: 'things' }],
        where,
        order_by: rng.next() < 0.5 ? [{ field: { field_path: 'n' }, direction: StructuredQueryDirection.DESCENDING }] : [],
        ...(rng.next() < 0.3 ? { limit: { value: 1 + rng.int(10) } } : {}),
        ...(rng.next() < 0.2 ? { offset: rng.int(5) } : {}),
      });
    }

    it('answers every equality query exactly as a full scan does, through random writes, updates and deletes', () => {
      for (const seed of [1, 2, 3, 4, 5]) {
        const rng = random(seed);
        const indexed = new FirestoreServer();
        const scanned = new FirestoreServer();
        (scanned.state as unknown as { fastQueries: boolean }).fastQueries = false;
        const ids = Array.from({ length: 120 }, (_, i) => (i % 10 === 0 ? String(rng.int(50)) : `d${rng.int(1e6).toString(36)}${i}`));
        const now = new Date();
        const names = (docs: Array<{ getPath(): string }>) => docs.map((doc) => doc.getPath());
        let indexedAnswers = 0;
        // Asked of both: getDocument() adds an entry to the collection, and the entries' order is the answers' order.
        const exists = (name: string) => [indexed, scanned].map((server) => server.state.getDocument(name).metadata.hasExist)[0];
        for (let step = 0; step < 1500; step += 1) {
          const roll = rng.next();
          const name = `${ROOT}/things/${rng.pick(ids)}`;
          if (roll < 0.45) {
            // set(), or create() when the document is new (half the time).
            const precondition = !exists(name) && rng.next() < 0.5 ? { current_document: { exists: false } } : {};
            const write = Write.fromObject({ update: { name, fields: randomFields(rng) as never }, ...precondition });
            indexed.state.writeV1Document(now, write);
            scanned.state.writeV1Document(now, write);
          } else if (roll < 0.6) {
            if (!exists(name)) continue;
            const fields = randomFields(rng);
            // A merge by set(), or update() (the document must exist), half the time each.
            const precondition = rng.next() < 0.5 ? { current_document: { exists: true } } : {};
            const write = Write.fromObject({
              update: { name, fields: fields as never },
              update_mask: { field_paths: Object.keys(fields) },
              ...precondition,
            });
            indexed.state.writeV1Document(now, write);
            scanned.state.writeV1Document(now, write);
          } else if (roll < 0.7) {
            if (!exists(name)) continue;
            const write = Write.fromObject({ delete: name });
            indexed.state.writeV1Document(now, write);
            scanned.state.writeV1Document(now, write);
          } else {
            const query = randomQuery(rng);
            const expected = names(scanned.state.v1Query(ROOT, query));
            expect({ seed, step, query: query.toObject(), docs: names(indexed.state.v1Query(ROOT, query)) }).toEqual({
              seed,
              step,
              query: query.toObject(),
              docs: expected,
            });
            indexedAnswers += expected.length;
          }
        }
        expect(indexedAnswers).toBeGreaterThan(100); // the queries found documents, not only empty answers
        for (const server of [indexed, scanned]) {
          // The kept list of documents is the collection's own order (array-index names first, then as added).
          const things = server.state.getCollection(`${ROOT}/things`) as unknown as {
            documents: Record<string, { getPath(): string }>;
            getAllDocuments(): Array<{ getPath(): string }>;
          };
          expect(names(things.getAllDocuments())).toEqual(names(Object.values(things.documents)));
        }
        const collection = indexed.state.getCollection(`${ROOT}/things`) as unknown as { equalityIndexes: Map<string, unknown> };
        expect(collection.equalityIndexes.size).toBeGreaterThan(0); // and were answered through indexes
      }
    });

    it('selects an ordered page of many matches exactly as sorting them all does', () => {
      const rng = random(11);
      const fast = new FirestoreServer();
      const sorted = new FirestoreServer();
      (sorted.state as unknown as { fastQueries: boolean }).fastQueries = false;
      const now = new Date();
      for (let i = 0; i < 600; i += 1) {
        const fields: Record<string, Value> = {
          n: { integer_value: rng.int(20) }, // many ties: the stable order among them must be kept
          s: { string_value: rng.pick(STATUSES) },
          at: { timestamp_value: { seconds: rng.int(50), nanos: rng.int(3) } },
        };
        if (i % 97 === 0) delete fields.n; // a few without the field: those queries fall back to the full sort
        const write = Write.fromObject({ update: { name: `${ROOT}/things/p${rng.int(1e6).toString(36)}${i}`, fields: fields as never } });
        fast.state.writeV1Document(now, write);
        sorted.state.writeV1Document(now, write);
      }
      const names = (docs: Array<{ getPath(): string }>) => docs.map((doc) => doc.getPath());
      for (let q = 0; q < 300; q += 1) {
        const direction = () => (rng.next() < 0.5 ? StructuredQueryDirection.ASCENDING : StructuredQueryDirection.DESCENDING);
        const orderBy = rng
          .pick([['n'], ['at'], ['s', 'n'], ['n', 'at']])
          .map((path) => ({ field: { field_path: path }, direction: direction() }));
        const query = StructuredQuery.fromObject({
          from: [{ collection_id: 'things' }],
          ...(rng.next() < 0.4
            ? {
                where: {
                  field_filter: {
                    field: { field_path: 's' },
                    op: StructuredQueryFieldFilterOperator.EQUAL,
                    value: { string_value: rng.pick(STATUSES) },
                  },
                },
              }
            : {}),
          order_by: orderBy,
          limit: { value: 1 + rng.int(25) },
          ...(rng.next() < 0.3 ? { offset: rng.int(20) } : {}),
        });
        expect({ q, docs: names(fast.state.v1Query(ROOT, query)) }).toEqual({ q, docs: names(sorted.state.v1Query(ROOT, query)) });
      }
    });

    it('reads only the matching documents of a large collection', () => {
      const server = new FirestoreServer();
      const now = new Date();
      for (let i = 0; i < 50_000; i += 1) {
        server.state.writeV1Document(
          now,
          Write.fromObject({
            update: {
              name: `${ROOT}/mail/m${i}`,
              fields: { status: { string_value: i % 1000 === 0 ? 'pending' : 'sent' }, i: { integer_value: i } },
            },
          }),
        );
      }
      const query = StructuredQuery.fromObject({
        from: [{ collection_id: 'mail' }],
        where: {
          field_filter: {
            field: { field_path: 'status' },
            op: StructuredQueryFieldFilterOperator.EQUAL,
            value: { string_value: 'pending' },
          },
        },
        order_by: [{ field: { field_path: 'i' }, direction: StructuredQueryDirection.ASCENDING }],
        limit: { value: 10 },
      });
      expect(server.state.v1Query(ROOT, query)).toHaveLength(10); // builds the index
      const reads = jest.spyOn(server.state.getCollection(`${ROOT}/mail`), 'getAllDocuments');
      const started = performance.now();
      for (let n = 0; n < 100; n += 1) server.state.v1Query(ROOT, query);
      const perQuery = (performance.now() - started) / 100;
      expect(reads).not.toHaveBeenCalled();
      expect(perQuery).toBeLessThan(2); // 50 matches, not 50,000 documents (a full scan takes 10 ms or more)
    });
    /** What a count() aggregation answers (the patch's v1Count, not in the package's types). */
    const countOf = (server: FirestoreServer, query: StructuredQuery) =>
      (server.state as unknown as { v1Count(parent: string, query: StructuredQuery): number }).v1Count(ROOT, query);

    it('answers ordered pages and counts exactly as a full scan does, through random writes, updates and deletes', () => {
      type Collection = { orderedPage(...args: unknown[]): unknown; orderedIndexes: Map<string, unknown> };
      const timestampFields = (rng: Rng, step: number): Record<string, Value> => {
        const fields: Record<string, Value> = {};
        const roll = rng.next();
        // Mostly timestamps with many ties; some documents without one, a rare one of another type (the index
        // then stands aside until that document changes).
        if (roll < 0.85) fields.at = { timestamp_value: { seconds: 1_700_000_000 + rng.int(30), nanos: rng.int(2) * 1000 } };
        else if (roll < 0.87 && step > 300) fields.at = scalar(rng); // after the first queries have built the index
        if (rng.next() < 0.9) fields.status = { string_value: rng.pick(STATUSES) };
        if (rng.next() < 0.9) fields.flag = { boolean_value: rng.next() < 0.5 };
        return fields;
      };
      const equal = (path: string, value: Value) => ({
        field_filter: { field: { field_path: path }, op: StructuredQueryFieldFilterOperator.EQUAL, value },
      });
      const randomWhere = (rng: Rng) =>
        rng.pick<() => Value | null>([
          () => null,
          () => equal('status', { string_value: rng.pick(STATUSES) }),
          () => equal('flag', { boolean_value: rng.next() < 0.5 }),
          () => ({
            composite_filter: {
              op: StructuredQueryCompositeFilterOperator.AND,
              filters: [equal('flag', { boolean_value: rng.next() < 0.5 }), equal('status', { string_value: rng.pick(STATUSES) })],
            },
          }),
          () => ({
            field_filter: {
              field: { field_path: 'at' },
              op: StructuredQueryFieldFilterOperator.LESS_THAN,
              value: { timestamp_value: { seconds: 1_700_000_000 + rng.int(30), nanos: 0 } },
            },
          }),
        ])();
      let pagesFromIndex = 0;
      for (const seed of [21, 22, 23]) {
        const rng = random(seed);
        const indexed = new FirestoreServer();
        const scanned = new FirestoreServer();
        (scanned.state as unknown as { fastQueries: boolean }).fastQueries = false;
        const ids = Array.from({ length: 150 }, (_, i) => (i % 8 === 0 ? String(rng.int(60)) : `d${rng.int(1e6).toString(36)}${i}`));
        const now = new Date();
        const names = (docs: Array<{ getPath(): string }>) => docs.map((doc) => doc.getPath());
        const collection = indexed.state.getCollection(`${ROOT}/things`) as unknown as Collection;
        scanned.state.getCollection(`${ROOT}/things`);
        const pages = jest.spyOn(collection, 'orderedPage');
        const exists = (name: string) => [indexed, scanned].map((server) => server.state.getDocument(name).metadata.hasExist)[0];
        for (let step = 0; step < 1500; step += 1) {
          const roll = rng.next();
          const name = `${ROOT}/things/${rng.pick(ids)}`;
          let write: Write | null = null;
          if (roll < 0.4) write = Write.fromObject({ update: { name, fields: timestampFields(rng, step) as never } });
          else if (roll < 0.55 && exists(name)) {
            const fields = timestampFields(rng, step);
            write = Write.fromObject({ update: { name, fields: fields as never }, update_mask: { field_paths: Object.keys(fields) } });
          } else if (roll < 0.65 && exists(name)) write = Write.fromObject({ delete: name });
          if (write) {
            indexed.state.writeV1Document(now, write);
            scanned.state.writeV1Document(now, write);
            continue;
          }
          if (roll < 0.65) continue;
          const where = randomWhere(rng);
          if (rng.next() < 0.3) {
            const query = StructuredQuery.fromObject({ from: [{ collection_id: 'things' }], ...(where ? { where } : {}) });
            expect({ seed, step, count: countOf(indexed, query) }).toEqual({
              seed,
              step,
              count: scanned.state.v1Query(ROOT, query).length,
            });
            continue;
          }
          const query = StructuredQuery.fromObject({
            from: [{ collection_id: 'things' }],
            ...(where ? { where } : {}),
            order_by: [
              {
                field: { field_path: 'at' },
                direction: rng.next() < 0.6 ? StructuredQueryDirection.DESCENDING : StructuredQueryDirection.ASCENDING,
              },
            ],
            limit: { value: 1 + rng.int(15) },
            ...(rng.next() < 0.3 ? { offset: rng.int(6) } : {}),
          });
          expect({ seed, step, docs: names(indexed.state.v1Query(ROOT, query)) }).toEqual({
            seed,
            step,
            docs: names(scanned.state.v1Query(ROOT, query)),
          });
        }
        pagesFromIndex += pages.mock.results.filter((result) => result.value !== null).length;
        expect(collection.orderedIndexes.size).toBe(1);
      }
      expect(pagesFromIndex).toBeGreaterThan(200); // many pages came from the index, not only from the fallback
    });

    it('reads a page of a large list newest first, and counts it, without reading the collection', () => {
      const server = new FirestoreServer();
      const now = new Date();
      for (let i = 0; i < 50_000; i += 1) {
        server.state.writeV1Document(
          now,
          Write.fromObject({
            update: {
              name: `${ROOT}/leads/l${i}`,
              fields: {
                archived: { boolean_value: i % 40 === 0 },
                createdAt: { timestamp_value: { seconds: 1_700_000_000 + i * 10, nanos: 0 } },
              },
            },
          }),
        );
      }
      const notArchived = {
        field_filter: {
          field: { field_path: 'archived' },
          op: StructuredQueryFieldFilterOperator.EQUAL,
          value: { boolean_value: false },
        },
      };
      const page = StructuredQuery.fromObject({
        from: [{ collection_id: 'leads' }],
        where: notArchived,
        order_by: [{ field: { field_path: 'createdAt' }, direction: StructuredQueryDirection.DESCENDING }],
        limit: { value: 26 },
      });
      const total = StructuredQuery.fromObject({ from: [{ collection_id: 'leads' }], where: notArchived });
      const names = (docs: Array<{ getPath(): string }>) => docs.map((doc) => doc.getPath().split('/').pop());
      const newest = Array.from({ length: 30 }, (_, k) => 49_999 - k).filter((i) => i % 40 !== 0);
      expect(names(server.state.v1Query(ROOT, page))).toEqual(newest.slice(0, 26).map((i) => `l${i}`)); // builds the indexes
      expect(countOf(server, total)).toBe(50_000 - 1_250);
      const reads = jest.spyOn(server.state.getCollection(`${ROOT}/leads`), 'getAllDocuments');
      expect(names(server.state.v1Query(ROOT, page))).toEqual(newest.slice(0, 26).map((i) => `l${i}`));
      expect(countOf(server, total)).toBe(48_750);
      // A new lead is on top at once.
      server.state.writeV1Document(
        now,
        Write.fromObject({
          update: {
            name: `${ROOT}/leads/new`,
            fields: { archived: { boolean_value: false }, createdAt: { timestamp_value: { seconds: 1_800_000_000, nanos: 0 } } },
          },
        }),
      );
      expect(names(server.state.v1Query(ROOT, page))[0]).toBe('new');
      expect(countOf(server, total)).toBe(48_751);
      expect(reads).not.toHaveBeenCalled();
    });

    it('answers a tie group of a list (a flag and a timestamp equal) from the timestamp’s bucket, as a scan would', () => {
      const indexed = new FirestoreServer();
      const scanned = new FirestoreServer();
      (scanned.state as unknown as { fastQueries: boolean }).fastQueries = false;
      const now = new Date();
      for (let i = 0; i < 2_000; i += 1) {
        const write = Write.fromObject({
          update: {
            name: `${ROOT}/leads/l${i}`,
            fields: {
              archived: { boolean_value: i % 50 === 0 },
              // Pairs of leads made in the same millisecond: a page can end inside such a group.
              createdAt: { timestamp_value: { seconds: 1_700_000_000 + Math.floor(i / 2), nanos: (i % 3) * 1_000_000 } },
            },
          },
        });
        indexed.state.writeV1Document(now, write);
        scanned.state.writeV1Document(now, write);
      }
      const groupOf = (seconds: number, nanos: number) =>
        StructuredQuery.fromObject({
          from: [{ collection_id: 'leads' }],
          where: {
            composite_filter: {
              op: StructuredQueryCompositeFilterOperator.AND,
              filters: [
                {
                  field_filter: {
                    field: { field_path: 'archived' },
                    op: StructuredQueryFieldFilterOperator.EQUAL,
                    value: { boolean_value: false },
                  },
                },
                {
                  field_filter: {
                    field: { field_path: 'createdAt' },
                    op: StructuredQueryFieldFilterOperator.EQUAL,
                    value: { timestamp_value: { seconds, nanos } },
                  },
                },
              ],
            },
          },
        });
      const names = (docs: Array<{ getPath(): string }>) => docs.map((doc) => doc.getPath());
      expect(names(indexed.state.v1Query(ROOT, groupOf(1_700_000_500, 0)))).toEqual(
        names(scanned.state.v1Query(ROOT, groupOf(1_700_000_500, 0))),
      );
      const reads = jest.spyOn(indexed.state.getCollection(`${ROOT}/leads`), 'getAllDocuments');
      for (const [seconds, nanos] of [
        [1_700_000_501, 0],
        [1_700_000_501, 1_000_000],
        [1_700_000_501, 2_000_000],
        [1_700_000_000, 0],
        [1_699_999_999, 0],
      ]) {
        const found = names(indexed.state.v1Query(ROOT, groupOf(seconds, nanos)));
        expect(found).toEqual(names(scanned.state.v1Query(ROOT, groupOf(seconds, nanos))));
      }
      expect(reads).not.toHaveBeenCalled(); // each group came from its timestamp's bucket
      expect(names(indexed.state.v1Query(ROOT, groupOf(1_700_000_501, 1_000_000)))).toEqual([`${ROOT}/leads/l1003`]);
    });
  });
  it('loads stored documents exactly as writing them one by one does', () => {
    const rng = (() => {
      let state = 7;
      return () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state / 2147483648;
      };
    })();
    const value = (depth: number): Record<string, unknown> => {
      const kinds = [
        () => ({ string_value: `s${Math.floor(rng() * 5)}` }),
        () => ({ integer_value: Math.floor(rng() * 1000) - 500 }),
        () => ({ double_value: rng() * 10 }),
        () => ({ boolean_value: rng() < 0.5 }),
        () => ({ null_value: 0 }),
        () => ({ timestamp_value: { seconds: Math.floor(rng() * 2e9), nanos: Math.floor(rng() * 1e9) } }),
        () => ({ bytes_value: new Uint8Array([1, 2, Math.floor(rng() * 255)]) }),
        () => ({ reference_value: `projects/p/databases/(default)/documents/things/r${Math.floor(rng() * 9)}` }),
        () => ({ geo_point_value: { latitude: rng() * 90, longitude: rng() * 180 } }),
        () => ({ array_value: { values: depth > 2 ? [] : Array.from({ length: Math.floor(rng() * 3) }, () => value(depth + 1)) } }),
        () => ({
          map_value: {
            fields:
              depth > 2 ? {} : Object.fromEntries(Array.from({ length: Math.floor(rng() * 3) }, (_, i) => [`k${i}`, value(depth + 1)])),
          },
        }),
      ];
      return kinds[Math.floor(rng() * kinds.length)]();
    };
    const documents = Array.from({ length: 300 }, (_, i) => ({
      name: `projects/p/databases/(default)/documents/things/t${i % 250}`,
      fields: Object.fromEntries(Array.from({ length: 1 + Math.floor(rng() * 6) }, (_, f) => [`f${f}`, value(0)])),
    }));
    const date = new Date();
    const loaded = new FirestoreServer();
    (loaded.state as unknown as { loadPlainDocuments(date: Date, docs: unknown[]): void }).loadPlainDocuments(date, documents);
    const written = new FirestoreServer();
    for (const doc of documents)
      written.state.writeV1Document(date, Write.fromObject({ update: { name: doc.name, fields: doc.fields as never } }));
    const names = [...new Set(documents.map((doc) => doc.name))];
    for (const name of names) {
      const a = loaded.state.getDocument(name);
      const b = written.state.getDocument(name);
      expect(a.toV1DocumentObject()).toEqual(b.toV1DocumentObject());
      for (const key of Object.keys(b.toV1DocumentObject().fields ?? {})) expect(a.getField(key)?.eq(b.getField(key)!)).toBe(true);
    }
  });
});

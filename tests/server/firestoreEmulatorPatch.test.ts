import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FirestoreServer } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import {
  StructuredQuery,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { startEmbeddedFirestore, type EmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';

process.env.METADATA_SERVER_DETECTION = 'none';

/**
 * The behaviour patches/@firestore-emulator+server+*.patch gives the emulator (docs/decisions/0017-emulator-patch.md):
 * offset() is honoured, and documents are added to a collection in place instead of by copying the collection.
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
});

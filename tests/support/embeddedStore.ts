import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { startEmbeddedFirestore, type EmbeddedFirestore } from '../../server/platform/firestore/embeddedFirestore';
import { initFirestore } from '../../server/platform/firestore/firestore';

process.env.METADATA_SERVER_DETECTION = 'none';

/**
 * For a test file that calls the server's own Firestore code in process: an embedded store in memory for the
 * whole file, with the app's Firestore (`db()`, `runTransaction`) initialised on it. Registers its own
 * beforeAll and afterAll; `store()` is the running store.
 */
export function withEmbeddedFirestore(projectId: string): { store: () => EmbeddedFirestore } {
  let store: EmbeddedFirestore | null = null;
  let app: App | null = null;
  beforeAll(async () => {
    store = await startEmbeddedFirestore({ dataDir: null });
    process.env.FIRESTORE_EMULATOR_HOST = store.host;
    app = initializeApp({ projectId }, `${projectId}-${process.pid}`);
    initFirestore(app);
  });
  afterAll(async () => {
    if (app) await deleteApp(app);
    await store?.stop();
  });
  return {
    store: () => {
      if (!store) throw new Error('the embedded store starts in beforeAll');
      return store;
    },
  };
}

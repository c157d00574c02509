import path from 'node:path';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { AppConfig } from './config';
import { initFirestore } from './firestore/firestore';
import { startEmbeddedFirestore, type EmbeddedFirestore } from './firestore/embeddedFirestore';
import { startAuthEmulator, type AuthEmulator } from './auth/authEmulator';
import { logger } from './logger';

export interface FirebaseRuntime {
  app: App;
  auth: Auth;
  /** Set when the emulators run: the hosts the browser and tools reach them on. */
  firestoreEmulatorHost?: string;
  authEmulatorHost?: string;
  stop(): Promise<void>;
}

/**
 * Connects firebase-admin to Firestore and Auth. In the embedded default it first starts the in-process
 * Firestore emulator and the Auth emulator and points firebase-admin at them through the standard
 * FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST variables; nothing else in the code knows which.
 */
export async function startFirebase(config: AppConfig): Promise<FirebaseRuntime> {
  let embeddedFirestore: EmbeddedFirestore | null = null;
  let authEmulator: AuthEmulator | null = null;
  const { firebase } = config;

  if (firebase.embedded) {
    // No Google metadata server exists locally; stop google-auth-library from probing for one.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const persist = config.env !== 'test' || process.env.PERSIST_EMBEDDED_DATA === 'true';
    [embeddedFirestore, authEmulator] = await Promise.all([
      startEmbeddedFirestore({
        port: firebase.firestorePort,
        dataFile: persist ? path.join(config.dataDir, 'firestore.json') : null,
      }),
      startAuthEmulator({
        projectId: firebase.projectId,
        port: firebase.authEmulatorPort,
        dataDir: config.dataDir,
        persist,
      }),
    ]);
    process.env.FIRESTORE_EMULATOR_HOST = embeddedFirestore.host;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host;
    logger.info({ firestore: embeddedFirestore.host, auth: authEmulator.host }, 'embedded Firebase started');
  } else {
    if (firebase.firestoreEmulatorHost) process.env.FIRESTORE_EMULATOR_HOST = firebase.firestoreEmulatorHost;
    if (firebase.authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;
  }

  const app = initializeApp({ projectId: firebase.projectId }, `sfr-${Date.now()}`);
  initFirestore(app, { serialiseTransactions: firebase.embedded });

  return {
    app,
    auth: getAuth(app),
    firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST || undefined,
    authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    async stop() {
      try {
        await deleteApp(app);
      } catch {
        /* already deleted */
      }
      await Promise.all([embeddedFirestore?.stop(), authEmulator?.stop()]);
    },
  };
}

import path from 'node:path';
import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { AppConfig, SignInThrottleConfig } from '../config';
import { db, initFirestore } from '../firestore/firestore';
import type { EmbeddedFirestore } from '../firestore/embeddedFirestore';
import type { AuthEmulator } from '../auth/authEmulator';
import { createAuthFrontForwarder } from '../auth/authFrontForwarder';
import { advertiseEmbeddedStore, runningEmbeddedStore, withdrawEmbeddedStore } from './embeddedStoreSharing';
import type { TransactionStats } from '../firestore/transactionIsolation';
import { createAuthEmulatorProxy, protectEmailEnumeration, serveAuthProxy, type AuthEmulatorProxy } from '../auth/authEmulatorProxy';
import { createSignInThrottle } from '../auth/signInThrottle';
import { loadEmulatorTokenKey } from '../auth/emulatorTokens';
import { createIdTokenVerifier, type IdTokenVerifier } from '../auth/idTokens';
import { logger } from '../logger';
import { atFirstUse } from './atFirstUse';

export interface FirebaseRuntime {
  auth: Auth;
  idTokens: IdTokenVerifier;
  /** Set when an Auth emulator is in use: browsers reach it through the site (see app.ts). */
  authEmulatorProxy?: AuthEmulatorProxy;
  /** Set when the emulators run: the hosts tools reach them on. */
  firestoreEmulatorHost?: string;
  authEmulatorHost?: string;
  /** True when this server joined the embedded store another server on its DATA_DIR owns. */
  joinedEmbeddedStore: boolean;
  /** Once listening: an embedded store's owner says where it is, so servers started on its DATA_DIR join it. */
  advertise(siteUrl: string): void;
  /** Loads the Firestore SDK and opens its channel with one read; never fails. */
  warmUp(): Promise<void>;
  /** The embedded store's transaction counts, on the server that owns it. */
  transactionStats(): TransactionStats | null;
  stop(): Promise<void>;
}

/** A proxy in front of Auth emulators this process did not start (e.g. `firebase emulators:exec`). */
/** The embedded Auth emulator (it spawns a process): loaded only when this server embeds or joins one, never on a real project. */
const loadAuthEmulator = () => require('../auth/authEmulator') as typeof import('../auth/authEmulator');

async function proxyExternalAuthEmulator(host: string, projectId: string, signInThrottle: SignInThrottleConfig) {
  const upstream = `http://${host}`;
  await protectEmailEnumeration(upstream, projectId);
  const proxy = createAuthEmulatorProxy({
    upstream,
    projectId,
    exportDir: null,
    tokenKey: loadEmulatorTokenKey(null),
    signInThrottle: createSignInThrottle(signInThrottle),
  });
  return { proxy, ...(await serveAuthProxy(proxy, 0)) };
}

/** What the embedded default runs on: dev dependencies, absent from a production install (`npm ci --omit=dev`). */
const EMBEDDED_PACKAGES = ['@firestore-emulator/server', '@firestore-emulator/proto/package.json', 'firebase-tools/package.json'];

/**
 * The in-process Firestore emulator, loaded only when the embedded default runs (docs/decisions/0030-lean-image-and-cold-start.md):
 * a server on a real project never loads it, and an image without dev dependencies says why it cannot run the demo.
 */
function loadEmbeddedFirestore() {
  const missing = EMBEDDED_PACKAGES.filter((name) => {
    try {
      require.resolve(name);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length) {
    throw new Error(
      `The embedded demo (no FIREBASE_PROJECT_ID, EMBEDDED_FIREBASE not false) runs on the Firestore and Auth emulators, ` +
        `which are dev dependencies and not installed here (${missing.map((name) => name.replace('/package.json', '')).join(', ')}): ` +
        `install them with \`npm ci\` (without --omit=dev), or set FIREBASE_PROJECT_ID to a real Firebase project.`,
    );
  }
  return {
    ...(require('../firestore/embeddedFirestore') as typeof import('../firestore/embeddedFirestore')),
    ...(require('../firestore/indexEnforcement') as typeof import('../firestore/indexEnforcement')),
  };
}

/**
 * Connects firebase-admin to Firestore and Auth. In the embedded default it first starts the in-process
 * Firestore emulator and the Auth emulator and points firebase-admin at them through the standard
 * FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST variables; nothing else in the code knows which.
 */
export async function startFirebase(config: AppConfig): Promise<FirebaseRuntime> {
  let embeddedFirestore: EmbeddedFirestore | null = null;
  let authEmulator: Pick<AuthEmulator, 'host' | 'proxy' | 'stop'> | null = null;
  const { firebase } = config;

  const joining = firebase.embedded ? await runningEmbeddedStore(config.dataDir) : null;
  if (joining) {
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    process.env.FIRESTORE_EMULATOR_HOST = joining.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = joining.auth;
    const tokens = loadEmulatorTokenKey(loadAuthEmulator().emulatorTokenKeyFile(config.dataDir));
    authEmulator = { host: joining.auth, proxy: createAuthFrontForwarder(joining.site, tokens), stop: async () => undefined };
    logger.info({ owner: joining.pid, firestore: joining.firestore, auth: joining.auth }, 'joined the embedded store of another server');
  } else if (firebase.embedded) {
    // No Google metadata server exists locally; stop google-auth-library from probing for one.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    const { startEmbeddedFirestore, loadIndexConfig } = loadEmbeddedFirestore();
    const persist = firebase.persistEmbeddedData;
    [embeddedFirestore, authEmulator] = await Promise.all([
      startEmbeddedFirestore({
        port: firebase.firestorePort,
        dataDir: persist ? path.join(config.dataDir, 'firestore') : null,
        fsync: firebase.embeddedFsync,
        indexes: firebase.enforceIndexes ? loadIndexConfig() : null,
        onError: (error) => logger.error({ err: error }, 'embedded Firestore storage failed'),
      }),
      loadAuthEmulator().startAuthEmulator({
        projectId: firebase.projectId,
        port: firebase.authEmulatorPort,
        dataDir: config.dataDir,
        persist,
        signInThrottle: firebase.signInThrottle,
      }),
    ]);
    process.env.FIRESTORE_EMULATOR_HOST = embeddedFirestore.host;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host;
    logger.info({ firestore: embeddedFirestore.host, auth: authEmulator.host }, 'embedded Firebase started');
  } else {
    if (firebase.firestoreEmulatorHost) process.env.FIRESTORE_EMULATOR_HOST = firebase.firestoreEmulatorHost;
    if (firebase.authEmulatorHost && firebase.authEmulatorUnproxied) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.authEmulatorHost;
    } else if (firebase.authEmulatorHost) {
      authEmulator = await proxyExternalAuthEmulator(firebase.authEmulatorHost, firebase.projectId, firebase.signInThrottle);
      process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulator.host;
    }
  }

  // firebase-admin itself loads at first use too (docs/decisions/0036-firestore-loaded-at-first-use.md).
  const appName = `sfr-${Date.now()}`;
  let firebaseApp: App | null = null;
  const app = () =>
    (firebaseApp ??= (require('firebase-admin/app') as typeof import('firebase-admin/app')).initializeApp(
      { projectId: firebase.projectId },
      appName,
    ));
  initFirestore(app);
  // A cold start's first page checks no one's session: it does not wait for the Auth SDK.
  const auth = atFirstUse(() => (require('firebase-admin/auth') as typeof import('firebase-admin/auth')).getAuth(app()));

  return {
    auth,
    idTokens: createIdTokenVerifier(auth, authEmulator?.proxy.tokens ?? null),
    authEmulatorProxy: authEmulator?.proxy,
    firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST || undefined,
    authEmulatorHost: authEmulator?.host,
    joinedEmbeddedStore: Boolean(joining),
    advertise(siteUrl) {
      if (embeddedFirestore && authEmulator) {
        advertiseEmbeddedStore(config.dataDir, {
          pid: process.pid,
          firestore: embeddedFirestore.host,
          auth: authEmulator.host,
          site: siteUrl,
        });
      }
    },
    async warmUp() {
      try {
        await db().collection('meta').doc('health').get();
      } catch {}
    },
    transactionStats: () => embeddedFirestore?.transactionStats() ?? null,
    async stop() {
      if (embeddedFirestore) withdrawEmbeddedStore(config.dataDir);
      if (firebaseApp) {
        try {
          await (require('firebase-admin/app') as typeof import('firebase-admin/app')).deleteApp(firebaseApp);
        } catch {
          /* already deleted */
        }
      }
      await Promise.all([embeddedFirestore?.stop(), authEmulator?.stop()]);
    },
  };
}

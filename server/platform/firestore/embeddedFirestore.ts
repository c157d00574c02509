import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { FirestoreServer } from '@firestore-emulator/server';
import type { Server as GrpcServer } from '@grpc/grpc-js';
import { enforceIndexes } from './indexEnforcement';
import { isolateTransactions, type TransactionStats } from './transactionIsolation';
import type { IndexConfig } from './indexRules';
import { decodeJson, loadStoredDocumentsInto, openJournal, type FsyncPolicy, type Journal, type StoredDocument } from './journal';

// The emulator pins its own @grpc/grpc-js; credentials must come from that same copy of the library.
const emulatorGrpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof import('@grpc/grpc-js');

/**
 * The in-process Firestore emulator used by `npm start` and the tests. The emulator keeps its data in memory;
 * with a data directory, every commit is journaled before the client is answered (./journal.ts), and the
 * journal is replayed at the next start.
 */
export interface EmbeddedFirestore {
  host: string;
  port: number;
  /** Folds the journal into the snapshot now (also happens by itself as the journal grows). */
  compact(): Promise<void>;
  /** Transactions committed and aborted (each abort is one retry by the client) since the store started. */
  transactionStats(): TransactionStats;
  stop(): Promise<void>;
}

export interface EmbeddedFirestoreOptions {
  port?: number;
  /** Where the journal and snapshot live; null keeps the data in memory only (tests). */
  dataDir?: string | null;
  fsync?: FsyncPolicy;
  compactBytes?: number;
  onError?: (error: unknown) => void;
  /**
   * The index configuration (firestore.indexes.json, see loadIndexConfig) to refuse queries by, as Cloud
   * Firestore would with FAILED_PRECONDITION; null or absent answers every query.
   */
  indexes?: IndexConfig | null;
}

type EmulatorState = FirestoreServer['state'];
type GrpcHandler = { func: (call: unknown, callback: (error: unknown, value?: unknown) => void) => void };

const COMMIT_METHOD = '/google.firestore.v1.Firestore/Commit';

/**
 * Stored documents become the emulator's documents through the patched emulator's loader
 * (docs/decisions/0017-emulator-patch.md): what writeV1Document would do, without a protobuf message and
 * immer copies per document, which were most of the start-up time.
 */
function writeDocuments(state: EmulatorState, documents: StoredDocument[]) {
  (state as unknown as { loadPlainDocuments(date: Date, documents: StoredDocument[]): void }).loadPlainDocuments(new Date(), documents);
}

/** The first version kept one JSON file of every document next to the data directory; it is taken over once. */
function takeOverLegacySnapshot(dataDir: string): StoredDocument[] {
  const legacy = path.join(path.dirname(dataDir), 'firestore.json');
  if (!fs.existsSync(legacy)) return [];
  const snapshot = decodeJson<{ documents: StoredDocument[] }>(fs.readFileSync(legacy, 'utf8'));
  fs.renameSync(legacy, `${legacy}.migrated`);
  return snapshot.documents;
}

/**
 * Journals each Commit before the emulator's answer leaves: the emulator applies a commit's writes
 * synchronously and then calls back, so the documents it touched are collected while it writes and
 * journaled (one line, one write) in the callback, ahead of the reply to the client.
 */
function journalCommits(grpcServer: GrpcServer, state: EmulatorState, journal: Journal) {
  const handlers = (grpcServer as unknown as { handlers: Map<string, GrpcHandler> }).handlers;
  const commit = handlers.get(COMMIT_METHOD);
  if (!commit) throw new Error(`The Firestore emulator has no ${COMMIT_METHOD} handler to journal`);

  let touched: string[] | null = null;
  const writeDocument = state.writeV1Document.bind(state);
  state.writeV1Document = (date, write) => {
    touched?.push(write.has_delete ? write.delete : write.update.name);
    return writeDocument(date, write);
  };

  const original = commit.func;
  commit.func = (call, callback) => {
    touched = [];
    const paths = touched;
    try {
      original(call, (error, value) => {
        touched = null;
        if (paths.length > 0) {
          try {
            journal.append(
              [...new Set(paths)].map((name) => {
                const doc = state.getDocument(name);
                return doc.metadata.hasExist ? { name, fields: doc.toV1DocumentObject().fields } : { name, deleted: true as const };
              }),
            );
          } catch (journalError) {
            callback({
              code: emulatorGrpc.status.UNAVAILABLE,
              message: `The write could not be stored durably: ${(journalError as Error).message}`,
            });
            return;
          }
        }
        callback(error, value);
      });
    } finally {
      touched = null;
    }
  };
}

export async function startEmbeddedFirestore(options: EmbeddedFirestoreOptions = {}): Promise<EmbeddedFirestore> {
  const emulator = new FirestoreServer();
  const { dataDir = null } = options;
  const onError = options.onError ?? ((error: unknown) => console.error('embedded Firestore storage error', error));

  let journal: Journal | null = null;
  if (dataDir) {
    const legacy = takeOverLegacySnapshot(dataDir);
    writeDocuments(emulator.state, legacy);
    await loadStoredDocumentsInto(dataDir, (documents) => writeDocuments(emulator.state, documents));
    journal = openJournal({
      dir: dataDir,
      fsync: options.fsync ?? 'everysec',
      compactBytes: options.compactBytes ?? 32 * 1024 * 1024,
      onError,
    });
    if (legacy.length > 0) journal.append(legacy.map((doc) => ({ name: doc.name, fields: doc.fields })));
  }

  // FirestoreServer.start() binds 0.0.0.0; the embedded database must only be reachable from this machine,
  // so bind its gRPC server to loopback ourselves (port 0 picks a free port).
  const grpcServer = (emulator as unknown as { server: GrpcServer }).server;
  if (journal) journalCommits(grpcServer, emulator.state, journal);
  if (options.indexes) enforceIndexes(grpcServer, options.indexes);
  const transactions = isolateTransactions(grpcServer, emulator.state);
  const port = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${options.port ?? 0}`, emulatorGrpc.ServerCredentials.createInsecure(), (err, boundPort) =>
      err ? reject(err) : resolve(boundPort),
    ),
  );
  // Fold what the previous run journaled into the snapshot, in the background.
  if (journal) void journal.compact();

  return {
    host: `127.0.0.1:${port}`,
    port,
    compact: () => journal?.compact() ?? Promise.resolve(),
    transactionStats: transactions.stats,
    async stop() {
      transactions.stop();
      await new Promise<void>((resolve) => grpcServer.tryShutdown(() => resolve()));
      await journal?.close();
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { FirestoreServer, type FirestoreState } from '@firestore-emulator/server';
import { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { createRequire } from 'node:module';
import type { Server as GrpcServer } from '@grpc/grpc-js';

/**
 * The in-process Firestore emulator used by `npm start` and the tests. The emulator keeps its data in
 * memory only, so this module snapshots every stored document (with its exact protobuf value types:
 * timestamps, nested maps, bytes, references) to a JSON file and writes them back at start.
 */
export interface EmbeddedFirestore {
  host: string;
  port: number;
  save(): Promise<void>;
  stop(): Promise<void>;
}

interface SnapshotFile {
  version: 1;
  savedAt: string;
  documents: Array<{ name: string; fields: unknown }>;
}

interface StateJson {
  collections?: Record<string, CollectionJson>;
  projects?: Record<string, { databases: Record<string, { collections: Record<string, CollectionJson> }> }>;
}
interface CollectionJson {
  documents: Record<string, { path: string; fields: Record<string, unknown>; collections: Record<string, CollectionJson> }>;
}

function collectDocumentPaths(collection: CollectionJson, out: string[]) {
  for (const doc of Object.values(collection.documents)) {
    out.push(doc.path);
    for (const child of Object.values(doc.collections)) collectDocumentPaths(child, out);
  }
}

export function snapshotState(state: FirestoreState): SnapshotFile {
  const json = state.toJSON() as StateJson;
  const paths: string[] = [];
  for (const project of Object.values(json.projects ?? {})) {
    for (const database of Object.values(project.databases)) {
      for (const collection of Object.values(database.collections)) collectDocumentPaths(collection, paths);
    }
  }
  const documents: SnapshotFile['documents'] = [];
  for (const docPath of paths) {
    const doc = state.getDocument(docPath);
    if (!doc.metadata.hasExist) continue; // a parent that only holds subcollections
    const { name, fields } = doc.toV1DocumentObject();
    documents.push({ name: name!, fields });
  }
  return { version: 1, savedAt: new Date().toISOString(), documents };
}

const BYTES_TAG = '$bytes';
function replacer(_key: string, value: unknown) {
  if (value instanceof Uint8Array) return { [BYTES_TAG]: Buffer.from(value).toString('base64') };
  return value;
}
function reviver(_key: string, value: unknown) {
  if (value && typeof value === 'object' && BYTES_TAG in (value as object)) {
    return new Uint8Array(Buffer.from((value as Record<string, string>)[BYTES_TAG], 'base64'));
  }
  return value;
}

export function restoreState(state: FirestoreState, snapshot: SnapshotFile) {
  const now = new Date();
  for (const doc of snapshot.documents) {
    state.writeV1Document(now, Write.fromObject({ update: { name: doc.name, fields: doc.fields as never } }));
  }
}

async function writeFileAtomically(file: string, contents: string) {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.promises.writeFile(tmp, contents);
  await fs.promises.rename(tmp, file);
}

export async function startEmbeddedFirestore(options: {
  port?: number;
  dataFile?: string | null;
  saveIntervalMs?: number;
}): Promise<EmbeddedFirestore> {
  const emulator = new FirestoreServer();
  const { dataFile = null, saveIntervalMs = 2000 } = options;

  if (dataFile && fs.existsSync(dataFile)) {
    const snapshot = JSON.parse(await fs.promises.readFile(dataFile, 'utf8'), reviver) as SnapshotFile;
    restoreState(emulator.state, snapshot);
  }

  // FirestoreServer.start() binds 0.0.0.0; the embedded database must only be reachable from this machine,
  // so bind its gRPC server to loopback ourselves (port 0 picks a free port).
  const grpcServer = (emulator as unknown as { server: GrpcServer }).server;
  // The emulator may bring its own copy of @grpc/grpc-js (the lock file has 1.14.3 beside the top-level
  // 1.14.7), and its Server accepts only credentials made by that same copy.
  const { ServerCredentials } = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof import('@grpc/grpc-js');
  const port = await new Promise<number>((resolve, reject) =>
    grpcServer.bindAsync(`127.0.0.1:${options.port ?? 0}`, ServerCredentials.createInsecure(), (err, boundPort) =>
      err ? reject(err) : resolve(boundPort),
    ),
  );

  let dirty = false;
  const markDirty = () => {
    dirty = true;
  };
  emulator.state.emitter.on('create-document', markDirty);
  emulator.state.emitter.on('update-document', markDirty);
  emulator.state.emitter.on('delete-document', markDirty);

  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    if (!dataFile) return Promise.resolve();
    saving = saving.then(async () => {
      dirty = false;
      await writeFileAtomically(dataFile, JSON.stringify(snapshotState(emulator.state), replacer));
    });
    return saving;
  };

  const timer = dataFile
    ? setInterval(() => {
        if (dirty) void save();
      }, saveIntervalMs)
    : null;
  timer?.unref();

  return {
    host: `127.0.0.1:${port}`,
    port,
    save,
    async stop() {
      if (timer) clearInterval(timer);
      await save();
      await new Promise<void>((resolve) => grpcServer.tryShutdown(() => resolve()));
    },
  };
}

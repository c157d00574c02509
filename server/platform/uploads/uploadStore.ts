import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { AppConfig } from '../config';
import { logger } from '../logger';

/**
 * Where tus uploads are kept (decision 0002): `@tus/file-store` under `<DATA_DIR>/uploads` in the embedded
 * default; `@tus/gcs-store` on the Firebase Storage bucket when UPLOAD_STORE=gcs. The GCS store is not a
 * dependency yet: it is loaded by name only when configured, and the server refuses to start with a clear
 * message when it is missing.
 */
export interface UploadStorage {
  kind: 'file' | 'gcs';
  datastore: DataStore;
  /** The stored bytes of an upload (never served publicly: see the admin file route). */
  read(id: string): Readable;
  remove(id: string): Promise<void>;
}

type Readably = DataStore & { read(id: string): Readable | Promise<Readable> };

export async function createUploadStorage(config: AppConfig['uploads']): Promise<UploadStorage> {
  let datastore: Readably;
  if (config.store === 'gcs') {
    // Names kept in variables: these packages are optional and not installed in the embedded default.
    const gcsStoreModule = '@tus/gcs-store';
    const storageModule = '@google-cloud/storage';
    let GCSStore: new (options: { bucket: unknown }) => Readably;
    let Storage: new () => { bucket(name: string): unknown };
    try {
      ({ GCSStore } = await import(gcsStoreModule));
      ({ Storage } = await import(storageModule));
    } catch {
      throw new Error('UPLOAD_STORE=gcs needs the packages @tus/gcs-store and @google-cloud/storage: install them, or use UPLOAD_STORE=file');
    }
    datastore = new GCSStore({ bucket: new Storage().bucket(config.bucket) });
    logger.info({ bucket: config.bucket }, 'uploads are kept in Cloud Storage');
  } else {
    fs.mkdirSync(config.directory, { recursive: true });
    datastore = new FileStore({ directory: config.directory }) as unknown as Readably;
  }
  return {
    kind: config.store,
    datastore,
    read(id) {
      const result = datastore.read(id);
      if (typeof (result as Promise<Readable>).then === 'function') throw new Error('this store reads asynchronously');
      return result as Readable;
    },
    remove: (id) => datastore.remove(id),
  };
}

/** The first `length` bytes of a stored upload (fewer when it is shorter). */
export function readHead(storage: UploadStorage, id: string, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = storage.read(id);
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= length) stream.destroy();
    });
    stream.on('close', () => resolve(Buffer.concat(chunks).subarray(0, length)));
    stream.on('error', reject);
  });
}

import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { GCSStore } from '@tus/gcs-store';
import type { DataStore } from '@tus/utils';
import type { AppConfig } from '../config';
import { logger } from '../logger';

/**
 * Where tus uploads are kept (decision 0002): `@tus/file-store` under `<DATA_DIR>/uploads` in the embedded
 * default; `@tus/gcs-store` on the Firebase Storage bucket when UPLOAD_STORE=gcs (credentials from the
 * environment, as for firebase-admin; STORAGE_EMULATOR_HOST points it elsewhere, which the tests use).
 */
export interface UploadStorage {
  kind: 'file' | 'gcs';
  datastore: DataStore;
  /** The stored bytes of an upload (never served publicly: see the admin file route). */
  read(id: string): Readable;
  remove(id: string): Promise<void>;
  /** Where uploads go, as /healthz reports it: the bucket's name, or nothing for the data directory. */
  bucket: string | null;
  /** Resolves when the store can be listed (the bucket exists and the service account may use it). */
  check(): Promise<void>;
}

type Readably = DataStore & { read(id: string): Readable | Promise<Readable> };

/**
 * @tus/gcs-store without the tus termination extension: a cancelled upload, or one refused for its
 * content, must be deleted from the bucket too. Its parts: the object, and the `_patch` object a chunk is
 * written to before it is composed onto it.
 */
function terminableGcsStore(options: ConstructorParameters<typeof GCSStore>[0]): Readably {
  const { GCSStore: Store } = require('@tus/gcs-store') as typeof import('@tus/gcs-store');
  class TerminableGCSStore extends Store {
    constructor() {
      super(options);
      this.extensions = [...this.extensions, 'termination'];
    }

    override async remove(id: string): Promise<void> {
      await Promise.all([
        this.bucket.file(id).delete({ ignoreNotFound: true }),
        this.bucket.file(`${id}_patch`).delete({ ignoreNotFound: true }),
      ]);
    }
  }
  return new TerminableGCSStore();
}

export async function createUploadStorage(config: AppConfig['uploads']): Promise<UploadStorage> {
  let datastore: Readably;
  let check: () => Promise<void>;
  // Only the store in use is loaded (docs/decisions/0030-lean-image-and-cold-start.md).
  if (config.store === 'gcs') {
    const { Storage } = require('@google-cloud/storage') as typeof import('@google-cloud/storage');
    const bucket = new Storage().bucket(config.bucket);
    // The store's types name @google-cloud/storage's ES module build; this server loads the CommonJS one.
    datastore = terminableGcsStore({ bucket: bucket as unknown as ConstructorParameters<typeof GCSStore>[0]['bucket'] });
    // Listing needs only storage.objects.list, which roles/storage.objectAdmin on the bucket grants.
    check = async () => void (await bucket.getFiles({ maxResults: 1, autoPaginate: false }));
    logger.info({ bucket: config.bucket }, 'uploads are kept in Cloud Storage');
  } else {
    fs.mkdirSync(config.directory, { recursive: true });
    const { FileStore } = require('@tus/file-store') as typeof import('@tus/file-store');
    datastore = new FileStore({ directory: config.directory }) as unknown as Readably;
    check = () => fs.promises.access(config.directory, fs.constants.W_OK);
  }
  return {
    kind: config.store,
    bucket: config.store === 'gcs' ? config.bucket : null,
    check,
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

/** A whole stored upload; refuses one longer than `maxBytes` (the route's limit, which tus already held it to). */
export function readUpload(storage: UploadStorage, id: string, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = storage.read(id);
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) stream.destroy(new Error(`upload ${id} is larger than ${maxBytes} bytes`));
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

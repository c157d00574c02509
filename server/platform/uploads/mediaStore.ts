import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * The site's public files (cover images and their sizes), kept beside the tus uploads: `<DATA_DIR>/media`
 * in the embedded default, the `media/` prefix of the Storage bucket when UPLOAD_STORE=gcs. Names are
 * never reused, so what is stored under a name never changes (the route serves them as immutable).
 */
export interface MediaStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is nothing under that name. */
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

function checkName(name: string) {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`not a media file name: ${name}`);
}

function fileMediaStorage(directory: string): MediaStorage {
  return {
    async put(name, bytes) {
      checkName(name);
      await fs.mkdir(directory, { recursive: true });
      const target = path.join(directory, name);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, target);
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        return await fs.readFile(path.join(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      checkName(name);
      await fs.rm(path.join(directory, name), { force: true });
    },
  };
}

function bucketMediaStorage(bucketName: string, folder: string, cacheControl: string): MediaStorage {
  // Loaded only when the bucket is in use (docs/decisions/0030-lean-image-and-cold-start.md).
  const { Storage } = require('@google-cloud/storage') as typeof import('@google-cloud/storage');
  const bucket = new Storage().bucket(bucketName);
  const file = (name: string) => bucket.file(`${folder}/${name}`);
  return {
    async put(name, bytes, contentType) {
      checkName(name);
      await file(name).save(bytes, { contentType, resumable: false, metadata: { cacheControl } });
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      try {
        const [bytes] = await file(name).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: number }).code === 404) return null;
        throw error;
      }
    },
    async remove(name) {
      checkName(name);
      await file(name).delete({ ignoreNotFound: true });
    },
  };
}

/**
 * The public files by default. `private: true` is a second store beside it (`<DATA_DIR>/private-media`, the
 * `private-media/` prefix) for files only a route that checks the caller serves, such as job photographs.
 */
export function createMediaStorage(config: AppConfig['uploads'], options: { private?: boolean } = {}): MediaStorage {
  const folder = options.private ? 'private-media' : 'media';
  const cacheControl = options.private ? 'private, no-store' : 'public, max-age=31536000, immutable';
  return config.store === 'gcs'
    ? bucketMediaStorage(config.bucket, folder, cacheControl)
    : fileMediaStorage(path.join(path.dirname(config.directory), folder));
}

/** Where the site serves a stored file (server/modules/media/media.routes.ts). */
export const mediaUrl = (name: string) => `/media/${name}`;

/** What a page needs to show an image: the largest file, every width for `srcset` (narrowest first), and its shape. */
export function imageSources(image: { variants: { width: number; height: number; name: string }[] }) {
  const largest = image.variants[image.variants.length - 1];
  return {
    url: mediaUrl(largest.name),
    srcSet: image.variants.map((variant) => `${mediaUrl(variant.name)} ${variant.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

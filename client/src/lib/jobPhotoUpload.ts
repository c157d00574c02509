import { Upload, type DetailedError } from 'tus-js-client';
import { jobPhotoRefusal } from '../../../common/quotes';
import { INITIAL_CHUNK_BYTES, MAX_RETRY_TIME_MS, nextChunkSize, retryDelays, type UploadError } from './uploadState';

/** Where job photographs go over tus, and the header naming the stored photograph (server/modules/media/jobPhotos.routes.ts). */
export const JOB_PHOTO_UPLOAD_ENDPOINT = '/job-photo-uploads';
const JOB_PHOTO_ID_HEADER = 'Job-Photo-Id';
/** The bytes the type check reads (common/quotes.ts sniffPhotoType). */
const HEAD_BYTES = 12;

function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, HEAD_BYTES);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Why a chosen file cannot be added to a job that already has `photosSoFar` photographs (the limit named), or
 * null: the same rule the server applies, its type read from the file's first bytes, never its name.
 */
export async function jobPhotoChoiceRefusal(file: Blob, photosSoFar: number): Promise<string | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    head = new Uint8Array();
  }
  return jobPhotoRefusal({ bytes: file.size, head }, photosSoFar);
}

export interface JobPhotoUploadOptions {
  endpoint?: string;
  leadId: string;
  /** The signed-in company user's ID token, asked for before every request (it may have been refreshed). */
  idToken(): Promise<string | null>;
  /** Retry waits; default: 1 s doubling within 60 s (retryDelays()). */
  retryDelays?: number[];
  onProgress(bytesTransferred: number, totalBytes: number): void;
  /** The stored photograph's id. */
  onSuccess(photoId: string | null): void;
  onError(error: UploadError): void;
}

export interface JobPhotoUploadController {
  start(): void;
  /** Stops and deletes the upload on the server (tus termination). */
  cancel(): Promise<void>;
}

function errorOf(error: Error | DetailedError, retried: boolean): UploadError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) {
    const status = response.getStatus();
    const body = (response.getBody() ?? '').trim();
    if (status >= 400 && status < 500 && body) return { code: 'refused', message: body };
  }
  if (retried)
    return {
      code: 'retry-limit-exceeded',
      message: `The upload kept failing for over ${Math.round(MAX_RETRY_TIME_MS / 1000)} seconds, so we stopped. Check your connection and try again.`,
    };
  return { code: 'unknown', message: 'The upload failed. Check your connection and try again.' };
}

/**
 * One job photograph over tus (decision 0002): chunks from 256 KB doubling, retries of network errors and 5xx
 * with doubling waits, refusals (401, 403, 409, 413, 415) at once with the server's words. The lead travels as
 * metadata; the company is the signed-in user's, which the server reads from the ID token.
 */
export function createJobPhotoUpload(file: Blob | Uint8Array, options: JobPhotoUploadOptions): JobPhotoUploadController {
  const delays = options.retryDelays ?? retryDelays();
  let retried = false;
  let photoId: string | null = null;
  const upload: Upload = new Upload(file as Blob, {
    endpoint: options.endpoint ?? JOB_PHOTO_UPLOAD_ENDPOINT,
    chunkSize: INITIAL_CHUNK_BYTES,
    retryDelays: delays,
    metadata: { leadId: options.leadId },
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: true,
    uploadSize: 'size' in file ? file.size : file.byteLength,
    async onBeforeRequest(req) {
      const token = await options.idToken();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onAfterResponse(_req, res) {
      photoId = res.getHeader(JOB_PHOTO_ID_HEADER) ?? photoId;
    },
    onShouldRetry(error, attempt) {
      const status = error.originalResponse ? error.originalResponse.getStatus() : 0;
      const retry = (status === 0 || status >= 500 || status === 423) && attempt < delays.length;
      if (status === 0 || status >= 500) retried = true;
      return retry;
    },
    onProgress: (sent, total) => options.onProgress(sent, total),
    onChunkComplete() {
      upload.options.chunkSize = nextChunkSize(upload.options.chunkSize ?? INITIAL_CHUNK_BYTES);
    },
    onSuccess: () => options.onSuccess(photoId),
    onError: (error) => options.onError(errorOf(error, retried)),
  });
  return { start: () => upload.start(), cancel: () => upload.abort(true) };
}

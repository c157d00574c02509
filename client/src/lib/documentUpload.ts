import { Upload, type DetailedError } from 'tus-js-client';
import { INITIAL_CHUNK_BYTES, MAX_RETRY_TIME_MS, nextChunkSize, retryDelays, type UploadError } from './uploadState';

/** The header the server reads the private link's token from (server/modules/certification/uploads.route.ts; the survey report's route reads it too). */
export const UPLOAD_TOKEN_HEADER = 'Upload-Token';
export const SIZE_CHANGED_MESSAGE = 'The file changed while it was uploading. Choose it again.';

export interface DocumentUploadOptions {
  endpoint: string;
  requestId: string;
  token: string;
  documentType: string;
  fileName: string;
  /** Retry waits; default: 1 s doubling within 60 s (retryDelays()). */
  retryDelays?: number[];
  initialChunkBytes?: number;
  /** An upload started earlier (e.g. before a reload): its offset is asked for (HEAD) and it carries on. */
  uploadUrl?: string | null;
  onProgress(bytesTransferred: number, totalBytes: number): void;
  onChunkComplete?(chunkBytes: number): void;
  onSuccess(contentType: string | null): void;
  onError(error: UploadError): void;
}

export interface DocumentUploadController {
  start(): void;
  /** Stops the request in flight; resolves once it has stopped. */
  pause(): Promise<void>;
  /** Asks the server where it stands (HEAD) and carries on from that offset. */
  resume(): void;
  /** Stops and deletes the upload on the server (tus termination, DELETE). */
  cancel(): Promise<void>;
  url(): string | null;
}

const sizeOf = (file: Blob | Uint8Array) => ('size' in file ? file.size : file.byteLength);

function errorOf(error: Error | DetailedError, retried: boolean): UploadError {
  if (error.message === SIZE_CHANGED_MESSAGE) return { code: 'size-changed', message: SIZE_CHANGED_MESSAGE };
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) {
    const status = response.getStatus();
    const body = (response.getBody() ?? '').trim();
    if (status >= 400 && status < 500 && body) return { code: 'refused', message: body };
  }
  if (retried) {
    return {
      code: 'retry-limit-exceeded',
      message: `The upload kept failing for over ${Math.round(MAX_RETRY_TIME_MS / 1000)} seconds, so we stopped. Check your connection and choose the file again.`,
    };
  }
  return { code: 'unknown', message: 'The upload failed. Check your connection and choose the file again.' };
}

/**
 * One document over tus with tus-js-client. Chunk sizes follow docs/requirements/analytics-and-uploads.md#chunks-and-retries (256 KB, doubling after each
 * successful chunk while under 32 MB): tus-js-client reads `upload.options.chunkSize` afresh for every PATCH,
 * so onChunkComplete doubles it for the next chunk — no chunk loop of our own is needed. Retryable failures
 * (network errors, 5xx, 409/423) wait 1 s, 2 s, 4 s … within the maximum retry time (retryDelays option),
 * then fail with a clear message; refusals (403, 413, 415) fail at once with the server's message.
 */
export function createDocumentUpload(file: Blob | Uint8Array, options: DocumentUploadOptions): DocumentUploadController {
  const totalBytes = sizeOf(file);
  const delays = options.retryDelays ?? retryDelays();
  let retried = false;
  let contentType: string | null = null;
  const upload: Upload = new Upload(file as Blob, {
    endpoint: options.endpoint,
    uploadUrl: options.uploadUrl ?? null,
    chunkSize: options.initialChunkBytes ?? INITIAL_CHUNK_BYTES,
    retryDelays: delays,
    metadata: { requestId: options.requestId, documentType: options.documentType, filename: options.fileName },
    headers: { [UPLOAD_TOKEN_HEADER]: options.token },
    storeFingerprintForResuming: false,
    removeFingerprintOnSuccess: true,
    uploadSize: totalBytes,
    onBeforeRequest(req) {
      // docs/requirements/analytics-and-uploads.md#upload-checks: a blob's size must not change between chunks.
      if (req.getMethod() === 'PATCH' && sizeOf(file) !== totalBytes) throw new Error(SIZE_CHANGED_MESSAGE);
    },
    onAfterResponse(_req, res) {
      contentType = res.getHeader('Upload-Content-Type') ?? contentType;
    },
    onShouldRetry(error, attempt) {
      const status = error.originalResponse ? error.originalResponse.getStatus() : 0;
      const retry = (status === 0 || status >= 500 || status === 409 || status === 423) && attempt < delays.length;
      if (status === 0 || status >= 500) retried = true;
      return retry;
    },
    onProgress: (sent, total) => options.onProgress(sent, total),
    onChunkComplete(chunkBytes) {
      upload.options.chunkSize = nextChunkSize(upload.options.chunkSize ?? INITIAL_CHUNK_BYTES);
      options.onChunkComplete?.(chunkBytes);
    },
    onSuccess: () => options.onSuccess(contentType),
    onError: (error) => options.onError(errorOf(error, retried)),
  });
  return {
    start: () => upload.start(),
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true),
    url: () => upload.url,
  };
}

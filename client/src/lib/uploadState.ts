/**
 * The upload task as a pure state machine (docs/requirements/analytics-and-uploads.md#upload-task-states, "Upload task states"):
 * running, pausing, paused, canceling, canceled, success, error.
 * - Pause only from running (→ pausing, then paused once the request in flight has stopped).
 * - Resume from paused or pausing (→ running).
 * - Cancel from running or pausing (→ canceling, then canceled with a "canceled" error).
 * - Error and success are final: nothing leaves them.
 * - Publicly, pausing and canceling appear as running.
 */
export type TaskState = 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'success' | 'error';
export type PublicTaskState = 'running' | 'paused' | 'canceled' | 'success' | 'error';

export interface UploadError {
  code: 'canceled' | 'refused' | 'retry-limit-exceeded' | 'size-changed' | 'unknown';
  message: string;
}

export interface UploadTask {
  state: TaskState;
  bytesTransferred: number;
  totalBytes: number;
  error: UploadError | null;
}

export type UploadEvent =
  | { type: 'pause' }
  | { type: 'paused' }
  | { type: 'resume' }
  | { type: 'cancel' }
  | { type: 'canceled' }
  | { type: 'progress'; bytesTransferred: number }
  | { type: 'succeeded' }
  | { type: 'failed'; error: UploadError };

export const CANCELED_ERROR: UploadError = { code: 'canceled', message: 'The upload was cancelled.' };

export function startTask(totalBytes: number): UploadTask {
  return { state: 'running', bytesTransferred: 0, totalBytes, error: null };
}

export function publicState(state: TaskState): PublicTaskState {
  if (state === 'pausing' || state === 'canceling') return 'running';
  return state;
}

/** Which buttons a task offers. */
export const canPause = (task: UploadTask) => task.state === 'running';
export const canResume = (task: UploadTask) => task.state === 'paused' || task.state === 'pausing';
export const canCancel = (task: UploadTask) => task.state === 'running' || task.state === 'pausing';

/** The next task after an event; an event the current state does not allow leaves the task unchanged. */
export function transition(task: UploadTask, event: UploadEvent): UploadTask {
  const to = (state: TaskState, extra: Partial<UploadTask> = {}): UploadTask => ({ ...task, ...extra, state });
  switch (event.type) {
    case 'pause':
      return task.state === 'running' ? to('pausing') : task;
    case 'paused':
      return task.state === 'pausing' ? to('paused') : task;
    case 'resume':
      return canResume(task) ? to('running') : task;
    case 'cancel':
      return canCancel(task) ? to('canceling') : task;
    case 'canceled':
      return task.state === 'canceling' ? to('canceled', { error: CANCELED_ERROR }) : task;
    case 'progress':
      return task.state === 'running' || task.state === 'pausing' || task.state === 'canceling'
        ? { ...task, bytesTransferred: Math.max(0, Math.min(event.bytesTransferred, task.totalBytes)) }
        : task;
    case 'succeeded':
      return task.state === 'running' || task.state === 'pausing' ? to('success', { bytesTransferred: task.totalBytes }) : task;
    case 'failed':
      return task.state === 'running' || task.state === 'pausing' ? to('error', { error: event.error }) : task;
  }
}

/** docs/requirements/analytics-and-uploads.md#chunks-and-retries: chunks start at 256 KB and double after each successful chunk while under 32 MB. */
export const INITIAL_CHUNK_BYTES = 256 * 1024;
export const MAX_CHUNK_BYTES = 32 * 1024 * 1024;
export function nextChunkSize(current: number): number {
  return current < MAX_CHUNK_BYTES ? Math.min(current * 2, MAX_CHUNK_BYTES) : current;
}
/** The sizes of the chunks a file of `totalBytes` is sent in. */
export function chunkSchedule(totalBytes: number): number[] {
  const sizes: number[] = [];
  let size = INITIAL_CHUNK_BYTES;
  for (let sent = 0; sent < totalBytes; size = nextChunkSize(size)) {
    const chunk = Math.min(size, totalBytes - sent);
    sizes.push(chunk);
    sent += chunk;
  }
  return sizes;
}

/** Retry waits: 1 s, doubling, for as long as the waits add up to no more than the maximum retry time. */
export const INITIAL_RETRY_DELAY_MS = 1000;
export const MAX_RETRY_TIME_MS = 60_000;
export function retryDelays(maxRetryTimeMs = MAX_RETRY_TIME_MS, initialMs = INITIAL_RETRY_DELAY_MS): number[] {
  if (!Number.isFinite(maxRetryTimeMs) || maxRetryTimeMs < 0 || !Number.isFinite(initialMs) || initialMs <= 0) {
    throw new RangeError('Retry times must be numbers from 0 upward');
  }
  const delays: number[] = [];
  let total = 0;
  for (let delay = initialMs; total + delay <= maxRetryTimeMs; delay *= 2) {
    delays.push(delay);
    total += delay;
  }
  return delays;
}

import {
  CANCELED_ERROR,
  canCancel,
  canPause,
  canResume,
  chunkSchedule,
  INITIAL_CHUNK_BYTES,
  MAX_CHUNK_BYTES,
  nextChunkSize,
  publicState,
  retryDelays,
  startTask,
  transition,
  type TaskState,
  type UploadEvent,
  type UploadTask,
} from '../../client/src/lib/uploadState';
import { sniffContentType } from '../../common/certification';

const STATES: TaskState[] = ['running', 'pausing', 'paused', 'canceling', 'canceled', 'success', 'error'];
const task = (state: TaskState): UploadTask => ({ ...startTask(1000), state, bytesTransferred: 100 });
const failure = { type: 'failed', error: { code: 'unknown', message: 'boom' } } as const;

/** docs/requirements/analytics-and-uploads.md#upload-task-states: every allowed transition; every other event leaves the task as it was. */
const ALLOWED: Record<TaskState, Partial<Record<UploadEvent['type'], TaskState>>> = {
  running: { pause: 'pausing', cancel: 'canceling', succeeded: 'success', failed: 'error' },
  pausing: { paused: 'paused', resume: 'running', cancel: 'canceling', succeeded: 'success', failed: 'error' },
  paused: { resume: 'running' },
  canceling: { canceled: 'canceled' },
  canceled: {},
  success: {},
  error: {},
};
const EVENTS: UploadEvent[] = [
  { type: 'pause' },
  { type: 'paused' },
  { type: 'resume' },
  { type: 'cancel' },
  { type: 'canceled' },
  { type: 'succeeded' },
  failure,
];

describe('upload task state machine (docs/requirements/analytics-and-uploads.md#upload-task-states)', () => {
  it('starts running with nothing sent', () => {
    expect(startTask(500)).toEqual({ state: 'running', bytesTransferred: 0, totalBytes: 500, error: null });
  });

  for (const from of STATES) {
    for (const event of EVENTS) {
      const to = ALLOWED[from][event.type];
      it(`${from} + ${event.type} → ${to ?? 'unchanged'}`, () => {
        const before = task(from);
        const after = transition(before, event);
        if (to) expect(after.state).toBe(to);
        else expect(after).toBe(before);
      });
    }
  }

  it('pause only from running; resume from paused or pausing; cancel from running or pausing', () => {
    expect(STATES.filter((s) => canPause(task(s)))).toEqual(['running']);
    expect(STATES.filter((s) => canResume(task(s)))).toEqual(['pausing', 'paused']);
    expect(STATES.filter((s) => canCancel(task(s)))).toEqual(['running', 'pausing']);
  });

  it('canceling ends as canceled with a canceled error', () => {
    const canceled = transition(transition(task('running'), { type: 'cancel' }), { type: 'canceled' });
    expect(canceled.state).toBe('canceled');
    expect(canceled.error).toEqual(CANCELED_ERROR);
    expect(canceled.error!.code).toBe('canceled');
  });

  it('pausing and canceling appear publicly as running', () => {
    expect(STATES.map(publicState)).toEqual(['running', 'running', 'paused', 'running', 'canceled', 'success', 'error']);
  });

  it('error and success are final, and progress never leaves the file bounds', () => {
    for (const final of ['success', 'error', 'canceled'] as const) {
      {
        const before = task(final);
        for (const event of [...EVENTS, { type: 'progress', bytesTransferred: 5 } as const]) expect(transition(before, event)).toBe(before);
      }
    }
    expect(transition(task('running'), { type: 'progress', bytesTransferred: 5000 }).bytesTransferred).toBe(1000);
    expect(transition(task('paused'), { type: 'progress', bytesTransferred: 500 }).bytesTransferred).toBe(100);
    expect(transition(task('running'), { type: 'succeeded' }).bytesTransferred).toBe(1000);
  });
});

describe('chunk sizes and retry waits (docs/requirements/analytics-and-uploads.md#chunks-and-retries)', () => {
  it('starts at 256 KB and doubles after each successful chunk while under 32 MB', () => {
    expect(INITIAL_CHUNK_BYTES).toBe(262_144);
    const sizes = [INITIAL_CHUNK_BYTES];
    while (sizes.length < 10) sizes.push(nextChunkSize(sizes[sizes.length - 1]));
    expect(sizes.map((s) => s / 1024)).toEqual([256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 32768, 32768]);
    expect(nextChunkSize(MAX_CHUNK_BYTES)).toBe(MAX_CHUNK_BYTES);
  });

  it('splits a file into the doubling chunks, the last one what remains', () => {
    expect(chunkSchedule(100)).toEqual([100]);
    expect(chunkSchedule(900 * 1024)).toEqual([262_144, 524_288, 135_168]);
    expect(chunkSchedule(15 * 1024 * 1024).reduce((a, b) => a + b, 0)).toBe(15 * 1024 * 1024);
    expect(chunkSchedule(15 * 1024 * 1024).map((s) => s / 1024)).toEqual([256, 512, 1024, 2048, 4096, 7424]);
  });

  it('backs off with doubling waits until the maximum retry time, and refuses negative settings', () => {
    expect(retryDelays()).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(retryDelays(60_000).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60_000);
    expect(retryDelays(10_000, 500)).toEqual([500, 1000, 2000, 4000]);
    expect(retryDelays(0)).toEqual([]);
    expect(() => retryDelays(-1)).toThrow('Retry times must be numbers from 0 upward');
    expect(() => retryDelays(Number.NaN)).toThrow(RangeError);
  });
});

describe('content sniffing', () => {
  it('knows PDF, JPEG and PNG by their first bytes and nothing else', () => {
    expect(sniffContentType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffContentType(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
    expect(sniffContentType(Buffer.from('\x7fELF', 'latin1'))).toBeNull();
    expect(sniffContentType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});

import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded Firestore's durable storage (docs/decisions/0001-embedded-firestore.md): an append-only
 * journal of committed documents plus a snapshot it is compacted into.
 *
 * - `snapshot.ndjson`: a header line `{"version":2,"coversSegment":N}`, then one stored document a line.
 * - `journal-<N>.ndjson`: one commit a line, `{"docs":[{"name","fields"} | {"name","deleted":true}]}`.
 *
 * Each commit's line is written with one synchronous write before the client is answered, so a killed
 * process loses nothing it acknowledged (the bytes are in the operating system's cache). `fsync` pushes
 * them to the disk itself: every second by default (what Redis calls `appendfsync everysec`), or on every
 * commit. Compaction runs in the background: the active segment is closed, a new one opened, and the old
 * snapshot and closed segments are merged by streaming them from disk, so no step holds the event loop.
 */
export type FsyncPolicy = 'always' | 'everysec';

export interface StoredDocument {
  name: string;
  fields: unknown;
}

interface JournalRecord {
  docs: Array<{ name: string; fields?: unknown; deleted?: true }>;
}

const SNAPSHOT = 'snapshot.ndjson';
const SEGMENT_PATTERN = /^journal-(\d+)\.ndjson$/;
const segmentName = (n: number) => `journal-${String(n).padStart(8, '0')}.ndjson`;

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
export const encodeJson = (value: unknown) => JSON.stringify(value, replacer);
/** JSON.parse with a reviver is several times slower: use it only for text that holds bytes. */
export const decodeJson = <T>(text: string): T => (text.includes(BYTES_TAG) ? JSON.parse(text, reviver) : JSON.parse(text)) as T;

function listSegments(dir: string): number[] {
  return fs
    .readdirSync(dir)
    .map((file) => SEGMENT_PATTERN.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]))
    .sort((a, b) => a - b);
}

/** The one buffer a file is read into, line by line (it grows only for a line longer than itself). */
const READ_BUFFER_BYTES = 1024 * 1024;

/**
 * A file's bytes, a whole number of lines at a time (the last piece may end without a newline), read into one
 * buffer reused from read to read: a line cut by a read moves to the buffer's front. Reading the 400 MB
 * snapshot of a large store so allocates next to nothing outside the heap, where a buffer per read made V8
 * run full collections of a process holding the whole store (docs/benchmarks.md, event-loop stalls). Each
 * piece is valid only until the next is asked for.
 */
async function* wholeLines(file: string): AsyncGenerator<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    let buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    let carried = 0;
    for (;;) {
      if (carried === buffer.length) {
        const bigger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(bigger, 0, 0, carried);
        buffer = bigger;
      }
      const { bytesRead } = await handle.read(buffer, carried, buffer.length - carried, null);
      if (bytesRead === 0) break;
      const filled = carried + bytesRead;
      const lastNewline = buffer.lastIndexOf(10, filled - 1);
      if (lastNewline === -1) {
        carried = filled;
        continue;
      }
      yield buffer.subarray(0, lastNewline + 1);
      buffer.copyWithin(0, lastNewline + 1, filled);
      carried = filled - lastNewline - 1;
    }
    if (carried > 0) yield buffer.subarray(0, carried);
  } finally {
    await handle.close();
  }
}

/** The lines of a piece from wholeLines, as byte ranges (`end` excludes the newline; the last may have none). */
function* lineRanges(data: Buffer): Generator<{ start: number; end: number; terminated: boolean }> {
  let start = 0;
  while (start < data.length) {
    const newline = data.indexOf(10, start);
    const end = newline === -1 ? data.length : newline;
    yield { start, end, terminated: newline !== -1 };
    start = end + 1;
  }
}

/**
 * The lines of a file as strings; `last` marks the final line, which a crash may have torn (a write cut off,
 * never acknowledged).
 */
async function* readLines(file: string): AsyncGenerator<{ line: string; last: boolean }> {
  let previous: string | null = null;
  for await (const data of wholeLines(file)) {
    for (const { start, end, terminated } of lineRanges(data)) {
      const line = data.toString('utf8', start, terminated && end > start && data[end - 1] === 13 ? end - 1 : end);
      if (previous !== null) yield { line: previous, last: false };
      previous = line;
    }
  }
  if (previous !== null) yield { line: previous, last: true };
}

/**
 * The records of the segments after `covers`, in order. A damaged last line was cut off by a crash before
 * it was acknowledged and ends its segment; a damaged line anywhere else is an error.
 */
async function* journalRecords(dir: string, segments: number[], covers: number): AsyncGenerator<JournalRecord> {
  for (const segment of segments) {
    if (segment <= covers) continue;
    const file = path.join(dir, segmentName(segment));
    for await (const { line, last } of readLines(file)) {
      if (!line) continue;
      let record: JournalRecord;
      try {
        record = decodeJson<JournalRecord>(line);
      } catch (error) {
        if (last) break;
        throw new Error(`${file}: a damaged journal line that is not the last one (${(error as Error).message})`);
      }
      yield record;
    }
  }
}

async function readFirstLine(file: string): Promise<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0];
  } finally {
    await handle.close();
  }
}

/** A stored document line starts `{"name":"…"` (encodeJson writes `name` first): its name without parsing the whole line. */
const NAME_PREFIX = /^\{"name":("(?:[^"\\]|\\.)*")/;
function nameOfLine(line: string): string {
  const match = NAME_PREFIX.exec(line);
  return match ? (JSON.parse(match[1]) as string) : (JSON.parse(line) as { name: string }).name;
}

const NAME_START = Buffer.from('{"name":"');
const QUOTE = 34;
const BACKSLASH = 92;

/** The name of the stored document on bytes [start, end) of a buffer, decoding only the name unless it is escaped. */
function nameOfLineBytes(buffer: Buffer, start: number, end: number): string {
  if (buffer.compare(NAME_START, 0, NAME_START.length, start, Math.min(end, start + NAME_START.length)) === 0) {
    const nameStart = start + NAME_START.length;
    const quote = buffer.indexOf(QUOTE, nameStart);
    if (quote !== -1 && quote < end) {
      const backslash = buffer.indexOf(BACKSLASH, nameStart);
      if (backslash === -1 || backslash > quote) return buffer.toString('utf8', nameStart, quote);
    }
  }
  return nameOfLine(buffer.toString('utf8', start, end));
}

const NEWLINE = Buffer.from('\n');

/**
 * Copies the document lines of a snapshot (after its header) whose names are not in `skip`, as runs of the
 * bytes read (wholeLines): no line becomes a string, so copying a large snapshot allocates next to nothing.
 */
async function copyLinesExcept(file: string, skip: ReadonlyMap<string, unknown>, write: (bytes: Buffer) => Promise<void>) {
  let header = true;
  for await (const data of wholeLines(file)) {
    let runStart = 0;
    let runEnd = 0;
    for (const { start, end, terminated } of lineRanges(data)) {
      const keep = !header && end > start && !skip.has(nameOfLineBytes(data, start, end));
      header = false;
      if (keep && terminated) {
        runEnd = end + 1;
        continue;
      }
      if (runEnd > runStart) await write(data.subarray(runStart, runEnd));
      // A last line without its newline (a snapshot is always written whole, but be lenient).
      if (keep) await write(Buffer.concat([data.subarray(start, end), NEWLINE]));
      runStart = runEnd = end + 1;
    }
    if (runEnd > runStart) await write(data.subarray(runStart, runEnd));
  }
}

/**
 * Folds the given segments into a new snapshot by streaming: only the documents the segments touch are held
 * in memory (line by name, null for a deletion); the old snapshot is copied line by line past them, and
 * the touched documents are written after it. Memory and each step's work do not grow with the data, so
 * the event loop is never held for long (docs/decisions/0001-embedded-firestore.md).
 */
async function foldIntoSnapshot(dir: string, segments: number[]) {
  const snapshotFile = path.join(dir, SNAPSHOT);
  let covers = 0;
  let header: string | null = null;
  if (fs.existsSync(snapshotFile)) {
    header = await readFirstLine(snapshotFile);
    if (header) {
      const parsed = JSON.parse(header) as { version: number; coversSegment: number };
      if (parsed.version !== 2) throw new Error(`${snapshotFile}: unknown snapshot version ${parsed.version}`);
      covers = parsed.coversSegment;
    }
  }
  const touched = new Map<string, string | null>();
  for await (const record of journalRecords(dir, segments, covers)) {
    for (const doc of record.docs) {
      touched.delete(doc.name); // keep the map in the order of each document's last write
      touched.set(doc.name, doc.deleted ? null : encodeJson({ name: doc.name, fields: doc.fields }));
    }
  }
  covers = Math.max(covers, ...segments);
  // Nothing journaled since the last compaction: the snapshot stays as it is. The folded segments can go,
  // as the active segment, numbered after them, keeps the numbering going.
  if (touched.size === 0 && header !== null) return;

  const tmp = `${snapshotFile}.tmp`;
  const handle = await fs.promises.open(tmp, 'w');
  try {
    let chunk: string[] = [`${JSON.stringify({ version: 2, coversSegment: covers })}`];
    let chunkBytes = 0;
    const flush = async () => {
      if (chunk.length) await handle.write(`${chunk.join('\n')}\n`);
      chunk = [];
      chunkBytes = 0;
    };
    const push = async (line: string) => {
      chunk.push(line);
      chunkBytes += line.length;
      if (chunkBytes >= 256 * 1024) await flush();
    };
    if (header !== null) {
      await flush();
      await copyLinesExcept(snapshotFile, touched, async (bytes) => {
        await handle.write(bytes);
      });
    }
    for (const line of touched.values()) if (line !== null) await push(line);
    await flush();
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.promises.rename(tmp, snapshotFile);
  await syncDirectory(dir);
}

async function syncDirectory(dir: string) {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    /* some file systems cannot fsync a directory */
  } finally {
    await handle.close();
  }
}

export interface Journal {
  /** Appends one commit; returns once the line is written (and synced, with the `always` policy). */
  append(docs: JournalRecord['docs']): void;
  /** Folds closed segments into the snapshot, off the commit path. */
  compact(): Promise<void>;
  close(): Promise<void>;
  readonly bytesInActiveSegment: number;
}

export interface JournalOptions {
  dir: string;
  fsync: FsyncPolicy;
  /** The active segment is rotated and compacted once it grows past this size. */
  compactBytes: number;
  onError(error: unknown): void;
}

/** Documents handed to the store at a time while loading. */
const LOAD_BATCH = 1000;

/**
 * Hands every stored document to `load`, in batches, in the order merging the snapshot with the journal
 * gives: a document the journal rewrote keeps its place in the snapshot, and the journal's new documents
 * follow (one deleted and made again goes where it was made again). The journal since the last compaction
 * (a segment or two) is read first; the snapshot is then streamed past it, so the store is never held as
 * text beside the documents made from it.
 */
export async function loadStoredDocumentsInto(dir: string, load: (documents: StoredDocument[]) => void): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true });
  const snapshotFile = path.join(dir, SNAPSHOT);
  const hasSnapshot = fs.existsSync(snapshotFile);
  let covers = 0;
  const header = hasSnapshot ? await readFirstLine(snapshotFile) : '';
  if (header) {
    const parsed = JSON.parse(header) as { version: number; coversSegment: number };
    if (parsed.version !== 2) throw new Error(`${snapshotFile}: unknown snapshot version ${parsed.version}`);
    covers = parsed.coversSegment;
  }
  const touched = new Map<string, StoredDocument | null>();
  const deletedOnce = new Set<string>();
  for await (const record of journalRecords(dir, listSegments(dir), covers)) {
    for (const doc of record.docs) {
      if (doc.deleted) {
        deletedOnce.add(doc.name);
        touched.delete(doc.name);
        touched.set(doc.name, null);
      } else {
        if (touched.get(doc.name) === null) touched.delete(doc.name); // made again: after what came meanwhile
        touched.set(doc.name, { name: doc.name, fields: doc.fields });
      }
    }
  }

  let batch: StoredDocument[] = [];
  const add = (doc: StoredDocument) => {
    batch.push(doc);
    if (batch.length >= LOAD_BATCH) {
      load(batch);
      batch = [];
    }
  };
  if (hasSnapshot) {
    let first = true;
    for await (const { line } of readLines(snapshotFile)) {
      if (first || !line) {
        first = false;
        continue;
      }
      const name = nameOfLine(line);
      if (!touched.has(name)) add(decodeJson<StoredDocument>(line));
      else if (!deletedOnce.has(name)) {
        add(touched.get(name)!);
        touched.delete(name);
      }
    }
  }
  for (const doc of touched.values()) if (doc) add(doc);
  if (batch.length) load(batch);
}

/** Every stored document, in the order loadStoredDocumentsInto gives them. */
export async function loadStoredDocuments(dir: string): Promise<StoredDocument[]> {
  const documents: StoredDocument[] = [];
  await loadStoredDocumentsInto(dir, (batch) => documents.push(...batch));
  return documents;
}

/** Opens a fresh segment after the existing ones (an old segment may end in a torn line: never append to it). */
export function openJournal(options: JournalOptions): Journal {
  const { dir } = options;
  fs.mkdirSync(dir, { recursive: true });
  let active = (listSegments(dir).at(-1) ?? 0) + 1;
  let fd = fs.openSync(path.join(dir, segmentName(active)), 'a');
  let bytes = 0;
  let unsynced = false;
  let compacting: Promise<void> | null = null;
  let closed = false;

  const syncTimer =
    options.fsync === 'everysec'
      ? setInterval(() => {
          if (!unsynced) return;
          unsynced = false;
          fs.fsync(fd, (error) => error && options.onError(error));
        }, 1000)
      : null;
  syncTimer?.unref();

  const rotate = () => {
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    const closedSegment = active;
    active += 1;
    fd = fs.openSync(path.join(dir, segmentName(active)), 'a');
    bytes = 0;
    unsynced = false;
    return closedSegment;
  };

  const compact = (): Promise<void> => {
    if (compacting) return compacting;
    if (closed) return Promise.resolve();
    const upTo = rotate();
    compacting = (async () => {
      const segments = listSegments(dir).filter((n) => n <= upTo);
      await foldIntoSnapshot(dir, segments);
      await Promise.all(segments.map((n) => fs.promises.rm(path.join(dir, segmentName(n)), { force: true })));
    })()
      .catch((error) => options.onError(error))
      .finally(() => {
        compacting = null;
      });
    return compacting;
  };

  return {
    append(docs) {
      if (closed) throw new Error('The embedded Firestore journal is closed');
      const line = `${encodeJson({ docs })}\n`;
      fs.writeSync(fd, line);
      bytes += Buffer.byteLength(line);
      if (options.fsync === 'always') fs.fsyncSync(fd);
      else unsynced = true;
      if (bytes >= options.compactBytes) void compact();
    },
    compact,
    get bytesInActiveSegment() {
      return bytes;
    },
    async close() {
      if (closed) return;
      await compacting;
      closed = true;
      if (syncTimer) clearInterval(syncTimer);
      fs.fsyncSync(fd);
      fs.closeSync(fd);
    },
  };
}

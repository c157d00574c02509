import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import type { FirestoreServer } from '@firestore-emulator/server';
import type { Server as GrpcServer } from '@grpc/grpc-js';

const emulatorRequire = createRequire(require.resolve('@firestore-emulator/server'));
const emulatorGrpc = emulatorRequire('@grpc/grpc-js') as typeof import('@grpc/grpc-js');
const { BeginTransactionResponse } = emulatorRequire('@firestore-emulator/proto/dist/google/firestore/v1/firestore') as {
  BeginTransactionResponse: { fromObject(value: { transaction: Uint8Array }): unknown };
};

/**
 * Transactions isolated as Cloud Firestore isolates them (docs/decisions/0026-transaction-isolation.md),
 * for every connection and process that reaches the embedded store. The emulator hands out one dummy
 * transaction id and commits whatever it is sent, so concurrent read-modify-write transactions overwrite
 * each other. Here every transaction gets its own id; each document it reads is recorded with the store's
 * version of it, and each query with the documents it returned; its commit is refused with ABORTED (which
 * firebase-admin retries, with backoff, up to five attempts) when any of them has been written since, or
 * when a query it ran would now answer differently. The check and the writes happen in one synchronous
 * step of this process, so two commits never interleave.
 */
export interface TransactionStats {
  /** Commits of transactions that read something. */
  committed: number;
  /** Commits refused because something the transaction read was written since: each is one retry. */
  aborted: number;
}

type EmulatorState = FirestoreServer['state'];
type Handler = { func: (call: any, callback?: (error: unknown, value?: unknown) => void) => void };

interface QueryRead {
  parent: string;
  query: unknown;
  /** Count-only aggregations compare the count; other reads compare documents and their versions. */
  countOnly: boolean;
  seen: string;
}

interface OpenTransaction {
  openedAt: number;
  documents: Map<string, number>;
  queries: QueryRead[];
}

const METHOD = (name: string) => `/google.firestore.v1.Firestore/${name}`;
/** Firestore ends a transaction after 270 s; one never committed nor rolled back is forgotten then. */
const TRANSACTION_LIFETIME_MS = 270_000;

const keyOf = (id: Uint8Array | undefined | null) => (id && id.length > 0 ? Buffer.from(id).toString('base64') : null);

export function isolateTransactions(grpcServer: GrpcServer, state: EmulatorState): { stats(): TransactionStats; stop(): void } {
  const handlers = (grpcServer as unknown as { handlers: Map<string, Handler> }).handlers;
  const handler = (name: string) => {
    const found = handlers.get(METHOD(name));
    if (!found) throw new Error(`The Firestore emulator has no ${name} handler to isolate`);
    return found;
  };
  const stats: TransactionStats = { committed: 0, aborted: 0 };
  const open = new Map<string, OpenTransaction>();

  // Every write bumps the written document's version: a global sequence, so two writes in one millisecond differ.
  let sequence = 0;
  const versions = new Map<string, number>();
  const writeDocument = state.writeV1Document.bind(state);
  state.writeV1Document = (date, write) => {
    const result = writeDocument(date, write);
    versions.set(write.has_delete ? write.delete : write.update.name, ++sequence);
    return result;
  };
  const versionOf = (name: string) => versions.get(name) ?? 0;
  const describe = (names: string[]) => names.map((name) => `${name}@${versionOf(name)}`).join('\n');

  function begin(): { id: Uint8Array; transaction: OpenTransaction } {
    const id = crypto.randomBytes(12);
    const transaction: OpenTransaction = { openedAt: Date.now(), documents: new Map(), queries: [] };
    open.set(id.toString('base64'), transaction);
    return { id, transaction };
  }

  /** The transaction a read belongs to: a new one (`new_transaction`), an open one, or none. */
  function transactionOf(request: any): { id: Uint8Array; transaction: OpenTransaction; isNew: boolean } | null | 'expired' {
    if (request.has_new_transaction) {
      if (request.new_transaction?.has_read_only) return null;
      return { ...begin(), isNew: true };
    }
    const key = keyOf(request.transaction);
    if (!key) return null;
    const transaction = open.get(key);
    return transaction ? { id: request.transaction, transaction, isNew: false } : 'expired';
  }

  const expired = { code: emulatorGrpc.status.INVALID_ARGUMENT, details: 'The referenced transaction has expired or is no longer valid.' };

  /** Runs a streaming read, recording what it returned, and puts this store's transaction id on its answers. */
  function wrapStreamingRead(name: string, record: (call: any, transaction: OpenTransaction, written: any[]) => void) {
    const method = handler(name);
    const original = method.func;
    method.func = (call) => {
      const bound = transactionOf(call.request);
      if (bound === 'expired') {
        // Headers first, as Firestore sends them: google-gax resends a stream that fails before any (indexEnforcement.ts).
        call.sendMetadata(new emulatorGrpc.Metadata());
        call.emit('error', expired);
        return;
      }
      if (!bound) return original(call);
      const written: any[] = [];
      const write = call.write.bind(call);
      call.write = (message: any) => {
        if (bound.isNew && message.transaction?.length > 0) message.transaction = bound.id;
        written.push(message);
        return write(message);
      };
      const end = call.end.bind(call);
      call.end = (...args: unknown[]) => {
        record(call, bound.transaction, written);
        return end(...args);
      };
      original(call);
    };
  }

  wrapStreamingRead('BatchGetDocuments', (_call, transaction, written) => {
    for (const message of written) {
      const name = message.has_found ? message.found.name : message.has_missing ? message.missing : null;
      if (name && !transaction.documents.has(name)) transaction.documents.set(name, versionOf(name));
    }
  });
  wrapStreamingRead('RunQuery', (call, transaction, written) => {
    const names = written.filter((message) => message.has_document).map((message) => message.document.name as string);
    transaction.queries.push({
      parent: call.request.parent,
      query: call.request.structured_query,
      countOnly: false,
      seen: describe(names),
    });
  });
  wrapStreamingRead('RunAggregationQuery', (call, transaction) => {
    const aggregation = call.request.structured_aggregation_query;
    const countOnly = aggregation.aggregations.every((agg: { has_count: boolean }) => agg.has_count);
    transaction.queries.push({
      parent: call.request.parent,
      query: aggregation.structured_query,
      countOnly,
      seen: answerOf(call.request.parent, aggregation.structured_query, countOnly),
    });
  });

  function answerOf(parent: string, query: unknown, countOnly: boolean): string {
    if (countOnly) return String((state as any).v1Count(parent, query));
    return describe(((state as any).v1Query(parent, query) as Array<{ getPath(): string }>).map((doc) => doc.getPath()));
  }

  const beginTransaction = handler('BeginTransaction');
  beginTransaction.func = (call, callback) => {
    const id = call.request.options?.has_read_only ? crypto.randomBytes(12) : begin().id;
    callback!(null, BeginTransactionResponse.fromObject({ transaction: id }));
  };

  const rollback = handler('Rollback');
  const originalRollback = rollback.func;
  rollback.func = (call, callback) => {
    const key = keyOf(call.request.transaction);
    if (key) open.delete(key);
    originalRollback(call, callback);
  };

  const commit = handler('Commit');
  const originalCommit = commit.func;
  commit.func = (call, callback) => {
    const key = keyOf(call.request.transaction);
    if (!key) return originalCommit(call, callback);
    const transaction = open.get(key);
    open.delete(key);
    if (!transaction) return callback!(expired);
    const stale =
      [...transaction.documents].some(([name, version]) => versionOf(name) !== version) ||
      transaction.queries.some((read) => answerOf(read.parent, read.query, read.countOnly) !== read.seen);
    if (stale) {
      stats.aborted += 1;
      return callback!({
        code: emulatorGrpc.status.ABORTED,
        details: 'Transaction aborted: a document or query it read was written since it read it. Retry the transaction.',
      });
    }
    stats.committed += 1;
    originalCommit(call, callback);
  };

  const sweeper = setInterval(() => {
    const oldest = Date.now() - TRANSACTION_LIFETIME_MS;
    for (const [key, transaction] of open) if (transaction.openedAt < oldest) open.delete(key);
  }, 60_000);
  sweeper.unref();

  return { stats: () => ({ ...stats }), stop: () => clearInterval(sweeper) };
}

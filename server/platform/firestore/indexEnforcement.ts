import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Metadata, Server as GrpcServer } from '@grpc/grpc-js';
import {
  StructuredQueryCompositeFilterOperator,
  StructuredQueryDirection,
  StructuredQueryFieldFilterOperator,
  StructuredQueryUnaryFilterOperator,
  type StructuredAggregationQuery,
  type StructuredQuery,
  type StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import {
  checkIndexCoverage,
  describeMissingIndex,
  type FilterOperator,
  type IndexConfig,
  type QueryFilter,
  type QueryShape,
} from './indexRules';

/**
 * Refuses, as Cloud Firestore does, queries that no declared index serves (docs/decisions/0024-index-enforcement.md):
 * the emulator answers every query, so without this a query missing from firestore.indexes.json only fails
 * in production.
 */

const RUN_QUERY_METHOD = '/google.firestore.v1.Firestore/RunQuery';
const RUN_AGGREGATION_QUERY_METHOD = '/google.firestore.v1.Firestore/RunAggregationQuery';
/** gRPC status FAILED_PRECONDITION, what Firestore answers for a query without its index. */
const FAILED_PRECONDITION = 9;

// As in embeddedFirestore.ts: the emulator's calls take objects of its own copy of @grpc/grpc-js.
const emulatorGrpc = createRequire(require.resolve('@firestore-emulator/server'))('@grpc/grpc-js') as typeof import('@grpc/grpc-js');

/** The project's index configuration, `firestore.indexes.json` at the repository root by default. */
export function loadIndexConfig(file: string = path.join(process.cwd(), 'firestore.indexes.json')): IndexConfig {
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as IndexConfig;
  if (!Array.isArray(config.indexes ?? []) || !Array.isArray(config.fieldOverrides ?? [])) {
    throw new Error(`${file}: "indexes" and "fieldOverrides" must be arrays`);
  }
  return config;
}

const FIELD_OPERATORS: Partial<Record<StructuredQueryFieldFilterOperator, FilterOperator>> = {
  [StructuredQueryFieldFilterOperator.LESS_THAN]: '<',
  [StructuredQueryFieldFilterOperator.LESS_THAN_OR_EQUAL]: '<=',
  [StructuredQueryFieldFilterOperator.GREATER_THAN]: '>',
  [StructuredQueryFieldFilterOperator.GREATER_THAN_OR_EQUAL]: '>=',
  [StructuredQueryFieldFilterOperator.EQUAL]: '==',
  [StructuredQueryFieldFilterOperator.NOT_EQUAL]: '!=',
  [StructuredQueryFieldFilterOperator.ARRAY_CONTAINS]: 'array-contains',
  [StructuredQueryFieldFilterOperator.IN]: 'in',
  [StructuredQueryFieldFilterOperator.ARRAY_CONTAINS_ANY]: 'array-contains-any',
  [StructuredQueryFieldFilterOperator.NOT_IN]: 'not-in',
};

const UNARY_OPERATORS: Partial<Record<StructuredQueryUnaryFilterOperator, FilterOperator>> = {
  [StructuredQueryUnaryFilterOperator.IS_NULL]: 'is-null',
  [StructuredQueryUnaryFilterOperator.IS_NAN]: 'is-nan',
  [StructuredQueryUnaryFilterOperator.IS_NOT_NULL]: 'is-not-null',
  [StructuredQueryUnaryFilterOperator.IS_NOT_NAN]: 'is-not-nan',
};

function filterShape(filter: StructuredQueryFilter): QueryFilter {
  if (filter.has_field_filter) {
    const op = FIELD_OPERATORS[filter.field_filter.op];
    if (!op) throw new Error(`unknown field filter operator ${filter.field_filter.op}`);
    return { fieldPath: filter.field_filter.field.field_path, op };
  }
  if (filter.has_unary_filter) {
    const op = UNARY_OPERATORS[filter.unary_filter.op];
    if (!op) throw new Error(`unknown unary filter operator ${filter.unary_filter.op}`);
    return { fieldPath: filter.unary_filter.field.field_path, op };
  }
  if (filter.has_composite_filter) {
    const parts = filter.composite_filter.filters.map(filterShape);
    if (filter.composite_filter.op === StructuredQueryCompositeFilterOperator.AND) return { and: parts };
    if (filter.composite_filter.op === StructuredQueryCompositeFilterOperator.OR) return { or: parts };
  }
  throw new Error('unknown filter');
}

/** The index-relevant shape of a query message as the emulator receives it; null for what it cannot run anyway. */
export function structuredQueryShape(query: StructuredQuery, aggregateFields: string[] = []): QueryShape | null {
  if (query.from.length !== 1 || !query.from[0].collection_id) return null;
  return {
    collectionGroup: query.from[0].collection_id,
    queryScope: query.from[0].all_descendants ? 'COLLECTION_GROUP' : 'COLLECTION',
    filter: query.has_where ? filterShape(query.where) : null,
    orderBy: query.order_by.map((order) => ({
      fieldPath: order.field.field_path,
      direction: order.direction === StructuredQueryDirection.DESCENDING ? 'DESCENDING' : 'ASCENDING',
    })),
    aggregateFields,
  };
}

/** The fields an aggregation reads from the index: those summed or averaged (count() reads none). */
export function aggregationQueryShape(aggregation: StructuredAggregationQuery): QueryShape | null {
  const fields = aggregation.aggregations.flatMap((agg) =>
    agg.has_sum ? [agg.sum.field.field_path] : agg.has_avg ? [agg.avg.field.field_path] : [],
  );
  return structuredQueryShape(aggregation.structured_query, fields);
}

/** Why Cloud Firestore would refuse the query, or null when an index serves it (or it is not understood). */
export function indexRefusal(shape: () => QueryShape | null, config: IndexConfig): string | null {
  let query: QueryShape | null;
  try {
    query = shape();
  } catch {
    // A message this code does not understand is left to the emulator, which validates queries itself.
    return null;
  }
  if (!query) return null;
  const coverage = checkIndexCoverage(query, config);
  return coverage.served ? null : describeMissingIndex(coverage.suggestion);
}

type StreamingCall = {
  request: unknown;
  sendMetadata(metadata: Metadata): void;
  emit(event: 'error', error: { code: number; details: string }): boolean;
};
type StreamingHandler = { func: (call: StreamingCall) => void };

/**
 * Wraps the emulator's two query methods (both server-streaming): an unserved query ends with status
 * FAILED_PRECONDITION before the emulator reads anything. grpc-js turns an 'error' event on the call into
 * the call's status, which firebase-admin surfaces as an error with code 9. Response headers go first, as
 * Firestore's do: google-gax resends a server-streaming call that fails before any response as if it had
 * never reached the server (twice, a few seconds apart).
 */
export function enforceIndexes(grpcServer: GrpcServer, config: IndexConfig): void {
  const handlers = (grpcServer as unknown as { handlers: Map<string, StreamingHandler> }).handlers;
  const wrap = (method: string, shapeOf: (request: unknown) => QueryShape | null) => {
    const handler = handlers.get(method);
    if (!handler) throw new Error(`The Firestore emulator has no ${method} handler to enforce indexes on`);
    const original = handler.func;
    handler.func = (call) => {
      const refusal = indexRefusal(() => shapeOf(call.request), config);
      if (refusal) {
        call.sendMetadata(new emulatorGrpc.Metadata());
        call.emit('error', { code: FAILED_PRECONDITION, details: refusal });
        return;
      }
      original(call);
    };
  };
  wrap(RUN_QUERY_METHOD, (request) => structuredQueryShape((request as { structured_query: StructuredQuery }).structured_query));
  wrap(RUN_AGGREGATION_QUERY_METHOD, (request) =>
    aggregationQueryShape((request as { structured_aggregation_query: StructuredAggregationQuery }).structured_aggregation_query),
  );
}

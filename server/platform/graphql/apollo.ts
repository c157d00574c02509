import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLContext } from './context';
import { ErrorCode, introspectionDisabled, invalidRequestInput } from './errors';
import { findInputProblems } from './inputChecks';
import { currentReadCount, newReadCount, withReadCount } from '../firestore/readCounter';
import { costOf, isTokenLimitError, QUERY_LIMITS, QueryLimitCode, queryLimitRules, tokenLimitMessage } from './queryLimits';
import { logger } from '../logger';
import { publicResponseCache } from './responseCache';

const QUERY_LIMIT_CODES = new Set<string>(Object.values(QueryLimitCode));

/** Errors whose message is meant for the caller: ours (ErrorCode), the query limits and Apollo's request errors. Others are masked. */
const EXPOSED_CODES = new Set<string>([
  ...Object.values(ErrorCode),
  ...QUERY_LIMIT_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

const introspectionByDocument = new WeakMap<DocumentNode, boolean>();

/** Whether a query reads the schema; found once per parsed document (Apollo Server reuses it for the same query). */
function asksForIntrospection(schema: GraphQLSchema, document: DocumentNode): boolean {
  let asks = introspectionByDocument.get(document);
  if (asks === undefined) {
    asks = validate(schema, document, [NoSchemaIntrospectionCustomRule]).length > 0;
    introspectionByDocument.set(document, asks);
  }
  return asks;
}

/**
 * The GraphQL edge before execution (docs/graphql-edge.md): the arguments' text and ids are checked, and
 * in production introspection is for administrators only (the playground sends their ID token). Every
 * answer carries the operation's estimated cost and the limit in `extensions.cost`.
 */
function edgeChecks(options: { isProduction: boolean; reportFirestoreReads?: boolean }): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          const problems = operation ? findInputProblems(schema, document, operation, request.variables ?? {}) : [];
          if (problems.length) {
            throw invalidRequestInput(
              problems.map(({ fieldPath, message }) => ({ path: fieldPath, message })),
              `${problems[0].argumentPath}: ${problems[0].message}`,
            );
          }
          if (options.isProduction && asksForIntrospection(schema, document) && !(await contextValue.viewer?.isAdmin())) {
            throw introspectionDisabled(
              'Introspection is turned off on this server: sign in as an administrator to explore the schema in the playground',
            );
          }
        },
        async willSendResponse({ response, operation, document, request }) {
          if (response.body.kind !== 'single') return;
          const cost = costOf(operation ?? (document ? getOperationAST(document, request.operationName) : null));
          if (cost) response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
          // Outside production (or when the benchmark asks): what the request read from Firestore, so tests can prove a screen's cost.
          const reads = (options.reportFirestoreReads ?? !options.isProduction) ? currentReadCount() : null;
          if (reads) response.body.singleResult.extensions = { ...response.body.singleResult.extensions, firestoreReads: { ...reads } };
        },
      };
    },
  };
}

/** Errors that refuse a request before it runs: parsing, validation (the query limits too), variables and the edge's input checks. */
const REQUEST_ERROR_CODES = new Set<string>([
  ...QUERY_LIMIT_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.INTROSPECTION_DISABLED,
]);

/**
 * GraphQL over HTTP (docs/api.md#http-status): a client that takes the newer
 * `application/graphql-response+json` (Apollo Client, the playground) gets a refused request with its 4xx
 * status; one that takes only `application/json` gets it with 200, as the specification recommends for
 * that format, whose clients read the errors from the body.
 */
function jsonRequestErrorsAs200(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ request }) {
      const accept = request.http?.headers.get('accept') ?? '';
      if (/application\/graphql-response\+json/i.test(accept)) return {};
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const refusedBeforeRunning =
            result.data === undefined &&
            Boolean(result.errors?.length) &&
            result.errors!.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions?.code)));
          if (refusedBeforeRunning) response.http.status = 200;
        },
      };
    },
  };
}

/** A refused query keeps the limit's own code: Apollo reports every validation error as GRAPHQL_VALIDATION_FAILED. */
function withQueryLimitCode(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code === 'GRAPHQL_PARSE_FAILED' && isTokenLimitError(formatted.message)) {
    return { message: tokenLimitMessage(), extensions: { code: QueryLimitCode.TOO_MANY_TOKENS, limit: QUERY_LIMITS.tokens } };
  }
  const original = error instanceof GraphQLError ? error.originalError : null;
  const originalCode = original instanceof GraphQLError ? original.extensions.code : null;
  if (code === 'GRAPHQL_VALIDATION_FAILED' && typeof originalCode === 'string' && QUERY_LIMIT_CODES.has(originalCode)) {
    return { ...formatted, extensions: { ...formatted.extensions, code: originalCode } };
  }
  return formatted;
}

/** Express middleware: the request's Firestore reads are counted (reported by edgeChecks outside production). */
export const countFirestoreReads = (_req: unknown, _res: unknown, next: () => void) => withReadCount(newReadCount(), next);

/**
 * `responseCacheTtlMs`: how long anonymous public queries are answered from memory (./responseCache.ts; 0: never).
 * `reportFirestoreReads`: answers carry `extensions.firestoreReads` (default: outside production only).
 * Automatic persisted queries are Apollo Server's default (an in-memory store of query texts by hash).
 */
export function createApolloServer(
  schema: GraphQLSchema,
  options: { isProduction: boolean; responseCacheTtlMs?: number; reportFirestoreReads?: boolean },
) {
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // main.ts owns shutdown order
    // Decided per request by edgeChecks: Apollo's own switch is one setting for every caller.
    introspection: true,
    // No "Did you mean …?" in production: suggestions would spell out the schema to someone guessing at it.
    hideSchemaDetailsFromClientErrors: options.isProduction,
    includeStacktraceInErrorResponses: !options.isProduction,
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    validationRules: queryLimitRules,
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      edgeChecks(options),
      jsonRequestErrorsAs200(),
      publicResponseCache({ ttlMs: options.responseCacheTtlMs ?? 0 }),
    ],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const result = withQueryLimitCode(formatted, error);
      const code = result.extensions?.code as string | undefined;
      if (code && EXPOSED_CODES.has(code)) return result;
      logger.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected GraphQL error');
      return {
        message: 'Something went wrong on our end, try again later',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}

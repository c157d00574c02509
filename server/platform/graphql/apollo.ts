import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, fieldExtensionsEstimator } from 'graphql-query-complexity';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { GraphQLContext } from './context';
import { ErrorCode } from './errors';
import { logger } from '../logger';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_COMPLEXITY = 1000;

/** Errors whose message is meant for the caller: ours (ErrorCode) and Apollo's request errors. Others are masked. */
const EXPOSED_CODES = new Set<string>([
  ...Object.values(ErrorCode),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'QUERY_TOO_COMPLEX',
]);

function complexityLimit(schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const complexity = getComplexity({
            schema,
            operationName: request.operationName,
            query: document,
            variables: request.variables,
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (complexity > MAX_QUERY_COMPLEXITY) {
            throw new GraphQLError(`This query is too complex (${complexity}); the limit is ${MAX_QUERY_COMPLEXITY}`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}

export function createApolloServer(schema: GraphQLSchema, options: { isProduction: boolean }) {
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // main.ts owns shutdown order
    introspection: true,
    includeStacktraceInErrorResponses: !options.isProduction,
    validationRules: [depthLimit(MAX_QUERY_DEPTH)],
    plugins: [ApolloServerPluginLandingPageDisabled(), complexityLimit(schema)],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const code = formatted.extensions?.code as string | undefined;
      if (code && EXPOSED_CODES.has(code)) return formatted;
      logger.error({ err: unwrapResolverError(error), path: formatted.path }, 'unexpected GraphQL error');
      return {
        message: 'Something went wrong on our end, try again later',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    },
  });
}

import { buildSchema } from 'type-graphql';
import { execute, parse, validate, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { SCHEMA_BUILD_RULES } from './platform/graphql/schemaRules';
import { GuidesResolver } from './modules/content/guides.resolver';
import type { GraphQLRequest } from './platform/pages/ssr';

/**
 * The queries a page's render may run before the second phase of the start has built the whole schema
 * (docs/decisions/0058-every-page-fast.md): the guide's, which reads its Markdown from the repository and, before
 * the store is opened, its author from the built-in ones, so a cold start's first guide page needs neither the
 * whole schema nor Firestore. The same resolver class and access check as the whole schema; anything else, or
 * any error, is answered by the whole schema as before.
 */
const EARLY_OPERATIONS = new Set(['GuidePage']);

let early: Promise<GraphQLSchema> | null = null;

/**
 * The early answer to a render's query; null when it is not one of the early ones, or did not go cleanly.
 * @lazy loaded on first use, with `require`
 */
export async function executeOnEarlySchema(request: GraphQLRequest, contextValue: unknown): Promise<ExecutionResult | null> {
  if (!request.operationName || !EARLY_OPERATIONS.has(request.operationName)) return null;
  early ??= buildSchema({ ...SCHEMA_BUILD_RULES, resolvers: [GuidesResolver] });
  const schema = await early;
  const document = parse(request.query);
  if (validate(schema, document).length) return null;
  const result = await execute({ schema, document, variableValues: request.variables, operationName: request.operationName, contextValue });
  return result.errors?.length ? null : result;
}

import 'reflect-metadata';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';
import { GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { withAccessRules } from './platform/graphql/accessRules';
import { SCHEMA_BUILD_RULES } from './platform/graphql/schemaRules';
import { fromEveryModule } from './modules';

let schema: Promise<GraphQLSchema> | null = null;

/**
 * The code-first schema; `npm run schema:emit` prints it to schema/schema.graphql. The build fails when a
 * Query or Mutation field does not declare who may call it (withAccessRules, docs/api.md).
 */
export function getSchema(): Promise<GraphQLSchema> {
  schema ??= buildSchema({
    resolvers: fromEveryModule('resolvers').flat() as unknown as NonEmptyArray<ClassType>,
    // Entity types whose queries arrive with later features are still part of the published contract.
    orphanedTypes: fromEveryModule('orphanedTypes').flat(),
    ...SCHEMA_BUILD_RULES,
  })
    .then(withAccessRules)
    .then(describeRootTypes);
  return schema;
}

const ROOT_DESCRIPTIONS: Record<string, string> = {
  Query: 'Everything the API reads. Each field says who may call it (**Requires:**); lists are cursor connections (docs/api.md).',
  Mutation:
    'Everything the API changes. Public forms need a `formToken` and an idempotency key; each field says who may call it (docs/api.md).',
};

/** type-graphql has no place for the root types' descriptions. */
function describeRootTypes(built: GraphQLSchema): GraphQLSchema {
  return mapSchema(built, {
    [MapperKind.ROOT_OBJECT]: (type) => {
      const config = type.toConfig();
      return new GraphQLObjectType({ ...config, description: ROOT_DESCRIPTIONS[type.name] ?? config.description });
    },
  });
}

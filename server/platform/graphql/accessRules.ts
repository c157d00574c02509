import type { GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { declaredCompanyAction, declaredKeyScope, declaredRole, roleLine } from './access';

/**
 * Checks that every Query and Mutation field declares its role, and every COMPANY one what it does for the
 * company (a permission; a Mutation never `read`), and opens each declaring field's description with the
 * role line. Throws, naming the fields, when one is missing or wrong.
 */
export function withAccessRules(schema: GraphQLSchema): GraphQLSchema {
  const undeclared: string[] = [];
  const noCompanyAction: string[] = [];
  const readingMutations: string[] = [];
  const mutationType = schema.getMutationType()?.name;
  const rootTypes = new Set(
    [schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name].filter(Boolean),
  );
  const result = mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const role = declaredRole(field.astNode);
      if (!role) {
        if (rootTypes.has(typeName)) undeclared.push(`${typeName}.${fieldName}`);
        return field;
      }
      const action = declaredCompanyAction(field);
      if (role === 'COMPANY' && rootTypes.has(typeName)) {
        if (!action) noCompanyAction.push(`${typeName}.${fieldName}`);
        else if (action === 'read' && typeName === mutationType) readingMutations.push(`${typeName}.${fieldName}`);
      }
      const line = roleLine(role, declaredKeyScope(field));
      return { ...field, description: field.description ? `${line}\n\n${field.description}` : line };
    },
  });
  if (undeclared.length) {
    throw new Error(
      `Every Query and Mutation field must declare who may call it with @Access(role) (docs/api.md); missing on: ${undeclared.join(', ')}`,
    );
  }
  if (noCompanyAction.length) {
    throw new Error(
      `Every COMPANY Query and Mutation field must declare the team permission it needs, or 'read', with @Access('COMPANY', action) ` +
        `(docs/api.md#what-each-company-role-may-call); missing on: ${noCompanyAction.join(', ')}`,
    );
  }
  if (readingMutations.length) {
    throw new Error(
      `A COMPANY Mutation acts for the company and must name the team permission it needs (common/companyTeam.ts), not 'read' ` +
        `(docs/api.md#what-each-company-role-may-call): ${readingMutations.join(', ')}`,
    );
  }
  return result;
}

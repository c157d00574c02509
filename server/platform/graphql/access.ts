import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLNonNull,
  Kind,
  type FieldDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { Authorized, Directive } from 'type-graphql';

/**
 * Who may call a field (docs/api.md#authentication-and-roles). Each Query and Mutation field, and each
 * object field that carries personal data, declares one role with `@Access(role)`; that one declaration
 * becomes the `@auth(requires: …)` directive in the SDL, the check the auth checker runs, and the role line
 * at the start of the field's description (introspection carries no applied directives, the playground's
 * docs do show descriptions).
 */
export const ROLES = {
  PUBLIC: 'Anyone, signed in or not.',
  SIGNED_IN: 'Any signed-in user (an administrator or a company user), with `Authorization: Bearer <ID token>`.',
  COMPANY:
    'A signed-in user of an active removal company. Anonymous: UNAUTHENTICATED; anyone else, or a user of a suspended company: FORBIDDEN.',
  ADMIN: 'A signed-in administrator. Anonymous: UNAUTHENTICATED; anyone else: FORBIDDEN.',
  LINK_HOLDER:
    'Whoever holds a private link the site e-mailed: the `token` argument is the secret from the link, checked against the stored hash; a wrong or expired token answers FORBIDDEN. No sign-in.',
} as const;

export type Role = keyof typeof ROLES;

export const RoleEnum = new GraphQLEnumType({
  name: 'Role',
  description: 'Who may call a field, as the `@auth` directive declares it.',
  values: Object.fromEntries(Object.entries(ROLES).map(([role, description]) => [role, { value: role, description }])),
});

export const authDirective = new GraphQLDirective({
  name: 'auth',
  description: 'Who may call this field. The same rule opens its description ("**Requires:** ROLE.") and is enforced by the server.',
  locations: [DirectiveLocation.FIELD_DEFINITION],
  args: { requires: { type: new GraphQLNonNull(RoleEnum), description: 'The role the caller needs.' } },
});

/**
 * Declares who may call a resolver or read a field: the directive for the SDL and the check for the auth
 * checker, from one place. Use it on every Query and Mutation field (the schema build fails without it).
 */
export function Access(role: Role): MethodDecorator & PropertyDecorator {
  const directive = Directive(`@auth(requires: ${role})`);
  const check = Authorized<Role>(role);
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    directive(target, key, descriptor as never);
    check(target, key, descriptor as never);
  };
}

/** The role a field declares with `@auth`, read from the definition type-graphql built. */
export function declaredRole(node: FieldDefinitionNode | null | undefined): Role | null {
  const applied = node?.directives?.find((directive) => directive.name.value === authDirective.name);
  const value = applied?.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  return value?.kind === Kind.ENUM && value.value in ROLES ? (value.value as Role) : null;
}

export const roleLine = (role: Role) => `**Requires:** ${role}.`;

/**
 * Checks that every Query and Mutation field declares its role, and opens each declaring field's
 * description with the role line. Throws, naming the fields, when one has no declaration.
 */
export function withAccessRules(schema: GraphQLSchema): GraphQLSchema {
  const undeclared: string[] = [];
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
      return { ...field, description: field.description ? `${roleLine(role)}\n\n${field.description}` : roleLine(role) };
    },
  });
  if (undeclared.length) {
    throw new Error(
      `Every Query and Mutation field must declare who may call it with @Access(role) (docs/api.md); missing on: ${undeclared.join(', ')}`,
    );
  }
  return result;
}

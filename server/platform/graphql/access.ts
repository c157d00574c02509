import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLEnumType,
  GraphQLNonNull,
  Kind,
  type FieldDefinitionNode,
  type GraphQLSchema,
} from 'graphql';
import { Authorized, Directive, Extensions } from 'type-graphql';
import { COMPANY_PERMISSIONS, type CompanyPermission } from '../../../common/companyTeam';
import { isApiKeyScope, type ApiKeyScope } from '../../../common/apiKeys';

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
 * What a COMPANY field does for its company (docs/api.md#what-each-company-role-may-call): a permission the
 * caller's team role must allow (common/companyTeam.ts), or `read`, open to every role. A Mutation never
 * declares `read`: a mutation that only reads still names the permission that lets a role do it.
 */
export type CompanyAction = CompanyPermission | 'read';

const COMPANY_ACTION = 'companyAction';
const API_KEY_SCOPE = 'apiKeyScope';

/**
 * Declares who may call a resolver or read a field: the directive for the SDL, the check for the auth
 * checker and, for COMPANY, the team permission the auth checker enforces, from one place. Use it on every
 * Query and Mutation field (the schema build fails without it, and without the permission of a COMPANY one).
 * `keyScope`: the API key scope that opens a COMPANY field to a company's keys (docs/decisions/0059-api-keys.md);
 * a field without one is refused to every key, and ADMIN and SIGNED_IN fields always are.
 */
export function Access(role: Exclude<Role, 'COMPANY'>): MethodDecorator & PropertyDecorator;
export function Access(role: 'COMPANY', action: CompanyAction, keyScope?: ApiKeyScope): MethodDecorator & PropertyDecorator;
export function Access(role: Role, action?: CompanyAction, keyScope?: ApiKeyScope): MethodDecorator & PropertyDecorator {
  const decorators = [Directive(`@auth(requires: ${role})`), Authorized<Role>(role)];
  // Kept in the field's extensions, which the SDL does not print: the schema stays as it was.
  if (action) decorators.push(Extensions({ [COMPANY_ACTION]: action, ...(keyScope ? { [API_KEY_SCOPE]: keyScope } : {}) }));
  return (target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const decorate of decorators) decorate(target, key, descriptor as never);
  };
}

const isCompanyAction = (value: unknown): value is CompanyAction => value === 'read' || (COMPANY_PERMISSIONS as unknown[]).includes(value);

/** The company action a field declares with `@Access('COMPANY', action)`, read from the built field; null when none. */
export function declaredCompanyAction(
  field: { extensions?: Readonly<Record<string, unknown>> | null } | null | undefined,
): CompanyAction | null {
  const value = field?.extensions?.[COMPANY_ACTION];
  return isCompanyAction(value) ? value : null;
}

/** The API key scope a field declares with `@Access('COMPANY', action, keyScope)`; null when keys may not call it. */
export function declaredKeyScope(field: { extensions?: Readonly<Record<string, unknown>> | null } | null | undefined): ApiKeyScope | null {
  const value = field?.extensions?.[API_KEY_SCOPE];
  return isApiKeyScope(value) ? value : null;
}

export interface CompanyOperation {
  operation: 'query' | 'mutation';
  field: string;
  action: CompanyAction;
  /** The API key scope that opens it to keys; null: keys are refused. */
  keyScope: ApiKeyScope | null;
}

/** Every Query and Mutation field a company user calls, with what it declares, in name order. */
export function companyOperations(schema: GraphQLSchema): CompanyOperation[] {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([operation, type]) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => declaredRole(field.astNode) === 'COMPANY')
      .map((field) => ({
        operation,
        field: field.name,
        action: declaredCompanyAction(field) ?? ('read' as const),
        keyScope: declaredKeyScope(field),
      }))
      .sort((a, b) => a.field.localeCompare(b.field)),
  );
}

/** The role a field declares with `@auth`, read from the definition type-graphql built. */
export function declaredRole(node: FieldDefinitionNode | null | undefined): Role | null {
  const applied = node?.directives?.find((directive) => directive.name.value === authDirective.name);
  const value = applied?.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  return value?.kind === Kind.ENUM && value.value in ROLES ? (value.value as Role) : null;
}

export const roleLine = (role: Role, keyScope: ApiKeyScope | null = null) =>
  keyScope ? `**Requires:** ${role}. **API key scope:** ${keyScope}.` : `**Requires:** ${role}.`;

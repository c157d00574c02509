import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, type GraphQLEnumType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { createUser, gql } from '../support/api';
import { operationFor } from '../support/operations';
import { createCompany } from '../support/marketplace';

/**
 * Generated from schema/schema.graphql, with no list of fields of its own: every Query and Mutation field
 * declares who may call it (`@auth(requires: …)`, docs/api.md#authentication-and-roles), and the server
 * enforces that declaration. Each field is called over HTTP with dummy arguments of the right types: the
 * access check runs before the resolver, so the arguments only need to be well-typed.
 */
const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));
const ROOTS = [schema.getQueryType()!, schema.getMutationType()!];

const roleOf = (field: GraphQLField<unknown, unknown>) => {
  const applied = field.astNode?.directives?.find((directive) => directive.name.value === 'auth');
  const value = applied?.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  return value?.kind === Kind.ENUM ? value.value : null;
};

const fields = ROOTS.flatMap((root: GraphQLObjectType) =>
  Object.values(root.getFields()).map((field) => ({
    root: root === schema.getQueryType() ? ('query' as const) : ('mutation' as const),
    field,
    role: roleOf(field),
  })),
);

const codeOf = (body: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => body.errors?.[0]?.extensions?.code;

describe('access rules, from the SDL', () => {
  it('every Query and Mutation field declares who may call it', () => {
    expect(fields.length).toBeGreaterThan(50);
    expect(fields.filter(({ role }) => !role).map(({ field }) => field.name)).toEqual([]);
    const roles = new Set((schema.getType('Role') as GraphQLEnumType).getValues().map((value) => value.name));
    for (const { field, role } of fields) {
      expect(roles.has(role!)).toBe(true);
      expect(field.description).toMatch(new RegExp(`^\\*\\*Requires:\\*\\* ${role}\\.`));
    }
  });

  let companyToken: string;
  let adminToken: string;
  beforeAll(async () => {
    companyToken = (await createCompany({ regions: ['London'] })).token;
    adminToken = (await createUser({ claims: { admin: true } })).token;
  });

  const byRole = (role: string) =>
    fields.filter((entry) => entry.role === role).map((entry) => [`${entry.root} ${entry.field.name}`, entry] as const);

  it.each(byRole('ADMIN'))('ADMIN %s refuses anonymous (UNAUTHENTICATED) and company callers (FORBIDDEN)', async (_name, entry) => {
    const { query, variables } = operationFor(entry);
    const anonymous = await gql(query, variables);
    expect({ code: codeOf(anonymous.body), status: anonymous.status }).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    const company = await gql(query, variables, { token: companyToken });
    expect({ code: codeOf(company.body), status: company.status }).toEqual({ code: 'FORBIDDEN', status: 403 });
  });

  it.each(byRole('COMPANY'))(
    'COMPANY %s refuses anonymous callers (UNAUTHENTICATED) and administrators (FORBIDDEN)',
    async (_name, entry) => {
      const { query, variables } = operationFor(entry);
      const anonymous = await gql(query, variables);
      expect({ code: codeOf(anonymous.body), status: anonymous.status }).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
      const admin = await gql(query, variables, { token: adminToken });
      expect({ code: codeOf(admin.body), status: admin.status }).toEqual({ code: 'FORBIDDEN', status: 403 });
    },
  );

  it.each(byRole('SIGNED_IN'))('SIGNED_IN %s refuses anonymous callers (UNAUTHENTICATED)', async (_name, entry) => {
    const { query, variables } = operationFor(entry);
    const anonymous = await gql(query, variables);
    expect({ code: codeOf(anonymous.body), status: anonymous.status }).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

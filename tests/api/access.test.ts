import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, type GraphQLEnumType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { API_KEY_SCOPES, ApiKeyRefusal, missingScope, type ApiKeyScope } from '../../common/apiKeys';
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

/** The API key scope a COMPANY field declares, as its description opens with it (docs/decisions/0059-api-keys.md); null: none. */
const keyScopeOf = (field: GraphQLField<unknown, unknown>) =>
  (/^\*\*Requires:\*\* COMPANY\. \*\*API key scope:\*\* (\w+)\./.exec(field.description ?? '')?.[1] as ApiKeyScope | undefined) ?? null;

/**
 * The company's API keys as callers, by the scopes they hold: each key is replaced (the old one revoked) before
 * it reaches its rate limit, so the sweep meets the access check, never the limit.
 */
function keyPool(ownerToken: () => string) {
  const CREATE = `mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret key { id } } }`;
  const REVOKE = `mutation Revoke($id: ID!) { revokeApiKey(id: $id) { id } }`;
  const keys = new Map<string, { id: string; secret: string; uses: number }>();
  let made = 0;
  return async function keyWith(scopes: readonly ApiKeyScope[]): Promise<string> {
    const name = scopes.join(',');
    let key = keys.get(name);
    if (key && key.uses >= 50) {
      await gql(REVOKE, { id: key.id }, { token: ownerToken() });
      key = undefined;
    }
    if (!key) {
      const { body } = await gql(CREATE, { input: { name: `Sweep ${made++}`, scopes } }, { token: ownerToken() });
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      key = { id: body.data!.createApiKey.key.id, secret: body.data!.createApiKey.secret, uses: 0 };
      keys.set(name, key);
    }
    key.uses++;
    return key.secret;
  };
}

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

  const keyWith = keyPool(() => companyToken);

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

  // A company's API key is a caller too (docs/decisions/0059-api-keys.md): never an administrator or a signed-in user,
  // and a company caller only where a field names a scope, and only with that scope.
  it.each([...byRole('ADMIN'), ...byRole('SIGNED_IN')])(
    '%s refuses an API key, even one with every scope (FORBIDDEN)',
    async (_name, entry) => {
      const { query, variables } = operationFor(entry);
      const answer = await gql(query, variables, { token: await keyWith(API_KEY_SCOPES) });
      expect({ code: codeOf(answer.body), status: answer.status, message: answer.body.errors?.[0]?.message }).toEqual({
        code: 'FORBIDDEN',
        status: 403,
        message: ApiKeyRefusal.NOT_FOR_KEYS,
      });
    },
  );

  it.each(byRole('COMPANY'))('COMPANY %s opens to an API key only with the scope it names', async (_name, entry) => {
    const { query, variables } = operationFor(entry);
    const scope = keyScopeOf(entry.field);
    const refusal = async (scopes: readonly ApiKeyScope[]) => {
      const answer = await gql(query, variables, { token: await keyWith(scopes) });
      return { code: codeOf(answer.body), status: answer.status, message: answer.body.errors?.[0]?.message };
    };
    if (!scope) {
      expect(await refusal(API_KEY_SCOPES)).toEqual({ code: 'FORBIDDEN', status: 403, message: ApiKeyRefusal.NOT_FOR_KEYS });
      return;
    }
    expect(await refusal(API_KEY_SCOPES.filter((other) => other !== scope))).toEqual({
      code: 'FORBIDDEN',
      status: 403,
      message: missingScope(scope),
    });
    const past = await refusal([scope]);
    expect(past.code === 'FORBIDDEN' || past.code === 'UNAUTHENTICATED' ? past.message : null).toBeNull();
  });

  it('opens the fields docs/integrations.md lists to API keys, each with its scope, and no other', () => {
    const scoped = fields
      .filter((entry) => keyScopeOf(entry.field))
      .map((entry) => `${entry.root} ${entry.field.name}: ${keyScopeOf(entry.field)}`);
    expect(scoped.sort()).toEqual(
      [
        'query marketplaceLeads: LEADS_READ',
        'query marketplaceLead: LEADS_READ',
        'mutation buyLeadWithBalance: LEADS_BUY',
        'query myBalance: LEADS_BUY',
        'query myLeads: PURCHASES_READ',
        'query myLeadCounts: PURCHASES_READ',
        'query myLeadFigures: PURCHASES_READ',
        'query myQuote: PURCHASES_READ',
        'query myJobRecord: PURCHASES_READ',
        'mutation updateLeadPipeline: PIPELINE_WRITE',
        'mutation sendQuote: QUOTES_WRITE',
        'mutation answerQuoteQuestion: QUOTES_WRITE',
        'mutation saveJobRecord: QUOTES_WRITE',
        'mutation submitJobRecord: QUOTES_WRITE',
      ].sort(),
    );
  });
});

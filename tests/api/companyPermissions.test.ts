import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { COMPANY_ROLES, companyRoleRefusal, rolesAllowed, type CompanyRoleName } from '../../common/companyTeam';
import { companyOperations, type CompanyOperation } from '../../server/platform/graphql/access';
import { getSchema } from '../../server/schema';
import { adminDb, createUser, gql } from '../support/api';
import { createCompany } from '../support/marketplace';
import { operationFor } from '../support/operations';

/**
 * Every company operation, as its declaration says (`@Access('COMPANY', action)`, read from the schema the
 * server builds, so a new one is walked without an edit here), called as the owner, a buyer and a viewer of
 * one company with dummy arguments: a role the action allows gets past the permission check (whatever the
 * dummy arguments then earn), a role it does not allow gets FORBIDDEN with the role's refusal, before the
 * resolver runs. docs/api.md#what-each-company-role-may-call lists the same operations.
 */
type Member = { role: CompanyRoleName; token: string };

const allowedRoles = (op: CompanyOperation): readonly CompanyRoleName[] => (op.action === 'read' ? COMPANY_ROLES : rolesAllowed(op.action));

/** The rows of the generated table in docs/api.md, as `operation field | action | roles allowed`. */
function documentedOperations(): string[] {
  const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8');
  const section = doc.slice(doc.indexOf('<!-- company-operations:start'), doc.indexOf('<!-- company-operations:end -->'));
  return [...section.matchAll(/^\| `(query|mutation) (\w+)` \| `(\w+)` \| (.+) \|$/gm)].map(([, operation, field, action, cells]) => {
    const yes = cells.split(' | ').map((cell) => cell.trim() === 'yes');
    return `${operation} ${field} | ${action} | ${COMPANY_ROLES.filter((_, i) => yes[i]).join(',')}`;
  });
}

describe('company operations, by team role', () => {
  let operations: CompanyOperation[] = [];
  const members: Member[] = [];
  let fields: Map<string, Parameters<typeof operationFor>[0]>;

  beforeAll(async () => {
    const schema = await getSchema();
    operations = companyOperations(schema);
    fields = new Map(
      operations.map((op) => {
        const root = op.operation === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
        return [`${op.operation} ${op.field}`, { root: op.operation, field: root.getFields()[op.field] }];
      }),
    );
    const company = await createCompany({ regions: ['London'] });
    const claims = { role: 'company', companyId: company.id };
    const buyer = await createUser({ claims, userDoc: claims });
    const viewer = await createUser({ claims, userDoc: claims });
    await adminDb()
      .collection('companies')
      .doc(company.id)
      .update({
        userIds: [company.uid, buyer.uid, viewer.uid],
        userRoles: { [company.uid]: 'owner', [buyer.uid]: 'buyer', [viewer.uid]: 'viewer' },
      });
    members.push({ role: 'owner', token: company.token }, { role: 'buyer', token: buyer.token }, { role: 'viewer', token: viewer.token });
  });

  it('walks the operations docs/api.md lists, with the roles it lists', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.map((op) => `${op.operation} ${op.field} | ${op.action} | ${allowedRoles(op).join(',')}`)).toEqual(
      documentedOperations(),
    );
    // Every mutation changes something for the company: none is open to every role as a read.
    expect(operations.filter((op) => op.operation === 'mutation' && op.action === 'read')).toEqual([]);
  });

  it('lets each role past the permission check only where the declaration allows it', async () => {
    const seen: string[] = [];
    for (const op of operations) {
      const { query, variables } = operationFor(fields.get(`${op.operation} ${op.field}`)!);
      for (const member of members) {
        const { body } = await gql(query, variables, { token: member.token });
        const error = body.errors?.[0];
        const refusal = op.action === 'read' ? null : companyRoleRefusal(member.role, op.action);
        const outcome = refusal
          ? { code: error?.extensions?.code, message: error?.message }
          : { refused: error?.extensions?.code === 'FORBIDDEN' || error?.extensions?.code === 'UNAUTHENTICATED' ? error.message : null };
        expect({ operation: `${op.operation} ${op.field}`, role: member.role, ...outcome }).toEqual({
          operation: `${op.operation} ${op.field}`,
          role: member.role,
          ...(refusal ? { code: 'FORBIDDEN', message: refusal } : { refused: null }),
        });
        seen.push(`${op.field}:${member.role}`);
      }
    }
    expect(seen).toHaveLength(operations.length * 3);
  });

  it('refuses a viewer and a buyer the company’s about text (a role once not checked)', async () => {
    const SUBMIT_ABOUT = 'mutation About($text: String!) { submitMyCompanyAbout(text: $text) { id } }';
    for (const member of members.filter((m) => m.role !== 'owner')) {
      const { body } = await gql(SUBMIT_ABOUT, { text: 'We are the best removers in London, call us today.' }, { token: member.token });
      expect(body.errors?.[0]).toMatchObject({
        message: companyRoleRefusal(member.role, 'edit_profile'),
        extensions: { code: 'FORBIDDEN' },
      });
    }
  });
});

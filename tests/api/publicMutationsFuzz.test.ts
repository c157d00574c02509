import fc from 'fast-check';
import { adminDb, gql, idempotencyKey, randomMobile, uniqueEmail, validRemovalRequest, type ServerInfo } from '../support/api';
import { startServer, type RunningServer } from '../support/serverProcess';
import { createCompany } from '../support/marketplace';

/**
 * Property-based fuzzing of every public mutation, found through introspection: whatever the input, the
 * server never answers 500 and a refused call leaves no record behind. Inputs start from a plausible value
 * for each field (so calls reach the services, not only the validators) and swap fields for hostile values.
 */
type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type InputField = { name: string; type: TypeRef };
type FullType = { kind: string; name: string; inputFields: InputField[] | null; enumValues: Array<{ name: string }> | null };
type MutationField = { name: string; type: TypeRef; args: InputField[] };

const INTROSPECTION = `{
  __schema {
    mutationType { fields { name type { ...T } args { name type { ...T } } } }
    types { kind name enumValues { name } inputFields { name type { ...T } } }
  }
}
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

/** Collections a public form writes; rate-limit counters and duplicate guards are guards, not records. */
const RECORD_COLLECTIONS = [
  'removalRequests',
  'leads',
  'mail',
  'quickCallbacks',
  'contactInquiries',
  'ricsSurveys',
  'pdfLeads',
  'guestPosts',
  'applications',
  'certificationRequests',
  'users',
  'companies',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\ud800',
  'a\udc00b',
  'a/b',
  '__proto__',
  'constructor',
  '..',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '😀'.repeat(40),
  'x'.repeat(20_000),
  '\u0000',
  'null',
  '../../etc/passwd',
  '%00',
  '{"$gt":""}',
];

const text = (words: number) =>
  Array.from({ length: words }, (_, i) => ['spray', 'foam', 'removal', 'loft', 'survey', 'mortgage'][i % 6]).join(' ');

/** A value that passes the form's own validation where the field's name says what it holds. */
function plausibleScalar(field: string, scalar: string): unknown {
  const name = field.toLowerCase();
  if (scalar === 'Boolean') return name === 'terms' || name.startsWith('accept');
  if (scalar === 'Int') return name.includes('bedroom') ? 3 : name.includes('year') ? 5 : 1;
  if (scalar === 'Float') return name.includes('area') ? 60 : name.includes('pounds') ? 2_000_000 : 1;
  if (name.includes('email')) return uniqueEmail('fuzz');
  if (name.includes('phone')) return randomMobile();
  if (name.includes('postcode')) return 'SW1A 1AA';
  if (name.includes('website') || name.endsWith('url')) return 'https://www.example.org';
  if (name.includes('companieshouse')) return '01234567';
  if (name.includes('idempotency')) return idempotencyKey();
  if (name === 'honeypot') return null;
  if (name.includes('body') || name.includes('markdown')) return text(450);
  if (name.includes('message') || name.includes('notes') || name.includes('bio') || name.includes('description')) return text(20);
  if (name === 'preferredtime') return 'morning';
  if (name === 'regions') return 'London';
  if (name === 'services') return 'loft';
  return 'Valid Text';
}

function unwrap(type: TypeRef): { named: string; nonNull: boolean; list: boolean; itemType: TypeRef | null } {
  if (type.kind === 'NON_NULL') return { ...unwrap(type.ofType!), nonNull: true };
  if (type.kind === 'LIST') return { named: unwrap(type.ofType!).named, nonNull: false, list: true, itemType: type.ofType };
  return { named: type.name!, nonNull: false, list: false, itemType: null };
}

function makeArbitraries(types: Map<string, FullType>) {
  const hostileFor = (scalar: string): fc.Arbitrary<unknown> => {
    switch (scalar) {
      case 'Int':
        return fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31 - 1, -(2 ** 31)), fc.constant(2 ** 53), fc.constant('12'));
      case 'Float':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(-1, 0, 1e308), fc.constant('1.5'));
      case 'Boolean':
        return fc.oneof(fc.boolean(), fc.constant('true'), fc.constant(1));
      default:
        return fc.oneof(
          fc.constantFrom(...HOSTILE_STRINGS),
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'binary', maxLength: 60 }),
          fc.integer(),
        );
    }
  };

  /** The plausible value, or now and then a hostile one (or null, or nothing at all). */
  const valueFor = (field: string, type: TypeRef, depth: number): fc.Arbitrary<unknown> => {
    const { named, list, itemType } = unwrap(type);
    let plausible: fc.Arbitrary<unknown>;
    const definition = types.get(named);
    if (list) {
      plausible = fc.array(valueFor(field, itemType!, depth + 1), { minLength: 1, maxLength: 3 });
    } else if (definition?.kind === 'ENUM') {
      const values = definition.enumValues!.map((v) => v.name);
      plausible = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: fc.constant('NOT_A_VALUE') });
    } else if (definition?.kind === 'INPUT_OBJECT') {
      plausible = objectFor(definition, depth + 1);
    } else {
      plausible = fc.oneof(
        { weight: 15, arbitrary: fc.constant(null).map(() => plausibleScalar(field, named)) },
        { weight: 1, arbitrary: hostileFor(named) },
      );
    }
    return fc.oneof({ weight: 40, arbitrary: plausible }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) });
  };

  /** Well-formed arguments with nothing hostile: what an access check sees before any validation. */
  const wellFormed = (field: string, type: TypeRef): unknown => {
    const { named, list, itemType } = unwrap(type);
    const definition = types.get(named);
    if (list) return [wellFormed(field, itemType!)];
    if (definition?.kind === 'ENUM') return definition.enumValues![0].name;
    if (definition?.kind === 'INPUT_OBJECT')
      return Object.fromEntries(definition.inputFields!.map((f) => [f.name, wellFormed(f.name, f.type)]));
    if (named === 'ID') return 'fuzz-id';
    return plausibleScalar(field, named);
  };

  const objectFor = (definition: FullType, depth: number): fc.Arbitrary<unknown> => {
    if (depth > 6) return fc.constant({});
    const fields = Object.fromEntries(definition.inputFields!.map((f) => [f.name, valueFor(f.name, f.type, depth)]));
    return fc.record(fields, { requiredKeys: [] });
  };
  return { valueFor, wellFormed };
}

async function countRecords(info: ServerInfo) {
  const counts = await Promise.all(
    RECORD_COLLECTIONS.map(async (name) => (await adminDb(info).collection(name).count().get()).data().count),
  );
  return Object.fromEntries(RECORD_COLLECTIONS.map((name, i) => [name, counts[i]]));
}

describe('every public mutation under fuzzed input', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);
  afterAll(() => server?.stop());

  it('never answers 500 and never leaves a half-written record behind a refusal', async () => {
    const { body } = await gql(INTROSPECTION, {}, { baseUrl: server.url });
    const schema = body.data!.__schema as { mutationType: { fields: MutationField[] }; types: FullType[] };
    const types = new Map(schema.types.map((t) => [t.name, t]));
    const { valueFor, wellFormed } = makeArbitraries(types);

    const operationFor = (mutation: MutationField) => {
      const declared = mutation.args.map((a) => `$${a.name}: ${printType(a.type)}`).join(', ');
      const passed = mutation.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const selection = selectionFor(mutation.type, types);
      return `mutation Fuzz${declared ? `(${declared})` : ''} { ${mutation.name}${passed ? `(${passed})` : ''}${selection} }`;
    };

    // Public means: anonymous callers are not refused with UNAUTHENTICATED. Probed, not listed by hand.
    const publicMutations: MutationField[] = [];
    for (const mutation of schema.mutationType.fields) {
      const probe = await gql(operationFor(mutation), Object.fromEntries(mutation.args.map((a) => [a.name, wellFormed(a.name, a.type)])), {
        baseUrl: server.url,
      });
      if (!probe.body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) publicMutations.push(mutation);
    }
    expect(publicMutations.map((m) => m.name)).toEqual(
      expect.arrayContaining(['submitRemovalRequest', 'requestCallback', 'registerAdmin']),
    );
    expect(publicMutations.map((m) => m.name)).not.toContain('resolveLeadDispute');

    const stats = { calls: 0, accepted: 0, refused: 0 };
    for (const mutation of publicMutations) {
      const variables = fc.record(Object.fromEntries(mutation.args.map((a) => [a.name, valueFor(a.name, a.type, 0)])), {
        requiredKeys: [],
      });
      const query = operationFor(mutation);
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          if (mutation.name === 'submitRemovalRequest' && Math.random() < 0.3) vars = { ...vars, input: validRemovalRequest() };
          const before = await countRecords(server);
          const res = await gql(query, vars as Record<string, unknown>, { baseUrl: server.url });
          stats.calls += 1;
          expect(res.status).toBeLessThan(500);
          const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
          expect(codes).not.toContain('INTERNAL_SERVER_ERROR');
          if (res.body.errors?.length) {
            stats.refused += 1;
            expect({ mutation: mutation.name, records: await countRecords(server) }).toEqual({ mutation: mutation.name, records: before });
          } else {
            stats.accepted += 1;
          }
        }),
        { numRuns: 25, endOnFailure: true },
      );
    }
    console.log(
      `fuzz: ${publicMutations.length} public mutations (${publicMutations.map((m) => m.name).join(', ')}), ${stats.calls} calls, ${stats.accepted} accepted, ${stats.refused} refused, 0 server errors`,
    );
    expect(stats.accepted).toBeGreaterThan(0);
  }, 600_000);

  // The company's API keys (docs/decisions/0059-api-keys.md): their mutations under fuzzed input as an owner, and
  // hostile keys in the Authorization header of /graphql.
  it('never answers 500 to the API key operations or to a hostile key, and a refused creation stores no key', async () => {
    const { body } = await gql(INTROSPECTION, {}, { baseUrl: server.url });
    const schema = body.data!.__schema as { mutationType: { fields: MutationField[] }; types: FullType[] };
    const types = new Map(schema.types.map((t) => [t.name, t]));
    const { valueFor } = makeArbitraries(types);
    const owner = await createCompany({ regions: ['London'] }, server);
    const keysOf = async () => (await adminDb(server).collection('apiKeys').where('companyId', '==', owner.id).get()).docs;
    const workingKeys = async () => (await keysOf()).filter((doc) => !doc.get('revokedAt'));
    const stats = { calls: 0, created: 0, refused: 0 };
    const noServerError = (res: { status: number; body: { errors?: Array<{ extensions?: Record<string, unknown> }> } }) => {
      stats.calls += 1;
      expect(res.status).toBeLessThan(500);
      expect((res.body.errors ?? []).map((e) => e.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
    };

    const create = schema.mutationType.fields.find((field) => field.name === 'createApiKey')!;
    await fc.assert(
      fc.asyncProperty(fc.record({ input: valueFor('input', create.args[0].type, 0) }, { requiredKeys: [] }), async (vars) => {
        const before = (await keysOf()).length;
        const res = await gql(`mutation Fuzz($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret key { id } } }`, vars, {
          baseUrl: server.url,
          token: owner.token,
        });
        noServerError(res);
        if (res.body.errors?.length) {
          stats.refused += 1;
          expect((await keysOf()).length).toBe(before);
        } else {
          stats.created += 1;
          expect((await keysOf()).length).toBe(before + 1);
          const revoked = await gql(
            `mutation R($id: ID!) { revokeApiKey(id: $id) { status } }`,
            { id: res.body.data!.createApiKey.key.id },
            {
              baseUrl: server.url,
              token: owner.token,
            },
          );
          expect(revoked.body.data?.revokeApiKey.status).toBe('REVOKED');
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );

    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 200 }), fc.integer()), async (id) => {
        const res = await gql(
          `mutation Fuzz($id: ID!) { revokeApiKey(id: $id) { id } }`,
          { id },
          { baseUrl: server.url, token: owner.token },
        );
        noServerError(res);
        expect(res.body.errors?.length).toBeGreaterThan(0);
      }),
      { numRuns: 40, endOnFailure: true },
    );

    // Header values are visible ASCII: fetch refuses anything else before it leaves the test.
    const printable = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 80 });
    const working = (await workingKeys()).length;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          printable.map((tail) => `sfr_test_${tail}`),
          printable.map((tail) => `sfr_${tail}`),
          printable,
        ),
        async (key) => {
          const res = await gql(
            `mutation Fuzz { createApiKey(input: { name: "Through a key", scopes: [LEADS_READ] }) { secret } }`,
            {},
            {
              baseUrl: server.url,
              token: key,
            },
          );
          noServerError(res);
          expect([401, 403]).toContain(res.status);
        },
      ),
      { numRuns: 80, endOnFailure: true },
    );
    expect((await workingKeys()).length).toBe(working);
    console.log(`fuzz: API keys, ${stats.calls} calls, ${stats.created} keys created, ${stats.refused} creations refused, 0 server errors`);
    expect(stats.created).toBeGreaterThan(0);
  }, 300_000);
});

function printType(type: TypeRef): string {
  if (type.kind === 'NON_NULL') return `${printType(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${printType(type.ofType!)}]`;
  return type.name!;
}

/** `__typename` is enough to ask for of an object: what is selected does not change what the mutation writes. */
function selectionFor(returnType: TypeRef, types: Map<string, FullType>) {
  const kind = types.get(unwrap(returnType).named)?.kind;
  return kind === 'OBJECT' || kind === 'INTERFACE' || kind === 'UNION' ? ' { __typename }' : '';
}

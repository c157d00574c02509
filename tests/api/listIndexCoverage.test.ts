import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { adminDb, createUser, gql, serverInfo } from '../support/api';
import { createCompany, createLead, recordPurchase } from '../support/marketplace';

/**
 * Every list the API serves, in every filter, sort and paging combination it accepts, against the
 * enforcing embedded store (decisions 0024 and 0025): none may need an index firestore.indexes.json lacks.
 * The combinations come from the schema the resolvers publish (schema/schema.graphql, kept equal to them by
 * `npm run codegen:check`), so a filter or sort added to a resolver is covered here without editing this file.
 */

const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(__dirname, '../../schema/schema.graphql'), 'utf8'));

/** A valid value for each free-text argument (a String or date filter), by argument name: one shape each. */
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const SAMPLE_VALUES: Record<string, unknown> = {
  region: 'London',
  urgency: 'asap',
  origin: 'quote_form',
  search: 'sw1a',
  guide: 'spray-foam-removal-guide',
  category: 'guides',
  authorSlug: 'editorial-team',
  foamType: 'open',
  createdFrom: '2000-01-01T00:00:00.000Z',
  createdTo: '2100-01-01T00:00:00.000Z',
  issuedFrom: '2000-01-01T00:00:00.000Z',
  issuedTo: '2100-01-01T00:00:00.000Z',
  from: monthAgo,
  to: today,
  months: 3,
  email: 'nobody@coverage.example',
  phone: '07700900123',
  page: 2,
  companyId: 'coverage-company',
};

/** The combinations the API refuses with BAD_USER_INPUT rather than run (docs/decisions/0025-list-indexes.md). */
const DELIBERATE_REFUSALS = [
  'adminOutreachList BAD_USER_INPUT status: Follow-ups are due only on sites still in progress: leave out won and lost',
  'leads BAD_USER_INPUT sort: Sorting by price cannot be combined with a date range: sort by date, or clear the dates',
  'posts BAD_USER_INPUT page: Ask for a page number or a cursor (`after`), not both',
  'subjectAccessSearch BAD_USER_INPUT email: Enter the person’s e-mail address, phone number or both',
];

const CREATE_VIDEO = `mutation CreateVideo($input: AdminVideoInput!) { createVideo(input: $input) { id } }`;

type Role = 'ADMIN' | 'COMPANY' | 'PUBLIC';
type Args = Record<string, unknown>;

/** A field's role, from its @auth directive. */
function roleOf(field: GraphQLField<unknown, unknown>): Role | null {
  const auth = field.astNode?.directives?.find((directive) => directive.name.value === 'auth');
  const requires = auth?.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  return requires?.kind === 'EnumValue' ? (requires.value as Role) : null;
}

const cartesian = (choices: Array<Array<[string, unknown]>>): Args[] =>
  choices.reduce<Args[]>(
    (combos, options) =>
      combos.flatMap((combo) => options.map(([name, value]) => (value === undefined ? combo : { ...combo, [name]: value }))),
    [{}],
  );

/**
 * The values one argument (or input field) takes: every enum value, true and false, a sample for text and
 * dates, each input field's values in every combination; plus "left out" when it may be left out.
 */
function valuesOf(name: string, type: GraphQLInputType, hasDefault: boolean): unknown[] {
  const optional = !isNonNullType(type) || hasDefault;
  const named = getNullableType(type);
  let values: unknown[];
  if (isEnumType(named)) values = named.getValues().map((value) => value.name);
  else if (isInputObjectType(named))
    values = cartesian(
      Object.values(named.getFields()).map((field) =>
        valuesOf(field.name, field.type, field.defaultValue !== undefined).map((value): [string, unknown] => [field.name, value]),
      ),
    );
  else if (isScalarType(named) && named.name === 'Boolean') values = [true, false];
  else if (name in SAMPLE_VALUES) values = [SAMPLE_VALUES[name]];
  else throw new Error(`No sample value for argument ${name}: ${String(type)}; add one to SAMPLE_VALUES`);
  return optional ? [undefined, ...values] : values;
}

interface ListQuery {
  field: string;
  role: Role;
  connection: boolean;
  /** Every combination of the field's arguments except `first` and `after`. */
  combinations: Args[];
  /** The arguments that change the list's order (its cursor's shape): a cursor is reused only across equal ones. */
  orderArgs: string[];
  selection: string;
}

const PAGING = new Set(['first', 'after']);

/** The scalar fields of an object type (a small selection to make every resolver run). */
function scalarSelection(type: GraphQLObjectType): string {
  const scalars = Object.values(type.getFields())
    .filter((field) => !field.args.some((argument) => isNonNullType(argument.type)))
    .filter((field) => !isObjectType(getNamedType(field.type)))
    .map((field) => field.name);
  return scalars.length ? scalars.join(' ') : '__typename';
}

function selectionOf(type: GraphQLObjectType, connection: boolean): string {
  if (!connection) return scalarSelection(type);
  const fields = type.getFields();
  const node = getNamedType(fields.nodes.type) as GraphQLObjectType;
  // totalCount and every sum or total the connection has: each is its own aggregation query.
  const totals = Object.values(fields)
    .filter((field) => !['edges', 'nodes', 'pageInfo'].includes(field.name) && !isObjectType(getNamedType(field.type)))
    .map((field) => field.name);
  return `${totals.join(' ')} pageInfo { hasNextPage endCursor } nodes { ${'id' in node.getFields() ? 'id' : '__typename'} }`;
}

/**
 * Every Query field that lists (a connection, or a list of objects) and needs no document id, slug or
 * token: with each argument's values in every combination.
 */
function listQueries(): ListQuery[] {
  const queries: ListQuery[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const role = roleOf(field);
    const returned = getNamedType(field.type);
    if (!role || !['ADMIN', 'COMPANY', 'PUBLIC'].includes(role) || !isObjectType(returned)) continue;
    const connection = 'pageInfo' in returned.getFields();
    const list = isListType(getNullableType(field.type));
    const generated = field.args.filter((argument: GraphQLArgument) => !PAGING.has(argument.name));
    // A document fetched by its id, slug or token is one read, not a list.
    if (
      generated.some((argument) => isNonNullType(argument.type) && argument.defaultValue === undefined && !(argument.name in SAMPLE_VALUES))
    )
      continue;
    if (!connection && !list && !generated.length) continue;
    const combinations = cartesian(
      generated.map((argument) =>
        valuesOf(argument.name, argument.type, argument.defaultValue !== undefined).map((value): [string, unknown] => [
          argument.name,
          value,
        ]),
      ),
    );
    const orderArgs = generated
      .filter((argument) => !isInputObjectType(getNullableType(argument.type)))
      .filter((argument) => {
        const named = getNullableType(argument.type);
        return (isEnumType(named) && /Sort/.test(named.name)) || (isScalarType(named) && named.name === 'Boolean');
      })
      .map((argument) => argument.name);
    queries.push({ field: field.name, role, connection, combinations, orderArgs, selection: selectionOf(returned, connection) });
  }
  return queries;
}

/** A GraphQL literal for a value (enum values unquoted). */
function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNullableType(type);
  if (value === null) return 'null';
  if (isEnumType(named)) return String(value);
  if (isInputObjectType(named)) {
    const fields = named.getFields();
    return `{ ${Object.entries(value as Args)
      .map(([name, inner]) => `${name}: ${literal(inner, fields[name].type)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

interface Run {
  list: ListQuery;
  args: Args;
  after: string | null;
}

interface Outcome {
  run: Run;
  data: { pageInfo?: { endCursor: string | null }; nodes?: unknown[] } | null;
  error: { message: string; code?: string; fieldErrors?: Array<{ path: string; message: string }> } | null;
}

/** Up to 8 runs in one request, as aliases (the API allows 15): one HTTP round trip per batch. */
async function runBatch(runs: Run[], tokens: Record<Role, string | undefined>): Promise<Outcome[]> {
  const fields = schema.getQueryType()!.getFields();
  const parts = runs.map((run, i) => {
    const argumentTypes = Object.fromEntries(fields[run.list.field].args.map((argument) => [argument.name, argument.type]));
    const args = { ...run.args, ...(run.list.connection ? { first: 1, ...(run.after ? { after: run.after } : {}) } : {}) };
    const written = Object.entries(args).map(([name, value]) => `${name}: ${literal(value, argumentTypes[name])}`);
    return `r${i}: ${run.list.field}${written.length ? `(${written.join(', ')})` : ''} { ${run.list.selection} }`;
  });
  const { status, body } = await gql(`query Coverage { ${parts.join('\n')} }`, {}, { token: tokens[runs[0].list.role] });
  if (!body.data && status >= 400) throw new Error(`${status}: ${JSON.stringify(body.errors)}`);
  return runs.map((run, i) => {
    const error = body.errors?.find((e) => (e as { path?: unknown[] }).path?.[0] === `r${i}`);
    return {
      run,
      data: (body.data?.[`r${i}`] as Outcome['data']) ?? null,
      error: error
        ? {
            message: error.message,
            code: error.extensions?.code as string | undefined,
            fieldErrors: error.extensions?.fieldErrors as Array<{ path: string; message: string }> | undefined,
          }
        : null,
    };
  });
}

async function runAll(runs: Run[], tokens: Record<Role, string | undefined>): Promise<Outcome[]> {
  const batches: Run[][] = [];
  for (const run of runs) {
    const last = batches.at(-1);
    if (last && last.length < 8 && last[0].list.role === run.list.role) last.push(run);
    else batches.push([run]);
  }
  const outcomes: Outcome[] = [];
  const workers = Array.from({ length: 3 }, async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) outcomes.push(...(await runBatch(batch, tokens)));
  });
  await Promise.all(workers);
  return outcomes;
}

/** Whether an error is the store refusing a query (or anything else a visitor would see as a 500). */
const refused = (error: Outcome['error']) =>
  Boolean(
    error &&
    (/requires an index/i.test(error.message) || ['FAILED_PRECONDITION', 'INTERNAL_SERVER_ERROR', 'INTERNAL'].includes(error.code ?? '')),
  );

describe('every list and page against the indexes production has', () => {
  let tokens: Record<Role, string | undefined>;

  beforeAll(async () => {
    const admin = await createUser({ claims: { admin: true } });
    const company = await createCompany({ regions: ['London', 'South East'] });
    tokens = { ADMIN: admin.token, COMPANY: company.token, PUBLIC: undefined };
    // Enough items for a second page of the main lists whatever the other suites left.
    const run = Date.now().toString(36);
    for (let i = 0; i < 3; i++) {
      const { leadId } = await createLead({ region: 'London' });
      if (i < 2) await recordPurchase(leadId, company.id);
      await adminDb()
        .collection('payments')
        .add({
          kind: 'lead_purchase',
          description: `Lead for coverage ${run}-${i}`,
          amountPence: 4000,
          vatPence: 800,
          currency: 'GBP',
          status: 'succeeded',
          provider: 'local',
          providerRef: `local_coverage_${run}_${i}`,
          providerPaymentRef: null,
          companyId: company.id,
          leadId,
          certificationRequestId: null,
          successPath: `/company/lead/${leadId}/success`,
          cancelPath: `/company/lead/${leadId}/payment`,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      const video = {
        youtube: 'M7lc1UVf-VE',
        title: `Coverage video ${i}`,
        slug: `coverage-video-${run}-${i}`,
        description: 'A video for the index coverage test.',
        duration: '1:00',
        transcript: '',
        thumbnailUrl: null,
        status: 'PUBLISHED',
      };
      const created = await gql(CREATE_VIDEO, { input: video }, { token: admin.token });
      expect(created.body.errors).toBeUndefined();
    }
  });

  it('runs every filter, sort and paging combination of every list without a refused query', async () => {
    const lists = listQueries();
    expect(lists.map((list) => list.field)).toEqual(
      expect.arrayContaining(['leads', 'marketplaceLeads', 'adminPayments', 'videos', 'posts']),
    );

    const firstPages = await runAll(
      lists.flatMap((list) => list.combinations.map((args) => ({ list, args, after: null }))),
      tokens,
    );
    // Page 2 of each combination after its page 1's cursor; when page 1 is empty, after the cursor of a
    // non-empty page of the same list in the same order, so the page-2 queries of every filter still run.
    const orderKey = (run: Run) => `${run.list.field} ${JSON.stringify(run.list.orderArgs.map((name) => run.args[name] ?? null))}`;
    const cursorOf = (outcome: Outcome) => outcome.data?.pageInfo?.endCursor ?? null;
    const anyCursor = new Map<string, string>();
    for (const outcome of firstPages) if (cursorOf(outcome)) anyCursor.set(orderKey(outcome.run), cursorOf(outcome)!);
    const secondPages = await runAll(
      firstPages
        .filter((outcome) => outcome.run.list.connection)
        .flatMap((outcome) => {
          const after = cursorOf(outcome) ?? anyCursor.get(orderKey(outcome.run));
          return after ? [{ ...outcome.run, after }] : [];
        }),
      tokens,
    );
    const outcomes = [...firstPages, ...secondPages];
    const refusals = outcomes
      .filter((outcome) => refused(outcome.error))
      .map(
        (outcome) =>
          `${outcome.run.list.field}(${JSON.stringify(outcome.run.args)}${outcome.run.after ? ', page 2' : ''}): ${outcome.error!.message}`,
      );
    // The other answers are the API refusing a combination on purpose, each with BAD_USER_INPUT naming the
    // argument: only these (a sample value the API refuses would leave its combinations' queries unrun).
    const deliberate = outcomes
      .filter((outcome) => outcome.error && !refused(outcome.error))
      .map(
        (outcome) =>
          `${outcome.run.list.field} ${outcome.error!.code} ${outcome.error!.fieldErrors?.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
      );
    console.log(
      `${lists.length} lists, ${outcomes.length} combinations run (${firstPages.length} first pages, ${secondPages.length} second pages): ` +
        `${refusals.length} refused by the store, ${deliberate.length} refused on purpose by the API (BAD_USER_INPUT)`,
    );
    expect([...new Set(refusals.map((refusal) => refusal.replace(/^.*?\): /, '')))]).toEqual([]);
    expect([...new Set(deliberate)].sort()).toEqual(DELIBERATE_REFUSALS);

    // The main lists really reached a second page.
    const withSecondPage = new Set(
      secondPages.filter((outcome) => (outcome.data?.nodes?.length ?? 0) > 0).map((outcome) => outcome.run.list.field),
    );
    const mainLists = [
      'leads',
      'marketplaceLeads',
      'myLeads',
      'adminCompanies',
      'adminPayments',
      'posts',
      'adminPosts',
      'videos',
      'adminVideos',
    ];
    expect(mainLists.filter((field) => !withSecondPage.has(field))).toEqual([]);
  }, 900_000);

  it('answers every public page without a server error', async () => {
    const base = serverInfo().url;
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    // The numbered pages of every paged listing the sitemap names by its first page.
    const paged = paths.filter((p) => /^\/blog(\/category\/[^/]+)?$/.test(p)).map((p) => `${p}/page/2`);
    const all = [...new Set(['/', '/sitemap.xml', '/robots.txt', '/videos', '/blog', '/authors', '/guest-posts', ...paths, ...paged])];
    expect(paths.some((p) => p.startsWith('/locations/'))).toBe(true);
    const failed: string[] = [];
    for (const p of all) {
      const res = await fetch(`${base}${p}`);
      if (res.status >= 500) failed.push(`${p}: ${res.status}`);
    }
    console.log(`${all.length} public pages fetched`);
    expect(failed).toEqual([]);
  }, 300_000);

  it('refuses a query no declared index serves, naming the index to add (the rules: tests/server/firestoreIndexes.test.ts)', async () => {
    const planted = adminDb().collection('leads').where('region', '==', 'London').orderBy('ref', 'desc').limit(1);
    await expect(planted.get()).rejects.toMatchObject({
      code: 9,
      message: expect.stringContaining(
        'requires an index. Add this to "indexes" in firestore.indexes.json: {"collectionGroup":"leads","queryScope":"COLLECTION","fields":[{"fieldPath":"region","order":"ASCENDING"},{"fieldPath":"ref","order":"DESCENDING"}',
      ),
    });
  });
});

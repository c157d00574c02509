import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, print, specifiedRules, validate, type DocumentNode } from 'graphql';
import * as operations from '../../client/src/gql/graphql';
import { costOf, QUERY_LIMITS, queryLimitRules } from '../../server/platform/graphql/queryLimits';

const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

/** Every operation the site sends, as generated into client/src/gql (fragments travel inside their operations). */
const clientDocuments = Object.entries(operations).filter(
  (entry): entry is [string, DocumentNode] =>
    (entry[1] as DocumentNode)?.kind === 'Document' && (entry[1] as DocumentNode).definitions.some((d) => d.kind === 'OperationDefinition'),
);

function limitErrors(query: string) {
  return validate(schema, parse(query), queryLimitRules).map((e) => ({ code: e.extensions.code, message: e.message }));
}

describe('GraphQL query limits', () => {
  it('finds the client operations', () => {
    expect(clientDocuments.length).toBeGreaterThan(40);
  });

  it.each(clientDocuments)('accepts the client operation %s', (_name, document) => {
    // Parsed again with the server's token limit, as Apollo parses the text the browser sends.
    const reparsed = parse(print(document), { maxTokens: QUERY_LIMITS.tokens });
    expect(validate(schema, reparsed, [...specifiedRules, ...queryLimitRules])).toEqual([]);
    const operation = reparsed.definitions.find((d) => d.kind === 'OperationDefinition')!;
    expect(costOf(operation)!.requested).toBeLessThanOrEqual(QUERY_LIMITS.cost / 2);
  });

  it('counts every alias and refuses more than the limit', () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { uid }`).join(' ')} }`;
    expect(limitErrors(aliases(QUERY_LIMITS.aliases))).toEqual([]);
    expect(limitErrors(aliases(QUERY_LIMITS.aliases + 1))).toEqual([
      { code: 'TOO_MANY_ALIASES', message: `This query uses ${QUERY_LIMITS.aliases + 1} aliases; the limit is ${QUERY_LIMITS.aliases}` },
    ]);
  });

  it('refuses fields nested past the limit, through fragments too, counts a fragment as no level, and survives a fragment cycle', () => {
    const tree = buildSchema('type Query { node: Node } type Node { id: ID child: Node }');
    const depthErrors = (query: string) =>
      validate(tree, parse(query), queryLimitRules)
        .map((e) => e.extensions.code)
        .filter((code) => code === 'QUERY_TOO_DEEP');
    const letter = (i: number) => String.fromCharCode(65 + i);
    // Fields `child` nested `levels` deep, each level in a fragment of its own, under `node`.
    const throughFragments = (levels: number) =>
      `{ node { ...A } } ${Array.from({ length: levels }, (_, i) => `fragment ${letter(i)} on Node { id ${i < levels - 1 ? `child { ...${letter(i + 1)} }` : ''} }`).join(' ')}`;
    expect(depthErrors(throughFragments(QUERY_LIMITS.depth - 1))).toEqual([]);
    expect(depthErrors(throughFragments(QUERY_LIMITS.depth))).toEqual(['QUERY_TOO_DEEP']);
    const spreads = `{ node { ...A } } ${Array.from({ length: 10 }, (_, i) => `fragment ${letter(i)} on Node { id ${i < 9 ? `... on Node { ...${letter(i + 1)} }` : ''} }`).join(' ')}`;
    expect(depthErrors(spreads)).toEqual([]);
    const cycle = '{ me { ...A } } fragment A on Me { uid ...B } fragment B on Me { email ...A }';
    expect(() => validate(schema, parse(cycle), [...specifiedRules, ...queryLimitRules])).not.toThrow();
  });

  it('refuses too many directives', () => {
    const query = `{ me { uid ${Array.from({ length: QUERY_LIMITS.directives + 1 }, () => '@include(if: true)').join(' ')} } }`;
    expect(limitErrors(query).map((e) => e.code)).toEqual(['TOO_MANY_DIRECTIVES']);
  });

  it('estimates the cost with a literal page size and refuses it over the limit', () => {
    const errors = limitErrors('{ leadDisputes(first: 1000) { id leadId leadRef companyId companyName reason note status } }');
    expect(errors.map((e) => e.code)).toEqual(['QUERY_TOO_COMPLEX']);
    expect(errors[0].message).toMatch(new RegExp(`estimated cost is \\d+; the limit is ${QUERY_LIMITS.cost}$`));
  });

  it('stops parsing past the token limit', () => {
    const query = `{ ${Array.from({ length: QUERY_LIMITS.tokens }, () => 'me { uid }').join(' ')} }`;
    expect(() => parse(query, { maxTokens: QUERY_LIMITS.tokens })).toThrow(/tokens/);
  });
});

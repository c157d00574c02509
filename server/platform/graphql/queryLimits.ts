import { ErrorCode } from '../../../common/errors';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  visitInParallel,
  type ASTVisitor,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * How much one GraphQL document may ask for (docs/graphql-edge.md). GraphQL Armor measures each operation
 * while graphql-js validates it, so an amplified query is refused before anything runs. The limits sit far
 * above what the site's own operations use (tests/server/queryLimits.test.ts checks every one of them).
 */
export const QUERY_LIMITS = {
  /** Lexical tokens in the whole document; graphql-js stops parsing past it. */
  tokens: 1000,
  /** Nesting of selections (fragments included; introspection is not counted). */
  depth: 8,
  aliases: 15,
  directives: 20,
  /** Armor's estimate: 2 per object field, 1 per scalar, ×1.5 per level, × a literal `first`/`last`. */
  cost: 5000,
} as const;

/** The query-limit codes of the API's one vocabulary (common/errors.ts). */
export const QueryLimitCode = {
  TOO_MANY_TOKENS: ErrorCode.TOO_MANY_TOKENS,
  QUERY_TOO_DEEP: ErrorCode.QUERY_TOO_DEEP,
  TOO_MANY_ALIASES: ErrorCode.TOO_MANY_ALIASES,
  TOO_MANY_DIRECTIVES: ErrorCode.TOO_MANY_DIRECTIVES,
  QUERY_TOO_COMPLEX: ErrorCode.QUERY_TOO_COMPLEX,
} as const;
export type QueryLimitCode = (typeof QueryLimitCode)[keyof typeof QueryLimitCode];

export interface QueryCost {
  requested: number;
  limit: number;
}

const costs = new WeakMap<OperationDefinitionNode, number>();

/**
 * The estimated cost of an operation that has been validated (Apollo keeps validated documents, so the
 * node, and with it the measure, is the same on later requests with the same query).
 */
export function costOf(operation: OperationDefinitionNode | null | undefined): QueryCost | null {
  const requested = operation ? costs.get(operation) : undefined;
  return requested === undefined ? null : { requested, limit: QUERY_LIMITS.cost };
}

type ArmorRule = (options: { onAccept: Array<(context: ValidationContext | null, details: { n: number }) => void> }) => ValidationRule;

/**
 * Runs one Armor measure without a limit of its own and applies ours, so the refusal carries our code,
 * the limit and what was found rather than Armor's generic syntax error.
 */
function limited(
  measure: ArmorRule,
  limit: number,
  code: QueryLimitCode,
  describe: (found: number) => string,
  record?: (operation: OperationDefinitionNode, found: number) => void,
): ValidationRule {
  return (context) => {
    let found = 0;
    const armor = measure({ onAccept: [(_context, { n }) => (found = Math.ceil(n))] })(context) as ASTVisitor;
    const check: ASTVisitor = {
      // visitInParallel runs Armor's visitor first, so `found` is this operation's measure here.
      OperationDefinition(operation) {
        record?.(operation, found);
        if (found > limit) {
          context.reportError(
            new GraphQLError(describe(found), {
              nodes: [operation],
              extensions: {
                code,
                limit,
                found,
                ...(code === QueryLimitCode.QUERY_TOO_COMPLEX ? { cost: { requested: found, limit } } : {}),
              },
            }),
          );
        }
      },
    };
    return visitInParallel([armor, check]);
  };
}

const unlimited = Number.POSITIVE_INFINITY;

/** The validation rules Apollo runs with graphql-js's own, in the same pass. */
export const queryLimitRules: ValidationRule[] = [
  limited(
    // A fragment spread is not a level of its own: only fields nest (the fragment's fields count where they are spread).
    (options) => maxDepthRule({ ...options, n: unlimited, flattenFragments: true }),
    QUERY_LIMITS.depth,
    QueryLimitCode.QUERY_TOO_DEEP,
    (found) => `This query is nested ${found} levels deep; the limit is ${QUERY_LIMITS.depth}`,
  ),
  limited(
    (options) => maxAliasesRule({ ...options, n: unlimited }),
    QUERY_LIMITS.aliases,
    QueryLimitCode.TOO_MANY_ALIASES,
    (found) => `This query uses ${found} aliases; the limit is ${QUERY_LIMITS.aliases}`,
  ),
  limited(
    (options) => maxDirectivesRule({ ...options, n: unlimited }),
    QUERY_LIMITS.directives,
    QueryLimitCode.TOO_MANY_DIRECTIVES,
    (found) => `This query uses ${found} directives; the limit is ${QUERY_LIMITS.directives}`,
  ),
  limited(
    (options) => costLimitRule({ ...options, maxCost: unlimited }),
    QUERY_LIMITS.cost,
    QueryLimitCode.QUERY_TOO_COMPLEX,
    (found) => `This query is too complex: its estimated cost is ${found}; the limit is ${QUERY_LIMITS.cost}`,
    (operation, found) => costs.set(operation, found),
  ),
];

/** graphql-js's parser stops at `maxTokens` with a syntax error; this recognises that error. */
export function isTokenLimitError(message: string) {
  return /contains more tha[nt] \d+ tokens/i.test(message);
}

export const tokenLimitMessage = () =>
  `This query has more than ${QUERY_LIMITS.tokens} tokens (names, values and punctuation); the limit is ${QUERY_LIMITS.tokens}`;

/**
 * The API's error vocabulary, shared by the server (which answers with these codes in
 * `errors[].extensions.code`) and the browser (which tests them with `hasErrorCode`, client/src/lib/errors.ts).
 * The model is described in docs/decisions/0013-error-model.md.
 */
export const ErrorCode = {
  /** A mistake in the input: `extensions.fieldErrors` lists `{ path, message }` per field. */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** Too many requests of one kind: `extensions.retryAfterSeconds` says when to try again. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** Introspection asked for in production by someone who is not an administrator. */
  INTROSPECTION_DISABLED: 'INTROSPECTION_DISABLED',
  /** A payment provider did not answer; nothing was charged and the request can be repeated. */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** An AI tool could not run: not configured, the month's budget used up, or the provider failed (`extensions.reason`). Nothing was saved. */
  AI_UNAVAILABLE: 'AI_UNAVAILABLE',
  /** The query limits (server/platform/graphql/queryLimits.ts): a query refused before it runs. */
  TOO_MANY_TOKENS: 'TOO_MANY_TOKENS',
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  TOO_MANY_DIRECTIVES: 'TOO_MANY_DIRECTIVES',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Messages the server sends and the browser also shows on its own (before it has asked the server). */
export const ErrorMessage = {
  /** A company user whose company is suspended or was deleted (docs/requirements/access.md#company-accounts). */
  COMPANY_UNAVAILABLE: 'Your company account is suspended or no longer exists',
  /** A company user an owner removed from the team (docs/decisions/0049-company-team-roles.md). */
  REMOVED_FROM_COMPANY: 'You were removed from this company’s team: ask one of its owners if this is a mistake',
} as const;

/** The error's `extensions.code`s, from any list of GraphQL errors (as the server sends them). */
export function errorCodesOf(errors: ReadonlyArray<{ extensions?: Record<string, unknown> | null }>): string[] {
  return errors.flatMap((e) => (typeof e.extensions?.code === 'string' ? [e.extensions.code] : []));
}

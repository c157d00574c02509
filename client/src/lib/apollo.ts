import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface FieldErrorItem {
  path: string;
  message: string;
}

/** Field-by-field errors the API returned for a BAD_USER_INPUT error, keyed by dotted field path. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: Record<string, string> = {};
  for (const e of error.errors) {
    const items = (e.extensions?.fieldErrors ?? []) as FieldErrorItem[];
    for (const item of items) result[item.path] ??= item.message;
  }
  return result;
}

/** A sentence for the person: the API's message for known errors, a generic one otherwise. */
export function messageOf(error: unknown, fallback = 'Something went wrong, please try again'): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (error instanceof Error && /fetch|network/i.test(error.message))
    return 'We could not reach the server. Check your connection and try again.';
  return fallback;
}

/**
 * `cache-and-network`, except on the page the server rendered as the visitor opened it (the router's first entry):
 * its queries' answers came with the page, a moment old, so asking again as it hydrates only costs the visitor
 * a request and a second render of the page (docs/requirements/quality-targets.md#performance-budgets).
 */
export function freshUnlessServerRendered(locationKey: string): 'cache-first' | 'cache-and-network' {
  return locationKey === 'default' ? 'cache-first' : 'cache-and-network';
}

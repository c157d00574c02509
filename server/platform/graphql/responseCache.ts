import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { Kind, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from './context';
import { onPagesInvalidated } from '../pages/pageCache';

/**
 * Root fields whose answers are public content, the same for every anonymous caller: a query made only of
 * these, sent without an Authorization header, may be answered from the response cache.
 */
export const PUBLIC_ROOT_FIELDS = new Set([
  'posts',
  'post',
  'postCategories',
  'authors',
  'author',
  'guidePage',
  'partner',
  'partners',
  'locations',
  'location',
  'videos',
  'video',
  'guestPosts',
  'guestPost',
  'publicCompany',
  '__typename',
]);

interface Entry {
  result: FormattedExecutionResult;
  expiresAt: number;
}

/** Whether every root field of the operation is public (fragments at the root are not looked into: not cached). */
export function isPublicOperation(operation: OperationDefinitionNode | undefined): boolean {
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(selection.name.value) && !selection.directives?.length,
  );
}

/**
 * The public query response cache (docs/decisions/0016-cached-pages-as-bytes.md): anonymous queries of
 * public content only, keyed by the query's hash, operation name and variables, kept for `ttlMs` (the page
 * cache's TTL) and dropped with the page cache on every invalidatePages(). Errors are never stored.
 * An answer from the cache carries `X-Response-Cache: HIT`.
 */
export function publicResponseCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ApolloServerPlugin<GraphQLContext> {
  const maxEntries = options.maxEntries ?? 2000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  onPagesInvalidated(() => {
    generation += 1;
    entries.clear();
  });

  const keyOf = (context: GraphQLRequestContext<GraphQLContext>) =>
    `${context.queryHash}|${context.request.operationName ?? ''}|${JSON.stringify(context.request.variables ?? {})}`;

  return {
    async requestDidStart(start) {
      if (options.ttlMs <= 0) return {};
      const { viewer, authError, bypassResponseCache } = start.contextValue;
      if (viewer || authError || bypassResponseCache || start.request.http?.headers.get('authorization')) return {};
      const startedAt = generation;
      let cacheable = false;
      let hit = false;
      return {
        async responseForOperation(context) {
          cacheable = isPublicOperation(context.operation);
          if (!cacheable) return null;
          const key = keyOf(context);
          const entry = entries.get(key);
          if (!entry) return null;
          if (entry.expiresAt <= now()) {
            entries.delete(key);
            return null;
          }
          hit = true;
          const headers = new HeaderMap([['x-response-cache', 'HIT']]);
          return { http: { status: undefined, headers }, body: { kind: 'single', singleResult: { ...entry.result } } };
        },
        async willSendResponse(context) {
          if (!cacheable || hit || context.response.body.kind !== 'single') return;
          const result = context.response.body.singleResult;
          if (result.errors?.length || result.data === undefined || startedAt !== generation) return;
          context.response.http.headers.set('x-response-cache', 'MISS');
          const key = keyOf(context);
          entries.delete(key);
          entries.set(key, { result: { data: result.data, extensions: result.extensions }, expiresAt: now() + options.ttlMs });
          while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
        },
      };
    },
  };
}

import { createParameterDecorator } from 'type-graphql';
import type { GraphQLContext, Viewer } from './context';
import { unauthenticated } from './errors';

/**
 * `@CurrentUser() viewer: Viewer`: the signed-in user of a resolver that requires one (`@Authorized`), so
 * resolvers never read `ctx.viewer!`. Resolved after the access check; without a viewer, UNAUTHENTICATED.
 */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (!context.viewer) throw unauthenticated();
    return context.viewer;
  });
}

export type { Viewer };

/** `@OptionalUser() viewer: Viewer | null`: the signed-in user of a public resolver, or null. */
export function OptionalUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => context.viewer);
}

/**
 * `@AdminActor() by: string`: who an administrator's change is recorded as (their e-mail address, else their
 * uid), for the record's history. Use on `@Access('ADMIN')` resolvers.
 */
export function AdminActor() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (!context.viewer) throw unauthenticated();
    return context.viewer.email ?? context.viewer.uid;
  });
}

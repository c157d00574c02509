import type { AuthCheckerFn } from 'type-graphql';
import type { GraphQLContext } from './context';
import { forbidden, unauthenticated } from './errors';

export type Role = 'ADMIN' | 'COMPANY';

/** Anonymous callers get UNAUTHENTICATED; signed-in callers without one of the roles get FORBIDDEN. */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = async ({ context }, roles) => {
  const { viewer } = context;
  if (!viewer) throw unauthenticated(context.authError ?? undefined);
  if (roles.length === 0) return true;
  if (roles.includes('ADMIN') && (await viewer.isAdmin())) return true;
  if (roles.includes('COMPANY') && (await viewer.companyId())) return true;
  throw forbidden();
};

import type { AuthCheckerFn } from 'type-graphql';
import type { GraphQLContext } from './context';
import { COMPANY_UNAVAILABLE, forbidden, unauthenticated } from './errors';

export type Role = 'ADMIN' | 'COMPANY';

/**
 * Anonymous callers get UNAUTHENTICATED; signed-in callers without one of the roles get FORBIDDEN. COMPANY
 * needs a company user (claim or users document) whose company exists and is active.
 */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = async ({ context }, roles) => {
  const { viewer } = context;
  if (!viewer) throw unauthenticated(context.authError ?? undefined);
  if (roles.length === 0) return true;
  if (roles.includes('ADMIN') && (await viewer.isAdmin())) return true;
  if (roles.includes('COMPANY')) {
    const companyId = await viewer.companyId();
    if (companyId) {
      // docs/requirements/access.md#company-accounts: only users of an active company act for it; one batched read per request.
      const company = await context.loaders.companies.load(companyId);
      if (company?.status === 'active') return true;
      throw forbidden(COMPANY_UNAVAILABLE);
    }
  }
  throw forbidden();
};

import type { AuthCheckerFn } from 'type-graphql';
import type { Role } from './access';
import type { GraphQLContext } from './context';
import { COMPANY_UNAVAILABLE, forbidden, REMOVED_FROM_COMPANY, unauthenticated } from './errors';

/**
 * Runs the rule of the role a field declares with `@Access` (docs/api.md#authentication-and-roles):
 * anonymous callers of a signed-in role get UNAUTHENTICATED, signed-in callers without the role FORBIDDEN.
 * COMPANY needs a company user (claim or users document) whose company exists and is active. LINK_HOLDER
 * fields check their link's token in their service, where the link's record is read.
 */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = async ({ context }, roles) => {
  const [role] = roles;
  if (role === 'PUBLIC' || role === 'LINK_HOLDER') return true;
  const { viewer } = context;
  if (!viewer) throw unauthenticated(context.authError ?? undefined);
  if (role === 'SIGNED_IN') return true;
  if (role === 'ADMIN' && (await viewer.isAdmin())) return true;
  if (role === 'COMPANY') {
    const companyId = await viewer.companyId();
    if (companyId) {
      // docs/requirements/access.md#company-accounts: only users of an active company act for it; one batched read per request.
      const company = await context.loaders.companies.load(companyId);
      // Read with the company on every call, so a removed user is refused at once, before their token is (docs/auth-front.md#revocation).
      if (Array.isArray(company?.removedUserIds) && company.removedUserIds.includes(viewer.uid)) throw forbidden(REMOVED_FROM_COMPANY);
      if (company?.status === 'active') return true;
      throw forbidden(COMPANY_UNAVAILABLE);
    }
  }
  throw forbidden();
};

import type { AuthCheckerFn } from 'type-graphql';
import { companyRoleOf, companyRoleRefusal } from '../../../common/companyTeam';
import { declaredCompanyAction, type CompanyAction, type Role } from './access';
import type { GraphQLContext } from './context';
import type { StoredDocument } from './loaders';
import { COMPANY_UNAVAILABLE, forbidden, REMOVED_FROM_COMPANY, unauthenticated } from './errors';

/** What the check needs of a request: who signed in (or why their token was refused) and the request's loaders. */
export type Caller = Pick<GraphQLContext, 'viewer' | 'authError' | 'loaders'>;

/**
 * A company user's company, checked as every COMPANY field and company HTTP route checks it: the user's
 * company (claim or users document) exists and is active, the user was not removed from its team, and their
 * team role allows `action` (docs/decisions/0049-company-team-roles.md). Throws UNAUTHENTICATED or
 * FORBIDDEN with the reason; one batched read of the company per request.
 */
export async function companyAccess(caller: Caller, action: CompanyAction): Promise<StoredDocument> {
  const { viewer } = caller;
  if (!viewer) throw unauthenticated(caller.authError ?? undefined);
  const companyId = await viewer.companyId();
  if (!companyId) throw forbidden();
  // docs/requirements/access.md#company-accounts: only users of an active company act for it.
  const company = await caller.loaders.companies.load(companyId);
  // Read with the company on every call, so a removed user is refused at once, before their token is (docs/auth-front.md#revocation).
  if (Array.isArray(company?.removedUserIds) && company.removedUserIds.includes(viewer.uid)) throw forbidden(REMOVED_FROM_COMPANY);
  if (!company || company.status !== 'active') throw forbidden(COMPANY_UNAVAILABLE);
  if (action !== 'read') {
    const roles = (company.userRoles ?? {}) as Record<string, unknown>;
    const refusal = companyRoleRefusal(companyRoleOf(roles[viewer.uid]), action);
    if (refusal) throw forbidden(refusal);
  }
  return company;
}

/**
 * The rule of a role (docs/api.md#authentication-and-roles), for GraphQL fields and HTTP routes alike:
 * anonymous callers of a signed-in role get UNAUTHENTICATED, signed-in callers without the role FORBIDDEN.
 * COMPANY runs companyAccess with the field's declared action. LINK_HOLDER fields check their link's token in
 * their service, where the link's record is read.
 */
export async function checkAccess(caller: Caller, role: Role, action: CompanyAction | null): Promise<true> {
  if (role === 'PUBLIC' || role === 'LINK_HOLDER') return true;
  const { viewer } = caller;
  if (!viewer) throw unauthenticated(caller.authError ?? undefined);
  if (role === 'SIGNED_IN') return true;
  if (role === 'ADMIN') {
    if (await viewer.isAdmin()) return true;
    throw forbidden();
  }
  await companyAccess(caller, action ?? 'read');
  return true;
}

/** Runs the rule of the role a field declares with `@Access`, with the company action it declares beside it. */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context, info }, roles) =>
  checkAccess(context, roles[0], declaredCompanyAction(info.parentType.getFields()[info.fieldName]));

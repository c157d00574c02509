import type { AuthCheckerFn } from 'type-graphql';
import { companyRoleOf, companyRoleRefusal } from '../../../common/companyTeam';
import { ApiKeyRefusal, missingScope, type ApiKeyScope } from '../../../common/apiKeys';
import { declaredCompanyAction, declaredKeyScope, type CompanyAction, type Role } from './access';
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
  const byKey = viewer.apiKey !== null;
  // docs/requirements/access.md#company-accounts: only users of an active company act for it.
  const company = await caller.loaders.companies.load(companyId);
  // Read with the company on every call, so a removed user is refused at once, before their token is (docs/auth-front.md#revocation).
  if (Array.isArray(company?.removedUserIds) && company.removedUserIds.includes(viewer.uid))
    throw forbidden(byKey ? ApiKeyRefusal.CREATOR_REMOVED : REMOVED_FROM_COMPANY);
  if (!company || company.status !== 'active') throw forbidden(byKey ? ApiKeyRefusal.COMPANY_UNAVAILABLE : COMPANY_UNAVAILABLE);
  // A key's creator off the team by any road (docs/decisions/0059-api-keys.md): the key acts for no one.
  if (byKey && Array.isArray(company.userIds) && company.userIds.length && !company.userIds.includes(viewer.uid))
    throw forbidden(ApiKeyRefusal.CREATOR_REMOVED);
  if (action !== 'read') {
    const roles = (company.userRoles ?? {}) as Record<string, unknown>;
    const refusal = companyRoleRefusal(companyRoleOf(roles[viewer.uid]), action, byKey);
    if (refusal) throw forbidden(refusal);
  }
  return company;
}

/**
 * The one check of a caller's permissions (docs/api.md#authentication-and-roles), for GraphQL fields and HTTP routes alike:
 * anonymous callers of a signed-in role get UNAUTHENTICATED, signed-in callers without the role FORBIDDEN.
 * COMPANY runs companyAccess with the field's declared action. LINK_HOLDER fields check their link's token in
 * their service, where the link's record is read.
 */
export async function checkAccess(
  caller: Caller,
  role: Role,
  action: CompanyAction | null,
  keyScope: ApiKeyScope | null = null,
): Promise<true> {
  if (role === 'PUBLIC' || role === 'LINK_HOLDER') return true;
  const { viewer } = caller;
  if (!viewer) throw unauthenticated(caller.authError ?? undefined);
  // An API key calls only the COMPANY fields that name a scope, and only with that scope (docs/decisions/0059-api-keys.md).
  if (viewer.apiKey) {
    if (role !== 'COMPANY' || !keyScope) throw forbidden(ApiKeyRefusal.NOT_FOR_KEYS);
    if (!viewer.apiKey.scopes.includes(keyScope)) throw forbidden(missingScope(keyScope));
  }
  if (role === 'SIGNED_IN') return true;
  if (role === 'ADMIN') {
    if (await viewer.isAdmin()) return true;
    throw forbidden();
  }
  await companyAccess(caller, action ?? 'read');
  return true;
}

/** Runs the rule of the role a field declares with `@Access`, with the company action and API key scope it declares beside it. */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context, info }, roles) => {
  const field = info.parentType.getFields()[info.fieldName];
  return checkAccess(context, roles[0], declaredCompanyAction(field), declaredKeyScope(field));
};

import { createParameterDecorator } from 'type-graphql';
import { companyRoleRefusal, type CompanyPermission } from '../../../common/companyTeam';
import type { GraphQLContext } from '../../platform/graphql/context';
import { forbidden } from '../../platform/graphql/errors';
import { activeCompanyFrom } from './companies.service';
import { roleInCompany } from './team.service';

/**
 * `@CurrentCompany() company: Company`: the signed-in company user's company, active, read through the
 * request's DataLoader (the access check read it already). A suspended or deleted company: FORBIDDEN.
 * `@CurrentCompany('buy_leads')`: also FORBIDDEN, with the reason, when the user's role may not do that
 * (docs/decisions/0049-company-team-roles.md); every company mutation names what it needs.
 */
export function CurrentCompany(permission?: CompanyPermission) {
  return createParameterDecorator<GraphQLContext>(async ({ context }) => {
    const companyId = await context.viewer?.companyId();
    const company = activeCompanyFrom(companyId ? await context.loaders.companies.load(companyId) : null);
    if (permission) {
      const refusal = companyRoleRefusal(roleInCompany(company, context.viewer!.uid), permission);
      if (refusal) throw forbidden(refusal);
    }
    return company;
  });
}

import { createParameterDecorator } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { activeCompanyFrom } from './companies.service';

/**
 * `@CurrentCompany() company: Company`: the signed-in company user's company, active, read through the
 * request's DataLoader (the access check read it already). A suspended or deleted company: FORBIDDEN. What
 * the user's team role may do is not decided here: the field declares it with `@Access('COMPANY', permission)`
 * and the auth checker refuses before the resolver runs (docs/decisions/0049-company-team-roles.md).
 */
export function CurrentCompany() {
  return createParameterDecorator<GraphQLContext>(async ({ context }) => {
    const companyId = await context.viewer?.companyId();
    return activeCompanyFrom(companyId ? await context.loaders.companies.load(companyId) : null);
  });
}

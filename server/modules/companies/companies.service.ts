import type { GraphQLContext } from '../../platform/graphql/context';
import { COMPANY_UNAVAILABLE, forbidden } from '../../platform/graphql/errors';
import { companyFromDocument } from './companies.repository';
import type { Company } from './companies.types';

/** The signed-in company user's company, through the request's DataLoader (the auth checker read it already). */
export async function viewerCompany(ctx: GraphQLContext): Promise<Company> {
  const companyId = await ctx.viewer?.companyId();
  const doc = companyId ? await ctx.loaders.companies.load(companyId) : null;
  if (!doc || doc.status !== 'active') throw forbidden(COMPANY_UNAVAILABLE);
  const { id, ...data } = doc;
  return companyFromDocument(id, data);
}

import { Arg, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PublicCompany } from './publicCompany.types';
import { findPublicCompany } from './companyDirectory.repository';

/** The public company profile (docs/decisions/0045-public-company-profiles.md). Other modules add fields to PublicCompany. */
@Resolver(() => PublicCompany)
export class PublicCompanyResolver {
  @Access('PUBLIC')
  @Query(() => PublicCompany, {
    nullable: true,
    description:
      'A listed company’s public profile by slug; null when no company has that slug or it is not listed (suspended, or its vetting lapsed).',
  })
  publicCompany(
    @Arg('slug', () => String, { description: 'The company’s slug, e.g. loftclear-removals.' }) slug: string,
  ): Promise<PublicCompany | null> {
    return findPublicCompany(slug);
  }
}

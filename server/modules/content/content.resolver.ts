import { Arg, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Partner } from './content.types';
import { publicPartner, publicPartners } from './profiles.service';

@Resolver()
export class ContentResolver {
  @Access('PUBLIC')
  @Query(() => [Partner], { description: 'The partners on the site, by name (a short list: not paged).' })
  partners(): Promise<Partner[]> {
    return publicPartners();
  }

  @Access('PUBLIC')
  @Query(() => Partner, { nullable: true, description: 'The partner page with this slug; null when there is none (or it was retired).' })
  partner(@Arg('slug', () => String, { description: 'Slug from /partners/{slug}.' }) slug: string): Promise<Partner | null> {
    return publicPartner(slug);
  }
}

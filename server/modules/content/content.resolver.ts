import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { GuidePage, Partner } from './content.types';
import { findGuide } from './guides.repository';
import { guideAuthorName, publicPartner, publicPartners } from './profiles.service';

@Resolver(() => GuidePage)
export class ContentResolver {
  @Access('PUBLIC')
  @Query(() => GuidePage, { nullable: true, description: 'The guide published at a path; null when there is none.' })
  guidePage(@Arg('path', () => String, { description: 'Path of the page on the site, e.g. /spray-foam-insulation-problems.' }) path: string): GuidePage | null {
    return findGuide(path) as GuidePage | null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Its author’s name; null when unsigned or the author is not on the site.' })
  authorName(@Root() page: GuidePage): Promise<string | null> | null {
    return page.authorSlug ? guideAuthorName(page.authorSlug) : null;
  }

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

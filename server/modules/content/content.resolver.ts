import { Arg, Query, Resolver } from 'type-graphql';
import { GuidePage, Partner } from './content.types';
import { findGuide } from './guides.repository';
import { findPartner } from './partners.repository';

@Resolver()
export class ContentResolver {
  @Query(() => GuidePage, { nullable: true, description: 'Public: the guide published at a path, or null' })
  guidePage(@Arg('path', () => String) path: string): GuidePage | null {
    return findGuide(path);
  }

  @Query(() => Partner, { nullable: true, description: 'Public: the partner page with this slug, or null' })
  partner(@Arg('slug', () => String) slug: string): Partner | null {
    return findPartner(slug);
  }
}

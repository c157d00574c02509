import { Arg, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { GuidePage, Partner } from './content.types';
import { findGuide } from './guides.repository';
import { findPartner } from './partners.repository';

@Resolver()
export class ContentResolver {
  @Access('PUBLIC')
  @Query(() => GuidePage, { nullable: true, description: 'The guide published at a path; null when there is none.' })
  guidePage(@Arg('path', () => String, { description: 'Path of the page on the site, e.g. /spray-foam-insulation-problems.' }) path: string): GuidePage | null {
    return findGuide(path);
  }

  @Access('PUBLIC')
  @Query(() => Partner, { nullable: true, description: 'The partner page with this slug; null when there is none.' })
  partner(@Arg('slug', () => String, { description: 'Slug from /partners/{slug}.' }) slug: string): Partner | null {
    return findPartner(slug);
  }
}

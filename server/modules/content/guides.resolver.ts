import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { GuidePage } from './content.types';
import { findGuide } from './guides.repository';
import { guideAuthorName } from './guideAuthors';

/**
 * The guides, read from the repository's Markdown. Also the whole of the early schema (server/earlySchema.ts),
 * which answers a cold start's first guide page before the second phase: keep its imports light.
 */
@Resolver(() => GuidePage)
export class GuidesResolver {
  @Access('PUBLIC')
  @Query(() => GuidePage, { nullable: true, description: 'The guide published at a path; null when there is none.' })
  guidePage(@Arg('path', () => String, { description: 'Path of the page on the site, e.g. /spray-foam-insulation-problems.' }) path: string): GuidePage | null {
    return findGuide(path) as GuidePage | null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Its author’s name; null when unsigned or the author is not on the site.' })
  authorName(@Root() page: GuidePage): Promise<string | null> | null {
    return page.authorSlug ? guideAuthorName(page.authorSlug) : null;
  }
}

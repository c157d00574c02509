import { Arg, Query, Resolver } from 'type-graphql';
import { GuidePage } from './content.types';
import { findGuide } from './guides.repository';

@Resolver()
export class ContentResolver {
  @Query(() => GuidePage, { nullable: true, description: 'Public: the guide published at a path, or null' })
  guidePage(@Arg('path', () => String) path: string): GuidePage | null {
    return findGuide(path);
  }
}

import { Args, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { SiteImageConnection } from './media.types';
import { siteImagesPage } from './media.service';

@Resolver()
export class SiteImagesResolver {
  @Access('ADMIN')
  @Query(() => SiteImageConnection, {
    description: 'Stored images (uploaded covers and generated ones), newest first. Upload with POST /admin-media/images.',
  })
  async adminSiteImages(@Args(() => PageArgs) page: PageArgs): Promise<SiteImageConnection> {
    return (await siteImagesPage(page)) as SiteImageConnection;
  }
}

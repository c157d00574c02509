import { Arg, Args, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { adminPdfLeadsPage } from './adminPdfLeads.service';
import { PdfLeadConnection } from './adminPdfLeads.types';

@Resolver()
export class AdminPdfLeadsResolver {
  @Access('ADMIN')
  @Query(() => PdfLeadConnection, { description: 'People who asked for a free guide, newest first, with the total for the filter.' })
  adminPdfLeads(
    @Arg('guide', () => String, {
      nullable: true,
      description:
        'Only this guide’s leads, by slug (e.g. spray-foam-removal-guide); all when left out. Not a slug: BAD_USER_INPUT on `guide`.',
    })
    guide: string | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<PdfLeadConnection> {
    return adminPdfLeadsPage(guide ?? null, page);
  }
}

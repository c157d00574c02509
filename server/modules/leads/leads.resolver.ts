import { Arg, Args, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { LeadConnection, LeadFilter, LeadSort } from './leads.types';
import { adminLeadsPage } from './leads.service';

@Resolver()
export class LeadsResolver {
  @Access('ADMIN')
  @Query(() => LeadConnection, { description: 'Every lead, newest first, a page at a time, with the total for the filter.' })
  leads(
    @Arg('filter', () => LeadFilter, { nullable: true, description: 'Status and archived; not archived, any status, when left out.' })
    filter: LeadFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Arg('sort', () => LeadSort, { nullable: true, defaultValue: LeadSort.NEWEST, description: 'The order; newest first when left out.' })
    sort: LeadSort,
  ): Promise<LeadConnection> {
    return adminLeadsPage(filter, page, sort);
  }
}

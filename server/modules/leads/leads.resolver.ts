import { Arg, Authorized, Int, Query, Resolver } from 'type-graphql';
import { LeadConnection, LeadFilter } from './leads.types';
import { adminLeadsPage } from './leads.service';

@Resolver()
export class LeadsResolver {
  @Authorized('ADMIN')
  @Query(() => LeadConnection, { description: 'Admin: leads, newest first, with the total count' })
  leads(
    @Arg('filter', () => LeadFilter, { nullable: true }) filter: LeadFilter | null,
    @Arg('first', () => Int, { defaultValue: 25 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<LeadConnection> {
    return adminLeadsPage(filter, first, after);
  }
}

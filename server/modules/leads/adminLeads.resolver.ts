import { Arg, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { AdminActor } from '../../platform/graphql/currentUser';
import { adminLeadDetails, setLeadsArchived } from './adminLeads.service';
import { Lead, LeadDetails, LeadVersionInput } from './leads.types';

@Resolver()
export class AdminLeadsResolver {
  @Access('ADMIN')
  @Query(() => LeadDetails, { nullable: true, description: 'One lead with its history (who changed what, when); null when there is none.' })
  adminLead(@Arg('id', () => ID, { description: 'Id of the lead.' }) id: string): Promise<LeadDetails | null> {
    return adminLeadDetails(id);
  }

  @Access('ADMIN')
  @Mutation(() => [Lead], {
    description:
      'Archives (`archived: true`) or brings back leads, 1 to 100 at once, recording who and when in each one’s history. All or nothing: a lead changed since its `expectedUpdatedAt` answers CONFLICT naming it, and nothing is changed.',
  })
  setLeadsArchived(
    @Arg('leads', () => [LeadVersionInput], { description: 'The leads, each with the `updatedAt` it was loaded with.' })
    leads: LeadVersionInput[],
    @Arg('archived', () => Boolean, { description: 'True to archive, false to bring back.' }) archived: boolean,
    @AdminActor() by: string,
  ): Promise<Lead[]> {
    return setLeadsArchived(leads, archived, by);
  }
}

import { FieldResolver, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { LeadDetails, LeadStory } from '../leads/leads.types';
import { adminLeadStory } from './leadStory.service';

/** The story on the administrators' lead details (common/leadStory.ts). */
@Resolver(() => LeadDetails)
export class AdminLeadStoryResolver {
  @Access('ADMIN')
  @FieldResolver(() => LeadStory, {
    nullable: true,
    description:
      'Where the lead is and why, e.g. “Closed: the homeowner stopped further sales on 3 Nov” or “Hired: LoftClear, job done 12 Nov, reviewed”, with every hire, its review and any dispute; null when the lead is gone.',
  })
  story(@Root() details: LeadDetails): Promise<LeadStory | null> {
    return adminLeadStory(details);
  }
}

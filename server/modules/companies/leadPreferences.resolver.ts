import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { CurrentCompany } from './currentCompany';
import type { Company } from './companies.types';
import { LeadPreferences, LeadPreferencesInput } from './leadPreferences.types';
import { myLeadPreferences, updateLeadPreferences } from './leadPreferences.service';

@Resolver()
export class LeadPreferencesResolver {
  @Access('COMPANY', 'read')
  @Query(() => LeadPreferences, {
    description:
      'The company’s lead preferences (defaults when never set: every lead of its regions, no cap, not paused), with this week’s spend.',
  })
  myLeadPreferences(@CurrentCompany() company: Company): Promise<LeadPreferences> {
    return myLeadPreferences(company);
  }

  @Access('COMPANY', 'lead_preferences')
  @Mutation(() => LeadPreferences, {
    description:
      'Replaces the company’s lead preferences. Owners only: anyone else gets FORBIDDEN with the reason. BAD_USER_INPUT with a message per field (a district that is not one or lies outside its regions, a type not in the list, a cap that is not a whole number of pounds from 1 to 100,000, a pause day in the past or more than a year ahead).',
  })
  updateLeadPreferences(
    @Arg('input', () => LeadPreferencesInput, { description: 'All the preferences: what is left empty is cleared.' })
    input: LeadPreferencesInput,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LeadPreferences> {
    return updateLeadPreferences(company, input, { uid: ctx.viewer!.uid, email: ctx.viewer!.email });
  }
}

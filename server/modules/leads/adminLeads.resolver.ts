import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';
import { AdminActor } from '../../platform/graphql/currentUser';
import { siteUrl } from '../../platform/services';
import { adminLeadDetails, adminLeadsPage, setLeadsArchived } from './adminLeads.service';
import { emailLeadHomeowner } from './homeownerMessages.service';
import { distributionCandidates, sendLeadToCompanies } from './leadDistribution.service';
import { publishLead } from './leadPublishing.service';
import {
  HomeownerMessageInput,
  Lead,
  LeadConnection,
  LeadDetails,
  LeadDistributionCandidate,
  LeadFilter,
  LeadSort,
  LeadVersionInput,
} from './leads.types';

@Resolver()
export class AdminLeadsResolver {
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

  @Access('ADMIN')
  @Query(() => LeadDetails, {
    nullable: true,
    description: 'One lead with its history (who changed what, when), distributions, purchases and e-mails; null when there is none.',
  })
  adminLead(@Arg('id', () => ID, { description: 'Id of the lead.' }) id: string): Promise<LeadDetails | null> {
    return adminLeadDetails(id, siteUrl() ?? '');
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

  @Access('ADMIN')
  @Query(() => [LeadDistributionCandidate], {
    description:
      'The company selection modal: active companies serving the lead’s region (certified first, at most 50), each marked when it was sent the lead before or bought it. NOT_FOUND for an unknown lead.',
  })
  leadDistributionCandidates(
    @Arg('leadId', () => ID, { description: 'Id of the lead.' }) leadId: string,
  ): Promise<LeadDistributionCandidate[]> {
    return distributionCandidates(leadId);
  }

  @Access('ADMIN')
  @Mutation(() => Lead, {
    description:
      'Sends an available lead to chosen companies (1–20): each is e-mailed the redacted lead with a link to buy it, and each send is recorded (who, when) in the lead’s distributions and history. All or nothing. BAD_USER_INPUT on `companyIds.N` naming a company that is unknown, suspended, outside the lead’s region or already a buyer; CONFLICT when the lead is not AVAILABLE, is for one company only, or changed since `expectedUpdatedAt`.',
  })
  sendLeadToCompanies(
    @Arg('leadId', () => ID, { description: 'Id of the lead.' }) leadId: string,
    @Arg('companyIds', () => [ID], { description: 'The companies to send it to.' }) companyIds: string[],
    @Arg('expectedUpdatedAt', () => Date, { nullable: true, description: 'The lead’s `updatedAt` as loaded; left out: no check.' })
    expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<Lead> {
    return sendLeadToCompanies(leadId, companyIds, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => Lead, {
    description:
      'E-mails the homeowner of a lead through the outbox; the e-mail and a history entry (who, when, subject) are written together. BAD_USER_INPUT with field errors on `subject` or `message`; NOT_FOUND for an unknown lead.',
  })
  emailLeadHomeowner(
    @Arg('leadId', () => ID, { description: 'Id of the lead.' }) leadId: string,
    @Arg('input', () => HomeownerMessageInput, { description: 'Subject and message.' }) input: HomeownerMessageInput,
    @AdminActor() by: string,
  ): Promise<Lead> {
    return emailLeadHomeowner(leadId, input, by);
  }

  @Access('ADMIN')
  @Mutation(() => Lead, {
    description:
      'Puts a NEW lead on the marketplace after an administrator checked it; companies in its region with lead alerts on are e-mailed. NOT_FOUND for an unknown id; CONFLICT when it is not NEW.',
  })
  publishLead(@Arg('id', () => ID, { description: 'Id of a lead in status NEW.' }) id: string, @AdminActor() by: string): Promise<Lead> {
    return publishLead(id, by);
  }
}

import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import type { GraphQLContext } from '../../platform/graphql/context';
import { unauthenticated } from '../../platform/graphql/errors';
import { CurrentCompany } from '../companies';
import type { Company } from '../companies/companies.types';
import { CompanyLeadMonth, LeadPipelineEventConnection, LeadPipelineInput, MyLeadCounts } from './leadPipeline.types';
import { companyLeadFigures, FIGURES_MAX_MONTHS, myLeadCounts, pipelineHistory, updateLeadPipeline } from './leadPipeline.service';
import { PurchasedLead } from './marketplace.types';

/** A company's pipeline for the leads it bought (docs/decisions/0048-lead-pipeline.md). */
@Resolver(() => PurchasedLead)
export class LeadPipelineResolver {
  @Access('COMPANY', 'work_leads', 'PIPELINE_WRITE')
  @Mutation(() => PurchasedLead, {
    description:
      'Changes the pipeline of a lead this company bought: status (LOST needs a reason), next-action day (a reminder e-mail is queued for that day, replacing any earlier one), a note. Each change is recorded with who and when. FORBIDDEN for a viewer. BAD_USER_INPUT naming the field (a next-action day in the past or more than a year ahead, LOST without a reason, nothing to change); NOT_FOUND when this company did not buy the lead; CONFLICT when the purchase was refunded.',
  })
  updateLeadPipeline(
    @Arg('leadId', () => ID, { description: 'Id of a lead this company bought.' }) leadId: string,
    @Arg('input', () => LeadPipelineInput, { description: 'What changes.' }) input: LeadPipelineInput,
    @CurrentCompany() company: Company,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PurchasedLead> {
    if (!ctx.viewer) throw unauthenticated();
    return updateLeadPipeline(company, leadId, input, { userId: ctx.viewer.uid, email: ctx.viewer.email });
  }

  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Query(() => MyLeadCounts, { description: 'How many leads this company bought, in all and at each pipeline status.' })
  myLeadCounts(@CurrentCompany() company: Company): Promise<MyLeadCounts> {
    return myLeadCounts(company);
  }

  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @Query(() => [CompanyLeadMonth], {
    description: `This company’s figures by month of purchase, newest month first, the current month included (UK time): leads bought, contact rate, win rate, cost per won job. A fixed number of months, not a list of records. BAD_USER_INPUT outside 1–${FIGURES_MAX_MONTHS}.`,
  })
  myLeadFigures(
    @Arg('months', () => Int, { defaultValue: 6, description: `How many months, 1–${FIGURES_MAX_MONTHS} (default 6).` }) months: number,
    @CurrentCompany() company: Company,
  ): Promise<CompanyLeadMonth[]> {
    return companyLeadFigures(company, months);
  }

  @Access('COMPANY', 'read', 'PURCHASES_READ')
  @FieldResolver(() => LeadPipelineEventConnection, {
    description: 'The pipeline’s changes and notes, newest first, each with who and when.',
  })
  pipelineHistory(
    @Root() purchase: PurchasedLead,
    @Args(() => PageArgs) page: PageArgs,
    @CurrentCompany() company: Company,
  ): Promise<LeadPipelineEventConnection> {
    return pipelineHistory(company.id, purchase.lead.id, page);
  }
}

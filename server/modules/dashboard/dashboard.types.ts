import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many leads of one source arrived.' })
export class SourceCount {
  @Field(() => String, {
    description: 'Where the leads came from: quote_form | single_company | calculator | manual | callback | survey | inquiry | other.',
  })
  source!: string;
  @Field(() => Int, { description: 'How many leads.' }) count!: number;
}

@ObjectType({ description: 'The leads of one day (Europe/London).' })
export class DayLeads {
  @Field(() => String, { description: 'The day, YYYY-MM-DD in Europe/London.' }) day!: string;
  @Field(() => Int, { description: 'Leads created that day.' }) total!: number;
  @Field(() => [SourceCount], { description: 'The same leads by source; sources with none are left out.' }) bySource!: SourceCount[];
}

@ObjectType({ description: 'One week of money and conversion (seven days from `weekStarting`).' })
export class DashboardWeek {
  @Field(() => String, { description: 'The first day of the week, YYYY-MM-DD in Europe/London.' }) weekStarting!: string;
  @Field(() => Int, { description: 'Payments taken less refunds given that week, in pence before VAT.' }) revenuePence!: number;
  @Field(() => Int, { description: 'Quote requests (leads created) that week.' }) requests!: number;
  @Field(() => Int, { description: 'Lead places sold that week.' }) leadSales!: number;
}

@ObjectType({ description: 'Quotes and removal records of one calendar month (Europe/London), from the daily counters.' })
export class DashboardMonth {
  @Field(() => String, { description: 'The month, YYYY-MM.' }) month!: string;
  @Field(() => Int, { description: 'Quotes sent (a company’s first send on a lead; revisions are not counted).' }) quotesSent!: number;
  @Field(() => Int, { description: 'Quotes the homeowners accepted.' }) quotesAccepted!: number;
  @Field(() => Int, { description: 'Job records first sent to the homeowner.' }) jobsRecorded!: number;
  @Field(() => Int, { description: 'Removal records issued (a correction’s new version counts too).' }) removalRecordsIssued!: number;
}

@ObjectType({ description: 'The admin dashboard: figures from daily counters and the queues of work waiting.' })
export class Dashboard {
  @Field(() => String, { description: 'Today in Europe/London (YYYY-MM-DD), the day the figures end.' }) today!: string;
  @Field(() => Int, { description: 'Leads created today.' }) newLeadsToday!: number;
  @Field(() => Int, { description: 'Leads created in the last 7 days, today included.' }) newLeads7Days!: number;
  @Field(() => Int, { description: 'Leads created in the last 30 days, today included.' }) newLeads30Days!: number;
  @Field(() => Int, { description: 'Lead places sold in the last 30 days.' }) leadsSold30Days!: number;
  @Field(() => Int, { description: 'Payments taken this calendar month less refunds, in pence before VAT.' })
  revenueThisMonthPence!: number;
  @Field(() => Int, { description: 'Company applications submitted or under review.' }) pendingApplications!: number;
  @Field(() => Int, { description: 'Certification requests whose documents wait for review.' }) certificationAwaitingReview!: number;
  @Field(() => Int, { description: 'Call-back requests not yet called.' }) callbacksWaiting!: number;
  @Field(() => Int, { description: 'Lead disputes waiting for a decision.' }) openDisputes!: number;
  @Field(() => Int, { description: 'Reviews of companies waiting to be published or rejected.' }) reviewsWaiting!: number;
  @Field(() => Int, { description: 'Outreach sites not won or lost whose follow-up day is today or earlier.' })
  outreachFollowUpsDue!: number;
  @Field(() => [DayLeads], { description: 'Leads per day for the last 30 days, oldest first.' }) leadsPerDay!: DayLeads[];
  @Field(() => [DashboardWeek], { description: 'The last 12 weeks, oldest first.' }) weeks!: DashboardWeek[];
  @Field(() => [DashboardMonth], { description: 'Quotes and removal records of this month and the two before, oldest first.' })
  months!: DashboardMonth[];
}

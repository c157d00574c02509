import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../platform/graphql/connections';

export enum PipelineStatus {
  NEW = 'new',
  CONTACTED = 'contacted',
  QUOTE_SENT = 'quote_sent',
  WON = 'won',
  LOST = 'lost',
}
registerEnumType(PipelineStatus, {
  name: 'LeadPipelineStatus',
  description: 'Where a bought lead is in the buying company’s own pipeline.',
  valuesConfig: {
    NEW: { description: 'Bought, nothing recorded yet.' },
    CONTACTED: { description: 'The company has spoken to or written to the homeowner.' },
    QUOTE_SENT: { description: 'The company has sent the homeowner a quote.' },
    WON: { description: 'The homeowner gave the company the job.' },
    LOST: { description: 'The company did not get the job: a `lostReason` says why.' },
  },
});

export enum LostReason {
  NO_ANSWER = 'no_answer',
  PRICE = 'price',
  CHOSE_ANOTHER = 'chose_another',
  NOT_GOING_AHEAD = 'not_going_ahead',
  NOT_SUITABLE = 'not_suitable',
  OTHER = 'other',
}
registerEnumType(LostReason, {
  name: 'LeadLostReason',
  description: 'Why a company lost a job it bought the lead for.',
  valuesConfig: {
    NO_ANSWER: { description: 'Could not reach the homeowner.' },
    PRICE: { description: 'Its price was too high.' },
    CHOSE_ANOTHER: { description: 'The homeowner chose another company.' },
    NOT_GOING_AHEAD: { description: 'The homeowner is not going ahead.' },
    NOT_SUITABLE: { description: 'The job did not suit the company.' },
    OTHER: { description: 'Another reason, said in `lostNote`.' },
  },
});

@ObjectType({ description: 'The buying company’s pipeline for one lead it bought.' })
export class LeadPipeline {
  @Field(() => PipelineStatus, { description: 'Its status.' }) status!: PipelineStatus;
  @Field(() => LostReason, { nullable: true, description: 'Why the job was lost; null unless LOST.' }) lostReason!: LostReason | null;
  @Field(() => String, { nullable: true, description: 'The company’s words on the loss, up to 500 characters; null when none.' })
  lostNote!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The next-action day (YYYY-MM-DD, UK time): the company is e-mailed a reminder at 08:00 UTC that day; null when none.',
  })
  nextActionDate!: string | null;
  @Field(() => Boolean, { description: 'True when the purchase was refunded: the pipeline stays readable but cannot change.' })
  closed!: boolean;
  @Field(() => Date, { nullable: true, description: 'When the pipeline last changed; null before its first change.' })
  updatedAt!: Date | null;
}

@ObjectType({ description: 'One change to a pipeline, or one note, with who made it and when.' })
export class LeadPipelineEvent {
  @Field(() => ID, { description: 'Id of the entry.' }) id!: string;
  @Field(() => String, { description: 'What changed: status | next_action | note.' }) kind!: string;
  @Field(() => PipelineStatus, { nullable: true, description: 'The new status, for a status change.' }) status!: PipelineStatus | null;
  @Field(() => LostReason, { nullable: true, description: 'The reason given with a move to LOST.' }) lostReason!: LostReason | null;
  @Field(() => String, { nullable: true, description: 'The note’s text, or the words given with a loss.' }) text!: string | null;
  @Field(() => String, { nullable: true, description: 'The next-action day set (YYYY-MM-DD); null when it was cleared.' })
  nextActionDate!: string | null;
  @Field(() => String, { description: 'Who: the e-mail address of the company user.' }) by!: string;
  @Field(() => Date, { description: 'When (ISO 8601, UTC).' }) at!: Date;
}

@ObjectType({ description: 'A pipeline’s changes and notes, newest first, a page at a time.' })
export class LeadPipelineEventConnection extends Connection(LeadPipelineEvent, { one: 'entry', many: 'entries' }) {}

@InputType({ description: 'A change to the pipeline of a lead the company bought. Fields left out stay as they are.' })
export class LeadPipelineInput {
  @Field(() => PipelineStatus, { nullable: true, description: 'The new status; LOST needs `lostReason`.' })
  status?: PipelineStatus | null;
  @Field(() => LostReason, { nullable: true, description: 'Why the job was lost: required with status LOST.' })
  lostReason?: LostReason | null;
  @Field(() => String, { nullable: true, description: 'Words on the loss, up to 500 characters (with status LOST).' })
  lostNote?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The next-action day, YYYY-MM-DD, from today to a year ahead (UK days); null clears it. Each change replaces the queued reminder.',
  })
  nextActionDate?: string | null;
  @Field(() => String, { nullable: true, description: 'A note to add to the history, 1–2,000 characters.' })
  note?: string | null;
}

@ObjectType({ description: 'How many of the company’s bought leads are at one pipeline status.' })
export class PipelineStatusCount {
  @Field(() => PipelineStatus, { description: 'The status.' }) status!: PipelineStatus;
  @Field(() => Int, { description: 'How many leads are at it.' }) count!: number;
}

@ObjectType({ description: 'The company’s bought leads counted by pipeline status.' })
export class MyLeadCounts {
  @Field(() => Int, { description: 'Every lead the company bought, refunded ones included.' }) all!: number;
  @Field(() => [PipelineStatusCount], { description: 'One count per status, in pipeline order.' }) byStatus!: PipelineStatusCount[];
}

@ObjectType({ description: 'The company’s own figures for the leads it bought in one month (UK time). Refunded purchases are left out.' })
export class CompanyLeadMonth {
  @Field(() => String, { description: 'The month, YYYY-MM.' }) month!: string;
  @Field(() => Int, { description: 'Leads bought that month.' }) bought!: number;
  @Field(() => Int, { description: 'Of those, how many reached contacted or beyond (a lost job counts if it was contacted first).' })
  contacted!: number;
  @Field(() => Int, { description: 'Of those, how many are won.' }) won!: number;
  @Field(() => Int, { description: 'What those leads cost, in pence before VAT.' }) spendPence!: number;
  @Field(() => Float, { nullable: true, description: 'contacted / bought, from 0 to 1; null when none were bought.' })
  contactRate!: number | null;
  @Field(() => Float, { nullable: true, description: 'won / bought, from 0 to 1; null when none were bought.' }) winRate!: number | null;
  @Field(() => Int, { nullable: true, description: 'spendPence / won, rounded to the penny; null when none were won.' })
  costPerWonPence!: number | null;
}

import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'How many events had one value (a page, a phone number or an AI agent).' })
export class TrackingKeyCount {
  @Field(() => String, { description: 'The value: a page path, a phone number in national form, or an agent.' }) key!: string;
  @Field(() => Int, { description: 'How many events in the range.' }) count!: number;
}

@ObjectType({ description: 'Phone-link clicks of one day (Europe/London).' })
export class PhoneClickDay {
  @Field(() => String, { description: 'The day, YYYY-MM-DD in Europe/London.' }) day!: string;
  @Field(() => Int, { description: 'Clicks that day.' }) total!: number;
}

@ObjectType({ description: 'Clicks on phone (tel:) links over a range of days, from daily counters.' })
export class PhoneClickStats {
  @Field(() => String, { description: 'The first day of the range (YYYY-MM-DD, Europe/London).' }) from!: string;
  @Field(() => String, { description: 'The last day of the range, included.' }) to!: string;
  @Field(() => Int, { description: 'Clicks in the range.' }) total!: number;
  @Field(() => [PhoneClickDay], { description: 'Every day of the range, oldest first (days without clicks count 0).' })
  days!: PhoneClickDay[];
  @Field(() => [TrackingKeyCount], { description: 'Clicks by page path, most first.' }) byPage!: TrackingKeyCount[];
  @Field(() => [TrackingKeyCount], { description: 'Clicks by phone number, most first.' }) byNumber!: TrackingKeyCount[];
}

@ObjectType({ description: 'AI visits of one day (Europe/London).' })
export class AiVisitDay {
  @Field(() => String, { description: 'The day, YYYY-MM-DD in Europe/London.' }) day!: string;
  @Field(() => Int, { description: 'AI visits that day.' }) total!: number;
  @Field(() => Int, { description: 'Page views by AI crawlers that day.' }) crawler!: number;
  @Field(() => Int, { description: 'Visits by people arriving from AI assistants that day.' }) referral!: number;
}

@ObjectType({ description: 'How many visits one AI agent made.' })
export class AiAgentCount {
  @Field(() => String, { description: "The crawler's product token (GPTBot) or the assistant's site (chatgpt.com)." }) agent!: string;
  @Field(() => String, { description: 'crawler | referral.' }) kind!: string;
  @Field(() => Int, { description: 'Visits in the range.' }) count!: number;
}

@ObjectType({ description: 'Page views by AI crawlers and visits from AI assistants over a range of days, from daily counters.' })
export class AiVisitStats {
  @Field(() => String, { description: 'The first day of the range (YYYY-MM-DD, Europe/London).' }) from!: string;
  @Field(() => String, { description: 'The last day of the range, included.' }) to!: string;
  @Field(() => Int, { description: 'AI visits in the range.' }) total!: number;
  @Field(() => Int, { description: 'Page views by AI crawlers in the range.' }) crawler!: number;
  @Field(() => Int, { description: 'Visits from AI assistants in the range.' }) referral!: number;
  @Field(() => [AiVisitDay], { description: 'Every day of the range, oldest first.' }) days!: AiVisitDay[];
  @Field(() => [TrackingKeyCount], { description: 'Visits by page path, most first.' }) byPage!: TrackingKeyCount[];
  @Field(() => [AiAgentCount], { description: 'Visits by agent, most first.' }) byAgent!: AiAgentCount[];
}

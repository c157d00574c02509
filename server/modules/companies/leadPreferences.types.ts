import { Field, InputType, Int, ObjectType } from 'type-graphql';

const DISTRICTS = 'Postcode districts (outward codes, e.g. SW1A, M14) in the company’s regions; empty: every district of its regions.';
const PROPERTY_TYPES = 'Property types: terraced | semi | detached | bungalow | flat | commercial; empty: every type.';
const FOAM_TYPES = 'Foam types: open | closed | unknown; empty: every type.';
const CAP = 'Most it spends on leads in a London week (Monday to Sunday), in whole pounds before VAT, 1 to 100,000; null: no cap.';
const PAUSE = 'Buying is paused up to and including this Europe/London day (YYYY-MM-DD); null: not paused.';

@ObjectType({
  description:
    'Which leads a company wants and how much it buys (docs/decisions/0051-lead-preferences.md): the available leads, the new-lead alerts and every purchase follow them.',
})
export class LeadPreferences {
  @Field(() => [String], { description: DISTRICTS }) districts!: string[];
  @Field(() => [String], { description: PROPERTY_TYPES }) propertyTypes!: string[];
  @Field(() => [String], { description: FOAM_TYPES }) foamTypes!: string[];
  @Field(() => Int, { nullable: true, description: CAP }) weeklyCapPounds?: number | null;
  @Field(() => String, { nullable: true, description: PAUSE }) pausedUntil?: string | null;
  @Field(() => Boolean, { description: 'Whether buying is paused today.' }) paused!: boolean;
  @Field(() => String, { description: 'The Monday (YYYY-MM-DD) that starts this London week, the week of `weekSpendPence`.' })
  weekStartsOn!: string;
  @Field(() => Int, { description: 'Spent on leads this London week, in pence before VAT: what the weekly cap is checked against.' })
  weekSpendPence!: number;
  @Field(() => Date, { nullable: true, description: 'When they were last changed; null when never.' }) updatedAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'The e-mail of who last changed them; null when never.' }) updatedBy?: string | null;
}

@InputType({ description: 'A company’s lead preferences, all of them: what is left out is cleared.' })
export class LeadPreferencesInput {
  @Field(() => [String], {
    description: `${DISTRICTS} BAD_USER_INPUT on \`districts\` for one that is not a district or lies outside its regions.`,
  })
  districts!: string[];
  @Field(() => [String], { description: PROPERTY_TYPES }) propertyTypes!: string[];
  @Field(() => [String], { description: FOAM_TYPES }) foamTypes!: string[];
  @Field(() => Int, { nullable: true, description: CAP }) weeklyCapPounds?: number | null;
  @Field(() => String, { nullable: true, description: `${PAUSE} Today or a later day, within a year.` }) pausedUntil?: string | null;
}

import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What an administrator is told once the request they entered is stored.' })
export class AdminRemovalRequestReceipt {
  @Field(() => ID, { description: 'Document id of the stored request.' }) requestId!: string;
  @Field(() => ID, { description: 'The lead the request is on (its own, or the earlier lead it duplicates).' }) leadId!: string;
  @Field(() => String, { description: 'The lead’s reference, e.g. SFR-000123.' }) reference!: string;
  @Field(() => Int, { description: 'Estimated cost, lower end, in pence before VAT.' }) estimateLowPence!: number;
  @Field(() => Int, { description: 'Estimated cost, upper end, in pence before VAT.' }) estimateHighPence!: number;
  @Field(() => Boolean, {
    description:
      'True when nothing new was created: this idempotency key was used already, or the same phone and postcode made a lead in the last 24 hours (the reference is that lead’s).',
  })
  replayed!: boolean;
}

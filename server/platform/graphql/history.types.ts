import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One change of a record: what, who and when.' })
export class HistoryEntry {
  @Field(() => Date, { description: 'When (ISO 8601, UTC).' }) at!: Date;
  @Field(() => String, { description: 'Who: the administrator’s e-mail address, or "system".' }) by!: string;
  @Field(() => String, { description: 'What happened: archived | published | sent to a company | a new status…' }) action!: string;
  @Field(() => String, { nullable: true, description: 'A note, when the change has one.' }) note?: string | null;
}

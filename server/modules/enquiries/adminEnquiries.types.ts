import { HistoryEntry } from '../../platform/graphql/history.types';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';

export enum CallbackStatus {
  NEW = 'new',
  CALLED = 'called',
  NO_ANSWER = 'no_answer',
  CLOSED = 'closed',
  CONVERTED = 'converted',
}
registerEnumType(CallbackStatus, {
  name: 'CallbackStatus',
  description: 'Where a call-back request is.',
  valuesConfig: {
    NEW: { description: 'Nobody has called yet.' },
    CALLED: { description: 'Called and spoken to.' },
    NO_ANSWER: { description: 'Called, no answer: try again.' },
    CLOSED: { description: 'Nothing more to do.' },
    CONVERTED: { description: 'Turned into a lead (`convertedLeadId`) by `createRemovalRequestByAdmin`; set only that way.' },
  },
});

@ObjectType({ description: 'A homeowner’s request to be called back. Personal data: administrators only.' })
export class Callback {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Reference, e.g. CB-3F9A2C.' }) reference!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name as typed.' })
  name!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'UK phone number in national form.' })
  phone!: string;
  @Field(() => String, { description: 'When to call: morning | afternoon | evening | anytime.' }) preferredTime!: string;
  @Field(() => String, { nullable: true, description: 'The page the form was on; null when unknown.' }) pagePath?: string | null;
  @Field(() => CallbackStatus, { description: 'Where it is.' }) status!: CallbackStatus;
  @Field(() => ID, { nullable: true, description: 'The lead it was converted to; null until it is converted.' })
  convertedLeadId?: string | null;
  @Field(() => String, { nullable: true, description: 'That lead’s reference, e.g. SFR-000123; null until it is converted.' })
  convertedLeadRef?: string | null;
  @Field(() => Date, { description: 'When it arrived.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Call-backs, newest first, a page at a time.' })
export class CallbackConnection extends Connection(Callback, { one: 'call-back', many: 'call-backs' }) {
  @Field(() => Int, { description: totalCountDescription('call-backs') }) totalCount!: number;
}

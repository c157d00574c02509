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

export enum RicsSurveyStatus {
  NEW = 'new',
  CONTACTED = 'contacted',
  BOOKED = 'booked',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
}
registerEnumType(RicsSurveyStatus, {
  name: 'RicsSurveyStatus',
  description: 'Where a survey request is: new → contacted → booked → completed, or cancelled on the way.',
  valuesConfig: {
    NEW: { description: 'Nobody has contacted the person yet.' },
    CONTACTED: { description: 'Spoken to; no date booked yet.' },
    BOOKED: { description: 'A survey date is booked.' },
    COMPLETED: { description: 'The survey was done.' },
    CANCELLED: { description: 'Not going ahead.' },
  },
});

@ObjectType({ description: 'A request for a RICS survey or a specialist spray foam inspection. Personal data: administrators only.' })
export class RicsSurvey {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Reference, e.g. RS-3F9A2C.' }) reference!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name as typed.' })
  name!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'E-mail address.' })
  email!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'UK phone number in national form.' })
  phone!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Postcode of the property, e.g. BS1 4DJ.' })
  postcode!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial.' }) propertyType!: string;
  @Field(() => String, { nullable: true, description: 'The mortgage lender; null when none was given.' }) lender?: string | null;
  @Field(() => String, { description: 'level2 | level3 | spray_foam_inspection.' }) surveyLevel!: string;
  @Field(() => String, { nullable: true, description: 'Preferred date, YYYY-MM-DD; null when any date suits.' }) preferredDate?:
    string | null;
  @Access('ADMIN')
  @Field(() => String, { description: 'Anything else the person wrote; empty when nothing.' })
  notes!: string;
  @Field(() => RicsSurveyStatus, { description: 'Where it is.' }) status!: RicsSurveyStatus;
  @Field(() => String, {
    nullable: true,
    description:
      'For a post-removal survey asked for on the request page, the removal record it is about (the surveyor’s link is sent from the lead’s details); null for the survey form’s.',
  })
  removalRecordNumber?: string | null;
  @Field(() => ID, { nullable: true, description: 'The lead of that removal record; null for the survey form’s.' })
  leadId?: string | null;
  @Field(() => Date, { description: 'When it arrived.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Survey requests, newest first, a page at a time.' })
export class RicsSurveyConnection extends Connection(RicsSurvey, { one: 'survey request', many: 'survey requests' }) {
  @Field(() => Int, { description: totalCountDescription('survey requests') }) totalCount!: number;
}

export enum ContactInquiryStatus {
  NEW = 'new',
  REPLIED = 'replied',
  CLOSED = 'closed',
}
registerEnumType(ContactInquiryStatus, {
  name: 'ContactInquiryStatus',
  description: 'Where a contact message is.',
  valuesConfig: {
    NEW: { description: 'Nobody has replied yet.' },
    REPLIED: { description: 'An administrator replied by e-mail.' },
    CLOSED: { description: 'Nothing more to do.' },
  },
});

@ObjectType({ description: 'A message sent through the contact page. Personal data: administrators only.' })
export class ContactInquiry {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Reference, e.g. CI-3F9A2C.' }) reference!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name as typed.' })
  name!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'E-mail address the reply goes to.' })
  email!: string;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'UK phone number; null when none was given.' })
  phone?: string | null;
  @Field(() => String, { description: 'What it is about: general | removal | mortgage | company | press | other.' }) subject!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'The message as typed.' })
  message!: string;
  @Field(() => ContactInquiryStatus, { description: 'Where it is.' }) status!: ContactInquiryStatus;
  @Field(() => Date, { description: 'When it arrived.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first; a reply’s text is its note.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Contact messages, newest first, a page at a time.' })
export class ContactInquiryConnection extends Connection(ContactInquiry, { one: 'contact message', many: 'contact messages' }) {
  @Field(() => Int, { description: totalCountDescription('contact messages') }) totalCount!: number;
}

import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';

export enum SubjectRecordKind {
  REMOVAL_REQUEST = 'removal_request',
  LEAD = 'lead',
  CALLBACK = 'callback',
  CONTACT_INQUIRY = 'contact_inquiry',
  RICS_SURVEY = 'rics_survey',
  GUIDE_DOWNLOAD = 'guide_download',
  MAIL = 'mail',
  DISPUTE = 'dispute',
  REVIEW = 'review',
  QUOTE_QUESTION = 'quote_question',
  JOB_RECORD = 'job_record',
  SURVEY_REPORT = 'survey_report',
}
registerEnumType(SubjectRecordKind, {
  name: 'SubjectRecordKind',
  description: 'A kind of record that can hold a homeowner’s personal data (docs/requirements/privacy.md).',
  valuesConfig: {
    REMOVAL_REQUEST: { description: 'A quote request (`removalRequests`).' },
    LEAD: { description: 'The lead made from a request, with its purchases (`leads`).' },
    CALLBACK: { description: 'A call-back request (`quickCallbacks`).' },
    CONTACT_INQUIRY: { description: 'A contact form message (`contactInquiries`).' },
    RICS_SURVEY: { description: 'A RICS survey request (`ricsSurveys`).' },
    GUIDE_DOWNLOAD: { description: 'A free-guide request (`pdfLeads`).' },
    MAIL: { description: 'An e-mail to the person or about their records (`mail`).' },
    DISPUTE: { description: 'A buyer’s dispute of one of their leads (`leadDisputes`): a company’s record, only its notes are cleaned.' },
    REVIEW: { description: 'Their review of a company they hired (`companyReviews`): erased, it leaves the company’s profile.' },
    QUOTE_QUESTION: { description: 'A question they asked a company about its quote (`quoteMessages`): its text is erased.' },
    JOB_RECORD: {
      description:
        'The hired company’s record of their job (`jobRecords`): a company’s record, only its text naming the person is cleaned.',
    },
    SURVEY_REPORT: {
      description:
        'The independent surveyor’s report on their home after removal (`removalSurveys`): the report file and the surveyor’s summary are erased; the outcome on the removal record names no one and stays.',
    },
  },
});

@ObjectType({ description: 'One record found about the person.' })
export class SubjectRecordSummary {
  @Field(() => SubjectRecordKind, { description: 'What kind of record.' }) kind!: SubjectRecordKind;
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'Its reference (SFR-000123, CB-3F9A2C), when it has one.' })
  reference!: string | null;
  @Field(() => String, { nullable: true, description: 'Its status as stored, when it has one.' }) status!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was made.' }) createdAt!: Date | null;
  @Access('ADMIN')
  @Field(() => String, { description: 'One line saying what it is.' })
  summary!: string;
}

@ObjectType({ description: 'The records of one kind.' })
export class SubjectRecordGroup {
  @Field(() => SubjectRecordKind, { description: 'The kind.' }) kind!: SubjectRecordKind;
  @Field(() => Int, { description: 'How many.' }) count!: number;
  @Field(() => [SubjectRecordSummary], { description: 'The records, newest first.' }) records!: SubjectRecordSummary[];
}

@ObjectType({ description: 'Everything held about a person, found by e-mail and/or phone (UK GDPR subject access).' })
export class SubjectAccessResult {
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'The e-mail searched for, normalised (trimmed, lower case).' })
  email!: string | null;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'The phone searched for, normalised (07…).' })
  phone!: string | null;
  @Field(() => Int, { description: 'Records found, all kinds together.' }) totalCount!: number;
  @Field(() => Int, {
    description: 'Records an erasure would anonymise: every record found except disputes whose notes do not name the person.',
  })
  erasableCount!: number;
  @Field(() => [SubjectRecordGroup], { description: 'The records grouped by kind; kinds with none are left out.' })
  groups!: SubjectRecordGroup[];
}

@ObjectType({ description: 'How many records of one kind.' })
export class SubjectKindCount {
  @Field(() => SubjectRecordKind, { description: 'The kind.' }) kind!: SubjectRecordKind;
  @Field(() => Int, { description: 'How many.' }) count!: number;
}

@ObjectType({ description: 'What an erasure did.' })
export class SubjectErasureResult {
  @Field(() => ID, { description: 'The audit record (`privacyRequests`).' }) auditId!: string;
  @Field(() => Date, { description: 'When.' }) erasedAt!: Date;
  @Field(() => Int, { description: 'Records anonymised, all kinds together.' }) erasedCount!: number;
  @Field(() => [SubjectKindCount], { description: 'Records anonymised per kind.' }) counts!: SubjectKindCount[];
}

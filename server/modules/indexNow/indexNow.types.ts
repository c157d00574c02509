import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum IndexNowTrigger {
  MANUAL = 'manual',
  PUBLISH = 'publish',
}
registerEnumType(IndexNowTrigger, {
  name: 'IndexNowTrigger',
  description: 'What sent an IndexNow submission.',
  valuesConfig: { MANUAL: { description: 'An administrator, by hand.' }, PUBLISH: { description: 'A post being published.' } },
});

export enum IndexNowStatus {
  QUEUED = 'queued',
  SENT = 'sent',
  FAILED = 'failed',
  NOT_CONFIGURED = 'not_configured',
}
registerEnumType(IndexNowStatus, {
  name: 'IndexNowStatus',
  description: 'What became of an IndexNow submission.',
  valuesConfig: {
    QUEUED: { description: 'Recorded; the request is on its way.' },
    SENT: { description: 'The endpoint accepted it (HTTP 200 or 202).' },
    FAILED: { description: 'The endpoint refused it or could not be reached (see `httpStatus` and `response`).' },
    NOT_CONFIGURED: { description: 'Not sent: INDEXNOW_ENDPOINT or INDEXNOW_KEY is not set.' },
  },
});

@ObjectType({ description: 'URLs reported to search engines through IndexNow, and what the endpoint answered.' })
export class IndexNowSubmission {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => [String], { description: 'The absolute URLs submitted.' }) urls!: string[];
  @Field(() => IndexNowTrigger, { description: 'What sent it.' }) trigger!: IndexNowTrigger;
  @Field(() => IndexNowStatus, { description: 'What became of it.' }) status!: IndexNowStatus;
  @Field(() => Int, { nullable: true, description: 'The endpoint’s HTTP status; null when nothing was answered.' }) httpStatus?:
    number | null;
  @Field(() => String, { nullable: true, description: 'The endpoint’s answer (shortened) or why nothing was sent.' }) response?:
    string | null;
  @Field(() => String, { description: 'Who: the administrator’s e-mail address, or "system".' }) by!: string;
  @Field(() => Date, { description: 'When it was recorded.' }) at!: Date;
}

@ObjectType({ description: 'IndexNow submissions, newest first, a page at a time.' })
export class IndexNowSubmissionConnection extends Connection(IndexNowSubmission, { one: 'submission', many: 'submissions' }) {
  @Field(() => Int, { description: totalCountDescription('submissions') }) totalCount!: number;
}

@ObjectType({ description: 'How this server is set up to talk to IndexNow.' })
export class IndexNowSettings {
  @Field(() => String, { nullable: true, description: 'The endpoint submissions go to; null: they are recorded, not sent.' }) endpoint?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Where the key file is served; null when no key is set.' }) keyLocation?:
    string | null;
  @Field(() => String, { nullable: true, description: 'The site’s host, which every submitted URL must have.' }) host?: string | null;
}

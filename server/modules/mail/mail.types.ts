import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum MailStatus {
  PENDING = 'pending',
  SENT = 'sent',
  FAILED = 'failed',
}
registerEnumType(MailStatus, {
  name: 'MailStatus',
  description: 'Where a message in the outbox is (docs/decisions/0005-mail-outbox.md).',
  valuesConfig: {
    PENDING: { description: 'Waiting to be sent, or to be tried again after a failed attempt (`nextAttemptAt`).' },
    SENT: { description: 'Delivered to the SMTP server, or, without one, composed and kept here (`transport: embedded`).' },
    FAILED: { description: 'Given up: after 5 attempts, or at once on a permanent SMTP refusal (`lastError`).' },
  },
});

@ObjectType({ description: 'A message in the e-mail outbox.' })
export class MailMessage {
  @Field(() => ID, { description: 'Document id: pass it to `mailMessage`.' }) id!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Recipient address, or several separated by commas.' })
  to!: string;
  @Field(() => String, { description: 'Template name, e.g. removal_request_confirmation.' }) template!: string;
  @Field(() => String, {
    description: 'What the e-mail is, in words, from its template and data, e.g. “Vetting document rejected: upload again”.',
  })
  label!: string;
  @Field(() => String, { description: 'Subject, as sent or as it will be sent while pending.' }) subject!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Plain-text body.' })
  text!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'HTML body (inline styles); empty when it cannot be rendered.' })
  html!: string;
  @Field(() => MailStatus, { description: 'Pending, sent or failed.' }) status!: MailStatus;
  @Field(() => Int, { description: 'Delivery attempts so far.' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null when none failed.' }) lastError!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'smtp, or embedded when no SMTP server is set up and the message was only kept here; null before sending.',
  })
  transport!: string | null;
  @Field(() => String, { nullable: true, description: 'The Message-ID the transport gave it; null before sending.' }) messageId!:
    string | null;
  @Field(() => Date, { description: 'When it was queued (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'While pending: when the next attempt is due; null otherwise.' })
  nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was sent; null unless SENT.' }) sentAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was given up; null unless FAILED.' }) failedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'For a copy sent again: the id of the original message; null otherwise.' })
  resendOf!: string | null;
  @Field(() => String, { nullable: true, description: 'Who last asked for it to be sent again; null when nobody did.' })
  resentBy!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was last asked to be sent again; null when never.' }) resentAt!: Date | null;
}

@ObjectType({ description: 'Messages of the e-mail outbox, newest first, a page at a time.' })
export class MailMessageConnection extends Connection(MailMessage, { one: 'message', many: 'messages' }) {
  @Field(() => Int, { description: totalCountDescription('messages') }) totalCount!: number;
}

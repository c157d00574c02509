import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum MailStatus {
  pending = 'pending',
  sent = 'sent',
  failed = 'failed',
}
registerEnumType(MailStatus, { name: 'MailStatus', description: 'Where a message in the outbox is: waiting (or retrying), sent, or given up' });

@ObjectType({ description: 'A message in the e-mail outbox' })
export class MailMessage {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Recipient address, or several separated by commas' }) to!: string;
  @Field(() => String, { description: 'Template name, e.g. removal_request_confirmation' }) template!: string;
  @Field(() => String, { description: 'As sent, or as it will be sent while pending' }) subject!: string;
  @Field(() => String) text!: string;
  @Field(() => String) html!: string;
  @Field(() => MailStatus) status!: MailStatus;
  @Field(() => Int, { description: 'Delivery attempts so far' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed' }) lastError!: string | null;
  @Field(() => String, { nullable: true, description: 'smtp, or embedded when no SMTP server is set up and the message was only kept here' })
  transport!: string | null;
  @Field(() => String, { nullable: true }) messageId!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'While pending: when the next attempt is due' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true }) sentAt!: Date | null;
  @Field(() => Date, { nullable: true }) failedAt!: Date | null;
}

@ObjectType()
export class MailMessageConnection {
  @Field(() => [MailMessage]) items!: MailMessage[];
  @Field(() => Int, { description: 'All messages matching the filter, not just this page' }) total!: number;
}

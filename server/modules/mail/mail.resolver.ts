import { Arg, Authorized, ID, Int, Query, Resolver } from 'type-graphql';
import { services } from '../../platform/services';
import { MailMessage, MailMessageConnection, MailStatus } from './mail.types';
import { adminMailMessage, adminMailPage } from './mail.service';

const siteUrl = () => services().siteUrl ?? services().config.publicUrl ?? '';

@Resolver()
export class MailResolver {
  @Authorized('ADMIN')
  @Query(() => MailMessageConnection, { description: 'Admin: the e-mail outbox, newest first, with the total count' })
  mailMessages(
    @Arg('first', () => Int, { defaultValue: 25 }) first: number,
    @Arg('status', () => MailStatus, { nullable: true }) status: MailStatus | null,
  ): Promise<MailMessageConnection> {
    return adminMailPage({ first, status, siteUrl: siteUrl() });
  }

  @Authorized('ADMIN')
  @Query(() => MailMessage, { nullable: true, description: 'Admin: one message of the outbox with its text and HTML; null when there is none' })
  mailMessage(@Arg('id', () => ID) id: string): Promise<MailMessage | null> {
    return adminMailMessage(id, siteUrl());
  }
}

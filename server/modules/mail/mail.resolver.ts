import { Arg, Args, ID, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { siteUrl } from '../../platform/services';
import { MailMessage, MailMessageConnection, MailStatus } from './mail.types';
import { adminMailMessage, adminMailPage } from './mail.service';

@Resolver()
export class MailResolver {
  @Access('ADMIN')
  @Query(() => MailMessageConnection, { description: 'The e-mail outbox, newest first, with the total for the filter.' })
  mailMessages(
    @Arg('status', () => MailStatus, { nullable: true, description: 'Only messages in this status; all when left out.' })
    status: MailStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<MailMessageConnection> {
    return adminMailPage(status, page, siteUrl() ?? '');
  }

  @Access('ADMIN')
  @Query(() => MailMessage, {
    nullable: true,
    description: 'One message of the outbox with its text and HTML; null when there is none with this id.',
  })
  mailMessage(
    @Arg('id', () => ID, { description: 'Document id of the message (`MailMessage.id`).' }) id: string,
  ): Promise<MailMessage | null> {
    return adminMailMessage(id, siteUrl() ?? '');
  }
}

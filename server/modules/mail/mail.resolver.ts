import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { siteUrl } from '../../platform/services';
import { MailMessage, MailMessageConnection, MailStatus } from './mail.types';
import { AdminActor } from '../../platform/graphql/currentUser';
import { adminMailMessage, adminMailPage, resendMail } from './mail.service';

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

  @Access('ADMIN')
  @Mutation(() => MailMessage, {
    description:
      'Sends a message again: a FAILED one goes back in the queue as it is; a SENT one is queued as a new copy (`resendOf`), so the original stays on record. CONFLICT while it is still PENDING; NOT_FOUND for an unknown id.',
  })
  resendMailMessage(
    @Arg('id', () => ID, { description: 'Document id of the message.' }) id: string,
    @AdminActor() by: string,
  ): Promise<MailMessage> {
    return resendMail(id, by, siteUrl() ?? '');
  }
}

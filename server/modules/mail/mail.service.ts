import { toDate } from '../../platform/firestore/unitOfWork';
import { mapPage } from '../../platform/firestore/connection';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import type { RenderedMail } from '../../platform/mail/blocks';
import { mailRenderer } from '../../platform/mail/registry';
import { getMail, mailList, type StoredMail } from './mail.repository';

/* UK GDPR subject requests (privacy module): the mail to or about a person, found and anonymised. */
export { findMailByContact, prepareMailErasure } from './mail.repository';
import { MailStatus, type MailMessage, type MailMessageConnection } from './mail.types';

/** The message as sent, or, before it is sent, as the sender would render it now. */
function contentOf(mail: StoredMail, siteUrl: string): RenderedMail {
  if (mail.rendered) return mail.rendered;
  try {
    return mailRenderer().render(mail.template, mail.data, { siteUrl });
  } catch (error) {
    const text = `This message cannot be shown: ${error instanceof Error ? error.message : String(error)}`;
    return { subject: `(${mail.template})`, text, html: '' };
  }
}

export function toMailMessage(mail: StoredMail, siteUrl: string): MailMessage {
  const content = contentOf(mail, siteUrl);
  return {
    id: mail.id,
    to: mail.to,
    template: mail.template,
    ...content,
    status: mail.status as MailStatus,
    attempts: mail.attempts ?? 0,
    lastError: mail.lastError ?? null,
    transport: mail.transport ?? null,
    messageId: mail.messageId ?? null,
    createdAt: toDate(mail.createdAt)!,
    nextAttemptAt: mail.status === 'pending' ? toDate(mail.nextAttemptAt) : null,
    sentAt: toDate(mail.sentAt),
    failedAt: toDate(mail.failedAt),
  };
}

export async function adminMailPage(
  status: MailStatus | null | undefined,
  page: PageArgs,
  siteUrl: string,
): Promise<MailMessageConnection> {
  return mapPage(await countedPage(mailList(status ?? null), page), (mail) => toMailMessage(mail, siteUrl));
}

export async function adminMailMessage(id: string, siteUrl: string) {
  // Firestore document ids cannot contain "/"; anything else simply finds nothing.
  if (!id || id.includes('/') || id.length > 200) return null;
  const mail = await getMail(id);
  return mail ? toMailMessage(mail, siteUrl) : null;
}

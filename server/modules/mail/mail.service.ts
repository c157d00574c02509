import { toDate } from '../../platform/firestore/unitOfWork';
import { mapPage } from '../../platform/firestore/connection';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import type { RenderedMail } from '../../platform/mail/blocks';
import { mailRenderer } from '../../platform/mail/registry';
import { conflict, notFound } from '../../platform/graphql/errors';
import { getMail, mailList, mailRelatedTo, MailNotFound, MailStillPending, requeueMail, type StoredMail } from './mail.repository';

import { MailStatus, type MailMessage, type MailMessageConnection } from './mail.types';

/**
 * The message's content: rendered again from its template and data (a sent message keeps only its
 * subject), or as stored where it cannot be (erased mail, mail sent before bodies were dropped).
 */
function contentOf(mail: StoredMail, siteUrl: string): RenderedMail {
  if (mail.rendered) return mail.rendered;
  try {
    const content = mailRenderer().render(mail.template, mail.data, { siteUrl });
    return mail.subject ? { ...content, subject: mail.subject } : content;
  } catch (error) {
    const text = `This message cannot be shown: ${error instanceof Error ? error.message : String(error)}`;
    return { subject: `(${mail.template})`, text, html: '' };
  }
}

/** What the message is, in words (its template's label); the template's name humanised where its data cannot be read. */
function labelOf(mail: StoredMail): string {
  try {
    return mailRenderer().label(mail.template, mail.data);
  } catch {
    const text = mail.template.replace(/_+/g, ' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
}

export function toMailMessage(mail: StoredMail, siteUrl: string): MailMessage {
  const content = contentOf(mail, siteUrl);
  return {
    id: mail.id,
    to: mail.to,
    template: mail.template,
    label: labelOf(mail),
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
    resendOf: mail.resendOf ?? null,
    resentBy: mail.resent?.by ?? null,
    resentAt: toDate(mail.resent?.at),
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
  if (!isMailId(id)) return null;
  const mail = await getMail(id);
  return mail ? toMailMessage(mail, siteUrl) : null;
}

const isMailId = (id: string) => Boolean(id) && !id.includes('/') && id.length <= 200;

/** Messages about any of these records (`collection/id` paths), newest first, without repeats; at most `limit`. */
export async function mailAbout(paths: string[], siteUrl: string, limit = 50): Promise<MailMessage[]> {
  const found = (await Promise.all(paths.map((path) => mailRelatedTo(path, limit)))).flat();
  const unique = [...new Map(found.map((mail) => [mail.id, mail])).values()];
  return unique
    .sort((a, b) => toDate(b.createdAt)!.getTime() - toDate(a.createdAt)!.getTime())
    .slice(0, limit)
    .map((mail) => toMailMessage(mail, siteUrl));
}

/** An administrator sends a message again (mail.repository.ts requeueMail says how). */
export async function resendMail(id: string, by: string, siteUrl: string): Promise<MailMessage> {
  if (!isMailId(id)) throw notFound('There is no such message');
  try {
    return toMailMessage(await requeueMail(id, by), siteUrl);
  } catch (error) {
    if (error instanceof MailNotFound) throw notFound('There is no such message');
    if (error instanceof MailStillPending) throw conflict('This message is still waiting to be sent: it cannot be sent again yet');
    throw error;
  }
}

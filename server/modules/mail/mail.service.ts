import { toDate } from '../../platform/firestore/firestore';
import { invalidInput } from '../../platform/graphql/errors';
import type { RenderedMail } from '../../platform/mail/blocks';
import { renderMail } from '../../mailTemplates';
import { getMail, listMail, type StoredMail } from './mail.repository';
import { MailStatus, type MailMessage } from './mail.types';

export const MAX_PAGE_SIZE = 100;

/** The message as sent, or, before it is sent, as the sender would render it now. */
function contentOf(mail: StoredMail, siteUrl: string): RenderedMail {
  if (mail.rendered) return mail.rendered;
  try {
    return renderMail(mail.template, mail.data, { siteUrl });
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

export async function adminMailPage(options: { first: number; status: MailStatus | null | undefined; siteUrl: string }) {
  if (!Number.isInteger(options.first) || options.first < 1 || options.first > MAX_PAGE_SIZE) {
    throw invalidInput([{ path: 'first', message: `Page size must be between 1 and ${MAX_PAGE_SIZE}` }]);
  }
  const page = await listMail({ status: options.status ?? null, first: options.first });
  return { items: page.items.map((mail) => toMailMessage(mail, options.siteUrl)), total: page.total };
}

export async function adminMailMessage(id: string, siteUrl: string) {
  // Firestore document ids cannot contain "/"; anything else simply finds nothing.
  if (!id || id.includes('/') || id.length > 200) return null;
  const mail = await getMail(id);
  return mail ? toMailMessage(mail, siteUrl) : null;
}

import { z } from 'zod';
import type { MailContent } from './blocks';

/**
 * What an e-mail template is. Each domain module declares its own (`<module>.mail.ts`): the data it needs as
 * a zod schema (checked when the mail is queued and again when it is rendered, because outbox documents
 * outlive code changes) and a function from that data to a subject and blocks (blocks.ts), which one
 * renderer turns into the text and HTML parts. server/mailTemplates.ts lists them all by name.
 */
export interface MailContext {
  /** The site's public origin without a trailing slash, for links. */
  siteUrl: string;
  /** The site's host, for "you are receiving this e-mail because…". */
  host: string;
}

export interface MailTemplate<S extends z.ZodType = z.ZodType> {
  description: string;
  schema: S;
  compose(data: z.output<S>, context: MailContext): MailContent;
}

export const defineMailTemplate = <S extends z.ZodType>(template: MailTemplate<S>) => template;

/** A template that does not exist or data that does not fit it: retrying cannot help. */
export class MailTemplateError extends Error {
  override name = 'MailTemplateError';
}

/** Field schemas several templates share. */
export const mailFields = {
  pence: z.number().int().min(0),
  /** A link for a button: http(s) only. */
  link: z.url({ protocol: /^https?$/ }),
  /** Label–value rows a form's summary gives, for a table block. */
  details: z.array(z.tuple([z.string().min(1), z.string()])).max(20),
};

const LONDON_DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/** "1 July 2026 at 09:30": an ISO instant as a date and time in the UK. */
export const londonDateTime = (iso: string) => LONDON_DATE_TIME.format(new Date(iso));

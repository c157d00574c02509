import { z } from 'zod';
import { paragraph } from '../../platform/mail/blocks';
import { defineMailTemplate } from '../../platform/mail/template';

/** The limits of a message staff write to a person (checked by the services that send one, with field errors). */
export const STAFF_MESSAGE_LIMITS = { subject: 150, message: 5000 } as const;

/**
 * A message an administrator writes to a person (a homeowner about their request, someone who wrote to us):
 * their words, as plain paragraphs, never HTML.
 */
const staffMessage = defineMailTemplate({
  description: 'From our team to a person about their request or message, written by an administrator',
  schema: z.object({
    name: z.string().min(1),
    subject: z.string().min(1).max(STAFF_MESSAGE_LIMITS.subject),
    message: z.string().min(1).max(STAFF_MESSAGE_LIMITS.message),
    reference: z.string().min(1).nullable().default(null),
    sentBy: z.string().min(1),
  }),
  compose(data, { host }) {
    const paragraphs = data.message
      .split(/\n\s*\n/)
      .map((text) => text.trim())
      .filter(Boolean);
    return {
      subject: data.reference ? `${data.subject} (${data.reference})` : data.subject,
      preheader: paragraphs[0]?.slice(0, 120) ?? data.subject,
      blocks: [paragraph(`Hello ${data.name},`), ...paragraphs.map((text) => paragraph(text)), paragraph(`The team at ${host}`)],
      footer: data.reference
        ? `You are receiving this e-mail about your request ${data.reference} at ${host}.`
        : `You are receiving this e-mail because you contacted us at ${host}.`,
    };
  },
});

export const staffMessageMailTemplates = { staff_message: staffMessage };

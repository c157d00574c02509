import { z } from 'zod';
import { button, heading, note, paragraph, strong, table } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime, mailFields } from '../../platform/mail/template';

/** The e-mails that follow a call-back request, a contact message or a survey request. */
const ENQUIRY_KINDS = {
  callback: { noun: 'call-back request', adminPath: '/admin/quick-callbacks', reply: 'An adviser will call you at the time you chose.' },
  contact: { noun: 'message', adminPath: '/admin/contact-inquiries', reply: 'We reply to every message within one working day.' },
  survey: {
    noun: 'survey request',
    adminPath: '/admin/rics-surveys',
    reply: 'We will be in touch within one working day to arrange your survey.',
  },
} as const;

const enquiryKind = z.enum(['callback', 'contact', 'survey']);

const enquiryConfirmation = defineMailTemplate({
  description: 'To the person: their contact or survey request is in, with its reference',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), kind: enquiryKind, details: mailFields.details }),
  compose(data, { host }) {
    const kind = ENQUIRY_KINDS[data.kind];
    return {
      subject: `We have your ${kind.noun} (${data.reference})`,
      preheader: kind.reply,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph(`Thank you: we have received your ${kind.noun}. Your reference is `, strong(data.reference), '.'),
        paragraph(kind.reply),
        table(data.details),
      ],
      footer: `You are receiving this e-mail because you used a form at ${host}.`,
    };
  },
});

const adminNewEnquiry = defineMailTemplate({
  description: 'To the administrators: a new call-back, contact message or survey request',
  schema: z.object({ kind: enquiryKind, reference: z.string().min(1), receivedAt: z.iso.datetime(), details: mailFields.details }),
  compose(data, { siteUrl, host }) {
    const kind = ENQUIRY_KINDS[data.kind];
    const subject = `New ${kind.noun} ${data.reference}`;
    return {
      subject,
      blocks: [
        heading(subject),
        table([['Reference', data.reference], ['Received', londonDateTime(data.receivedAt)], ...data.details]),
        button('Open in the admin area', `${siteUrl}${kind.adminPath}`),
      ],
      footer: `Sent to the administrators of ${host} for each new ${kind.noun}.`,
    };
  },
});

const contactEnquiryReply = defineMailTemplate({
  description: 'To the person who wrote through the contact page: an administrator’s reply, with their message below it',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), reply: z.string().min(1), message: z.string() }),
  compose(data, { host }) {
    return {
      subject: `Re: your message (${data.reference})`,
      preheader: data.reply.slice(0, 120),
      blocks: [
        paragraph(`Hello ${data.name},`),
        ...data.reply.split(/\n\s*\n/).map((part) => paragraph(part.trim())),
        note('You wrote: ', data.message),
      ],
      footer: `You are receiving this e-mail because you sent us a message through ${host} (reference ${data.reference}).`,
    };
  },
});

export const enquiryMailTemplates = {
  enquiry_confirmation: enquiryConfirmation,
  admin_new_enquiry: adminNewEnquiry,
  contact_inquiry_reply: contactEnquiryReply,
};

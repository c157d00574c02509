import { z } from 'zod';
import { formatPounds } from '../../../common/calculator';
import { HOMEOWNER_REQUEST_PATH } from '../../../common/homeownerRequest';
import { button, heading, note, paragraph, table } from '../../platform/mail/blocks';
import { defineMailTemplate } from '../../platform/mail/template';

/*
 * The e-mails of quotes (docs/requirements/quotes-and-removal-records.md): each side is told what the other did,
 * through the outbox in the transaction that did it. No contact details travel: the homeowner answers on the request
 * page (the link in their confirmation e-mail, or a new one from /my-request), the company on its lead page.
 */

const leadPage = (siteUrl: string, leadId: string) => `${siteUrl}/company/lead/${encodeURIComponent(leadId)}`;
const findRequestNote =
  'Open your request page from the link in the e-mail we sent when you asked for quotes. Lost it? Ask for a new link on the “Find your removal request” page.';

const quoteReceived = defineMailTemplate({
  description: 'To a homeowner: a company sent a quote on their request, or changed the one it sent',
  schema: z.object({
    firstName: z.string(),
    companyName: z.string().min(1),
    reference: z.string().min(1),
    revised: z.boolean(),
    netPence: z.number().int().min(0),
    totalPence: z.number().int().min(0),
  }),
  compose(data, { siteUrl, host }) {
    const what = data.revised ? 'changed its quote' : 'sent you a quote';
    return {
      subject: `${data.companyName} ${what} (${data.reference})`,
      preheader: `${formatPounds(data.totalPence)} with VAT: compare it with the others on your request page.`,
      blocks: [
        heading(data.revised ? 'A quote has changed' : 'You have a new quote'),
        paragraph(`Hello ${data.firstName || 'there'},`),
        paragraph(
          `${data.companyName} ${what} for your request ${data.reference}. Your request page shows every quote side by side, with the VAT on each line worked out by us, and lets you ask the company a question.`,
        ),
        table([
          ['Before VAT', formatPounds(data.netPence)],
          ['With VAT', formatPounds(data.totalPence)],
        ]),
        paragraph(findRequestNote),
        button('Find your removal request', `${siteUrl}${HOMEOWNER_REQUEST_PATH}`),
      ],
      footer: `You are receiving this e-mail because you asked for removal quotes at ${host}.`,
    };
  },
});

const quoteAccepted = defineMailTemplate({
  description: 'To a company: the homeowner accepted its quote (it is marked hired on the lead)',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), leadId: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Lead ${data.reference}: your quote was accepted`,
      preheader: 'The homeowner chose you. Agree the start date with them.',
      blocks: [
        heading('Your quote was accepted'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          `The homeowner of lead ${data.reference} accepted your quote, and we have marked you hired. No other company can buy the lead now. Get in touch to agree the start date; the homeowner may cancel within 14 days, as your quote says.`,
        ),
        button('See the lead', leadPage(siteUrl, data.leadId)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} sent a quote at ${host}.`,
    };
  },
});

const quoteNotChosen = defineMailTemplate({
  description: 'To a company that bought a lead: the homeowner accepted another company’s quote',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), leadId: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Lead ${data.reference}: the job went to another company`,
      preheader: 'Thank you for your time on this one.',
      blocks: [
        heading('The homeowner chose another company'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          `The homeowner of lead ${data.reference} has accepted another company’s quote, so this job went elsewhere. Thank you for the time you gave it. There is nothing more to do on this lead.`,
        ),
        button('See the lead', leadPage(siteUrl, data.leadId)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} bought this lead at ${host}.`,
    };
  },
});

const quoteDeclined = defineMailTemplate({
  description: 'To a company: the homeowner declined its quote, with their reason when they gave one',
  schema: z.object({
    companyName: z.string().min(1),
    reference: z.string().min(1),
    leadId: z.string().min(1),
    reason: z.string().nullable(),
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Lead ${data.reference}: the homeowner declined your quote`,
      preheader: data.reason ? data.reason.slice(0, 120) : 'They gave no reason.',
      blocks: [
        heading('Your quote was declined'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(`The homeowner of lead ${data.reference} declined your quote.`),
        ...(data.reason ? [paragraph('Their reason:'), note(data.reason)] : [paragraph('They gave no reason.')]),
        paragraph('Until they accept a quote, you may send a revised one.'),
        button('See the lead', leadPage(siteUrl, data.leadId)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} sent a quote at ${host}.`,
    };
  },
});

const quoteQuestion = defineMailTemplate({
  description: 'To a company: the homeowner asked a question about its quote',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), leadId: z.string().min(1), text: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Lead ${data.reference}: a question about your quote`,
      preheader: data.text.slice(0, 120),
      blocks: [
        heading('The homeowner has a question'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(`The homeowner of lead ${data.reference} asked about your quote:`),
        note(data.text),
        paragraph('Answer on the lead page: the homeowner is told by e-mail.'),
        button('Answer', leadPage(siteUrl, data.leadId)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} sent a quote at ${host}.`,
    };
  },
});

const quoteAnswer = defineMailTemplate({
  description: 'To a homeowner: a company answered in the question thread of its quote',
  schema: z.object({ firstName: z.string(), companyName: z.string().min(1), reference: z.string().min(1), text: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `${data.companyName} answered you (${data.reference})`,
      preheader: data.text.slice(0, 120),
      blocks: [
        heading(`${data.companyName} answered`),
        paragraph(`Hello ${data.firstName || 'there'},`),
        paragraph(`${data.companyName} wrote about its quote for your request ${data.reference}:`),
        note(data.text),
        paragraph(findRequestNote),
        button('Find your removal request', `${siteUrl}${HOMEOWNER_REQUEST_PATH}`),
      ],
      footer: `You are receiving this e-mail because you asked for removal quotes at ${host}.`,
    };
  },
});

export const quoteMailTemplates = {
  quote_received: quoteReceived,
  quote_accepted: quoteAccepted,
  quote_not_chosen: quoteNotChosen,
  quote_declined: quoteDeclined,
  quote_question: quoteQuestion,
  quote_answer: quoteAnswer,
};

import { z } from 'zod';
import { formatPounds } from '../../../common/calculator';
import { button, heading, link, paragraph, strong } from '../../platform/mail/blocks';
import { defineMailTemplate, mailFields } from '../../platform/mail/template';

const invoiceIssued = defineMailTemplate({
  description: 'To a company: its VAT invoice for a payment, or its credit note for a refund, with a link to the PDF (valid 30 days)',
  schema: z.object({
    companyName: z.string().min(1),
    creditNote: z.boolean(),
    number: z.string().min(1),
    creditsNumber: z.string().min(1).nullable(),
    description: z.string().min(1),
    totalPence: mailFields.pence,
    /** The PDF's path on this site with its signed token. */
    pdfPath: z.string().startsWith('/invoices/'),
  }),
  compose(data, { siteUrl, host }) {
    const amount = formatPounds(data.totalPence);
    const what = data.creditNote ? `Credit note ${data.number}` : `VAT invoice ${data.number}`;
    return {
      subject: `${what}: ${amount}`,
      preheader: `${what} for ${data.description}`,
      blocks: [
        heading(what),
        paragraph(`Hello ${data.companyName},`),
        data.creditNote
          ? paragraph(
              'Here is the credit note for your refund of ',
              strong(amount),
              ` (including VAT) for: ${data.description}`,
              data.creditsNumber ? `. It credits invoice ${data.creditsNumber}.` : '.',
            )
          : paragraph('Here is the VAT invoice for your payment of ', strong(amount), ` (including VAT) for: ${data.description}.`),
        button(`Download ${data.creditNote ? 'the credit note' : 'the invoice'} (PDF)`, `${siteUrl}${data.pdfPath}`),
        paragraph(
          'The link works for 30 days. Every invoice and credit note stays in ',
          link('your billing page', `${siteUrl}/company/billing`),
          '.',
        ),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} made a payment on ${host}.`,
    };
  },
});

export const invoiceMailTemplates = {
  invoice_issued: invoiceIssued,
};

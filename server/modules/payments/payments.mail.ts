import { z } from 'zod';
import { formatPounds } from '../../../common/calculator';
import { heading, link, note, paragraph, strong } from '../../platform/mail/blocks';
import { defineMailTemplate, mailFields } from '../../platform/mail/template';

const paymentRefunded = defineMailTemplate({
  description: 'To a company: a payment was refunded in full (a lead that sold out during checkout, an accepted dispute), with the reason',
  schema: z.object({
    companyName: z.string().min(1),
    description: z.string().min(1),
    totalPence: mailFields.pence,
    reason: z.string().min(1).max(2000),
    paymentId: z.string().min(1),
  }),
  compose(data, { siteUrl, host }) {
    const amount = formatPounds(data.totalPence);
    return {
      subject: `Refund of ${amount}: ${data.description}`,
      preheader: `Refund of ${amount}`,
      blocks: [
        heading(`We have refunded ${amount}`),
        paragraph(`Hello ${data.companyName},`),
        paragraph('We have refunded your payment of ', strong(amount), ` (including VAT) for: ${data.description}.`),
        note(`Why: ${data.reason}`),
        paragraph(`Card refunds usually reach your account within 5 to 10 working days. Payment reference: ${data.paymentId}.`),
        paragraph(link('Other leads in your regions', `${siteUrl}/company/available-leads`)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} made a payment on ${host}.`,
    };
  },
});

export const paymentMailTemplates = {
  payment_refunded: paymentRefunded,
};

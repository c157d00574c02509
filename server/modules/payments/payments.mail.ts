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
    /** Given back to the prepaid balance (before VAT) rather than to the card. */
    toBalance: z.boolean().optional(),
  }),
  compose(data, { siteUrl, host }) {
    const amount = formatPounds(data.totalPence);
    if (data.toBalance) {
      return {
        subject: `${amount} back on your balance: ${data.description}`,
        preheader: `${amount} back on your prepaid balance`,
        blocks: [
          heading(`${amount} is back on your balance`),
          paragraph(`Hello ${data.companyName},`),
          paragraph(
            'We have put ',
            strong(amount),
            ` back on your prepaid balance for: ${data.description}. You can spend it on another lead now.`,
          ),
          note(`Why: ${data.reason}`),
          paragraph(`Payment reference: ${data.paymentId}.`),
          paragraph(link('Your balance and its ledger', `${siteUrl}/company/billing`)),
        ],
        footer: `You are receiving this e-mail because ${data.companyName} made a payment on ${host}.`,
      };
    }
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

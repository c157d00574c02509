import { z } from 'zod';
import { formatUkPhone } from '../../../common/phone';
import { formatPounds } from '../../../common/calculator';
import { labelFor } from '../../../common/requestLabels';
import { button, heading, note, paragraph, subheading, table } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime, mailFields } from '../../platform/mail/template';

/** The marketplace's e-mails: a purchased lead's details, a dispute's outcome, a dispute opened. */
const leadPurchased = defineMailTemplate({
  description: "To a company that bought a lead: the homeowner's contact details, the receipt, and the dispute window",
  schema: z.object({
    companyName: z.string().min(1),
    leadId: z.string().min(1),
    reference: z.string().min(1),
    homeowner: z.object({ name: z.string().min(1), email: z.string().min(1), phone: z.string().min(1) }),
    postcode: z.string().min(1),
    region: z.string().min(1),
    propertyType: z.string().min(1),
    foamType: z.string().min(1),
    urgency: z.string().min(1),
    pricePence: mailFields.pence,
    vatPence: mailFields.pence,
    /** Paid from the prepaid balance: no VAT on the spend (it was charged on the top-up). */
    paidFromBalance: z.boolean().optional(),
    paymentId: z.string().min(1),
    paidAt: z.iso.datetime(),
    disputeUntil: z.iso.datetime(),
  }),
  compose(data, { siteUrl, host }) {
    const myLeadsUrl = `${siteUrl}/company/my-leads`;
    return {
      subject: `Lead ${data.reference}: contact details and receipt`,
      preheader: `${data.homeowner.name}, ${data.postcode}: call them soon`,
      blocks: [
        heading(`Lead ${data.reference}: the homeowner's details`),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          `Thank you for buying lead ${data.reference}. The homeowner is expecting contact from up to three vetted companies: call them soon.`,
        ),
        table([
          ['Name', data.homeowner.name],
          ['Phone', formatUkPhone(data.homeowner.phone)],
          ['E-mail', data.homeowner.email],
          ['Postcode', `${data.postcode} (${data.region})`],
          ['Property', labelFor('property', data.propertyType)],
          ['Foam', labelFor('foam', data.foamType)],
          ['Urgency', labelFor('urgency', data.urgency)],
        ]),
        subheading('Receipt'),
        table(
          data.paidFromBalance
            ? [
                ['Lead', data.reference],
                ['Paid from your prepaid balance', formatPounds(data.pricePence)],
                ['VAT', 'Charged on your top-up (see its VAT invoice)'],
                ['Paid', londonDateTime(data.paidAt)],
                ['Payment reference', data.paymentId],
              ]
            : [
                ['Lead', data.reference],
                ['Price', formatPounds(data.pricePence)],
                ['VAT at 20%', formatPounds(data.vatPence)],
                ['Total paid', formatPounds(data.pricePence + data.vatPence)],
                ['Paid', londonDateTime(data.paidAt)],
                ['Payment reference', data.paymentId],
              ],
        ),
        paragraph(
          `If the phone number or e-mail address does not work, or the postcode is wrong, dispute the lead from My leads (${myLeadsUrl}) by ${londonDateTime(data.disputeUntil)}.`,
        ),
        button('Open the lead', `${siteUrl}/company/lead/${encodeURIComponent(data.leadId)}`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} bought lead ${data.reference} on ${host}. Keep the homeowner's details confidential and use them only to quote for this job.`,
    };
  },
});

const leadDisputeOutcome = defineMailTemplate({
  description: 'To a company: the outcome of its dispute of a purchased lead (refunded, or rejected with a note)',
  schema: z.object({
    companyName: z.string().min(1),
    reference: z.string().min(1),
    accepted: z.boolean(),
    reason: z.string().min(1),
    note: z.string().max(2000),
    totalPence: mailFields.pence,
    /** Where the refund went: the card (with VAT) or the prepaid balance (before VAT). */
    refundedTo: z.enum(['card', 'balance']).optional(),
  }),
  compose(data, { siteUrl, host }) {
    const subject = data.accepted ? `Dispute accepted: lead ${data.reference} refunded` : `Dispute not accepted: lead ${data.reference}`;
    return {
      subject,
      blocks: [
        heading(data.accepted ? 'Dispute accepted' : 'Dispute not accepted'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          data.accepted
            ? `We have accepted your dispute of lead ${data.reference} (${data.reason.toLowerCase()}) and ${
                data.refundedTo === 'balance'
                  ? `put ${formatPounds(data.totalPence)} back on your prepaid balance`
                  : `refunded ${formatPounds(data.totalPence)} to your payment method`
              }.`
            : `We have looked at your dispute of lead ${data.reference} (${data.reason.toLowerCase()}) and cannot accept it, so the payment stands.`,
        ),
        data.note ? note(`Our note: ${data.note}`) : null,
        button('Open my leads', `${siteUrl}/company/my-leads`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} disputed a lead at ${host}.`,
    };
  },
});

const adminDisputeOpened = defineMailTemplate({
  description: 'To the administrators: a company disputes a lead it bought (check the homeowner’s details, then decide)',
  schema: z.object({
    disputeId: z.string().min(1),
    reference: z.string().min(1),
    companyName: z.string().min(1),
    reason: z.string().min(1),
    note: z.string().min(1),
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Dispute: ${data.companyName} disputes lead ${data.reference}`,
      preheader: `${data.reason}: decide within the dispute window`,
      blocks: [
        heading('A lead was disputed'),
        table([
          ['Lead', data.reference],
          ['Company', data.companyName],
          ['Reason', data.reason],
          ['What they found', data.note],
        ]),
        paragraph('Check the homeowner’s details on the disputes screen, then accept (the payment is refunded) or reject with a note.'),
        button('Open the disputes', `${siteUrl}/admin/disputes`),
      ],
      footer: `Sent to the administrators of ${host} for each lead dispute.`,
    };
  },
});

export const marketplaceMailTemplates = {
  admin_dispute_opened: adminDisputeOpened,
  lead_purchased: leadPurchased,
  lead_dispute_outcome: leadDisputeOutcome,
};

import { z } from 'zod';
import { formatEstimate, formatPounds } from '../../../common/calculator';
import { labelFor } from '../../../common/requestLabels';
import { button, heading, note, paragraph, subheading, table } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime, mailFields } from '../../platform/mail/template';

/** The marketplace's e-mails to companies: new leads, a purchased lead's details, a dispute's outcome. */
const newLeadAlert = defineMailTemplate({
  description:
    'To a company with lead alerts on: a new lead is available in one of its regions; or to the one company a homeowner chose (redacted: no contact details)',
  schema: z.object({
    companyName: z.string().min(1),
    leadId: z.string().min(1),
    reference: z.string().min(1),
    region: z.string().min(1),
    district: z.string().min(1),
    propertyType: z.string().min(1),
    foamType: z.string().min(1),
    locations: z.array(z.string()),
    urgency: z.string().min(1),
    estimateLowPence: mailFields.pence,
    estimateHighPence: mailFields.pence,
    pricePence: mailFields.pence,
    vatPence: mailFields.pence,
    maxBuyers: z.number().int().min(1),
    /** A single-company request: the homeowner chose this company, and no other company sees the lead. */
    sentToCompanyOnly: z.boolean().default(false),
    /** An administrator chose this company for the lead (a lead distribution), whatever its alert setting. */
    chosenByStaff: z.boolean().default(false),
  }),
  compose(data, { siteUrl, host }) {
    const only = data.sentToCompanyOnly;
    const chosen = data.chosenByStaff && !only;
    const locations = data.locations.length ? ` (${data.locations.map((l) => labelFor('location', l).toLowerCase()).join(', ')})` : '';
    return {
      subject: only
        ? `A request for ${data.companyName} only: ${data.district} (${data.reference})`
        : chosen
          ? `A lead we picked for you: ${data.district} (${data.reference})`
          : `New lead in ${data.region}: ${data.district} (${data.reference})`,
      preheader: `${data.district}, ${data.region}: ${formatEstimate(data.estimateLowPence, data.estimateHighPence)}`,
      blocks: [
        heading(only ? 'A request for you only' : chosen ? 'A lead we picked for you' : `New lead in ${data.region}`),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          only
            ? `A homeowner asked for a quote from ${data.companyName} only. No other company sees this lead.`
            : chosen
              ? `Our team thinks this spray foam removal lead in ${data.region} suits ${data.companyName}. It is on the marketplace now, first come, first served.`
              : 'A new spray foam removal lead is available in your area.',
        ),
        table([
          ['Reference', data.reference],
          ['Area', `${data.district}, ${data.region}`],
          ['Property', labelFor('property', data.propertyType)],
          ['Foam', `${labelFor('foam', data.foamType)}${locations}`],
          ['Urgency', labelFor('urgency', data.urgency)],
          ['Estimate', formatEstimate(data.estimateLowPence, data.estimateHighPence)],
          ['Lead price', `${formatPounds(data.pricePence)} + ${formatPounds(data.vatPence)} VAT`],
          ['Places', data.maxBuyers === 1 ? 'Exclusive: one buyer only' : `Up to ${data.maxBuyers} companies`],
        ]),
        button('See the lead', `${siteUrl}/company/lead/${encodeURIComponent(data.leadId)}`),
      ],
      footer: chosen
        ? `You are receiving this e-mail because our team sent this lead to ${data.companyName}, a company serving ${data.region} at ${host}.`
        : only
          ? `You are receiving this e-mail because a homeowner asked for a quote from ${data.companyName} only, at ${host}. Requests sent to your company alone are always e-mailed; the lead alerts on your company profile cover shared leads.`
          : `You are receiving this e-mail because ${data.companyName} has lead alerts on at ${host}. Turn them off on your company profile: ${siteUrl}/company/profile`,
    };
  },
});

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
          ['Phone', data.homeowner.phone],
          ['E-mail', data.homeowner.email],
          ['Postcode', `${data.postcode} (${data.region})`],
          ['Property', labelFor('property', data.propertyType)],
          ['Foam', labelFor('foam', data.foamType)],
          ['Urgency', labelFor('urgency', data.urgency)],
        ]),
        subheading('Receipt'),
        table([
          ['Lead', data.reference],
          ['Price', formatPounds(data.pricePence)],
          ['VAT at 20%', formatPounds(data.vatPence)],
          ['Total paid', formatPounds(data.pricePence + data.vatPence)],
          ['Paid', londonDateTime(data.paidAt)],
          ['Payment reference', data.paymentId],
        ]),
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
            ? `We have accepted your dispute of lead ${data.reference} (${data.reason.toLowerCase()}) and refunded ${formatPounds(data.totalPence)} to your payment method.`
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
  new_lead_alert: newLeadAlert,
  lead_purchased: leadPurchased,
  lead_dispute_outcome: leadDisputeOutcome,
};

import { z } from 'zod';
import { formatEstimate, formatPounds } from '../../../common/calculator';
import { labelFor } from '../../../common/requestLabels';
import { button, heading, paragraph, table } from '../../platform/mail/blocks';
import { defineMailTemplate, mailFields } from '../../platform/mail/template';

/** The job as the e-mails about a request and its lead describe it (codes; the templates label them). */
export const requestMailFields = {
  region: z.string().min(1),
  district: z.string().min(1),
  propertyType: z.string().min(1),
  foamType: z.string().min(1),
  locations: z.array(z.string()),
};

/** The alert a company gets about a new lead in its region, or one staff chose it for (leadAlerts.service.ts). */
const newLeadAlert = defineMailTemplate({
  description:
    'To a company with lead alerts on: a new lead is available in one of its regions; or to the one company a homeowner chose (redacted: no contact details)',
  schema: z.object({
    companyName: z.string().min(1),
    leadId: z.string().min(1),
    reference: z.string().min(1),
    ...requestMailFields,
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

const homeownerStoppedSales = defineMailTemplate({
  description: 'To each company that bought a lead: the homeowner has stopped further sales of their request',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), leadId: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Lead ${data.reference}: the homeowner has stopped further sales`,
      preheader: 'No other company can buy this lead now.',
      blocks: [
        heading('The homeowner has stopped further sales'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          `The homeowner of lead ${data.reference}, which you bought, has asked us not to offer their request to any other company. It has left the marketplace. You keep their details; they may have chosen a company already, so if you have not spoken to them yet, keep your call short and ask.`,
        ),
        button('See the lead', `${siteUrl}/company/lead/${encodeURIComponent(data.leadId)}`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} bought this lead at ${host}.`,
    };
  },
});

const reviewInvitation = defineMailTemplate({
  description: 'To a homeowner who marked a company hired, after the job date or once the job is done: an invitation to review it',
  schema: z.object({
    firstName: z.string(),
    companyName: z.string().min(1),
    reference: z.string().min(1),
    reviewPath: z.string().startsWith('/review?token='),
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `How did ${data.companyName} do? (${data.reference})`,
      preheader: 'Your review helps other homeowners choose a removal company.',
      blocks: [
        heading(`How did ${data.companyName} do?`),
        paragraph(`Hello ${data.firstName || 'there'},`),
        paragraph(
          `You told us you hired ${data.companyName} for your spray foam removal (request ${data.reference}). If the work is finished, would you rate it for other homeowners? It takes two minutes: four star ratings and a few words.`,
        ),
        paragraph(
          'We show your first name and initial, the month and the postcode district, never your full name or address. An administrator reads every review before it is published. Nobody may offer you anything for a review.',
        ),
        button('Review the company', `${siteUrl}${data.reviewPath}`),
        paragraph('The link works for a year and only for this job. If the work has not happened yet, keep this e-mail for later.'),
      ],
      footer: `You are receiving this e-mail because you marked ${data.companyName} as hired on your request page at ${host}.`,
    };
  },
});

export const leadMailTemplates = {
  review_invitation: reviewInvitation,
  new_lead_alert: newLeadAlert,
  homeowner_stopped_sales: homeownerStoppedSales,
};

import { z } from 'zod';
import { formatEstimate } from '../../../common/calculator';
import { labelFor } from '../../../common/requestLabels';
import { button, heading, link, paragraph, steps, strong, subheading, table } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime, mailFields } from '../../platform/mail/template';
import { HOMEOWNER_LINK_DAYS, HOMEOWNER_REQUEST_PATH } from '../../../common/homeownerRequest';
import { requestMailFields } from '../leads';

/** The e-mails that follow a quote request: the homeowner's confirmation and the administrators' alert. */
const removalRequestConfirmation = defineMailTemplate({
  description: 'To the homeowner: their reference, estimate and what happens next',
  schema: z.object({
    name: z.string().min(1),
    reference: z.string().min(1),
    estimateLowPence: mailFields.pence,
    estimateHighPence: mailFields.pence,
    ...requestMailFields,
    /** Set for a single-company request: only this company receives it. */
    companyName: z.string().min(1).nullable(),
    /** The homeowner's request page with its signed token (docs/decisions/0041-homeowner-request-page.md); absent on older e-mails. */
    requestPagePath: z.string().startsWith(`${HOMEOWNER_REQUEST_PATH}/`).nullish(),
  }),
  compose(data, { siteUrl, host }) {
    const company = data.companyName;
    const estimate = formatEstimate(data.estimateLowPence, data.estimateHighPence);
    const locations = data.locations.length ? ` (${data.locations.map((l) => labelFor('location', l).toLowerCase()).join(', ')})` : '';
    const foam = `${labelFor('foam', data.foamType)} foam${locations}`;
    const property = `${labelFor('property', data.propertyType)} in ${data.district}`;
    const next = company
      ? [
          `We send your request to ${company} only. When they take it, they receive your details and will contact you.`,
          'They will arrange a survey and give you a written quote.',
          'You decide whether to go ahead.',
        ]
      : [
          `We offer your request to vetted removal companies that cover ${data.region}: companies whose insurance and waste carrier registration we have checked. Up to three can take it; each that does receives your details and will contact you.`,
          'Each will arrange a survey and give you a written quote.',
          'You compare the quotes and choose the one you prefer, or none.',
        ];
    const thanks = company
      ? `Thank you for your request for a spray foam removal quote from ${company}.`
      : 'Thank you for your request for spray foam removal quotes.';
    return {
      subject: `Your spray foam removal request ${data.reference}`,
      preheader: `Reference ${data.reference}: estimate ${estimate}. What happens next.`,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph(`${thanks} We have received it, and your reference is `, strong(data.reference), '. Please quote it if you contact us.'),
        company ? paragraph(strong(`Only ${company} receives your details: we do not pass this request to any other company.`)) : null,
        subheading('Your estimate'),
        paragraph(strong(estimate)),
        paragraph(
          `Based on what you told us: ${property}, ${foam.toLowerCase()}. This is a guide; the final price is confirmed after a survey.`,
        ),
        subheading('What happens next'),
        steps(next),
        paragraph(strong('There is no obligation:'), ' you are free to accept a quote or not.'),
        ...(data.requestPagePath
          ? [
              subheading('Your request page'),
              paragraph(
                `See your estimate and which companies have your details, with their phone numbers and the checks we hold on them. The link works for ${HOMEOWNER_LINK_DAYS} days; keep it to yourself.`,
              ),
              button('See your request', `${siteUrl}${data.requestPagePath}`),
            ]
          : []),
        paragraph('Questions? ', link('Contact us', `${siteUrl}/contact`), ` and quote ${data.reference}.`),
      ],
      footer: `You are receiving this e-mail because you asked for ${company ? 'a removal quote' : 'removal quotes'} at ${host}. We use your details only to handle this request.`,
    };
  },
});

const homeownerRequestLinks = defineMailTemplate({
  description: 'To a homeowner who asked at /my-request: a new link to the page of each of their open quote requests',
  schema: z.object({
    links: z
      .array(
        z.object({ reference: z.string().min(1), sentOn: z.iso.datetime(), path: z.string().startsWith(`${HOMEOWNER_REQUEST_PATH}/`) }),
      )
      .min(1),
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: data.links.length === 1 ? `Your link to request ${data.links[0].reference}` : 'Your links to your removal requests',
      preheader: `Each link works for ${HOMEOWNER_LINK_DAYS} days.`,
      blocks: [
        heading(data.links.length === 1 ? 'Your request' : 'Your requests'),
        paragraph('Hello,'),
        paragraph(
          `You asked for ${data.links.length === 1 ? 'a new link to your request' : 'new links to your requests'} on ${host}. Each shows your estimate and which companies have your details. ${data.links.length === 1 ? 'It works' : 'They work'} for ${HOMEOWNER_LINK_DAYS} days; keep ${data.links.length === 1 ? 'it' : 'them'} to yourself.`,
        ),
        ...data.links.map((entry) => button(`${entry.reference}, sent ${londonDateTime(entry.sentOn)}`, `${siteUrl}${entry.path}`)),
      ],
      footer: `You are receiving this e-mail because someone asked at ${host} for links to the quote requests of this address. If it was not you, you need do nothing: the links are sent only here.`,
    };
  },
});

const adminNewRequest = defineMailTemplate({
  description: 'To the administrators: a new removal request has arrived',
  schema: z.object({
    reference: z.string().min(1),
    leadId: z.string().min(1),
    receivedAt: z.iso.datetime(),
    ...requestMailFields,
    urgency: z.string().min(1),
    estimateLowPence: mailFields.pence,
    estimateHighPence: mailFields.pence,
    /** Set for a single-company (exclusive) request. */
    companyName: z.string().min(1).nullable(),
  }),
  compose(data, { siteUrl, host }) {
    const estimate = formatEstimate(data.estimateLowPence, data.estimateHighPence);
    const property = labelFor('property', data.propertyType);
    const locations = data.locations.length ? ` – ${data.locations.map((l) => labelFor('location', l)).join(', ')}` : '';
    return {
      subject: `${data.urgency === 'emergency' ? '[Emergency] ' : ''}New removal request ${data.reference} – ${data.region}, ${property}`,
      preheader: `${data.region}, ${property}: ${estimate}`,
      blocks: [
        heading(`New removal request ${data.reference}`),
        table([
          ['Reference', data.reference],
          ['Received', londonDateTime(data.receivedAt)],
          ['Region', data.region],
          ['District', data.district],
          ['Property', property],
          ['Foam', `${labelFor('foam', data.foamType)}${locations}`],
          ['Urgency', labelFor('urgency', data.urgency)],
          ['Estimate', estimate],
          ['Lead', data.companyName ? `Exclusive, for ${data.companyName}` : 'Shared (up to three companies)'],
        ]),
        button('Open the leads table', `${siteUrl}/admin/leads`),
      ],
      footer: `Sent to the administrators of ${host} for each new removal request.`,
    };
  },
});

export const removalRequestMailTemplates = {
  removal_request_confirmation: removalRequestConfirmation,
  homeowner_request_links: homeownerRequestLinks,
  admin_new_request: adminNewRequest,
};

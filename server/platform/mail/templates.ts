import { z } from 'zod';
import { formatPounds } from '../../../common/calculator';
import { labelFor } from '../../../common/requestLabels';
import { html, layout, safeUrl, styles, type SafeHtml } from './html';

/**
 * The e-mail templates. Each one declares the data it needs as a zod schema (checked when the mail is
 * queued and again when it is rendered, because outbox documents outlive code changes) and renders a
 * subject, a plain-text body and an inline-styled HTML body. To add a template, add an entry to
 * MAIL_TEMPLATES: `queueMail` then accepts its name with its data type.
 */
export interface RenderContext {
  /** The site's public origin without a trailing slash, for links. */
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailTemplate<S extends z.ZodType> {
  description: string;
  schema: S;
  render(data: z.output<S>, context: RenderContext): RenderedMail;
}

const defineTemplate = <S extends z.ZodType>(template: MailTemplate<S>) => template;

const pence = z.number().int().min(0);
const estimateText = (low: number, high: number) => `${formatPounds(low)}–${formatPounds(high)} + VAT`;
const londonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(new Date(iso));
const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).host;
  } catch {
    return siteUrl;
  }
};

function detailsTable(rows: Array<[string, string]>): SafeHtml {
  return html`<table role="presentation" style="${styles.table}">${rows.map(
    ([label, value]) => html`<tr><th scope="row" style="${styles.th}">${label}</th><td style="${styles.td}">${value}</td></tr>`,
  )}</table>`;
}

const detailsText = (rows: Array<[string, string]>) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

const removalRequestConfirmation = defineTemplate({
  description: 'To the homeowner: their reference, estimate and what happens next',
  schema: z.object({
    name: z.string().min(1),
    reference: z.string().min(1),
    estimateLowPence: pence,
    estimateHighPence: pence,
    region: z.string().min(1),
    district: z.string().min(1),
    propertyType: z.string().min(1),
    foamType: z.string().min(1),
    locations: z.array(z.string()),
    /** Set for a single-company request: only this company receives it. */
    companyName: z.string().min(1).nullable(),
  }),
  render(data, { siteUrl }) {
    const estimate = estimateText(data.estimateLowPence, data.estimateHighPence);
    const foam = `${labelFor('foam', data.foamType)} foam${data.locations.length ? ` (${data.locations.map((l) => labelFor('location', l).toLowerCase()).join(', ')})` : ''}`;
    const property = `${labelFor('property', data.propertyType)} in ${data.district}`;
    const steps = data.companyName
      ? [
          `Within 1 working day, ${data.companyName} will contact you. We send your request to them only.`,
          'They will arrange a survey and give you a written quote.',
          'You decide whether to go ahead.',
        ]
      : [
          `Within 1 working day, up to three vetted removal companies that cover ${data.region} will contact you.`,
          'Each will arrange a survey and give you a written quote.',
          'You compare the quotes and choose the one you prefer, or none.',
        ];
    const contactUrl = `${siteUrl}/contact`;
    const subject = `Your spray foam removal request ${data.reference}`;
    const thanks = data.companyName
      ? `Thank you for your request for a spray foam removal quote from ${data.companyName}.`
      : 'Thank you for your request for spray foam removal quotes.';
    const asked = data.companyName ? 'a removal quote' : 'removal quotes';
    const privacy = data.companyName ? `Only ${data.companyName} receives your details: we do not pass this request to any other company.` : null;
    const text = [
      `Hello ${data.name},`,
      '',
      `${thanks} We have received it, and your reference is ${data.reference}. Please quote it if you contact us.`,
      ...(privacy ? ['', privacy] : []),
      '',
      `Your estimate: ${estimate}`,
      `Based on what you told us: ${property}, ${foam.toLowerCase()}. This is a guide; the final price is confirmed after a survey.`,
      '',
      'What happens next',
      ...steps.map((step, index) => `${index + 1}. ${step}`),
      '',
      'There is no obligation: you are free to accept a quote or not.',
      '',
      `Questions? Contact us at ${contactUrl} and quote ${data.reference}.`,
      '',
      'Spray Foam Removal UK',
      '',
      `You are receiving this e-mail because you asked for ${asked} at ${hostOf(siteUrl)}.`,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Thank you, ${data.name}</h1>
<p style="${styles.p}">${data.companyName ? `We have received your request for a spray foam removal quote from ${data.companyName}.` : 'We have received your request for spray foam removal quotes.'}</p>
<p style="${styles.highlight}">Your reference: <strong>${data.reference}</strong><br>Please quote it if you contact us.</p>
${privacy ? html`<p style="${styles.p}"><strong>${privacy}</strong></p>` : ''}
<h2 style="${styles.h2}">Your estimate</h2>
<p style="${styles.p}"><strong>${estimate}</strong></p>
<p style="${styles.p}">Based on what you told us: ${property}, ${foam.toLowerCase()}. This is a guide; the final price is confirmed after a survey.</p>
<h2 style="${styles.h2}">What happens next</h2>
<ol style="margin:0 0 12px;padding-left:20px;">${steps.map((step) => html`<li style="margin:0 0 6px;">${step}</li>`)}</ol>
<p style="${styles.p}"><strong>There is no obligation:</strong> you are free to accept a quote or not.</p>
<p style="${styles.p}">Questions? <a href="${safeUrl(contactUrl)}" style="color:#1f4e3d;">Contact us</a> and quote ${data.reference}.</p>`;
    return {
      subject,
      text,
      html: layout({
        title: subject,
        preheader: `Reference ${data.reference}: estimate ${estimate}. What happens next.`,
        body,
        footer: `You are receiving this e-mail because you asked for ${asked} at ${hostOf(siteUrl)}. We use your details only to handle this request.`,
      }),
    };
  },
});

const adminNewRequest = defineTemplate({
  description: 'To the administrators: a new removal request has arrived',
  schema: z.object({
    reference: z.string().min(1),
    leadId: z.string().min(1),
    receivedAt: z.iso.datetime(),
    region: z.string().min(1),
    district: z.string().min(1),
    propertyType: z.string().min(1),
    foamType: z.string().min(1),
    locations: z.array(z.string()),
    urgency: z.string().min(1),
    estimateLowPence: pence,
    estimateHighPence: pence,
    /** Set for a single-company (exclusive) request. */
    companyName: z.string().min(1).nullable(),
  }),
  render(data, { siteUrl }) {
    const estimate = estimateText(data.estimateLowPence, data.estimateHighPence);
    const leadsUrl = `${siteUrl}/admin/leads`;
    const property = labelFor('property', data.propertyType);
    const rows: Array<[string, string]> = [
      ['Reference', data.reference],
      ['Received', londonTime(data.receivedAt)],
      ['Region', data.region],
      ['District', data.district],
      ['Property', property],
      ['Foam', `${labelFor('foam', data.foamType)}${data.locations.length ? ` – ${data.locations.map((l) => labelFor('location', l)).join(', ')}` : ''}`],
      ['Urgency', labelFor('urgency', data.urgency)],
      ['Estimate', estimate],
      ['Lead', data.companyName ? `Exclusive, for ${data.companyName}` : 'Shared (up to three companies)'],
    ];
    const subject = `${data.urgency === 'emergency' ? '[Emergency] ' : ''}New removal request ${data.reference} – ${data.region}, ${property}`;
    const text = [`New removal request ${data.reference}`, '', detailsText(rows), '', `Open the leads table: ${leadsUrl}`].join('\n');
    const body = html`
<h1 style="${styles.h1}">New removal request ${data.reference}</h1>
${detailsTable(rows)}
<p style="${styles.p}"><a href="${safeUrl(leadsUrl)}" style="${styles.button}">Open the leads table</a></p>`;
    return {
      subject,
      text,
      html: layout({
        title: subject,
        preheader: `${data.region}, ${property}: ${estimate}`,
        body,
        footer: `Sent to the administrators of ${hostOf(siteUrl)} for each new removal request.`,
      }),
    };
  },
});

const ENQUIRY_KINDS = {
  callback: { noun: 'call-back request', adminPath: '/admin/quick-callbacks', reply: 'An adviser will call you at the time you chose.' },
  contact: { noun: 'message', adminPath: '/admin/contact-inquiries', reply: 'We reply to every message within one working day.' },
  survey: { noun: 'survey request', adminPath: '/admin/rics-surveys', reply: 'We will be in touch within one working day to arrange your survey.' },
} as const;

const enquiryKind = z.enum(['callback', 'contact', 'survey']);
const detailRows = z.array(z.tuple([z.string().min(1), z.string()])).max(20);

const enquiryConfirmation = defineTemplate({
  description: 'To the person: their contact or survey request is in, with its reference',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), kind: enquiryKind, details: detailRows }),
  render(data, { siteUrl }) {
    const kind = ENQUIRY_KINDS[data.kind];
    const subject = `We have your ${kind.noun} (${data.reference})`;
    const text = [
      `Hello ${data.name},`,
      '',
      `Thank you: we have received your ${kind.noun}. Your reference is ${data.reference}.`,
      kind.reply,
      '',
      detailsText(data.details),
      '',
      'Spray Foam Removal UK',
      '',
      `You are receiving this e-mail because you used a form at ${hostOf(siteUrl)}.`,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Thank you, ${data.name}</h1>
<p style="${styles.p}">We have received your ${kind.noun}.</p>
<p style="${styles.highlight}">Your reference: <strong>${data.reference}</strong></p>
<p style="${styles.p}">${kind.reply}</p>
${detailsTable(data.details)}`;
    return {
      subject,
      text,
      html: layout({ title: subject, preheader: kind.reply, body, footer: `You are receiving this e-mail because you used a form at ${hostOf(siteUrl)}.` }),
    };
  },
});

const adminNewEnquiry = defineTemplate({
  description: 'To the administrators: a new call-back, contact message or survey request',
  schema: z.object({ kind: enquiryKind, reference: z.string().min(1), receivedAt: z.iso.datetime(), details: detailRows }),
  render(data, { siteUrl }) {
    const kind = ENQUIRY_KINDS[data.kind];
    const listUrl = `${siteUrl}${kind.adminPath}`;
    const rows: Array<[string, string]> = [['Reference', data.reference], ['Received', londonTime(data.receivedAt)], ...data.details];
    const subject = `New ${kind.noun} ${data.reference}`;
    const text = [subject, '', detailsText(rows), '', `Open: ${listUrl}`].join('\n');
    const body = html`
<h1 style="${styles.h1}">${subject}</h1>
${detailsTable(rows)}
<p style="${styles.p}"><a href="${safeUrl(listUrl)}" style="${styles.button}">Open in the admin area</a></p>`;
    return {
      subject,
      text,
      html: layout({ title: subject, preheader: subject, body, footer: `Sent to the administrators of ${hostOf(siteUrl)} for each new ${kind.noun}.` }),
    };
  },
});

const guestPostReceived = defineTemplate({
  description: 'To the author: their guest post is in and under review, with its reference',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), title: z.string().min(1) }),
  render(data, { siteUrl }) {
    const subject = `Your guest post is under review (${data.reference})`;
    const guidelinesUrl = `${siteUrl}/guest-post`;
    const steps = [
      'An editor reads every submission. We check that it is original, accurate and useful to UK homeowners.',
      'We may edit for clarity, length and house style. We do not publish paid links.',
      'An editor replies to this address once we have decided, usually within ten working days.',
    ];
    const text = [
      `Hello ${data.name},`,
      '',
      `Thank you for sending us your guest post "${data.title}". It is now under review. Your reference is ${data.reference}.`,
      '',
      'What happens next',
      ...steps.map((step, index) => `${index + 1}. ${step}`),
      '',
      `Our guidelines: ${guidelinesUrl}`,
      '',
      'Spray Foam Removal UK',
      '',
      `You are receiving this e-mail because you sent a guest post at ${hostOf(siteUrl)}.`,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Thank you, ${data.name}</h1>
<p style="${styles.p}">We have received your guest post <strong>${data.title}</strong>. It is now under review.</p>
<p style="${styles.highlight}">Your reference: <strong>${data.reference}</strong></p>
<h2 style="${styles.h2}">What happens next</h2>
<ol style="margin:0 0 12px;padding-left:20px;">${steps.map((step) => html`<li style="margin:0 0 6px;">${step}</li>`)}</ol>
<p style="${styles.p}">Read <a href="${safeUrl(guidelinesUrl)}" style="color:#1f4e3d;">our guidelines</a> again.</p>`;
    return {
      subject,
      text,
      html: layout({ title: subject, preheader: `Reference ${data.reference}: your guest post is under review.`, body, footer: `You are receiving this e-mail because you sent a guest post at ${hostOf(siteUrl)}.` }),
    };
  },
});

const adminNewGuestPost = defineTemplate({
  description: 'To the administrators: a guest post has been submitted for review',
  schema: z.object({
    reference: z.string().min(1),
    receivedAt: z.iso.datetime(),
    title: z.string().min(1),
    authorName: z.string().min(1),
    authorEmail: z.string().min(1),
    authorWebsite: z.string().min(1).nullable(),
    words: z.number().int().min(0),
    /** The start of the post as plain text. */
    opening: z.string(),
  }),
  render(data, { siteUrl }) {
    const listUrl = `${siteUrl}/admin/guest-posts`;
    const rows: Array<[string, string]> = [
      ['Reference', data.reference],
      ['Received', londonTime(data.receivedAt)],
      ['Title', data.title],
      ['Author', `${data.authorName} <${data.authorEmail}>`],
      ['Website', data.authorWebsite ?? '–'],
      ['Length', `${data.words} words`],
    ];
    const subject = `New guest post ${data.reference}: ${data.title}`;
    const text = [subject, '', detailsText(rows), '', data.opening, '', `Review it: ${listUrl}`].join('\n');
    const body = html`
<h1 style="${styles.h1}">New guest post ${data.reference}</h1>
${detailsTable(rows)}
<p style="${styles.p}"><em>${data.opening}</em></p>
<p style="${styles.p}"><a href="${safeUrl(listUrl)}" style="${styles.button}">Review in the admin area</a></p>`;
    return {
      subject,
      text,
      html: layout({ title: subject, preheader: `${data.authorName}: ${data.title}`, body, footer: `Sent to the administrators of ${hostOf(siteUrl)} for each new guest post.` }),
    };
  },
});

const applicationReceived = defineTemplate({
  description: 'To a company that applied to join: its reference and how we review applications',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), reference: z.string().min(1), details: detailRows }),
  render(data, { siteUrl }) {
    const subject = `We have your application to join (${data.reference})`;
    const vettingUrl = `${siteUrl}/vetting-process`;
    const steps = [
      'We check your company on Companies House and your public liability insurance.',
      'We may call you to talk about how you remove spray foam and dispose of the waste.',
      'We reply within 3 working days. If we approve your application, we e-mail you a link to set the password of your company account.',
    ];
    const footer = `You are receiving this e-mail because ${data.companyName} applied to join ${hostOf(siteUrl)}.`;
    const text = [
      `Hello ${data.name},`,
      '',
      `Thank you for applying to join on behalf of ${data.companyName}. Your reference is ${data.reference}.`,
      '',
      'What happens next',
      ...steps.map((step, index) => `${index + 1}. ${step}`),
      '',
      'What you told us',
      detailsText(data.details),
      '',
      `How we vet companies: ${vettingUrl}`,
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Thank you, ${data.name}</h1>
<p style="${styles.p}">We have received the application of <strong>${data.companyName}</strong> to join.</p>
<p style="${styles.highlight}">Your reference: <strong>${data.reference}</strong></p>
<h2 style="${styles.h2}">What happens next</h2>
<ol style="margin:0 0 12px;padding-left:20px;">${steps.map((step) => html`<li style="margin:0 0 6px;">${step}</li>`)}</ol>
<h2 style="${styles.h2}">What you told us</h2>
${detailsTable(data.details)}
<p style="${styles.p}"><a href="${safeUrl(vettingUrl)}" style="color:#1f4e3d;">How we vet companies</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: `Reference ${data.reference}: we reply within 3 working days.`, body, footer }) };
  },
});

const adminNewApplication = defineTemplate({
  description: 'To the administrators: a removal company has applied to join',
  schema: z.object({
    applicationId: z.string().min(1),
    reference: z.string().min(1),
    companyName: z.string().min(1),
    receivedAt: z.iso.datetime(),
    details: detailRows,
  }),
  render(data, { siteUrl }) {
    const reviewUrl = `${siteUrl}/admin/applications/${encodeURIComponent(data.applicationId)}`;
    const rows: Array<[string, string]> = [['Reference', data.reference], ['Received', londonTime(data.receivedAt)], ...data.details];
    const subject = `New company application ${data.reference} – ${data.companyName}`;
    const text = [subject, '', detailsText(rows), '', `Review it: ${reviewUrl}`].join('\n');
    const body = html`
<h1 style="${styles.h1}">New company application</h1>
${detailsTable(rows)}
<p style="${styles.p}"><a href="${safeUrl(reviewUrl)}" style="${styles.button}">Review the application</a></p>`;
    return {
      subject,
      text,
      html: layout({ title: subject, preheader: `${data.companyName} applied to join`, body, footer: `Sent to the administrators of ${hostOf(siteUrl)} for each new company application.` }),
    };
  },
});

const applicationApproved = defineTemplate({
  description: 'To an approved company: its account is ready; a link to set the password, then sign in',
  schema: z.object({
    name: z.string().min(1),
    companyName: z.string().min(1),
    email: z.email(),
    setPasswordUrl: z.url({ protocol: /^https?$/ }),
  }),
  render(data, { siteUrl }) {
    const loginUrl = `${siteUrl}/company/login`;
    const subject = `${data.companyName} is approved: set your password`;
    const footer = `You are receiving this e-mail because ${data.companyName} applied to join ${hostOf(siteUrl)}.`;
    const renewUrl = `${siteUrl}/company/forgot-password`;
    const text = [
      `Hello ${data.name},`,
      '',
      `Good news: we have approved ${data.companyName}. Your company account is ready.`,
      '',
      `1. Set your password: ${data.setPasswordUrl}`,
      `2. Sign in at ${loginUrl} with ${data.email} and that password.`,
      '',
      `The password link works once, within an hour. If it has expired, ask for a new one at ${renewUrl}`,
      '',
      'Once signed in you see the removal requests from homeowners in the regions you cover, and can buy the ones you want.',
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Welcome aboard, ${data.name}</h1>
<p style="${styles.p}">We have approved <strong>${data.companyName}</strong>. Your company account is ready.</p>
<p style="${styles.p}"><a href="${safeUrl(data.setPasswordUrl)}" style="${styles.button}">Set your password</a></p>
<p style="${styles.p}">Then sign in at <a href="${safeUrl(loginUrl)}" style="color:#1f4e3d;">${loginUrl}</a> with <strong>${data.email}</strong>.</p>
<p style="${styles.p}">The password link works once, within an hour. If it has expired, <a href="${safeUrl(renewUrl)}" style="color:#1f4e3d;">ask for a new one</a>.</p>
<p style="${styles.p}">Once signed in you see the removal requests from homeowners in the regions you cover, and can buy the ones you want.</p>`;
    return { subject, text, html: layout({ title: subject, preheader: 'Your company account is ready: set your password to sign in.', body, footer }) };
  },
});

const applicationRejected = defineTemplate({
  description: 'To a company whose application was not accepted, with the reason',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), reason: z.string().min(1).max(2000) }),
  render(data, { siteUrl }) {
    const contactUrl = `${siteUrl}/contact`;
    const subject = `Your application for ${data.companyName}`;
    const footer = `You are receiving this e-mail because ${data.companyName} applied to join ${hostOf(siteUrl)}.`;
    const text = [
      `Hello ${data.name},`,
      '',
      `Thank you for applying on behalf of ${data.companyName}. We are sorry, but we cannot accept the application at the moment.`,
      '',
      `The reason: ${data.reason}`,
      '',
      `If something has changed, or you think we have this wrong, reply through ${contactUrl} and we will look at it again.`,
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Your application</h1>
<p style="${styles.p}">Thank you for applying on behalf of <strong>${data.companyName}</strong>. We are sorry, but we cannot accept the application at the moment.</p>
<p style="${styles.highlight}">${data.reason}</p>
<p style="${styles.p}">If something has changed, or you think we have this wrong, <a href="${safeUrl(contactUrl)}" style="color:#1f4e3d;">contact us</a> and we will look at it again.</p>`;
    return { subject, text, html: layout({ title: subject, preheader: 'About your application to join', body, footer }) };
  },
});

const leadPurchased = defineTemplate({
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
    pricePence: pence,
    vatPence: pence,
    paymentId: z.string().min(1),
    paidAt: z.iso.datetime(),
    disputeUntil: z.iso.datetime(),
  }),
  render(data, { siteUrl }) {
    const leadUrl = `${siteUrl}/company/lead/${encodeURIComponent(data.leadId)}`;
    const myLeadsUrl = `${siteUrl}/company/my-leads`;
    const contactRows: Array<[string, string]> = [
      ['Name', data.homeowner.name],
      ['Phone', data.homeowner.phone],
      ['E-mail', data.homeowner.email],
      ['Postcode', `${data.postcode} (${data.region})`],
      ['Property', labelFor('property', data.propertyType)],
      ['Foam', labelFor('foam', data.foamType)],
      ['Urgency', labelFor('urgency', data.urgency)],
    ];
    const receiptRows: Array<[string, string]> = [
      ['Lead', data.reference],
      ['Price', formatPounds(data.pricePence)],
      ['VAT at 20%', formatPounds(data.vatPence)],
      ['Total paid', formatPounds(data.pricePence + data.vatPence)],
      ['Paid', londonTime(data.paidAt)],
      ['Payment reference', data.paymentId],
    ];
    const disputeText = `If the phone number or e-mail address does not work, or the postcode is wrong, dispute the lead from My leads (${myLeadsUrl}) by ${londonTime(data.disputeUntil)}.`;
    const subject = `Lead ${data.reference}: contact details and receipt`;
    const footer = `You are receiving this e-mail because ${data.companyName} bought lead ${data.reference} on ${hostOf(siteUrl)}. Keep the homeowner's details confidential and use them only to quote for this job.`;
    const text = [
      `Hello ${data.companyName},`,
      '',
      `Thank you for buying lead ${data.reference}. The homeowner is expecting contact from up to three vetted companies: call them soon.`,
      '',
      detailsText(contactRows),
      '',
      'Receipt',
      detailsText(receiptRows),
      '',
      disputeText,
      '',
      `The lead: ${leadUrl}`,
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Lead ${data.reference}: the homeowner's details</h1>
<p style="${styles.p}">Thank you for buying this lead. The homeowner is expecting contact from up to three vetted companies: call them soon.</p>
${detailsTable(contactRows)}
<h2 style="${styles.h1}">Receipt</h2>
${detailsTable(receiptRows)}
<p style="${styles.p}">${disputeText}</p>
<p style="${styles.p}"><a href="${safeUrl(leadUrl)}" style="${styles.button}">Open the lead</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: `${data.homeowner.name}, ${data.postcode}: call them soon`, body, footer }) };
  },
});

const newLeadAlert = defineTemplate({
  description: 'To a company with lead alerts on: a new lead is available in one of its regions; or to the one company a homeowner chose (redacted: no contact details)',
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
    estimateLowPence: pence,
    estimateHighPence: pence,
    pricePence: pence,
    vatPence: pence,
    maxBuyers: z.number().int().min(1),
    /** A single-company request: the homeowner chose this company, and no other company sees the lead. */
    sentToCompanyOnly: z.boolean().default(false),
  }),
  render(data, { siteUrl }) {
    const leadUrl = `${siteUrl}/company/lead/${encodeURIComponent(data.leadId)}`;
    const settingsNote = data.sentToCompanyOnly
      ? `You are receiving this e-mail because a homeowner asked for a quote from ${data.companyName} only, at ${hostOf(siteUrl)}. Requests sent to your company alone are always e-mailed; the lead alerts on your company profile cover shared leads.`
      : `You are receiving this e-mail because ${data.companyName} has lead alerts on at ${hostOf(siteUrl)}. Turn them off on your company profile: ${siteUrl}/company/profile`;
    const intro = data.sentToCompanyOnly
      ? `A homeowner asked for a quote from ${data.companyName} only. No other company sees this lead.`
      : 'A new spray foam removal lead is available in your area.';
    const rows: Array<[string, string]> = [
      ['Reference', data.reference],
      ['Area', `${data.district}, ${data.region}`],
      ['Property', labelFor('property', data.propertyType)],
      ['Foam', `${labelFor('foam', data.foamType)}${data.locations.length ? ` (${data.locations.map((l) => labelFor('location', l).toLowerCase()).join(', ')})` : ''}`],
      ['Urgency', labelFor('urgency', data.urgency)],
      ['Estimate', estimateText(data.estimateLowPence, data.estimateHighPence)],
      ['Lead price', `${formatPounds(data.pricePence)} + ${formatPounds(data.vatPence)} VAT`],
      ['Places', data.maxBuyers === 1 ? 'Exclusive: one buyer only' : `Up to ${data.maxBuyers} companies`],
    ];
    const subject = data.sentToCompanyOnly
      ? `A request for ${data.companyName} only: ${data.district} (${data.reference})`
      : `New lead in ${data.region}: ${data.district} (${data.reference})`;
    const text = [`Hello ${data.companyName},`, '', intro, '', detailsText(rows), '', `See it and buy it: ${leadUrl}`, '', 'Spray Foam Removal UK', '', settingsNote].join('\n');
    const body = html`
<h1 style="${styles.h1}">${data.sentToCompanyOnly ? 'A request for you only' : `New lead in ${data.region}`}</h1>
<p style="${styles.p}">${intro}</p>
${detailsTable(rows)}
<p style="${styles.p}"><a href="${safeUrl(leadUrl)}" style="${styles.button}">See the lead</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: `${data.district}, ${data.region}: ${estimateText(data.estimateLowPence, data.estimateHighPence)}`, body, footer: settingsNote }) };
  },
});

const leadDisputeOutcome = defineTemplate({
  description: 'To a company: the outcome of its dispute of a purchased lead (refunded, or rejected with a note)',
  schema: z.object({
    companyName: z.string().min(1),
    reference: z.string().min(1),
    accepted: z.boolean(),
    reason: z.string().min(1),
    note: z.string().max(2000),
    totalPence: pence,
  }),
  render(data, { siteUrl }) {
    const myLeadsUrl = `${siteUrl}/company/my-leads`;
    const subject = data.accepted ? `Dispute accepted: lead ${data.reference} refunded` : `Dispute not accepted: lead ${data.reference}`;
    const outcome = data.accepted
      ? `We have accepted your dispute of lead ${data.reference} (${data.reason.toLowerCase()}) and refunded ${formatPounds(data.totalPence)} to your payment method.`
      : `We have looked at your dispute of lead ${data.reference} (${data.reason.toLowerCase()}) and cannot accept it, so the payment stands.`;
    const footer = `You are receiving this e-mail because ${data.companyName} disputed a lead at ${hostOf(siteUrl)}.`;
    const text = [`Hello ${data.companyName},`, '', outcome, ...(data.note ? ['', `Our note: ${data.note}`] : []), '', `Your leads: ${myLeadsUrl}`, '', 'Spray Foam Removal UK', '', footer].join('\n');
    const body = html`
<h1 style="${styles.h1}">${data.accepted ? 'Dispute accepted' : 'Dispute not accepted'}</h1>
<p style="${styles.p}">${outcome}</p>
${data.note ? html`<p style="${styles.highlight}">${data.note}</p>` : ''}
<p style="${styles.p}"><a href="${safeUrl(myLeadsUrl)}" style="${styles.button}">Open my leads</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: subject, body, footer }) };
  },
});

const companyPasswordReset = defineTemplate({
  description: 'To a company user who asked for a new password: a link to choose one',
  schema: z.object({ setPasswordUrl: z.url({ protocol: /^https?$/ }) }),
  render(data, { siteUrl }) {
    const subject = 'Choose a new password for your company account';
    const footer = `You are receiving this e-mail because someone asked for a new password for this address on ${hostOf(siteUrl)}. If it was not you, ignore it: your password stays as it is.`;
    const text = [
      'Hello,',
      '',
      `Choose a new password for your company account: ${data.setPasswordUrl}`,
      '',
      'The link works once, within an hour.',
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Choose a new password</h1>
<p style="${styles.p}"><a href="${safeUrl(data.setPasswordUrl)}" style="${styles.button}">Choose a new password</a></p>
<p style="${styles.p}">The link works once, within an hour.</p>`;
    return { subject, text, html: layout({ title: subject, preheader: 'A link to choose a new password', body, footer }) };
  },
});

const paymentRefunded = defineTemplate({
  description: 'To a company: a payment was refunded in full (a lead that sold out during checkout, an accepted dispute), with the reason',
  schema: z.object({
    companyName: z.string().min(1),
    description: z.string().min(1),
    totalPence: pence,
    reason: z.string().min(1).max(2000),
    paymentId: z.string().min(1),
  }),
  render(data, { siteUrl }) {
    const leadsUrl = `${siteUrl}/company/available-leads`;
    const amount = formatPounds(data.totalPence);
    const subject = `Refund of ${amount}: ${data.description}`;
    const footer = `You are receiving this e-mail because ${data.companyName} made a payment on ${hostOf(siteUrl)}.`;
    const text = [
      `Hello ${data.companyName},`,
      '',
      `We have refunded your payment of ${amount} (including VAT) for: ${data.description}.`,
      '',
      `Why: ${data.reason}`,
      '',
      'Card refunds usually reach your account within 5 to 10 working days. Payment reference: ' + data.paymentId,
      '',
      `Other leads in your regions: ${leadsUrl}`,
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">We have refunded ${amount}</h1>
<p style="${styles.p}">Your payment of <strong>${amount}</strong> (including VAT) for ${data.description} has been refunded in full.</p>
<p style="${styles.highlight}">${data.reason}</p>
<p style="${styles.p}">Card refunds usually reach your account within 5 to 10 working days. Payment reference: ${data.paymentId}.</p>
<p style="${styles.p}"><a href="${safeUrl(leadsUrl)}" style="color:#1f4e3d;">See the other leads in your regions</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: `Refund of ${amount}`, body, footer }) };
  },
});

const linkSchema = z.url({ protocol: /^https?$/ });

const certificationRequestReceived = defineTemplate({
  description: 'To a company that asked for certification: its private links to upload and follow its documents',
  schema: z.object({
    name: z.string().min(1),
    companyName: z.string().min(1),
    reference: z.string().min(1),
    uploadUrl: linkSchema,
    docsUrl: linkSchema,
    documents: z.array(z.string().min(1)).min(1),
    linkExpiresAt: z.iso.datetime(),
    /** Set when an admin rejected a document: what to fix. */
    rejectedDocument: z.string().min(1).nullish(),
    note: z.string().min(1).max(2000).nullish(),
  }),
  render(data) {
    const rejected = data.rejectedDocument ? `${data.rejectedDocument}: ${data.note ?? 'please upload it again'}` : null;
    const subject = rejected ? `Please upload the ${data.rejectedDocument!.toLowerCase()} again (${data.reference})` : `Your certification request ${data.reference}: upload your documents`;
    const footer = `You are receiving this e-mail because certification was requested for ${data.companyName}. Keep these links private: anyone with them can upload documents for your request.`;
    const expires = londonTime(data.linkExpiresAt);
    const text = [
      `Hello ${data.name},`,
      '',
      rejected ? `We have reviewed the documents of ${data.companyName} and could not accept one of them.` : `Thank you for requesting certification for ${data.companyName}. Your reference is ${data.reference}.`,
      ...(rejected ? ['', `Rejected: ${rejected}`] : []),
      '',
      `Upload your documents (PDF, JPEG or PNG, up to 15 MB each): ${data.uploadUrl}`,
      `See the state of your documents: ${data.docsUrl}`,
      `These links work until ${expires}.`,
      '',
      'The documents we need:',
      ...data.documents.map((d) => `- ${d}`),
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">${rejected ? 'A document needs replacing' : `Thank you, ${data.name}`}</h1>
${rejected ? html`<p style="${styles.highlight}">${rejected}</p>` : html`<p style="${styles.highlight}">Your reference: <strong>${data.reference}</strong></p>`}
<p style="${styles.p}"><a href="${safeUrl(data.uploadUrl)}" style="${styles.button}">Upload your documents</a></p>
<p style="${styles.p}">PDF, JPEG or PNG, up to 15 MB each. <a href="${safeUrl(data.docsUrl)}" style="color:#1f4e3d;">See the state of your documents</a>. These links work until ${expires}.</p>
<h2 style="${styles.h2}">The documents we need</h2>
<ul style="margin:0 0 12px;padding-left:20px;">${data.documents.map((d) => html`<li>${d}</li>`)}</ul>`;
    return { subject, text, html: layout({ title: subject, preheader: 'Your private links to upload your certification documents', body, footer }) };
  },
});

const adminCertificationDocuments = defineTemplate({
  description: 'To the administrators: a certification request has all five documents and waits for review',
  schema: z.object({ requestId: z.string().min(1), reference: z.string().min(1), companyName: z.string().min(1) }),
  render(data, { siteUrl }) {
    const reviewUrl = `${siteUrl}/admin/certification-requests/${encodeURIComponent(data.requestId)}`;
    const subject = `Certification documents to review: ${data.reference} – ${data.companyName}`;
    const text = [subject, '', `Review them: ${reviewUrl}`].join('\n');
    const body = html`
<h1 style="${styles.h1}">Certification documents to review</h1>
<p style="${styles.p}"><strong>${data.companyName}</strong> (${data.reference}) has uploaded all five documents.</p>
<p style="${styles.p}"><a href="${safeUrl(reviewUrl)}" style="${styles.button}">Review the documents</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: `${data.companyName} uploaded its documents`, body, footer: `Sent to the administrators of ${hostOf(siteUrl)}.` }) };
  },
});

const certificationApproved = defineTemplate({
  description: 'To a company whose documents are all accepted: the link to pay for certification',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), reference: z.string().min(1), paymentPath: z.string().startsWith('/') }),
  render(data, { siteUrl }) {
    const payUrl = `${siteUrl}${data.paymentPath}`;
    const subject = `${data.companyName}: documents accepted, pay to be certified`;
    const footer = `You are receiving this e-mail because certification was requested for ${data.companyName}.`;
    const text = [
      `Hello ${data.name},`,
      '',
      `We have accepted all the documents of ${data.companyName} (${data.reference}).`,
      `Sign in to your company account and pay £295 + VAT (£354.00) to receive your certificate: ${payUrl}`,
      '',
      'Spray Foam Removal UK',
      '',
      footer,
    ].join('\n');
    const body = html`
<h1 style="${styles.h1}">Documents accepted</h1>
<p style="${styles.p}">We have accepted all the documents of <strong>${data.companyName}</strong> (${data.reference}).</p>
<p style="${styles.p}">Sign in to your company account and pay £295 + VAT (£354.00) to receive your certificate.</p>
<p style="${styles.p}"><a href="${safeUrl(payUrl)}" style="${styles.button}">Pay for certification</a></p>`;
    return { subject, text, html: layout({ title: subject, preheader: 'Your certification documents are accepted', body, footer }) };
  },
});

const certificateIssued = defineTemplate({
  description: 'To a certified company: its certificate number, PDF and public verification link',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), number: z.string().min(1), expiresAt: z.iso.datetime() }),
  render(data, { siteUrl }) {
    const pdfUrl = `${siteUrl}/certificates/${encodeURIComponent(data.number)}.pdf`;
    const verifyUrl = `${siteUrl}/verify-certificate/${encodeURIComponent(data.number)}`;
    const subject = `${data.companyName} is certified: ${data.number}`;
    const footer = `You are receiving this e-mail because ${data.companyName} paid for certification.`;
    const until = londonTime(data.expiresAt);
    const text = [`Hello ${data.name},`, '', `${data.companyName} is certified. Certificate ${data.number}, valid until ${until}.`, `Certificate (PDF): ${pdfUrl}`, `Anyone can check it at ${verifyUrl}`, '', 'Spray Foam Removal UK', '', footer].join('\n');
    const body = html`
<h1 style="${styles.h1}">You are certified</h1>
<p style="${styles.highlight}">Certificate <strong>${data.number}</strong>, valid until ${until}</p>
<p style="${styles.p}"><a href="${safeUrl(pdfUrl)}" style="${styles.button}">Download the certificate (PDF)</a></p>
<p style="${styles.p}">Anyone can check it at <a href="${safeUrl(verifyUrl)}" style="color:#1f4e3d;">${verifyUrl}</a>.</p>`;
    return { subject, text, html: layout({ title: subject, preheader: `Certificate ${data.number}`, body, footer }) };
  },
});

export const MAIL_TEMPLATES = {
  removal_request_confirmation: removalRequestConfirmation,
  admin_new_request: adminNewRequest,
  enquiry_confirmation: enquiryConfirmation,
  admin_new_enquiry: adminNewEnquiry,
  guest_post_received: guestPostReceived,
  admin_new_guest_post: adminNewGuestPost,
  application_received: applicationReceived,
  admin_new_application: adminNewApplication,
  application_approved: applicationApproved,
  application_rejected: applicationRejected,
  new_lead_alert: newLeadAlert,
  lead_purchased: leadPurchased,
  lead_dispute_outcome: leadDisputeOutcome,
  payment_refunded: paymentRefunded,
  company_password_reset: companyPasswordReset,
  certification_request_received: certificationRequestReceived,
  admin_certification_documents: adminCertificationDocuments,
  certification_approved: certificationApproved,
  certificate_issued: certificateIssued,
} as const;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<N extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[N]['schema']>;

export function isMailTemplateName(name: unknown): name is MailTemplateName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(MAIL_TEMPLATES, name);
}

/** A template that does not exist or data that does not fit it: retrying cannot help. */
export class MailTemplateError extends Error {
  override name = 'MailTemplateError';
}

export function validateMailData(name: string, data: unknown): Record<string, unknown> {
  if (!isMailTemplateName(name)) throw new MailTemplateError(`Unknown e-mail template "${name}"`);
  const parsed = (MAIL_TEMPLATES[name].schema as z.ZodType).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`).join('; ');
    throw new MailTemplateError(`Data for e-mail template "${name}" is not valid: ${problems}`);
  }
  return parsed.data as Record<string, unknown>;
}

export function renderMail(name: string, data: unknown, context: RenderContext): RenderedMail {
  const valid = validateMailData(name, data);
  const template = MAIL_TEMPLATES[name as MailTemplateName] as MailTemplate<z.ZodType>;
  return template.render(valid, { siteUrl: context.siteUrl.replace(/\/+$/, '') });
}

import { z } from 'zod';
import { button, heading, link, note, paragraph, steps, strong, subheading, table } from '../../platform/mail/blocks';
import { VETTING_PAGE_PATH } from '../../../common/vetting';
import { defineMailTemplate, londonDateTime, mailFields } from '../../platform/mail/template';

/** The e-mails about a company's application to join: received, the administrators' alert, approved, rejected. */
const applicationReceived = defineMailTemplate({
  description: 'To a company that applied to join: its reference and how we review applications',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), reference: z.string().min(1), details: mailFields.details }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `We have your application to join (${data.reference})`,
      preheader: `Reference ${data.reference}: we reply within 3 working days.`,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph(
          'Thank you for applying to join on behalf of ',
          strong(data.companyName),
          '. Your reference is ',
          strong(data.reference),
          '.',
        ),
        subheading('What happens next'),
        steps([
          'We check your company and its directors on Companies House.',
          'We may call you to talk about how you remove spray foam and dispose of the waste.',
          'We reply within 3 working days. If we approve your application, we e-mail you a link to set the password of your company account.',
        ]),
        subheading('What you told us'),
        table(data.details),
        paragraph(link('How we vet companies', `${siteUrl}/vetting-process`)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} applied to join ${host}.`,
    };
  },
});

const adminNewApplication = defineMailTemplate({
  description: 'To the administrators: a removal company has applied to join',
  schema: z.object({
    applicationId: z.string().min(1),
    reference: z.string().min(1),
    companyName: z.string().min(1),
    receivedAt: z.iso.datetime(),
    details: mailFields.details,
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `New company application ${data.reference} – ${data.companyName}`,
      preheader: `${data.companyName} applied to join`,
      blocks: [
        heading(`New company application: ${data.companyName}`),
        table([['Reference', data.reference], ['Received', londonDateTime(data.receivedAt)], ...data.details]),
        button('Review the application', `${siteUrl}/admin/applications/${encodeURIComponent(data.applicationId)}`),
      ],
      footer: `Sent to the administrators of ${host} for each new company application.`,
    };
  },
});

const applicationApproved = defineMailTemplate({
  description: 'To an approved company: its account is ready; a link to set the password, then sign in',
  schema: z.object({
    name: z.string().min(1),
    companyName: z.string().min(1),
    email: z.email(),
    setPasswordUrl: mailFields.link,
  }),
  compose(data, { siteUrl, host }) {
    const loginUrl = `${siteUrl}/company/login`;
    return {
      subject: `${data.companyName} is approved: set your password`,
      preheader: 'Your company account is ready: set your password to sign in.',
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph('Good news: we have approved ', strong(data.companyName), '. Your company account is ready.'),
        steps([
          ['Set your password: ', link(data.setPasswordUrl, data.setPasswordUrl)],
          ['Sign in at ', link(loginUrl, loginUrl), ' with ', strong(data.email), ' and that password.'],
          [
            'Upload your public liability insurance and waste carrier registration from your ',
            link('vetting page', `${siteUrl}${VETTING_PAGE_PATH}`),
            '. You can buy requests once we have checked them.',
          ],
        ]),
        paragraph(
          'The password link works once, within an hour. If it has expired, ',
          link('ask for a new one', `${siteUrl}/company/forgot-password`),
          '.',
        ),
        paragraph(
          'Once signed in you see the removal requests from homeowners in the regions you cover, and once your documents are checked you can buy the ones you want.',
        ),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} applied to join ${host}.`,
    };
  },
});

const applicationRejected = defineMailTemplate({
  description: 'To a company whose application was not accepted, with the reason',
  schema: z.object({ name: z.string().min(1), companyName: z.string().min(1), reason: z.string().min(1).max(2000) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Your application for ${data.companyName}`,
      preheader: 'About your application to join',
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph(
          'Thank you for applying on behalf of ',
          strong(data.companyName),
          '. We are sorry, but we cannot accept the application at the moment.',
        ),
        note('The reason: ', data.reason),
        paragraph(
          'If something has changed, or you think we have this wrong, ',
          link('contact us', `${siteUrl}/contact`),
          ' and we will look at it again.',
        ),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} applied to join ${host}.`,
    };
  },
});

export const applicationMailTemplates = {
  application_received: applicationReceived,
  admin_new_application: adminNewApplication,
  application_approved: applicationApproved,
  application_rejected: applicationRejected,
};

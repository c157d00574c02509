import { z } from 'zod';
import { button, heading, link, note, paragraph } from '../../platform/mail/blocks';
import { defineMailTemplate, mailFields } from '../../platform/mail/template';

const companyPasswordReset = defineMailTemplate({
  description: 'To a company user who asked for a new password: a link to choose one',
  schema: z.object({ setPasswordUrl: mailFields.link }),
  compose(data, { host }) {
    return {
      subject: 'Choose a new password for your company account',
      preheader: 'A link to choose a new password',
      blocks: [
        heading('Choose a new password'),
        paragraph('Hello,'),
        button('Choose a new password for your company account', data.setPasswordUrl),
        paragraph('The link works once, within an hour.'),
      ],
      footer: `You are receiving this e-mail because someone asked for a new password for this address on ${host}. If it was not you, ignore it: your password stays as it is.`,
    };
  },
});

const companySuspended = defineMailTemplate({
  description: 'To a company: an administrator suspended it (hidden from the site, no leads, no sign-in), with the reason',
  schema: z.object({ companyName: z.string().min(1), reason: z.string().min(1).max(500) }),
  compose(data, { host }) {
    return {
      subject: `${data.companyName} is suspended on ${host}`,
      preheader: 'Your company account is suspended',
      blocks: [
        heading('Your company account is suspended'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          'We have suspended your company on our site. While it is suspended your company is not listed, receives no lead alerts, and its users cannot sign in or buy leads.',
        ),
        note(`Why: ${data.reason}`),
        paragraph('Reply to this e-mail if you think this is a mistake or once the reason is resolved.'),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} is a removal company on ${host}.`,
    };
  },
});

const companyReinstated = defineMailTemplate({
  description: 'To a company: an administrator lifted its suspension, with a note when one was given',
  schema: z.object({ companyName: z.string().min(1), note: z.string().max(500).nullish() }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `${data.companyName} is active again on ${host}`,
      preheader: 'Your company account is active again',
      blocks: [
        heading('Your company account is active again'),
        paragraph(`Hello ${data.companyName},`),
        paragraph('We have lifted the suspension: your company is listed again, receives lead alerts, and its users can sign in.'),
        ...(data.note ? [note(data.note)] : []),
        paragraph(link('Sign in to your company account', `${siteUrl}/company/login`)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} is a removal company on ${host}.`,
    };
  },
});

export const companyMailTemplates = {
  company_password_reset: companyPasswordReset,
  company_suspended: companySuspended,
  company_reinstated: companyReinstated,
};

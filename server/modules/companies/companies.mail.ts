import { z } from 'zod';
import { button, heading, paragraph } from '../../platform/mail/blocks';
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

export const companyMailTemplates = {
  company_password_reset: companyPasswordReset,
};

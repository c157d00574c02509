import { z } from 'zod';
import { button, heading, link, note, paragraph } from '../../platform/mail/blocks';
import { defineMailTemplate, mailFields } from '../../platform/mail/template';
import { dayInWords, MIN_PUBLIC_LIABILITY_COVER_TEXT, VETTING_PAGE_PATH } from '../../../common/vetting';

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

const companyTeamInvitation = defineMailTemplate({
  description: 'To a colleague an owner invited to the company’s team: the role, and a link to choose a password',
  schema: z.object({
    companyName: z.string().min(1),
    invitedBy: z.string().min(1),
    role: z.string().min(1),
    setPasswordUrl: mailFields.link,
  }),
  compose(data, { host }) {
    return {
      subject: `${data.invitedBy} invited you to ${data.companyName}’s team on ${host}`,
      preheader: `Choose a password to sign in as ${data.role.toLowerCase()}`,
      blocks: [
        heading(`Join ${data.companyName} on ${host}`),
        paragraph('Hello,'),
        paragraph(`${data.invitedBy} added you to ${data.companyName}’s team with the role ${data.role.toLowerCase()}.`),
        button('Choose your password', data.setPasswordUrl),
        paragraph('The link works once, within an hour. After that, ask for a new one with “Forgot your password?” on the sign-in page.'),
      ],
      footer: `You are receiving this e-mail because an owner of ${data.companyName} entered this address on ${host}. If you do not know them, ignore it.`,
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

const companyAboutRejected = defineMailTemplate({
  description: 'To a company: an administrator did not publish the about text it sent for its public profile, with the reason',
  schema: z.object({ companyName: z.string().min(1), reason: z.string().min(1).max(500) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Your about text for ${data.companyName} was not published on ${host}`,
      preheader: 'What to change before you send it again',
      blocks: [
        heading('Your about text was not published'),
        paragraph(`Hello ${data.companyName},`),
        paragraph('We checked the about text you sent for your public profile and did not publish it. Your profile keeps the text it had.'),
        note(`Why: ${data.reason}`),
        paragraph(link('Change the text and send it again from your company profile', `${siteUrl}/company/profile`)),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} is a removal company on ${host}.`,
    };
  },
});

const vettingExpiryReminder = defineMailTemplate({
  description: 'To a company: a vetting document (insurance or waste carrier registration) lapses within 30 days',
  schema: z.object({
    companyName: z.string().min(1),
    documents: z.array(z.object({ label: z.string().min(1), expiresOn: z.iso.date() })).min(1),
  }),
  compose(data, { siteUrl, host }) {
    const lines = data.documents.map((d) => `${d.label}: expires on ${dayInWords(d.expiresOn)}`);
    return {
      subject: `Your ${data.documents.map((d) => d.label.toLowerCase()).join(' and ')} on ${host} expires soon`,
      preheader: lines.join('; '),
      blocks: [
        heading('Upload your renewed documents'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          'To buy leads, a company must hold public liability insurance and a waste carrier registration that we have checked and that have not lapsed. What we hold for you expires soon:',
        ),
        ...lines.map((line) => note(line)),
        paragraph(
          'From the day after a document expires your company cannot buy leads until we have checked the renewed one. Upload it now from your vetting page.',
        ),
        button('Upload your renewed documents', `${siteUrl}${VETTING_PAGE_PATH}`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} is a removal company on ${host}.`,
    };
  },
});

const vettingGracePeriod = defineMailTemplate({
  description:
    'To a company approved before vetting was required and not vetted yet: it may buy leads until its grace period ends (sent when the rule starts and in the last week)',
  schema: z.object({
    companyName: z.string().min(1),
    graceUntil: z.iso.date(),
    problems: z.array(z.string().min(1)).min(1),
    ending: z.boolean(),
  }),
  compose(data, { siteUrl, host }) {
    const until = dayInWords(data.graceUntil);
    return {
      subject: data.ending
        ? `Upload your insurance and waste carrier evidence by ${until} to keep buying leads on ${host}`
        : `From ${until}, buying leads on ${host} needs checked insurance and waste carrier evidence`,
      preheader: `You can buy leads without it until ${until}.`,
      blocks: [
        heading(data.ending ? 'Your grace period ends soon' : 'Upload your insurance and waste carrier evidence'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          `To buy leads, a company must hold public liability insurance (cover of at least ${MIN_PUBLIC_LIABILITY_COVER_TEXT}) and a waste carrier registration that an administrator has checked from the documents you upload, and that have not lapsed.`,
        ),
        paragraph(
          `Because your company joined before this rule started, you can keep buying leads without it until the end of ${until}. From the next day you cannot buy until we have accepted both. What we still need:`,
        ),
        ...data.problems.map((problem) => note(problem)),
        button('Upload your documents', `${siteUrl}${VETTING_PAGE_PATH}`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} is a removal company on ${host}.`,
    };
  },
});

export const companyMailTemplates = {
  vetting_expiry_reminder: vettingExpiryReminder,
  vetting_grace_period: vettingGracePeriod,
  company_password_reset: companyPasswordReset,
  company_team_invitation: companyTeamInvitation,
  company_suspended: companySuspended,
  company_reinstated: companyReinstated,
  company_about_rejected: companyAboutRejected,
};

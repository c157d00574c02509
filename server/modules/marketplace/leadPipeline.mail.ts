import { z } from 'zod';
import { button, heading, paragraph, table } from '../../platform/mail/blocks';
import { defineMailTemplate } from '../../platform/mail/template';

/** The reminder a company asked for on a lead it bought: due on its next-action day (leadPipeline.service.ts). */
const leadNextActionReminder = defineMailTemplate({
  description: 'To a company, on the next-action day it set on a lead it bought: a reminder with the lead and its pipeline status',
  schema: z.object({
    companyName: z.string().min(1),
    leadId: z.string().min(1),
    reference: z.string().min(1),
    district: z.string(),
    status: z.string().min(1),
    nextActionDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  }),
  compose(data, { siteUrl, host }) {
    const day = new Date(`${data.nextActionDate}T12:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    return {
      subject: `Reminder: lead ${data.reference} is due today`,
      preheader: `You set ${day} for the next action on lead ${data.reference}.`,
      blocks: [
        heading(`Lead ${data.reference}: your next action is due today`),
        paragraph(`Hello ${data.companyName},`),
        paragraph(`You asked us to remind you about this lead on ${day}.`),
        table([
          ['Reference', data.reference],
          ['Area', data.district || 'Not given'],
          ['Status', data.status],
        ]),
        button('Open the lead', `${siteUrl}/company/lead/${encodeURIComponent(data.leadId)}`),
      ],
      footer: `You are receiving this e-mail because someone at ${data.companyName} set a next-action day on this lead at ${host}. Change or clear it on the lead's page.`,
    };
  },
});

export const leadPipelineMailTemplates = { lead_next_action_reminder: leadNextActionReminder };

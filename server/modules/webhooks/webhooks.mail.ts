import { z } from 'zod';
import { button, heading, paragraph, table } from '../../platform/mail/blocks';
import { defineMailTemplate } from '../../platform/mail/template';

const webhookEndpointDisabled = defineMailTemplate({
  description: 'To a company: a webhook endpoint failed every delivery for 72 hours and was disabled',
  schema: z.object({ companyName: z.string().min(1), url: z.string().min(1), failingSince: z.string().min(1), lastError: z.string() }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Webhook endpoint disabled: ${data.url}`,
      preheader: 'It failed every delivery for 72 hours',
      blocks: [
        heading('A webhook endpoint was disabled'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          'Every delivery to this endpoint failed for 72 hours, so we have stopped sending to it. Fix the receiver, enable the endpoint again, then send the failed deliveries again from its delivery log.',
        ),
        table([
          ['Endpoint', data.url],
          ['Failing since', data.failingSince],
          ['Last error', data.lastError || 'no answer'],
        ]),
        button('Open the webhooks', `${siteUrl}/company/webhooks`),
      ],
      footer: `You are receiving this e-mail because your company registered a webhook endpoint at ${host}.`,
    };
  },
});

export const webhookMailTemplates = { webhook_endpoint_disabled: webhookEndpointDisabled };

import { z } from 'zod';
import { bullets, button, link, paragraph } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime } from '../../platform/mail/template';

const freeGuideLink = defineMailTemplate({
  description: 'To the person who asked for the free guide: its download link, which lasts longer than the one on the page',
  schema: z.object({
    name: z.string().min(1),
    /** The site-relative link with its signed token (/downloads/free-guide.pdf?token=…). */
    downloadPath: z.string().startsWith('/'),
    expiresAt: z.iso.datetime(),
  }),
  compose(data, { siteUrl, host }) {
    return {
      subject: 'Your free guide to spray foam removal',
      preheader: `The download link works until ${londonDateTime(data.expiresAt)}.`,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph("Here is The Homeowner's Guide to Spray Foam Removal, as you asked: one A4 PDF to read offline, print or share."),
        button('Download the guide (PDF)', `${siteUrl}${data.downloadPath}`),
        paragraph(
          `The link works until ${londonDateTime(data.expiresAt)}. After that, ask again at `,
          link(`${host}/free-guide`, `${siteUrl}/free-guide`),
          '.',
        ),
        bullets([
          ['Price your job: ', link('the removal cost calculator', `${siteUrl}/calculator`)],
          ['Compare quotes from vetted companies: ', link('get free quotes', `${siteUrl}/contact/enhanced-quote`)],
        ]),
      ],
      footer: `You are receiving this e-mail because the free guide was asked for with this address at ${host}. If that was not you, you can ignore it.`,
    };
  },
});

export const freeGuideMailTemplates = { free_guide_link: freeGuideLink };

import { z } from 'zod';
import { button, heading, paragraph, table } from '../../platform/mail/blocks';
import { defineMailTemplate } from '../../platform/mail/template';

const adminReviewSubmitted = defineMailTemplate({
  description: 'To the administrators: a homeowner reviewed the company they hired (read it, then publish or reject with a reason)',
  schema: z.object({ companyName: z.string().min(1), reference: z.string().min(1), overall: z.number().min(1).max(5) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Review to moderate: ${data.companyName} (${data.reference})`,
      preheader: `${data.overall} out of 5: publish or reject with a reason`,
      blocks: [
        heading('A review is waiting'),
        table([
          ['Company', data.companyName],
          ['Request', data.reference],
          ['Overall', `${data.overall} out of 5`],
        ]),
        paragraph('Read it in the review queue, then publish it or reject it with a reason the homeowner will read.'),
        button('Open the review queue', `${siteUrl}/admin/reviews`),
      ],
      footer: `Sent to the administrators of ${host} for each new review.`,
    };
  },
});

const reviewPublished = defineMailTemplate({
  description: 'To a company: a review of it has been published on its profile (it may reply once)',
  schema: z.object({ companyName: z.string().min(1), overall: z.number().min(1).max(5), district: z.string() }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `A new review of ${data.companyName} is on your profile`,
      preheader: `${data.overall} out of 5 from a job in ${data.district || 'your area'}`,
      blocks: [
        heading('A new review is published'),
        paragraph(`Hello ${data.companyName},`),
        paragraph(
          `A homeowner who hired you for a job in ${data.district || 'your area'} reviewed your work (${data.overall} out of 5), and we have published it on your public profile. You may reply once, in public; a calm, factual reply helps other homeowners more than an argument.`,
        ),
        button('Read and reply', `${siteUrl}/company/reviews`),
      ],
      footer: `You are receiving this e-mail because ${data.companyName} has a profile at ${host}.`,
    };
  },
});

const reviewRejected = defineMailTemplate({
  description: 'To a homeowner: their review was not published, with the administrator’s reason',
  schema: z.object({ firstName: z.string(), companyName: z.string().min(1), reason: z.string().min(1) }),
  compose(data, { host }) {
    return {
      subject: `Your review of ${data.companyName} was not published`,
      preheader: 'Why we could not publish it.',
      blocks: [
        heading('We could not publish your review'),
        paragraph(`Hello ${data.firstName || 'there'},`),
        paragraph(
          `Thank you for reviewing ${data.companyName}. We read every review before it is published, and we could not publish yours:`,
        ),
        paragraph(data.reason),
        paragraph('If you think we got this wrong, reply to this e-mail and tell us why.'),
      ],
      footer: `You are receiving this e-mail because you reviewed a company at ${host}.`,
    };
  },
});

export const reviewMailTemplates = {
  admin_review_submitted: adminReviewSubmitted,
  review_published: reviewPublished,
  review_rejected: reviewRejected,
};

import { z } from 'zod';
import { button, em, heading, link, paragraph, steps, strong, subheading, table } from '../../platform/mail/blocks';
import { defineMailTemplate, londonDateTime } from '../../platform/mail/template';

/** The e-mails that follow a guest post submission: the author's receipt and the administrators' alert. */
const guestPostReceived = defineMailTemplate({
  description: 'To the author: their guest post is in and under review, with its reference',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), title: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Your guest post is under review (${data.reference})`,
      preheader: `Reference ${data.reference}: your guest post is under review.`,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph(
          'Thank you for sending us your guest post ',
          strong(`"${data.title}"`),
          '. It is now under review. Your reference is ',
          strong(data.reference),
          '.',
        ),
        subheading('What happens next'),
        steps([
          'An editor reads every submission. We check that it is original, accurate and useful to UK homeowners.',
          'We may edit for clarity, length and house style. We do not publish paid links.',
          'An editor replies to this address once we have decided, usually within ten working days.',
        ]),
        paragraph('Read ', link('our guidelines', `${siteUrl}/guest-post`), ' again.'),
      ],
      footer: `You are receiving this e-mail because you sent a guest post at ${host}.`,
    };
  },
});

const adminNewGuestPost = defineMailTemplate({
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
  compose(data, { siteUrl, host }) {
    return {
      subject: `New guest post ${data.reference}: ${data.title}`,
      preheader: `${data.authorName}: ${data.title}`,
      blocks: [
        heading(`New guest post ${data.reference}`),
        table([
          ['Reference', data.reference],
          ['Received', londonDateTime(data.receivedAt)],
          ['Title', data.title],
          ['Author', `${data.authorName} <${data.authorEmail}>`],
          ['Website', data.authorWebsite ?? '–'],
          ['Length', `${data.words} words`],
        ]),
        data.opening ? paragraph(em(data.opening)) : null,
        button('Review in the admin area', `${siteUrl}/admin/guest-posts`),
      ],
      footer: `Sent to the administrators of ${host} for each new guest post.`,
    };
  },
});

const guestPostRejected = defineMailTemplate({
  description: 'To the author: their guest post was not accepted, with the editor’s reason',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), title: z.string().min(1), reason: z.string().min(1) }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Your guest post was not accepted (${data.reference})`,
      preheader: `About "${data.title}": the editor's reason.`,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph(
          'Thank you for sending us ',
          strong(`"${data.title}"`),
          ' (reference ',
          strong(data.reference),
          '). We are not able to publish it.',
        ),
        subheading('The editor’s reason'),
        paragraph(data.reason),
        paragraph('You are welcome to send a revised post: ', link('our guidelines', `${siteUrl}/guest-post`), '.'),
      ],
      footer: `You are receiving this e-mail because you sent a guest post at ${host}.`,
    };
  },
});

const guestPostPublished = defineMailTemplate({
  description: 'To the author: their guest post is published, with its address',
  schema: z.object({ name: z.string().min(1), reference: z.string().min(1), title: z.string().min(1), path: z.string().startsWith('/') }),
  compose(data, { siteUrl, host }) {
    return {
      subject: `Your guest post is published (${data.reference})`,
      preheader: `"${data.title}" is now on ${host}.`,
      blocks: [
        paragraph(`Hello ${data.name},`),
        paragraph('Good news: ', strong(`"${data.title}"`), ' is now published.'),
        button('Read your post', `${siteUrl}${data.path}`),
      ],
      footer: `You are receiving this e-mail because you sent a guest post at ${host}.`,
    };
  },
});

export const guestPostMailTemplates = {
  guest_post_rejected: guestPostRejected,
  guest_post_published: guestPostPublished,
  guest_post_received: guestPostReceived,
  admin_new_guest_post: adminNewGuestPost,
};

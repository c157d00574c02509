import { z } from 'zod';
import { email, longText, plainText } from './primitives';
import { GUEST_POST_LIMITS } from '../formOptions';

export { GUEST_POST_LIMITS };

/** The rules of the guest post form (`/guest-post`), shared by the browser and the API. */

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An absolute http(s) address; anything else (javascript:, data:, relative paths) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

const website = z
  .string()
  .trim()
  .max(GUEST_POST_LIMITS.websiteMax, `Website address must be ${GUEST_POST_LIMITS.websiteMax} characters or fewer`)
  .refine(isHttpUrl, 'Enter a full website address starting with https://, like https://example.co.uk');

export const guestPostSchema = z.object({
  title: plainText('the title', GUEST_POST_LIMITS.titleMax).pipe(
    z.string().min(GUEST_POST_LIMITS.titleMin, `The title must be at least ${GUEST_POST_LIMITS.titleMin} characters`),
  ),
  bodyMarkdown: z
    .string({ error: 'Write your article' })
    .pipe(longText('Your article', GUEST_POST_LIMITS.bodyMax))
    .pipe(
      z
        .string()
        .min(1, 'Write your article')
        .min(GUEST_POST_LIMITS.bodyMin, `Your article must be at least ${GUEST_POST_LIMITS.bodyMin} characters`),
    ),
  author: z.object({
    name: plainText('your name', 100),
    email,
    bio: z
      .string({ error: 'Write a short bio' })
      .pipe(longText('Your bio', GUEST_POST_LIMITS.bioMax))
      .pipe(z.string().min(1, 'Write a short bio')),
    website: z.preprocess(emptyToNull, website.nullish()),
  }),
  consent: z.object({
    terms: z.literal(true, { error: 'You must accept the terms to send your article' }),
    marketing: z.boolean().default(false),
  }),
});

export type GuestPostInputData = z.output<typeof guestPostSchema>;

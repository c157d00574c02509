import { z } from 'zod';
import { email, plainText, ukPostcode } from './primitives';

/** The free-guide form (`/free-guide`), validated identically in the browser and by the API. */
export const freeGuideSchema = z.object({
  name: plainText('your name', 100),
  email,
  /** Optional: an empty or missing postcode is stored as null; a filled-in one must be a valid UK postcode. */
  postcode: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), ukPostcode.nullish()),
  consent: z.object({
    terms: z.literal(true, { error: 'You must accept the terms to get the guide' }),
    marketing: z.boolean().default(false),
  }),
});

export type FreeGuideData = z.output<typeof freeGuideSchema>;

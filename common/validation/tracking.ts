import { z } from 'zod';
import { normaliseUkPhone } from '../postcode';
import { hasLoneSurrogate } from './primitives';

/**
 * What the browser sends with `navigator.sendBeacon` to the tracking endpoints (`/api/phone-click`,
 * `/api/vitals`, `/api/client-errors`). None of it identifies a person: no cookies, ids or addresses.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/** A page path as `location.pathname` gives it: starts with `/`, at most 300 characters, no spaces. */
export const pagePath = z
  .string({ error: 'Send the page path' })
  .max(300, 'The page path must be 300 characters or fewer')
  .refine(
    (value) => value.startsWith('/') && !/\s/.test(value) && !CONTROL_CHARS.test(value) && !hasLoneSurrogate(value),
    'The page path must start with "/" and contain no spaces',
  );

export const phoneClickSchema = z.object({
  number: z
    .string({ error: 'Send the phone number that was clicked' })
    .max(30, 'Send a UK phone number')
    .transform((value, ctx) => {
      const phone = normaliseUkPhone(value);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: 'Send a UK phone number' });
        return z.NEVER;
      }
      return phone;
    }),
  pagePath,
});
export type PhoneClick = z.output<typeof phoneClickSchema>;

/**
 * Core Web Vitals from the `web-vitals` package. FID left the package in v5: INP replaced it as the
 * responsiveness vital, so it is not accepted.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;

export const vitalSchema = z.object({
  name: z.enum(VITAL_NAMES, { error: `The metric must be one of ${VITAL_NAMES.join(', ')}` }),
  // Milliseconds for the timings, a unitless score for CLS; an hour bounds both.
  value: z
    .number({ error: 'The value must be a number' })
    .min(0, 'The value cannot be negative')
    .max(3_600_000, 'The value is out of range'),
  rating: z.enum(VITAL_RATINGS, { error: `The rating must be one of ${VITAL_RATINGS.join(', ')}` }),
});

export const vitalsBeaconSchema = z.object({
  path: pagePath,
  metrics: z
    .array(vitalSchema, { error: 'Send a list of metrics' })
    .min(1, 'Send at least one metric')
    .max(10, 'Send at most 10 metrics at once'),
});
export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;

export const clientErrorSchema = z.object({
  message: z.string({ error: 'Send the error message' }).max(1000, 'The message must be 1000 characters or fewer'),
  stack: z.string().max(4000, 'The stack must be 4000 characters or fewer').nullish(),
  path: pagePath,
  kind: z.enum(['render', 'chunk']).default('render'),
});

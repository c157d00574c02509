import { z } from 'zod';
import { normalisePostcode, normaliseUkPhone } from '../postcode';
import { postcodeAreaOf, regionForPostcode, unknownPostcodeArea } from '../ukRegions';

// In the browser zod parses without compiling: its compiled parsers probe `new Function`, which the site's CSP refuses
// (docs/decisions/0054-strict-dynamic-csp.md) and the browser reports as a violation. Every schema is built on this file.
if (typeof document !== 'undefined') z.config({ jitless: true });

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MARKUP = /[<>]/;

/** A single-line human text: trimmed, required, bounded, no control characters or markup. */
export const plainText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `${label[0].toUpperCase()}${label.slice(1)} must be ${max} characters or fewer`)
    .refine(
      (value) => !CONTROL_CHARS.test(value) && !MARKUP.test(value),
      `${label[0].toUpperCase()}${label.slice(1)} contains characters we cannot accept`,
    );

/** Free text such as notes: may be empty, may span lines, bounded, no control characters. */
export const longText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .refine((value) => !CONTROL_CHARS.test(value), `${label} contains characters we cannot accept`);

export const email = z
  .string({ error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Email address must be 254 characters or fewer')
  .pipe(z.email('Enter a valid email address, like name@example.com'))
  .transform((value) => value.toLowerCase());

export const ukPhone = z
  .string({ error: 'Enter your phone number' })
  .trim()
  .min(1, 'Enter your phone number')
  .max(20, 'Enter a valid UK phone number, like 07700 900123')
  .transform((value, ctx) => {
    const phone = normaliseUkPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid UK phone number, like 07700 900123' });
      return z.NEVER;
    }
    return phone;
  });

export const ukPostcode = z
  .string({ error: 'Enter the property postcode' })
  .trim()
  .min(1, 'Enter the property postcode')
  .max(10, 'Enter a valid UK postcode, like SW1A 1AA')
  .transform((value, ctx) => {
    const postcode = normalisePostcode(value);
    if (!postcode) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid UK postcode, like SW1A 1AA' });
      return z.NEVER;
    }
    return postcode;
  });

/** A UK postcode in an area that exists (one of the regions the site covers), refused as the calculator refuses it. */
export const ukPostcodeInKnownArea = ukPostcode.superRefine((postcode, ctx) => {
  if (!regionForPostcode(postcode)) {
    ctx.addIssue({
      code: 'custom',
      message: `${unknownPostcodeArea(postcodeAreaOf(postcode) ?? postcode)}: we cover England, Scotland, Wales and Northern Ireland`,
    });
  }
});

export const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/** A lone UTF-16 surrogate (half of an emoji, say) is not text: Firestore and e-mail cannot carry it. */
export const hasLoneSurrogate = (text: string) => /\p{Cs}/u.test(text);

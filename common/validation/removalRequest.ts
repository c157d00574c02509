import { z } from 'zod';
import { ACCESS_LEVELS, EXTRAS, FOAM_LOCATIONS, FOAM_TYPES, PROPERTY_TYPES, CALCULATOR_RULES } from '../calculator';
import { email, longText, oneOf, plainText, ukPhone, ukPostcodeInKnownArea } from './primitives';
import { REASONS, URGENCIES } from '../formOptions';
import { COMPANY_REF_PATTERN, REQUEST_FORMS, SINGLE_COMPANY_MESSAGES } from '../singleCompanyRequest';

const COMPANY_ID_MESSAGE = SINGLE_COMPANY_MESSAGES.unknown;

/** The quote-request form, validated identically in the browser and by the API. */
export const removalRequestSchema = z.object({
  homeowner: z.object({
    name: plainText('your name', 100),
    email,
    phone: ukPhone,
  }),
  property: z.object({
    postcode: ukPostcodeInKnownArea,
    type: oneOf(PROPERTY_TYPES, 'Choose the type of property'),
    bedrooms: z
      .number({ error: 'Enter the number of bedrooms as a number' })
      .int('Enter a whole number of bedrooms')
      .min(0, 'Bedrooms cannot be negative')
      .max(30, 'Enter 30 bedrooms or fewer')
      .nullish(),
  }),
  job: z.object({
    foamType: oneOf(FOAM_TYPES, 'Choose the type of foam, or “not sure”'),
    locations: z
      .array(oneOf(FOAM_LOCATIONS, 'Choose where the foam is'), { error: 'Choose where the foam is' })
      .min(1, 'Choose where the foam is')
      .max(FOAM_LOCATIONS.length, 'Choose where the foam is'),
    areaM2: z
      .number({ error: 'Enter the area in square metres as a number' })
      .min(5, `Area must be between 5 and ${CALCULATOR_RULES.maxAreaM2.toLocaleString('en-GB')} m²`)
      .max(CALCULATOR_RULES.maxAreaM2, `Area must be between 5 and ${CALCULATOR_RULES.maxAreaM2.toLocaleString('en-GB')} m²`)
      .nullish(),
    access: oneOf(ACCESS_LEVELS, 'Choose how easy it is to reach the foam'),
    urgency: oneOf(URGENCIES, 'Choose how soon you need the work done'),
    reason: oneOf(REASONS, 'Choose why you want the foam removed'),
    extras: z.array(oneOf(EXTRAS, 'Choose extras from the list')).max(EXTRAS.length).default([]),
    notes: longText('Notes', 2000).default(''),
  }),
  consent: z.object({
    terms: z.literal(true, { error: 'You must accept the terms to send your request' }),
    marketing: z.boolean().default(false),
  }),
  /** The single-company form must name its company (common/singleCompanyRequest.ts). */
  form: oneOf(REQUEST_FORMS, 'Send the request from the quote form or the single-company form').nullish(),
  targetCompanyId: z
    .string()
    .trim()
    .refine((id) => id === '' || COMPANY_REF_PATTERN.test(id), COMPANY_ID_MESSAGE)
    .nullish(),
});

export type RemovalRequestData = z.output<typeof removalRequestSchema>;

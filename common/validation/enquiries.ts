import { z } from 'zod';
import { PROPERTY_TYPES } from '../calculator';
import { email, longText, oneOf, plainText, ukPhone, ukPostcode } from './primitives';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const consent = z.object({
  terms: z.literal(true, { error: 'You must accept the terms to send this form' }),
  marketing: z.boolean().default(false),
});

export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export const PREFERRED_TIME_LABELS: Record<(typeof PREFERRED_TIMES)[number], string> = {
  morning: 'Morning (9am–12pm)',
  afternoon: 'Afternoon (12pm–5pm)',
  evening: 'Evening (5pm–8pm)',
  anytime: 'Any time',
};

/** A call-back request: the quickest way to reach us from any guide page. */
export const callbackSchema = z.object({
  name: plainText('your name', 100),
  phone: ukPhone,
  preferredTime: oneOf(PREFERRED_TIMES, 'Choose when we should call'),
  consent,
});

export const CONTACT_SUBJECTS = ['general', 'removal', 'mortgage', 'company', 'press', 'other'] as const;
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'A general question',
  removal: 'Spray foam removal',
  mortgage: 'Mortgages and surveys',
  company: 'I run a removal company',
  press: 'Press and partnerships',
  other: 'Something else',
};

export const contactSchema = z.object({
  name: plainText('your name', 100),
  email,
  phone: z.preprocess(emptyToNull, ukPhone.nullish()),
  subject: oneOf(CONTACT_SUBJECTS, 'Choose what your message is about'),
  message: longText('Message', 5000).pipe(z.string().min(10, 'Write a message of at least 10 characters')),
  consent,
});

export const SURVEY_LEVELS = ['level2', 'level3', 'spray_foam_inspection'] as const;
export const SURVEY_LEVEL_LABELS: Record<(typeof SURVEY_LEVELS)[number], string> = {
  level2: 'RICS Level 2 survey (HomeBuyer)',
  level3: 'RICS Level 3 survey (Building Survey)',
  spray_foam_inspection: 'Specialist spray foam inspection report',
};

export const ricsSurveySchema = z.object({
  name: plainText('your name', 100),
  email,
  phone: ukPhone,
  postcode: ukPostcode,
  propertyType: oneOf(PROPERTY_TYPES, 'Choose the type of property'),
  lender: z.preprocess(emptyToNull, plainText('the lender', 100).nullish()),
  surveyLevel: oneOf(SURVEY_LEVELS, 'Choose the survey you need'),
  preferredDate: z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as day, month and year')
      .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a real date')
      .refine((value) => Date.parse(value) >= Date.now() - 24 * 3600 * 1000, 'Choose a date from today onwards')
      .nullish(),
  ),
  notes: longText('Notes', 2000).default(''),
  consent,
});

import { z } from 'zod';
import { PROPERTY_TYPES } from '../calculator';
import { email, longText, oneOf, plainText, ukPhone, ukPostcode } from './primitives';
import { CONTACT_SUBJECTS, PREFERRED_TIMES, SURVEY_LEVELS } from '../formOptions';

export { CONTACT_SUBJECT_LABELS, PREFERRED_TIME_LABELS, SURVEY_LEVEL_LABELS } from '../formOptions';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const consent = z.object({
  terms: z.literal(true, { error: 'You must accept the terms to send this form' }),
  marketing: z.boolean().default(false),
});

/** A call-back request: the quickest way to reach us from any guide page. */
export const callbackSchema = z.object({
  name: plainText('your name', 100),
  phone: ukPhone,
  preferredTime: oneOf(PREFERRED_TIMES, 'Choose when we should call'),
  consent,
});

export const contactSchema = z.object({
  name: plainText('your name', 100),
  email,
  phone: z.preprocess(emptyToNull, ukPhone.nullish()),
  subject: oneOf(CONTACT_SUBJECTS, 'Choose what your message is about'),
  message: longText('Message', 5000).pipe(z.string().min(10, 'Write a message of at least 10 characters')),
  consent,
});

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

export const CONTACT_REPLY_MAX = 5000;

/** An administrator's reply to a contact message, e-mailed to the sender (admin console). */
export const contactReplySchema = z.object({
  reply: longText('Your reply', CONTACT_REPLY_MAX).pipe(z.string().min(1, 'Write a reply before sending it')),
});

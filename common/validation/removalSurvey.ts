import { z } from 'zod';
import { TIMBER_CONDITIONS } from '../removalSurvey';
import { email, longText, oneOf, plainText } from './primitives';

/**
 * The forms of the independent survey after removal (docs/requirements/quotes-and-removal-records.md#survey), validated
 * identically in the browser and by the API.
 */

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const isRealDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** What the homeowner adds to the survey request prefilled from the job. */
export const removalSurveyRequestSchema = (context: { today: string }) =>
  z.object({
    preferredDate: z.preprocess(
      emptyToNull,
      z
        .string()
        .refine(isRealDay, 'Enter the date as a real date, like 2027-01-15')
        .refine((day) => day >= context.today, 'Choose a date from today onwards')
        .nullish()
        .transform((value) => value ?? null),
    ),
    lender: z.preprocess(
      emptyToNull,
      plainText('the lender', 100)
        .nullish()
        .transform((value) => value ?? null),
    ),
    notes: z.preprocess((value) => value ?? '', longText('Notes', 2000)),
    consent: z.literal(true, { error: 'Agree to us passing your name, phone, e-mail and address to an independent surveyor' }),
  });

/** Who the administrator sends the private link to. */
export const surveyorSchema = z.object({
  name: plainText('the surveyor’s name', 100),
  email,
  firm: plainText('the surveyor’s firm', 120),
});

/** What the surveyor states with the report. */
export const surveyOutcomeSchema = (context: { today: string; finishedOn: string }) =>
  z.object({
    inspectedOn: z
      .string({ error: 'Enter the day of the inspection' })
      .trim()
      .min(1, 'Enter the day of the inspection')
      .refine(isRealDay, 'Enter the day of the inspection as a real date, like 2027-01-15')
      .refine((day) => day <= context.today, 'The inspection cannot be in the future')
      .refine((day) => day >= context.finishedOn, 'The inspection cannot be before the removal finished'),
    removalComplete: z.boolean({ error: 'Say whether the removal is complete' }),
    timberCondition: oneOf(TIMBER_CONDITIONS, 'Choose the condition of the timbers'),
    summary: plainText('a summary of your findings', 1000),
    qualification: plainText('your qualification or registration, like MRICS 1234567', 200),
  });

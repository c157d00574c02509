import { z } from 'zod';
import { email, longText, oneOf, plainText } from './validation/primitives';

/**
 * The independent survey after removal (docs/requirements/quotes-and-removal-records.md#survey): the homeowner asks
 * for it from the request page, an administrator sends the surveyor a private link, and the surveyor uploads the
 * report (a PDF) and states the outcome, which the removal record's page then shows. Shared by the server and the
 * pages that send these forms.
 */

export const TIMBER_CONDITIONS = ['sound', 'repairs_recommended', 'structural_repair_needed'] as const;
export type TimberCondition = (typeof TIMBER_CONDITIONS)[number];

export const TIMBER_CONDITION_LABELS: Record<TimberCondition, string> = {
  sound: 'Timbers sound: no decay or damage needing repair',
  repairs_recommended: 'Some decay or damage: repairs recommended',
  structural_repair_needed: 'Significant decay or damage: structural repair needed',
};

/** A survey report: a PDF of at most 20 MB (checked by its first bytes, never its name). */
export const MAX_SURVEY_REPORT_BYTES = 20 * 1024 * 1024;
export const SURVEY_REPORT_MESSAGES = {
  tooLarge: 'The report must be 20 MB or smaller: save it as a smaller PDF and upload it again.',
  wrongType: 'The report must be a PDF file.',
};
/** How long the surveyor's link works: time to book, visit and write the report. */
export const SURVEYOR_LINK_DAYS = 60;

/** Where the report is uploaded over tus, with the link's token in the `Upload-Token` header. */
export const SURVEY_REPORT_UPLOAD_PATH = '/survey-report-uploads';

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

export type SurveyOutcomeInput = z.input<ReturnType<typeof surveyOutcomeSchema>>;

/** One line a reader can take in: "Removal complete; timbers sound". */
export function surveyOutcomeSentence(outcome: { removalComplete: boolean; timberCondition: string }): string {
  const removal = outcome.removalComplete ? 'Removal complete' : 'Removal not complete';
  const label = TIMBER_CONDITION_LABELS[outcome.timberCondition as TimberCondition] ?? outcome.timberCondition;
  return `${removal}. ${label}.`;
}

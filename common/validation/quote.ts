import { z } from 'zod';
import type { PropertyType } from '../calculator';
import {
  expectedSupplyDate,
  JOB_RECORD_LIMITS,
  priceQuote,
  QUOTE_LIMITS,
  REINSULATION_MATERIALS,
  ROOF_TYPES,
  type QuoteLineInput,
} from '../quotes';
import type { UkRegion } from '../ukRegions';
import { formatPounds } from '../calculator';
import { longText, oneOf, plainText } from './primitives';

/**
 * A company's quote and the hired company's job record (docs/requirements/quotes-and-removal-records.md), validated
 * identically in the browser and by the API. Amounts arrive in whole pence; days as `YYYY-MM-DD` (Europe/London).
 */

const L = QUOTE_LIMITS;
const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** "3 March 2027". */
const dayText = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const isRealDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** A real calendar day written `YYYY-MM-DD`. */
const isoDay = (label: string) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter ${label} as a date, like 2027-01-15`)
    .refine(isRealDay, `Enter ${label} as a real date`);

/** An amount in whole pence, more than £0 and at most £100,000. */
const amountPence = (label: string) =>
  z
    .number({ error: `Enter ${label} in pounds, like 1,250` })
    .int(`Enter ${label} to the penny, like 1,250.50`)
    .min(0, `${capitalised(label)} cannot be negative`)
    .gt(0, `${capitalised(label)} must be more than £0`)
    .max(L.maxAmountPence, `${capitalised(label)} must be ${formatPounds(L.maxAmountPence)} or less: check the figure`);

const areaM2 = z
  .number({ error: 'Enter the area in square metres, like 42' })
  .gt(0, 'The area must be more than 0 m²')
  .max(L.maxAreaM2, `Enter an area of ${L.maxAreaM2.toLocaleString('en-GB')} m² or less`);

const description = z.preprocess(emptyToNull, plainText('a description', L.maxDescriptionChars).nullish());

const reinsulationFields = {
  material: oneOf(REINSULATION_MATERIALS, 'Choose the insulation material'),
  thicknessMm: z
    .number({ error: 'Enter the thickness in millimetres, like 270' })
    .int('Enter the thickness in whole millimetres')
    .min(L.minThicknessMm, `Enter a thickness between ${L.minThicknessMm} and ${L.maxThicknessMm} mm`)
    .max(L.maxThicknessMm, `Enter a thickness between ${L.minThicknessMm} and ${L.maxThicknessMm} mm`),
  lambdaWPerMK: z
    .number({ error: 'Enter the declared thermal conductivity (λ) from the product’s declaration of performance, like 0.044' })
    .min(L.minLambda, `Enter a thermal conductivity (λ) between ${L.minLambda} and ${L.maxLambda} W/m·K, as the product declares it`)
    .max(L.maxLambda, `Enter a thermal conductivity (λ) between ${L.minLambda} and ${L.maxLambda} W/m·K, as the product declares it`),
};

const line = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), amountPence: amountPence('the price of this line'), description }).extend(shape);

/** One line of a quote. A waste line never carries a carrier registration: the server copies it from the company's vetting. */
export const quoteLineSchema = z.discriminatedUnion(
  'kind',
  [
    line('inspection', {}),
    line('foam_removal', { areaM2, roofType: oneOf(ROOF_TYPES, 'Choose what the foam is sprayed on') }),
    line('waste_disposal', {}),
    line('membrane', {}),
    line('reinsulation', { ...reinsulationFields, areaM2: areaM2.nullish() }),
    line('access', {}),
    line('other', { description: plainText('what this line is for', L.maxDescriptionChars) }),
  ],
  { error: 'Choose what this line is from the list' },
);

/** What the form must know to check a quote: today, and what sets the VAT (the lead's nation and property, the company's registration). */
export interface QuoteSchemaContext {
  today: string;
  region: UkRegion | null | undefined;
  propertyType: PropertyType;
  vatRegistered: boolean;
}

const guaranteeSchema = z
  .object(
    {
      years: z
        .number({ error: 'Enter how many years the guarantee lasts, 0 for none' })
        .int('Enter the guarantee in whole years')
        .min(0, 'The guarantee cannot be negative: enter 0 for none')
        .max(L.maxGuaranteeYears, `Enter a guarantee of ${L.maxGuaranteeYears} years or fewer`),
      insuranceBacked: z.boolean({ error: 'Say whether the guarantee is insurance-backed' }),
      insurer: z.preprocess(emptyToNull, plainText('the insurer', L.maxInsurerChars).nullish()),
    },
    { error: 'Say what guarantee you give, 0 years for none' },
  )
  .superRefine((guarantee, ctx) => {
    if (guarantee.insuranceBacked && !guarantee.insurer) {
      ctx.addIssue({ code: 'custom', path: ['insurer'], message: 'Name the insurer that backs the guarantee' });
    }
    if (guarantee.insuranceBacked && guarantee.years === 0) {
      ctx.addIssue({ code: 'custom', path: ['years'], message: 'An insurance-backed guarantee lasts at least a year' });
    }
  });

const depositSchema = z
  .object({
    amountPence: amountPence('the deposit'),
    protected: z.boolean({ error: 'Say whether the deposit is protected' }),
    protectedBy: z.preprocess(emptyToNull, plainText('who protects the deposit', L.maxInsurerChars).nullish()),
  })
  .superRefine((deposit, ctx) => {
    if (deposit.protected && !deposit.protectedBy) {
      ctx.addIssue({ code: 'custom', path: ['protectedBy'], message: 'Name the scheme or insurer that protects the deposit' });
    }
  });

/** The quote a company sends (or revises) for a lead it bought. */
export const quoteSchema = (context: QuoteSchemaContext) => {
  const lastValid = addDays(context.today, L.maxValidDays);
  const lastStart = addDays(context.today, L.maxStartDays);
  return z
    .object({
      lines: z
        .array(quoteLineSchema, { error: 'Add the lines of your quote' })
        .min(L.minLines, 'Add at least one line to the quote')
        .max(L.maxLines, `A quote has at most ${L.maxLines} lines: put small items together on one line`),
      validUntil: isoDay('the date the quote is valid until')
        .refine((day) => day > context.today, 'The quote must be valid until a day after today')
        .refine((day) => day <= lastValid, `A quote can be valid for at most ${L.maxValidDays} days: until ${dayText(lastValid)}`),
      earliestStart: isoDay('the earliest start date')
        .refine((day) => day >= context.today, 'The earliest start cannot be in the past')
        .refine((day) => day <= lastStart, `Choose an earliest start within a year: by ${dayText(lastStart)}`),
      durationDays: z
        .number({ error: 'Enter how many working days the job takes' })
        .int('Enter the duration in whole working days')
        .min(L.minDurationDays, 'The job takes at least 1 working day')
        .max(L.maxDurationDays, `Enter a duration of ${L.maxDurationDays} working days or fewer`),
      guarantee: guaranteeSchema,
      deposit: depositSchema.nullish().transform((deposit) => deposit ?? null),
      methodStatement: longText('The method statement', L.maxMethodStatementChars)
        .pipe(z.string().min(1, 'Describe how you will do the job: access, protection, removal, checks and clean-up'))
        .refine((text) => !/[<>]/.test(text), 'Write the method statement as plain text, without < or >'),
    })
    .superRefine((quote, ctx) => {
      // Runs after the fields' own checks; a start or duration they refused cannot price the quote.
      const { earliestStart, durationDays } = quote;
      const priceable =
        isRealDay(earliestStart) &&
        Number.isInteger(durationDays) &&
        durationDays >= L.minDurationDays &&
        durationDays <= L.maxDurationDays;
      if (!quote.deposit || !priceable) return;
      const priced = priceQuote<QuoteLineInput>({
        lines: quote.lines,
        region: context.region,
        propertyType: context.propertyType,
        vatRegistered: context.vatRegistered,
        supplyDate: expectedSupplyDate(quote.earliestStart, quote.durationDays),
      });
      if (quote.deposit.amountPence > priced.totalPence) {
        ctx.addIssue({
          code: 'custom',
          path: ['deposit', 'amountPence'],
          message: `The deposit cannot be more than the quote’s total of ${formatPounds(priced.totalPence)}`,
        });
      }
    });
};

/** A timber moisture reading and where it was taken. */
export const moistureReadingSchema = z.object({
  percent: z
    .number({ error: 'Enter the moisture reading as a percentage, like 14' })
    .min(JOB_RECORD_LIMITS.minMoisturePercent, 'A moisture reading is a percentage from 0 to 100')
    .max(JOB_RECORD_LIMITS.maxMoisturePercent, 'A moisture reading is a percentage from 0 to 100'),
  where: plainText('where the reading was taken, like “rafter 3, north slope”', JOB_RECORD_LIMITS.maxWhereChars),
});

/** One roof area of the job: its readings and the defects found and repaired (its photographs travel as uploads). */
export const jobRoofAreaSchema = z.object({
  name: plainText('the name of this roof area, like “rear slope”', 80),
  areaM2,
  readings: z
    .array(moistureReadingSchema, { error: 'Add the moisture readings taken in this area' })
    .min(1, 'Add at least one moisture reading for this area')
    .max(JOB_RECORD_LIMITS.maxReadings, `Add at most ${JOB_RECORD_LIMITS.maxReadings} readings per area`),
  defectsFound: z.preprocess((value) => value ?? '', longText('Defects found', JOB_RECORD_LIMITS.maxDefectsChars)),
  defectsRepaired: z.preprocess((value) => value ?? '', longText('Defects repaired', JOB_RECORD_LIMITS.maxDefectsChars)),
});

/** The hired company's record of the job. */
export const jobRecordSchema = (context: { today: string }) =>
  z
    .object({
      startedOn: isoDay('the day the job started').refine((day) => day <= context.today, 'The start date cannot be in the future'),
      finishedOn: isoDay('the day the job finished').refine((day) => day <= context.today, 'The finish date cannot be in the future'),
      roofAreas: z
        .array(jobRoofAreaSchema, { error: 'Add the roof areas you worked on' })
        .min(1, 'Add at least one roof area')
        .max(JOB_RECORD_LIMITS.maxRoofAreas, `Add at most ${JOB_RECORD_LIMITS.maxRoofAreas} roof areas`),
      waste: z.object({
        transferNoteReference: plainText('the waste transfer note reference', JOB_RECORD_LIMITS.maxWasteReferenceChars),
        carrier: plainText('the waste carrier’s name', L.maxInsurerChars),
      }),
      /** What went back in; null when the homeowner did not have the roof re-insulated. */
      reinsulation: z
        .object({ ...reinsulationFields, areaM2 })
        .nullish()
        .transform((value) => value ?? null),
    })
    .refine((record) => record.finishedOn >= record.startedOn, {
      path: ['finishedOn'],
      message: 'The finish date cannot be before the start date',
    });

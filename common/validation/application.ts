import { normalisePostcode } from '../postcode';
import { z } from 'zod';
import { UK_REGIONS } from '../ukRegions';
import {
  COMPANY_ABOUT_MAX,
  COMPANY_ABOUT_MIN,
  COMPANY_SERVICES,
  COMPANY_SERVICE_LABELS,
  ACCREDITATIONS,
  ACCREDITATION_LABELS,
  parsePounds,
} from '../companyOptions';
import { email, longText, plainText, ukPhone } from './primitives';

// The options live in formOptions (no zod) so that forms can show them without loading the rules.
export { COMPANY_SERVICES, COMPANY_SERVICE_LABELS, ACCREDITATIONS, ACCREDITATION_LABELS, parsePounds };

export const COMPANIES_HOUSE_PREFIXES = [
  'SC',
  'NI',
  'OC',
  'SO',
  'NC',
  'R0',
  'LP',
  'SL',
  'NL',
  'FC',
  'SF',
  'NF',
  'IP',
  'SP',
  'RS',
  'RC',
  'SR',
  'NR',
  'IC',
  'SI',
  'NP',
  'NV',
  'AC',
  'SA',
  'NA',
  'ZC',
  'SZ',
  'NZ',
  'CE',
  'CS',
  'PC',
  'GE',
  'GS',
  'GN',
  'ES',
  'EN',
  'NO',
  'SE',
] as const;

export const COMPANIES_HOUSE_MESSAGE = 'Enter your 8-character Companies House number, like 01234567 or SC123456';

/** Upper-cased, spaces removed: `sc 123 456` → `SC123456`. Null when it is not a Companies House number. */
export function normaliseCompaniesHouseNumber(value: string): string | null {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (/^\d{8}$/.test(compact)) return compact;
  const match = /^([A-Z][A-Z0-9])(\d{6})$/.exec(compact);
  return match && (COMPANIES_HOUSE_PREFIXES as readonly string[]).includes(match[1]) ? compact : null;
}

/** Reads an amount typed as pounds (`£2,000,000`, `2000000`); NaN when it is not a number. */

export const MIN_PUBLIC_LIABILITY_POUNDS = 1_000_000;
/** Stored in pence as a GraphQL Int (at most 2,147,483,647). */
export const MAX_PUBLIC_LIABILITY_POUNDS = 20_000_000;

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const nanToNull = (value: unknown) => (typeof value === 'number' && Number.isNaN(value) ? null : value);

const WEBSITE_MESSAGE = 'Enter your website address, like https://www.example.co.uk';

/** An optional http(s) address; `www.example.co.uk` is read as `https://www.example.co.uk`. */
const website = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(300, 'Website address must be 300 characters or fewer')
    .transform((value, ctx) => {
      const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        if (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) &&
          !url.username &&
          !url.password
        ) {
          return url.toString();
        }
      } catch {
        // not a URL: reported below
      }
      ctx.addIssue({ code: 'custom', message: WEBSITE_MESSAGE });
      return z.NEVER;
    })
    .nullish(),
);

/** A list of choices from a fixed set, duplicates dropped; every problem is reported on the list itself. */
const uniqueList = <T extends readonly [string, ...string[]]>(values: T, itemMessage: string, minMessage: string | null) =>
  z
    .array(z.string({ error: itemMessage }), { error: minMessage ?? itemMessage })
    .max(values.length * 2, itemMessage)
    .refine((items) => !minMessage || items.length > 0, minMessage ?? itemMessage)
    .refine((items) => items.every((item) => (values as readonly string[]).includes(item)), itemMessage)
    .transform((items) => [...new Set(items)] as Array<T[number]>);

/** A removal company's application to join (`/apply`), validated identically in the browser and by the API. */
export const applicationSchema = z
  .object({
    companyName: plainText('the company name', 150),
    contactName: plainText('the name of a contact', 100),
    email,
    phone: ukPhone,
    website,
    companiesHouseNumber: z
      .string({ error: 'Enter your Companies House number' })
      .trim()
      .min(1, 'Enter your Companies House number')
      .max(20, COMPANIES_HOUSE_MESSAGE)
      .transform((value, ctx) => {
        const number = normaliseCompaniesHouseNumber(value);
        if (!number) {
          ctx.addIssue({ code: 'custom', message: COMPANIES_HOUSE_MESSAGE });
          return z.NEVER;
        }
        return number;
      }),
    yearsTrading: z.preprocess(
      nanToNull,
      z
        .number({ error: 'Enter how many years you have been trading, as a whole number' })
        .int('Enter how many years you have been trading, as a whole number')
        .min(0, 'Years trading cannot be negative')
        .max(100, 'Enter 100 years or fewer'),
    ),
    regions: uniqueList(UK_REGIONS, 'Choose regions from the list', 'Choose at least one region you cover'),
    services: uniqueList(COMPANY_SERVICES, 'Choose services from the list', 'Choose at least one service you offer'),
    publicLiabilityCoverPounds: z.preprocess(
      nanToNull,
      z
        .number({ error: 'Enter your public liability cover in pounds, like 2,000,000' })
        .min(
          MIN_PUBLIC_LIABILITY_POUNDS,
          `Public liability cover must be at least £${MIN_PUBLIC_LIABILITY_POUNDS.toLocaleString('en-GB')}: we only accept companies insured for £1 million or more`,
        )
        .max(
          MAX_PUBLIC_LIABILITY_POUNDS,
          `Enter a cover of £${MAX_PUBLIC_LIABILITY_POUNDS.toLocaleString('en-GB')} or less; tell us about higher cover in your message`,
        ),
    ),
    accreditations: z.preprocess((value) => value ?? [], uniqueList(ACCREDITATIONS, 'Choose accreditations from the list', null)),
    message: z.preprocess((value) => value ?? '', longText('Message', 3000)),
    consent: z.object({
      terms: z.literal(true, { error: 'You must accept the terms to send your application' }),
      marketing: z
        .boolean()
        .nullish()
        .transform((value) => Boolean(value)),
    }),
  })
  .transform(({ publicLiabilityCoverPounds, ...rest }) => ({
    ...rest,
    publicLiabilityCoverPence: Math.round(publicLiabilityCoverPounds * 100),
  }));

export type ApplicationData = z.output<typeof applicationSchema>;

export const REJECTION_REASON_REQUIRED = 'Give a reason for the rejection: the applicant receives it by e-mail';

export const reviewNoteSchema = z.preprocess((value) => value ?? '', longText('Note', 2000));

/**
 * The Companies House check an administrator confirms before approving (docs/requirements/business-rules.md#vetting):
 * every confirmation true, and the directors written down as the register lists them.
 */
export const COMPANIES_HOUSE_CHECK_REQUIRED = 'Confirm the Companies House check before approving';
const confirmed = (message: string) => z.literal(true, { error: message });
export const companiesHouseCheckSchema = z.object(
  {
    companyActive: confirmed('Confirm the register shows the company as active, not being struck off or wound up'),
    nameAndNumberMatch: confirmed('Confirm the registered name and number match the application'),
    directorsMatch: confirmed('Confirm the directors on the register match the people you are dealing with'),
    directors: plainText('the directors’ names as the register lists them', 500).pipe(
      z.string().min(3, 'Enter the directors’ names as the register lists them'),
    ),
  },
  { error: COMPANIES_HOUSE_CHECK_REQUIRED },
);

/** The company's page on the Companies House register. */
export const companiesHouseUrl = (companyNumber: string) =>
  `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(companyNumber)}`;

/**
 * What a company edits on its profile (`/company/profile`). The name and the regions stay as vetted at
 * approval: a change of those goes through us, because the regions decide which homeowners' leads it sees.
 */
export const companyProfileSchema = z.object({
  contactName: plainText('the name of a contact', 100),
  phone: ukPhone,
  website,
  // Optional in the API (left out keeps what is stored); the profile form always sends them.
  address: plainText('your business address (it goes on your VAT invoices)', 200).optional(),
  postcode: z
    .string({ error: 'Enter your business postcode' })
    .trim()
    .min(1, 'Enter your business postcode')
    .max(10, 'Enter a valid UK postcode, like LS1 1AA')
    .transform((value, ctx) => {
      const postcode = normalisePostcode(value);
      if (!postcode) {
        ctx.addIssue({ code: 'custom', message: 'Enter a valid UK postcode, like LS1 1AA' });
        return z.NEVER;
      }
      return postcode;
    })
    .optional(),
  services: uniqueList(COMPANY_SERVICES, 'Choose services from the list', 'Choose at least one service you offer'),
  leadAlerts: z.boolean({ error: 'Say whether you want e-mail alerts for new leads' }),
});

/**
 * The about text a company sends for checking (docs/decisions/0045-public-company-profiles.md): shown on its
 * public profile once an administrator approves it. Plain text: line breaks kept, no markup.
 */
export const companyAboutSchema = z.object({
  text: z
    .string({ error: 'Write about your company' })
    .trim()
    .min(1, 'Write about your company before you send the text for checking')
    .min(COMPANY_ABOUT_MIN, `Write at least ${COMPANY_ABOUT_MIN} characters: what you do, where, and how`)
    .max(COMPANY_ABOUT_MAX, `Keep the text to ${COMPANY_ABOUT_MAX.toLocaleString('en-GB')} characters`)
    .refine((value) => !/[<>]/.test(value), 'Write plain text, without < or >')
    .refine(
      // eslint-disable-next-line no-control-regex
      (value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(value) && !/\p{Cs}/u.test(value),
      'The text contains characters we cannot accept',
    ),
});

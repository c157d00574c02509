import {
  ACCESS_LEVELS,
  EXTRAS,
  FOAM_LOCATIONS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  estimateRemoval,
  isOneOf,
  type Estimate,
} from '../../../../common/calculator';
import type { FieldError } from '../../../../common/validation/fieldErrors';
import { normalisePostcode } from '../../../../common/postcode';
import { UK_REGIONS, regionForPostcode, type UkRegion } from '../../../../common/ukRegions';
import type { RemovalRequestInput } from '../../gql/graphql';
import { EMPTY_QUOTE_FORM, quoteRequestInput, type QuoteFormValues } from '../../../../common/quoteFormPost';

/**
 * The quote form as data: its values, its steps, the estimate it shows and the API input it sends. Pure:
 * the page (EnhancedQuotePage) holds the state, the steps draw it.
 */
export type { QuoteFormValues };
export { EMPTY_QUOTE_FORM };

/** The steps, each with the input paths (prefixes) whose errors it shows. */
export const QUOTE_STEPS = [
  { title: 'The property', fields: ['property.'] },
  { title: 'The foam and the job', fields: ['job.'] },
  { title: 'Your details', fields: ['homeowner.', 'consent.', 'targetCompanyId'] },
] as const;

export const LAST_STEP = QUOTE_STEPS.length - 1;

/** Also in common/singleCompanyRequest.ts; repeated so this page's chunk does not load that module. */
export const QUOTE_FORM_PATH = '/contact/enhanced-quote';

/** The step that shows an input path's error, or -1 for a path no step shows. */
export const stepOf = (path: string) => QUOTE_STEPS.findIndex((step) => step.fields.some((prefix) => path.startsWith(prefix)));

/** The first step with one of these errors, or null when no step shows any of them. */
export function firstStepWithError(paths: readonly string[]): number | null {
  const steps = paths.map(stepOf).filter((step) => step >= 0);
  return steps.length ? Math.min(...steps) : null;
}

/**
 * The company a single-company request goes to, as its page (SingleCompanyQuotePage) looked it up and
 * checked it. The rules come with it, so the multi-company form carries none of their code.
 */
export interface ChosenCompany {
  id: string;
  name: string;
  /** The link's `company` (slug or id), carried to the thank-you page. */
  ref: string;
  /** The regions it serves, to read: "London and South East". */
  regionsText: string;
  /** Why a property in this region cannot go to the company (it does not serve it), or null. */
  problemIn(region: string): FieldError | null;
}

/** The region a postcode lies in, or null while it is not a UK postcode. */
export function regionOf(postcode: string): UkRegion | null {
  const normalised = normalisePostcode(postcode);
  return normalised ? regionForPostcode(normalised) : null;
}

/** The chosen company must cover the property's region (checked once the postcode is valid). */
export function companyErrors(postcode: string, company: ChosenCompany | null): FieldError[] {
  const region = regionOf(postcode);
  const problem = company && region ? company.problemIn(region) : null;
  return problem ? [problem] : [];
}

/** The region in the link (the calculator passes it), used for the estimate until a postcode says otherwise. */
export const regionFromLink = (params: URLSearchParams): UkRegion | null => {
  const region = params.get('region');
  return isOneOf(UK_REGIONS)(region) ? region : null;
};

/** Job details in the link (the calculator's "Get quotes" passes them); they win over a saved draft. */
export function valuesFromLink(params: URLSearchParams): Partial<QuoteFormValues> {
  const values: Partial<QuoteFormValues> = {};
  const fields = { type: 'propertyType', foam: 'foamType', area: 'areaM2', access: 'access' } as const;
  for (const [param, key] of Object.entries(fields)) {
    const value = params.get(param);
    if (value) values[key] = value;
  }
  const locations = params.get('locations')?.split(',').filter(Boolean);
  if (locations?.length) values.locations = locations;
  const extras = params.get('extras')?.split(',').filter(isOneOf(EXTRAS));
  if (extras?.length) values.extras = extras;
  return values;
}

/** The typical cost of the job as answered so far, or null until the property and the foam are chosen. */
export function quoteEstimate(values: QuoteFormValues, linkRegion: UkRegion | null): Estimate | null {
  const { propertyType, foamType } = values;
  if (!isOneOf(PROPERTY_TYPES)(propertyType) || !isOneOf(FOAM_TYPES)(foamType)) return null;
  const area = Number(values.areaM2);
  return estimateRemoval({
    propertyType,
    foamType,
    areaM2: values.areaM2 && area >= 5 && area <= 2000 ? area : null,
    locations: values.locations.filter(isOneOf(FOAM_LOCATIONS)),
    access: isOneOf(ACCESS_LEVELS)(values.access) ? values.access : 'easy',
    region: regionOf(values.postcode) ?? linkRegion,
    extras: values.extras.filter(isOneOf(EXTRAS)),
  });
}

/** The API input: the form's answers as the removal request the server checks with the same rules. */
export function toRemovalRequestInput(values: QuoteFormValues, company: Pick<ChosenCompany, 'id'> | null): RemovalRequestInput {
  return quoteRequestInput(values, company?.id ?? null);
}

import {
  ACCESS_LEVELS,
  CALCULATOR_RULES,
  EXTRAS,
  FOAM_LOCATIONS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  isOneOf,
  type AccessLevel,
  type CalculatorInput,
  type Extra,
  type FoamType,
  type PropertyType,
} from '../../../../common/calculator';
import { UK_REGIONS, type UkRegion } from '../../../../common/ukRegions';

/**
 * The calculator's inputs live in the URL, with the same parameter names the quote form reads:
 * type, foam, area, access, locations (comma list), region, extras (comma list); the calculator's own:
 * pitch (roof pitch in degrees), wall (cavity wall area in m²), vat=no (contractor not VAT-registered).
 */
export const DEFAULTS = {
  propertyType: 'semi',
  foamType: 'unknown',
  locations: ['loft'],
  access: 'easy',
} as const satisfies Partial<CalculatorInput>;

export const MIN_AREA_M2 = 5;

/** The pitches offered, in degrees (0 is a flat roof). */
export const PITCH_OPTIONS = [0, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60] as const;
/** The cavity wall areas offered, in m² (empty: typical for the property type). */
export const WALL_AREA_OPTIONS = [20, 30, 40, 50, 60, 80, 100, 120, 150, 200, 300] as const;

const wholeNumberIn = (options: readonly number[], value: string | null): number | null => {
  const number = value !== null && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return options.includes(number) ? number : null;
};

export interface CalculatorState {
  input: CalculatorInput & {
    region: UkRegion | null;
    extras: Extra[];
    pitchDegrees: number | null;
    wallAreaM2: number | null;
    vatRegistered: boolean;
  };
  /** What the area box shows: the digits typed so far, possibly not (yet) a usable area. */
  areaText: string;
  /** The typed area is a number outside 5–2,000 m² (the estimate then uses the default area). */
  areaOutOfRange: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (isOneOf(values)(value) ? value : null);

const listOf = <T extends string>(values: readonly T[], value: string | null): T[] => {
  const chosen = new Set((value ?? '').split(',').map((v) => v.trim()));
  return values.filter((v) => chosen.has(v)); // in canonical order, without duplicates or unknown values
};

/** Only digits with an optional decimal part may stand in the area box. */
export const AREA_TEXT = /^\d{0,5}(\.\d{0,2})?$/;

/** Reads the URL; anything missing or invalid falls back to its default (never throws). */
export function parseCalculatorParams(params: URLSearchParams): CalculatorState {
  const rawArea = (params.get('area') ?? '').trim();
  const areaText = AREA_TEXT.test(rawArea) ? rawArea : '';
  const area = areaText === '' || areaText === '.' ? null : Number(areaText);
  const areaUsable = area !== null && area >= MIN_AREA_M2 && area <= CALCULATOR_RULES.maxAreaM2;
  // A form sent without JavaScript repeats the name (locations=loft&locations=walls); shared links use commas.
  const locations = listOf(FOAM_LOCATIONS, params.getAll('locations').join(','));
  return {
    input: {
      propertyType: oneOf<PropertyType>(PROPERTY_TYPES, params.get('type')) ?? DEFAULTS.propertyType,
      foamType: oneOf<FoamType>(FOAM_TYPES, params.get('foam')) ?? DEFAULTS.foamType,
      areaM2: areaUsable ? area : null,
      locations: locations.length ? locations : [...DEFAULTS.locations],
      access: oneOf<AccessLevel>(ACCESS_LEVELS, params.get('access')) ?? DEFAULTS.access,
      region: oneOf<UkRegion>(UK_REGIONS, params.get('region')),
      extras: listOf(EXTRAS, params.getAll('extras').join(',')),
      pitchDegrees: wholeNumberIn(PITCH_OPTIONS, params.get('pitch')),
      wallAreaM2: wholeNumberIn(WALL_AREA_OPTIONS, params.get('wall')),
      vatRegistered: params.get('vat') !== 'no',
    },
    areaText,
    areaOutOfRange: area !== null && !areaUsable,
  };
}

/** The URL parameters for a set of inputs; the area is kept as typed so the box does not jump while typing. */
export function calculatorParams(state: { input: CalculatorState['input']; areaText: string }): URLSearchParams {
  const { input } = state;
  const params = new URLSearchParams({ type: input.propertyType, foam: input.foamType });
  if (state.areaText) params.set('area', state.areaText);
  params.set('access', input.access);
  params.set('locations', input.locations.join(','));
  if (input.region) params.set('region', input.region);
  if (input.extras.length) params.set('extras', input.extras.join(','));
  if (input.pitchDegrees !== null) params.set('pitch', String(input.pitchDegrees));
  if (input.wallAreaM2 !== null) params.set('wall', String(input.wallAreaM2));
  if (!input.vatRegistered) params.set('vat', 'no');
  return params;
}

/** Commas stay readable in shared links (`locations=loft,walls`); URLSearchParams reads them either way. */
export const searchOf = (params: URLSearchParams) => `?${params.toString().replace(/%2C/gi, ',')}`;

/** The quote form link, carrying the inputs (only a usable area; an unusable one would be a form error there). */
export function quoteFormHref(input: CalculatorState['input']): string {
  const params = calculatorParams({ input, areaText: input.areaM2 != null ? String(input.areaM2) : '' });
  return `/contact/enhanced-quote${searchOf(params)}`;
}

import type { UkRegion } from './ukRegions';

/** The removal cost rules of docs/requirements/business-rules.md#calculator. Pure: shared by the browser and the server. */
export const PROPERTY_TYPES = ['terraced', 'semi', 'detached', 'bungalow', 'flat', 'commercial'] as const;
export const FOAM_TYPES = ['open', 'closed', 'unknown'] as const;
export const FOAM_LOCATIONS = ['loft', 'walls', 'floor', 'other'] as const;
export const ACCESS_LEVELS = ['easy', 'moderate', 'difficult'] as const;
export const EXTRAS = ['timber_treatment', 'membrane', 'reinsulation', 'inspection_report'] as const;

/** A type guard for the value lists above (or any list of strings): `value` is one of `values`. */
export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type FoamType = (typeof FOAM_TYPES)[number];
export type FoamLocation = (typeof FOAM_LOCATIONS)[number];
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type Extra = (typeof EXTRAS)[number];

export const CALCULATOR_RULES = {
  defaultAreaM2: { terraced: 45, semi: 60, detached: 85, bungalow: 70, flat: 40, commercial: 150 } as Record<PropertyType, number>,
  baseRatePence: { open: 2500, closed: 4000, unknown: 3200 } as Record<FoamType, number>,
  /** loft/roof 1.0; "other" is treated like a loft. */
  locationFactor: { loft: 1.0, other: 1.0, floor: 1.2, walls: 1.3 } as Record<FoamLocation, number>,
  accessFactor: { easy: 1.0, moderate: 1.15, difficult: 1.3 } as Record<AccessLevel, number>,
  regionFactor: { London: 1.2, 'South East': 1.1, Scotland: 0.95, 'Northern Ireland': 0.95 } as Partial<Record<UkRegion, number>>,
  wasteFixedPence: 35000,
  wastePerM2Pence: 300,
  extraPerM2Pence: { timber_treatment: 1500, membrane: 4500, reinsulation: 1800 } as Partial<Record<Extra, number>>,
  inspectionReportPence: 30000,
  minimumJobPence: 120000,
  vatRate: 0.2,
  lowFactor: 0.85,
  highFactor: 1.2,
  roundToPence: 5000,
  m2PerDay: 25,
  closedCellDurationFactor: 1.4,
  maxAreaM2: 2000,
} as const;

/** Names of the extras, as the breakdown shows them. */
export const EXTRA_LABELS: Record<Extra, string> = {
  timber_treatment: 'Timber treatment',
  membrane: 'New breathable membrane',
  reinsulation: 'Re-insulation',
  inspection_report: 'Post-removal inspection report',
};

export interface CalculatorInput {
  propertyType: PropertyType;
  areaM2?: number | null;
  foamType: FoamType;
  locations: FoamLocation[];
  access: AccessLevel;
  region?: UkRegion | null;
  extras?: Extra[];
}

export interface EstimateLine {
  key: string;
  label: string;
  amountPence: number;
}

export interface Estimate {
  areaM2: number;
  areaIsDefault: boolean;
  lines: EstimateLine[];
  minimumApplied: boolean;
  totalPence: number;
  lowPence: number;
  highPence: number;
  vatLowPence: number;
  vatHighPence: number;
  durationDays: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function estimateRemoval(input: CalculatorInput): Estimate {
  const r = CALCULATOR_RULES;
  const areaIsDefault = input.areaM2 == null || input.areaM2 <= 0;
  const areaM2 = areaIsDefault ? r.defaultAreaM2[input.propertyType] : input.areaM2!;
  const locations = input.locations.length ? input.locations : (['loft'] as FoamLocation[]);
  const locationFactor = Math.max(...locations.map((l) => r.locationFactor[l]));
  const accessFactor = r.accessFactor[input.access];
  const regionFactor = (input.region && r.regionFactor[input.region]) || 1;
  const extras = new Set(input.extras ?? []);

  const removal = Math.round(areaM2 * r.baseRatePence[input.foamType] * locationFactor * accessFactor * regionFactor);
  const lines: EstimateLine[] = [
    { key: 'removal', label: `Foam removal (${areaM2} m²)`, amountPence: removal },
    { key: 'waste', label: 'Waste disposal (licensed)', amountPence: r.wasteFixedPence + Math.round(areaM2 * r.wastePerM2Pence) },
  ];
  for (const extra of EXTRAS) {
    if (!extras.has(extra)) continue;
    const amountPence = extra === 'inspection_report' ? r.inspectionReportPence : Math.round(areaM2 * (r.extraPerM2Pence[extra] ?? 0));
    lines.push({ key: extra, label: EXTRA_LABELS[extra], amountPence });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const minimumApplied = subtotal < r.minimumJobPence;
  const totalPence = Math.max(subtotal, r.minimumJobPence);
  const lowPence = roundTo(totalPence * r.lowFactor, r.roundToPence);
  const highPence = roundTo(totalPence * r.highFactor, r.roundToPence);
  const days = Math.ceil(areaM2 / r.m2PerDay) * (input.foamType === 'closed' ? r.closedCellDurationFactor : 1);

  return {
    areaM2,
    areaIsDefault,
    lines,
    minimumApplied,
    totalPence,
    lowPence,
    highPence,
    vatLowPence: Math.round(lowPence * r.vatRate),
    vatHighPence: Math.round(highPence * r.vatRate),
    durationDays: Math.max(1, Math.ceil(days - 1e-9)),
  };
}

/**
 * A number as en-GB writes it: digits grouped in threes, at most three decimals ("1,234.5"). Done by hand
 * rather than with Intl, whose first use on a page costs the browser milliseconds of locale loading while
 * the page hydrates; tests/server/calculator.test.ts checks it against Intl.
 */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const [whole, fraction] = String(Math.abs(rounded)).split('.');
  return `${rounded < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** An amount in pence as pounds: "£1,250" for whole pounds, "£1,250.50" otherwise. */
export function formatPounds(pence: number): string {
  const amount = Math.abs(Math.round(pence));
  const pounds = Math.floor(amount / 100);
  const rest = amount % 100;
  return `${pence < 0 && amount > 0 ? '-' : ''}£${formatNumber(pounds)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** An estimate as a price range before VAT, as e-mails write it: "£2,000–£2,800 + VAT". */
export function formatEstimate(lowPence: number, highPence: number): string {
  return `${formatPounds(lowPence)}–${formatPounds(highPence)} + VAT`;
}

import type { UkRegion } from './ukRegions';
import { EXTRA_LABELS, EXTRAS, type Extra } from './extras';
import { formatNumber } from './money';

// The extras and the money formats live in modules of their own, so pages that only show an estimate load neither
// the calculator's rules nor its tables (docs/requirements/quality-targets.md#performance-budgets).
export { EXTRA_LABELS, EXTRAS, type Extra } from './extras';
export { formatEstimate, formatNumber, formatPounds } from './money';

/** The removal cost rules of docs/requirements/business-rules.md#calculator. Pure: shared by the browser and the server. */
export const PROPERTY_TYPES = ['terraced', 'semi', 'detached', 'bungalow', 'flat', 'commercial'] as const;
export const FOAM_TYPES = ['open', 'closed', 'unknown'] as const;
export const FOAM_LOCATIONS = ['loft', 'walls', 'floor', 'other'] as const;
export const ACCESS_LEVELS = ['easy', 'moderate', 'difficult'] as const;

/** A type guard for the value lists above (or any list of strings): `value` is one of `values`. */
export const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | null | undefined): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type FoamType = (typeof FOAM_TYPES)[number];
export type FoamLocation = (typeof FOAM_LOCATIONS)[number];
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** How a line is taxed (docs/requirements/business-rules.md#vat). */
export type VatTreatment = 'standard' | 'energy_saving' | 'none';

export const CALCULATOR_RULES = {
  /** Typical floor (plan) area of the part of the building that has the foam. */
  defaultAreaM2: { terraced: 45, semi: 60, detached: 85, bungalow: 70, flat: 40, commercial: 150 } as Record<PropertyType, number>,
  /** Typical area of external cavity wall, used for cavity-wall extraction when no wall area is given. */
  defaultWallAreaM2: { terraced: 50, semi: 75, detached: 110, bungalow: 65, flat: 35, commercial: 200 } as Record<PropertyType, number>,
  /** Roof pitch assumed when none is given; the loft's plan area is divided by cos(pitch) to get the slope area. */
  defaultPitchDegrees: 35,
  minPitchDegrees: 0,
  maxPitchDegrees: 60,
  baseRatePence: { open: 2500, closed: 4000, unknown: 3200 } as Record<FoamType, number>,
  /** Loft/roof and "other" 1.0, under a floor 1.2. Cavity walls are priced on their own line (cavityRatePence). */
  locationFactor: { loft: 1.0, other: 1.0, floor: 1.2 } as Record<Exclude<FoamLocation, 'walls'>, number>,
  /** Extracting foam from a cavity, per m² of wall. */
  cavityRatePence: { open: 4000, closed: 6500, unknown: 5200 } as Record<FoamType, number>,
  accessFactor: { easy: 1.0, moderate: 1.15, difficult: 1.3 } as Record<AccessLevel, number>,
  regionFactor: { London: 1.2, 'South East': 1.1, Scotland: 0.95, 'Northern Ireland': 0.95 } as Partial<Record<UkRegion, number>>,
  wasteFixedPence: 35000,
  wastePerM2Pence: 300,
  extraPerM2Pence: { timber_treatment: 1500, membrane: 4500, reinsulation: 1800 } as Partial<Record<Extra, number>>,
  inspectionReportPence: 30000,
  minimumJobPence: 120000,
  /** Standard rate: removal, waste, timber treatment, reports, and anything not an insulation installation. */
  vatRate: 0.2,
  /**
   * Installing energy-saving materials (insulation) in homes (docs/vat-rules.md): zero-rated from 1 April 2022 in
   * Great Britain and from 1 May 2023 in Northern Ireland (SI 2023/376), both until 31 March 2027; the reduced
   * rate (5 %) before and after. Commercial buildings pay the standard rate.
   */
  energySavingVat: {
    zeroRateFrom: { greatBritain: '2022-04-01', northernIreland: '2023-05-01' },
    zeroRateUntil: '2027-03-31',
    reducedRate: 0.05,
  },
  lowFactor: 0.85,
  highFactor: 1.2,
  roundToPence: 5000,
  m2PerDay: 25,
  cavityM2PerDay: 20,
  closedCellDurationFactor: 1.4,
  maxAreaM2: 2000,
} as const;

export interface CalculatorInput {
  propertyType: PropertyType;
  /** Floor (plan) area in m² of the part with the foam; for foam only in cavity walls, the wall area. */
  areaM2?: number | null;
  /** Cavity wall area in m², when the foam is (also) in the walls; default by property type. */
  wallAreaM2?: number | null;
  /** Roof pitch in degrees, for foam on the roof slopes; default CALCULATOR_RULES.defaultPitchDegrees. */
  pitchDegrees?: number | null;
  foamType: FoamType;
  locations: FoamLocation[];
  access: AccessLevel;
  region?: UkRegion | null;
  extras?: Extra[];
  /** false when the contractor is not VAT-registered (no VAT on any line). Default true. */
  vatRegistered?: boolean | null;
  /** The day the work is invoiced, `YYYY-MM-DD`, which sets the VAT rate on insulation; default today. */
  vatDate?: string | null;
}

export interface EstimateLine {
  key: string;
  label: string;
  amountPence: number;
  /** The VAT rate on this line (0.2, 0.05 or 0) and what it is. */
  vatRate: number;
  vatTreatment: VatTreatment;
  vatLabel: string;
  vatPence: number;
}

export interface Estimate {
  /** The area priced for the roof, floor or other work (the slope area for a loft), or 0 when only cavity walls. */
  areaM2: number;
  areaIsDefault: boolean;
  /** The plan area entered (or assumed) and, for a loft, the pitch and factor that turned it into the slope area. */
  planAreaM2: number;
  slope: { pitchDegrees: number; factor: number; pitchIsDefault: boolean } | null;
  /** Cavity wall area priced, or null when the walls are not chosen. */
  wallAreaM2: number | null;
  lines: EstimateLine[];
  minimumApplied: boolean;
  totalPence: number;
  lowPence: number;
  highPence: number;
  /** VAT on the whole total (sum of the lines' VAT, the minimum top-up at the standard rate). */
  vatPence: number;
  /** The VAT on each end of the range before VAT. */
  vatLowPence: number;
  vatHighPence: number;
  /** The range including VAT, rounded to the same step as the range before VAT (so "about" it, within half a step). */
  withVatLowPence: number;
  withVatHighPence: number;
  vatRegistered: boolean;
  vatDate: string;
  durationDays: number;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const isPositive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A home, for VAT: any property type but commercial. */
export const isHome = (propertyType: PropertyType) => propertyType !== 'commercial';

/** Today as `YYYY-MM-DD` (UTC). */
export const todayIso = () => new Date().toISOString().slice(0, 10);

/** The slope area of a pitched roof per m² of floor below it: 1 ÷ cos(pitch). */
export const slopeFactor = (pitchDegrees: number) => 1 / Math.cos((pitchDegrees * Math.PI) / 180);

/** The VAT rate on installing insulation in a home, on a day (`YYYY-MM-DD`), in a region. */
export function energySavingVatRate(region: UkRegion | null | undefined, date: string): number {
  const rules = CALCULATOR_RULES.energySavingVat;
  const from = region === 'Northern Ireland' ? rules.zeroRateFrom.northernIreland : rules.zeroRateFrom.greatBritain;
  return date >= from && date <= rules.zeroRateUntil ? 0 : rules.reducedRate;
}

const percentText = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** What decides a line's VAT besides what the line is: the supplier, the building, the nation and the day of supply. */
export interface VatContext {
  /** false when the contractor is not VAT-registered: no VAT on any line. */
  registered: boolean;
  /** false for a commercial building: insulation there is standard-rated. */
  home: boolean;
  region: UkRegion | null | undefined;
  /** The day of supply, `YYYY-MM-DD`. */
  date: string;
}

/** The VAT on a line by what it is (docs/vat-rules.md): the one rule the calculator and quotes (common/quotes.ts) both use. */
export function vatFor(
  treatment: 'standard' | 'energy_saving',
  context: VatContext,
): Pick<EstimateLine, 'vatRate' | 'vatTreatment' | 'vatLabel'> {
  if (!context.registered) return { vatRate: 0, vatTreatment: 'none', vatLabel: 'No VAT: contractor not VAT-registered' };
  if (treatment === 'energy_saving' && context.home) {
    const rate = energySavingVatRate(context.region, context.date);
    const where = context.region === 'Northern Ireland' ? 'Northern Ireland' : 'Great Britain';
    return {
      vatRate: rate,
      vatTreatment: 'energy_saving',
      vatLabel:
        rate === 0
          ? `0 % (zero-rated): insulation installed in a home, ${where}`
          : `${percentText(rate)}: insulation installed in a home, ${where}`,
    };
  }
  const rate = CALCULATOR_RULES.vatRate;
  return { vatRate: rate, vatTreatment: 'standard', vatLabel: `${percentText(rate)}: standard rate` };
}

/** A line’s VAT in whole pence, rounded to the nearest penny (half up) on the line (docs/vat-rules.md, rounding). */
export const lineVatPence = (amountPence: number, vatRate: number) => Math.round(amountPence * vatRate);

export function estimateRemoval(input: CalculatorInput): Estimate {
  const r = CALCULATOR_RULES;
  const chosen = input.locations.length ? input.locations : (['loft'] as FoamLocation[]);
  const main = chosen.filter((l): l is Exclude<FoamLocation, 'walls'> => l !== 'walls');
  const walls = chosen.includes('walls');
  const areaGiven = isPositive(input.areaM2);
  const areaIsDefault = main.length ? !areaGiven : !areaGiven && !isPositive(input.wallAreaM2);
  const accessFactor = r.accessFactor[input.access];
  const regionFactor = (input.region && r.regionFactor[input.region]) || 1;
  const extras = new Set(input.extras ?? []);
  const vatDate = input.vatDate && /^\d{4}-\d{2}-\d{2}$/.test(input.vatDate) ? input.vatDate : todayIso();
  const vat: VatContext = {
    registered: input.vatRegistered !== false,
    home: isHome(input.propertyType),
    region: input.region,
    date: vatDate,
  };

  // Roof, floor or elsewhere: the plan area, turned into the slope area when the foam is on a pitched roof.
  const planAreaM2 = main.length ? (areaGiven ? input.areaM2! : r.defaultAreaM2[input.propertyType]) : 0;
  let slope: Estimate['slope'] = null;
  let areaM2 = planAreaM2;
  if (main.includes('loft')) {
    const pitchIsDefault = input.pitchDegrees == null || !Number.isFinite(input.pitchDegrees);
    const pitchDegrees = pitchIsDefault
      ? r.defaultPitchDegrees
      : Math.min(r.maxPitchDegrees, Math.max(r.minPitchDegrees, input.pitchDegrees!));
    const factor = slopeFactor(pitchDegrees);
    slope = { pitchDegrees, factor, pitchIsDefault };
    areaM2 = oneDecimal(planAreaM2 * factor);
  }
  // Cavity walls: their own area (the area entered, when the walls are the only place), rate and line.
  const wallAreaM2 = walls
    ? isPositive(input.wallAreaM2)
      ? input.wallAreaM2
      : !main.length && areaGiven
        ? input.areaM2!
        : r.defaultWallAreaM2[input.propertyType]
    : null;

  const lines: EstimateLine[] = [];
  const add = (key: string, label: string, amountPence: number, treatment: 'standard' | 'energy_saving') => {
    const tax = vatFor(treatment, vat);
    lines.push({ key, label, amountPence, ...tax, vatPence: lineVatPence(amountPence, tax.vatRate) });
  };
  const m2 = (value: number) => `${formatNumber(value)} m²`;
  if (main.length) {
    const locationFactor = Math.max(...main.map((l) => r.locationFactor[l]));
    const removal = Math.round(areaM2 * r.baseRatePence[input.foamType] * locationFactor * accessFactor * regionFactor);
    add('removal', slope ? `Foam removal from the roof slopes (${m2(areaM2)})` : `Foam removal (${m2(areaM2)})`, removal, 'standard');
  }
  if (wallAreaM2 !== null) {
    const cavity = Math.round(wallAreaM2 * r.cavityRatePence[input.foamType] * accessFactor * regionFactor);
    add('cavity', `Cavity-wall foam extraction (${m2(wallAreaM2)} of wall)`, cavity, 'standard');
  }
  const wasteArea = areaM2 + (wallAreaM2 ?? 0);
  add('waste', 'Waste: registered carrier to a permitted site', r.wasteFixedPence + Math.round(wasteArea * r.wastePerM2Pence), 'standard');
  // Timber treatment and a membrane go on the area the foam came off (the roof slopes in a loft); new insulation
  // normally goes on the loft floor, between and over the ceiling joists, so it is priced on the plan area.
  const extraArea = main.length ? areaM2 : (wallAreaM2 ?? 0);
  const reinsulationArea = main.length ? planAreaM2 : (wallAreaM2 ?? 0);
  for (const extra of EXTRAS) {
    if (!extras.has(extra)) continue;
    if (extra === 'inspection_report') {
      add(extra, EXTRA_LABELS[extra], r.inspectionReportPence, 'standard');
    } else if (extra === 'reinsulation') {
      const where = main.includes('loft') ? 'of loft floor' : !main.length ? 'of wall' : '';
      const label = `${EXTRA_LABELS[extra]} (${m2(reinsulationArea)}${where ? ` ${where}` : ''})`;
      add(extra, label, Math.round(reinsulationArea * r.extraPerM2Pence.reinsulation!), 'energy_saving');
    } else {
      // Only insulation is an energy-saving material: a membrane is weatherproofing, standard-rated even when it
      // goes in with the insulation.
      add(extra, EXTRA_LABELS[extra], Math.round(extraArea * (r.extraPerM2Pence[extra] ?? 0)), 'standard');
    }
  }

  const subtotal = lines.reduce((sum, line) => sum + line.amountPence, 0);
  const minimumApplied = subtotal < r.minimumJobPence;
  const totalPence = Math.max(subtotal, r.minimumJobPence);
  const topUpRate = vat.registered ? r.vatRate : 0;
  const exactVat = lines.reduce((sum, line) => sum + line.amountPence * line.vatRate, 0) + (totalPence - subtotal) * topUpRate;
  const vatShare = exactVat / totalPence;
  const lowPence = roundTo(totalPence * r.lowFactor, r.roundToPence);
  const highPence = roundTo(totalPence * r.highFactor, r.roundToPence);
  const days =
    (Math.ceil(areaM2 / r.m2PerDay - 1e-9) + Math.ceil((wallAreaM2 ?? 0) / r.cavityM2PerDay - 1e-9)) *
    (input.foamType === 'closed' ? r.closedCellDurationFactor : 1);

  return {
    areaM2,
    areaIsDefault,
    planAreaM2,
    slope,
    wallAreaM2,
    lines,
    minimumApplied,
    totalPence,
    lowPence,
    highPence,
    vatPence: Math.round(exactVat),
    vatLowPence: Math.round(lowPence * vatShare),
    vatHighPence: Math.round(highPence * vatShare),
    withVatLowPence: roundTo(lowPence * (1 + vatShare), r.roundToPence),
    withVatHighPence: roundTo(highPence * (1 + vatShare), r.roundToPence),
    vatRegistered: vat.registered,
    vatDate,
    durationDays: Math.max(1, Math.ceil(days - 1e-9)),
  };
}

/** "3 working days", "1 working day". */
export const formatDays = (days: number) => `${days} working day${days === 1 ? '' : 's'}`;

/**
 * The time on site of the typical homes (terraced, semi-detached, detached, bungalow, flat; default areas, loft at
 * the default pitch, easy access), from open-cell to closed-cell foam, as "2–7 working days": every duration the
 * site states in words comes from here.
 */
export function typicalDurationRange(locations: FoamLocation[] = ['loft']): { minDays: number; maxDays: number; text: string } {
  const homes = PROPERTY_TYPES.filter((type) => type !== 'commercial');
  const days = homes.flatMap((propertyType) =>
    (['open', 'closed'] as const).map((foamType) => estimateRemoval({ propertyType, foamType, locations, access: 'easy' }).durationDays),
  );
  const minDays = Math.min(...days);
  const maxDays = Math.max(...days);
  return { minDays, maxDays, text: minDays === maxDays ? formatDays(minDays) : `${minDays}–${maxDays} working days` };
}

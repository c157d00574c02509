import {
  ACCESS_LEVELS,
  CALCULATOR_RULES,
  EXTRAS,
  FOAM_LOCATIONS,
  FOAM_TYPES,
  PROPERTY_TYPES,
  estimateRemoval,
  formatDays,
  formatPounds,
  isOneOf,
  typicalDurationRange,
  type CalculatorInput,
} from './calculator';
import { UK_REGIONS } from './ukRegions';
import { MIN_PUBLIC_LIABILITY_COVER_PENCE } from './vetting';

/**
 * Cost figures in the site's Markdown (content/) are never typed as numbers: they are placeholders the content
 * loader fills in from the calculator, so a page cannot disagree with /calculator
 * (docs/requirements/business-rules.md#cost-figures-in-content). tests/server/contentFigures.test.ts fails on
 * any £ amount or duration typed by hand.
 *
 *   {{cost type=semi foam=open}}                 → "£2,050–£2,900" (range before VAT)
 *   {{cost-vat type=semi foam=open extras=…}}    → the range including VAT (as of the day the page is built)
 *   {{days type=detached foam=closed}}          → "7 working days"
 *   {{typical-days}}                              → the range of typical homes, "2–7 working days"
 *   {{rule rate.open}}                            → one figure of the rules, e.g. "£25"
 *
 * Scenario keys: type, foam, area (plan m²), wall (wall m²), pitch (degrees), locations (a+b), access, region
 * (spaces as _), extras (a+b), vat=no (contractor not VAT-registered). Defaults: foam unknown, loft, easy access,
 * no region, no extras.
 */
export const FIGURE_PATTERN = /\{\{\s*(cost-vat|cost|typical-days|days|rule)(?![\w-])([^}]*)\}\}/g;

const list = (value: string) => value.split('+').filter(Boolean);

export function scenarioOf(args: string): CalculatorInput {
  const input: CalculatorInput = {
    propertyType: 'semi',
    foamType: 'unknown',
    locations: ['loft'],
    access: 'easy',
    region: null,
    extras: [],
  };
  for (const pair of args.trim().split(/\s+/).filter(Boolean)) {
    const [key, raw = ''] = pair.split('=');
    const value = key === 'region' ? raw.replace(/_/g, ' ') : raw;
    const fail = () => {
      throw new Error(`Unknown calculator figure setting "${pair}"`);
    };
    if (key === 'type') input.propertyType = isOneOf(PROPERTY_TYPES)(value) ? value : fail();
    else if (key === 'foam') input.foamType = isOneOf(FOAM_TYPES)(value) ? value : fail();
    else if (key === 'access') input.access = isOneOf(ACCESS_LEVELS)(value) ? value : fail();
    else if (key === 'region') input.region = isOneOf(UK_REGIONS)(value) ? value : fail();
    else if (key === 'locations') input.locations = list(value).every(isOneOf(FOAM_LOCATIONS)) ? (list(value) as never) : fail();
    else if (key === 'extras') input.extras = list(value).every(isOneOf(EXTRAS)) ? (list(value) as never) : fail();
    else if (key === 'area' || key === 'wall' || key === 'pitch') {
      const number = Number(value);
      if (!value || !Number.isFinite(number)) fail();
      if (key === 'area') input.areaM2 = number;
      else if (key === 'wall') input.wallAreaM2 = number;
      else input.pitchDegrees = number;
    } else if (key === 'vat' && value === 'no') input.vatRegistered = false;
    else fail();
  }
  return input;
}

const r = CALCULATOR_RULES;
/** The single figures of the rules that pages may quote by name. */
export const RULE_FIGURES: Record<string, () => string> = {
  'rate.open': () => formatPounds(r.baseRatePence.open),
  'rate.closed': () => formatPounds(r.baseRatePence.closed),
  'rate.unknown': () => formatPounds(r.baseRatePence.unknown),
  'cavity.open': () => formatPounds(r.cavityRatePence.open),
  'cavity.closed': () => formatPounds(r.cavityRatePence.closed),
  'cavity.unknown': () => formatPounds(r.cavityRatePence.unknown),
  'waste.fixed': () => formatPounds(r.wasteFixedPence),
  'waste.m2': () => formatPounds(r.wastePerM2Pence),
  'extra.timber_treatment': () => formatPounds(r.extraPerM2Pence.timber_treatment!),
  'extra.membrane': () => formatPounds(r.extraPerM2Pence.membrane!),
  'extra.reinsulation': () => formatPounds(r.extraPerM2Pence.reinsulation!),
  'extra.inspection_report': () => formatPounds(r.inspectionReportPence),
  minimum: () => formatPounds(r.minimumJobPence),
  round: () => formatPounds(r.roundToPence),
  'pitch.default': () => `${r.defaultPitchDegrees}°`,
  'm2.per-day': () => `${r.m2PerDay} m²`,
  'cavity.m2-per-day': () => `${r.cavityM2PerDay} m²`,
  // Not the calculator's: the least public liability cover vetting accepts (common/vetting.ts).
  'vetting.min-cover': () => formatPounds(MIN_PUBLIC_LIABILITY_COVER_PENCE),
};

const range = (low: number, high: number) => `${formatPounds(low)}–${formatPounds(high)}`;

/** One placeholder's text. Throws on an unknown kind, setting or rule name. */
export function figureText(kind: string, args: string, vatDate?: string): string {
  if (kind === 'typical-days') return typicalDurationRange().text;
  if (kind === 'rule') {
    const figure = RULE_FIGURES[args.trim()];
    if (!figure) throw new Error(`Unknown calculator rule figure "${args.trim()}"`);
    return figure();
  }
  const estimate = estimateRemoval({ ...scenarioOf(args), vatDate });
  if (kind === 'cost') return range(estimate.lowPence, estimate.highPence);
  if (kind === 'cost-vat') return range(estimate.withVatLowPence, estimate.withVatHighPence);
  if (kind === 'days') return formatDays(estimate.durationDays);
  throw new Error(`Unknown calculator figure "${kind}"`);
}

/** Markdown (or a front-matter value) with its calculator placeholders filled in. */
export function fillCalculatorFigures(text: string, vatDate?: string): string {
  return text.replace(FIGURE_PATTERN, (_match, kind: string, args: string) => figureText(kind, args, vatDate));
}

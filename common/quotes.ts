/**
 * Quotes a company sends for a lead it bought, and the job record that follows (docs/requirements/quotes-and-removal-records.md,
 * docs/decisions/0055-quotes-and-removal-records.md). Pure: shared by the browser and the server. Each line's VAT comes
 * from the calculator's one rule (`vatFor` in common/calculator.ts), never from the company.
 */
import { formatNumber, isHome, lineVatPence, vatFor, type EstimateLine, type PropertyType, type VatContext } from './calculator';
import type { UkRegion } from './ukRegions';
import type { VettingRecord, WasteCarrierTier } from './vetting';

/** The fixed vocabulary of quote lines, in the order a quote and the compare view list them. */
export const QUOTE_LINE_KINDS = ['inspection', 'foam_removal', 'waste_disposal', 'membrane', 'reinsulation', 'access', 'other'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export const QUOTE_LINE_LABELS: Record<QuoteLineKind, string> = {
  inspection: 'Inspection or survey',
  foam_removal: 'Foam removal',
  waste_disposal: 'Waste disposal',
  membrane: 'Membrane and making good',
  reinsulation: 'Re-insulation',
  access: 'Access and scaffolding',
  other: 'Other',
};

/**
 * How each kind is taxed (docs/vat-rules.md). Only re-insulation is installing an energy-saving material; a membrane is
 * weatherproofing, and "other" is standard-rated because a company's free text cannot show that it is insulation.
 */
export const QUOTE_LINE_VAT_TREATMENT: Record<QuoteLineKind, 'standard' | 'energy_saving'> = {
  inspection: 'standard',
  foam_removal: 'standard',
  waste_disposal: 'standard',
  membrane: 'standard',
  reinsulation: 'energy_saving',
  access: 'standard',
  other: 'standard',
};

/** What the foam was sprayed on: surveyors ask whether it was against the tiles or slates themselves. */
export const ROOF_TYPES = ['pitched_tiles', 'pitched_slates', 'pitched_sheet', 'flat', 'not_a_roof'] as const;
export type RoofType = (typeof ROOF_TYPES)[number];
export const ROOF_TYPE_LABELS: Record<RoofType, string> = {
  pitched_tiles: 'pitched roof, tiles',
  pitched_slates: 'pitched roof, slates',
  pitched_sheet: 'pitched roof, metal or fibre-cement sheets',
  flat: 'flat roof',
  not_a_roof: 'walls or floor, not a roof',
};

/** Insulation materials a company may put back (spray foam is not offered: removing it is the point of the job). */
export const REINSULATION_MATERIALS = ['mineral_wool', 'sheep_wool', 'wood_fibre', 'rigid_board', 'multifoil', 'other'] as const;
export type ReinsulationMaterial = (typeof REINSULATION_MATERIALS)[number];
export const REINSULATION_MATERIAL_LABELS: Record<ReinsulationMaterial, string> = {
  mineral_wool: 'mineral wool (glass or rock)',
  sheep_wool: 'sheep’s wool',
  wood_fibre: 'wood fibre',
  rigid_board: 'rigid board (PIR or PUR)',
  multifoil: 'multifoil',
  other: 'other insulation',
};

/**
 * The limits of a quote and of a job record. The quote form and the API use these; error messages name them.
 * Amounts are pence.
 */
export const QUOTE_LIMITS = {
  minLines: 1,
  maxLines: 20,
  /** £100,000 per amount: above that it is a typing mistake for a home's foam removal. */
  maxAmountPence: 10_000_000,
  maxAreaM2: 1000,
  /** A quote is valid until a day after today and at most this many days ahead. */
  maxValidDays: 90,
  /** The earliest start may be today and at most this many days ahead. */
  maxStartDays: 365,
  minDurationDays: 1,
  maxDurationDays: 60,
  maxGuaranteeYears: 25,
  maxMethodStatementChars: 2000,
  maxDescriptionChars: 200,
  maxInsurerChars: 150,
  minThicknessMm: 10,
  maxThicknessMm: 500,
  /** Declared thermal conductivity λ, W/m·K: aerogel blankets are about 0.015, the poorest loose fills about 0.07. */
  minLambda: 0.015,
  maxLambda: 0.1,
} as const;

export const JOB_RECORD_LIMITS = {
  maxReadings: 100,
  minMoisturePercent: 0,
  maxMoisturePercent: 100,
  maxWhereChars: 120,
  maxDefectsChars: 2000,
  maxWasteReferenceChars: 60,
  maxRoofAreas: 10,
} as const;

/** Photographs of a job: checked in the browser before upload and again by the upload path. */
export const JOB_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type JobPhotoContentType = (typeof JOB_PHOTO_CONTENT_TYPES)[number];
/** 20 MB per photograph. */
export const MAX_JOB_PHOTO_BYTES = 20 * 1024 * 1024;
export const MAX_JOB_PHOTOS = 40;
export const JOB_PHOTO_MESSAGES = {
  wrongType: 'This file is not a photograph we can take. Upload a JPEG, PNG or WebP image.',
  tooLarge: 'This photograph is larger than 20 MB. Upload one of 20 MB or less.',
  tooMany: `A job record holds at most ${MAX_JOB_PHOTOS} photographs. Remove one before adding another.`,
} as const;

/** The real type of a photograph from its first 12 bytes (never its name or declared type); null for anything else. */
export function sniffPhotoType(head: Uint8Array): JobPhotoContentType | null {
  const at = (offset: number, bytes: number[]) => head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'; // RIFF....WEBP
  return null;
}

/** Why a photograph cannot be added to a job that already has `photosSoFar`, or null when it can. */
export function jobPhotoRefusal(photo: { bytes: number; head: Uint8Array }, photosSoFar: number): string | null {
  if (photosSoFar >= MAX_JOB_PHOTOS) return JOB_PHOTO_MESSAGES.tooMany;
  if (photo.bytes > MAX_JOB_PHOTO_BYTES) return JOB_PHOTO_MESSAGES.tooLarge;
  if (!sniffPhotoType(photo.head)) return JOB_PHOTO_MESSAGES.wrongType;
  return null;
}

/** The waste carrier registration on a waste line: copied by the server from the company's vetting record. */
export interface QuoteWasteCarrier {
  registrationNumber: string;
  tier: WasteCarrierTier;
}

interface LineBase {
  /** Before VAT, whole pence. */
  amountPence: number;
  /** The company's words on the line; required on "other". */
  description?: string | null;
}

export type QuoteLine =
  | (LineBase & { kind: 'inspection' })
  | (LineBase & { kind: 'foam_removal'; areaM2: number; roofType: RoofType })
  | (LineBase & { kind: 'waste_disposal'; wasteCarrier: QuoteWasteCarrier | null })
  | (LineBase & { kind: 'membrane' })
  | (LineBase & {
      kind: 'reinsulation';
      material: ReinsulationMaterial;
      thicknessMm: number;
      /**
       * The declared thermal conductivity λ (W/m·K) from the product's declaration of performance: a fact of the
       * product the homeowner and a surveyor can check. A U-value depends on the whole roof or wall build-up and
       * needs a calculation the company may not have done (docs/decisions/0055-quotes-and-removal-records.md).
       */
      lambdaWPerMK: number;
      areaM2?: number | null;
    })
  | (LineBase & { kind: 'access' })
  | (LineBase & { kind: 'other'; description: string });

type WasteLine = Extract<QuoteLine, { kind: 'waste_disposal' }>;
/** A line as a company sends it: the waste carrier is never typed. */
export type QuoteLineInput = Exclude<QuoteLine, WasteLine> | Omit<WasteLine, 'wasteCarrier'>;

/** The lines as stored: each waste line carries the registration the company's vetting record holds (or null). */
export function withWasteCarrier(lines: readonly QuoteLineInput[], vetting: Pick<VettingRecord, 'wasteCarrier'>): QuoteLine[] {
  const carrier = vetting.wasteCarrier && { registrationNumber: vetting.wasteCarrier.registrationNumber, tier: vetting.wasteCarrier.tier };
  return lines.map((line) => (line.kind === 'waste_disposal' ? { ...line, wasteCarrier: carrier } : line));
}

/** Thermal resistance R of a layer, m²·K/W: thickness (m) ÷ λ, to two decimals. */
export const thermalResistance = (thicknessMm: number, lambdaWPerMK: number) => Math.round((thicknessMm / 1000 / lambdaWPerMK) * 100) / 100;

/** The line as the quote shows it: "Foam removal (42 m², pitched roof, tiles)". */
export function quoteLineLabel(line: QuoteLineInput | QuoteLine): string {
  switch (line.kind) {
    case 'foam_removal':
      return `${QUOTE_LINE_LABELS.foam_removal} (${formatNumber(line.areaM2)} m², ${ROOF_TYPE_LABELS[line.roofType]})`;
    case 'reinsulation': {
      const area = line.areaM2 ? `, ${formatNumber(line.areaM2)} m²` : '';
      const r = thermalResistance(line.thicknessMm, line.lambdaWPerMK);
      return `${QUOTE_LINE_LABELS.reinsulation}: ${REINSULATION_MATERIAL_LABELS[line.material]}, ${formatNumber(line.thicknessMm)} mm${area}, λ ${formatNumber(line.lambdaWPerMK)} W/m·K (R ${formatNumber(r)} m²·K/W)`;
    }
    case 'other':
      return line.description;
    default:
      return QUOTE_LINE_LABELS[line.kind];
  }
}

export interface PricedQuoteLine<L> {
  line: L;
  label: string;
  netPence: number;
  vatRate: number;
  vatTreatment: EstimateLine['vatTreatment'];
  vatLabel: string;
  vatPence: number;
}

export interface PricedQuote<L> {
  lines: Array<PricedQuoteLine<L>>;
  /** Sum of the lines before VAT. */
  netPence: number;
  /** Sum of the lines' VAT, each rounded on its line, so the lines add up to the total shown. */
  vatPence: number;
  totalPence: number;
  /** VAT per rate, highest first, for the summary under the lines ("VAT at 20 % on £2,400: £480"). */
  vatByRate: Array<{ vatRate: number; netPence: number; vatPence: number }>;
  vatRegistered: boolean;
  supplyDate: string;
}

export interface QuotePricingInput<L> {
  lines: readonly L[];
  region: UkRegion | null | undefined;
  /** The day of supply that sets the rate on insulation (`expectedSupplyDate`), `YYYY-MM-DD`. */
  supplyDate: string;
  vatRegistered: boolean;
  /** The lead's property type: a commercial building pays the standard rate on insulation too. */
  propertyType: PropertyType;
}

/** Each line's VAT by the calculator's rule, and the totals with and without VAT. */
export function priceQuote<L extends QuoteLineInput | QuoteLine>(input: QuotePricingInput<L>): PricedQuote<L> {
  const context: VatContext = {
    registered: input.vatRegistered,
    home: isHome(input.propertyType),
    region: input.region,
    date: input.supplyDate,
  };
  const lines = input.lines.map((line): PricedQuoteLine<L> => {
    const tax = vatFor(QUOTE_LINE_VAT_TREATMENT[line.kind], context);
    return { line, label: quoteLineLabel(line), netPence: line.amountPence, ...tax, vatPence: lineVatPence(line.amountPence, tax.vatRate) };
  });
  const byRate = new Map<number, { vatRate: number; netPence: number; vatPence: number }>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { vatRate: line.vatRate, netPence: 0, vatPence: 0 };
    entry.netPence += line.netPence;
    entry.vatPence += line.vatPence;
    byRate.set(line.vatRate, entry);
  }
  const netPence = lines.reduce((sum, line) => sum + line.netPence, 0);
  const vatPence = lines.reduce((sum, line) => sum + line.vatPence, 0);
  return {
    lines,
    netPence,
    vatPence,
    totalPence: netPence + vatPence,
    vatByRate: [...byRate.values()].sort((a, b) => b.vatRate - a.vatRate),
    vatRegistered: input.vatRegistered,
    supplyDate: input.supplyDate,
  };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The day a quote's VAT is worked out for: the last working day (Monday to Friday) of the job if it starts on its
 * earliest start and lasts its expected duration. A service is supplied when it is performed, so a job finishing after
 * 31 March 2027 is priced at that day's rate, and the quote says which day it assumed.
 */
export function expectedSupplyDate(earliestStart: string, durationDays: number): string {
  let day = earliestStart;
  const isWeekend = (d: string) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay());
  while (isWeekend(day)) day = addDays(day, 1);
  for (let left = Math.max(1, durationDays) - 1; left > 0;) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

export type EstimatePlacement = 'below' | 'within' | 'above';
export const ESTIMATE_PLACEMENT_LABELS: Record<EstimatePlacement, string> = {
  below: 'Below our estimate',
  within: 'Within our estimate',
  above: 'Above our estimate',
};

/**
 * Where a quote's total before VAT falls against the site's estimate range for the job (also before VAT, as the
 * calculator states it); the range's ends count as within.
 */
export function placeAgainstEstimate(netPence: number, estimate: { lowPence: number; highPence: number }): EstimatePlacement {
  if (netPence < estimate.lowPence) return 'below';
  if (netPence > estimate.highPence) return 'above';
  return 'within';
}

/** The line kinds a quote includes, in vocabulary order. */
export const lineKindsOf = (lines: ReadonlyArray<{ kind: QuoteLineKind }>): QuoteLineKind[] =>
  QUOTE_LINE_KINDS.filter((kind) => lines.some((line) => line.kind === kind));

export interface QuoteComparison<Id> {
  /** One row per kind any quote includes, in vocabulary order: which quotes include it and which leave it out. */
  rows: Array<{ kind: QuoteLineKind; label: string; includedBy: Id[]; leftOutBy: Id[] }>;
  /** Per quote, in the order given: what it includes, and what another quote includes that it leaves out. */
  quotes: Array<{ id: Id; includes: QuoteLineKind[]; leavesOut: QuoteLineKind[] }>;
}

/** What the compare view lines up: the same rows for every quote, so the differences show. */
export function compareQuotes<Id>(quotes: ReadonlyArray<{ id: Id; lines: ReadonlyArray<{ kind: QuoteLineKind }> }>): QuoteComparison<Id> {
  const kinds = quotes.map((quote) => ({ id: quote.id, includes: lineKindsOf(quote.lines) }));
  const anywhere = QUOTE_LINE_KINDS.filter((kind) => kinds.some((quote) => quote.includes.includes(kind)));
  return {
    rows: anywhere.map((kind) => ({
      kind,
      label: QUOTE_LINE_LABELS[kind],
      includedBy: kinds.filter((quote) => quote.includes.includes(kind)).map((quote) => quote.id),
      leftOutBy: kinds.filter((quote) => !quote.includes.includes(kind)).map((quote) => quote.id),
    })),
    quotes: kinds.map((quote) => ({ ...quote, leavesOut: anywhere.filter((kind) => !quote.includes.includes(kind)) })),
  };
}

/**
 * The homeowner's right to cancel, shown unchanged on every quote (a company cannot edit or remove it). A quote accepted
 * on this site makes a contract away from the company's premises: a distance or an off-premises contract under the
 * Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, regs. 29 and 30 (14 days)
 * and 36 (work started within them at the homeowner's request).
 */
export const CANCELLATION_NOTICE = {
  heading: 'Your right to cancel',
  paragraphs: [
    'If you accept this quote, you make a contract with the company away from its premises. You may cancel it without giving a reason until the end of the 14th day after the day you accept.',
    'To cancel, tell the company clearly before then: an e-mail or a letter is enough. Any money you have paid, a deposit included, must be refunded within 14 days of your telling them.',
    'The company may not start work within the 14 days unless you ask it to in writing. If you ask and then cancel, you pay only for the work done before you cancelled, in proportion to the whole job. If you asked for an early start and the whole job is then finished, you can no longer cancel.',
  ],
  source: {
    title: 'The Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, regulations 29, 30 and 36',
    url: 'https://www.legislation.gov.uk/uksi/2013/3134/part/3',
  },
} as const;

import {
  CALCULATOR_RULES,
  PROPERTY_TYPES,
  estimateRemoval,
  formatDays,
  formatNumber,
  formatPounds,
  type PropertyType,
} from '../../../common/calculator';
import { type GuideDocument, findGuide } from '../content';

/**
 * What the free guide says: the guides it is made of (from content/), a costs table worked out with the
 * calculator's rules, and a checklist. Gathered here as plain data; guidePdfLayout.ts draws it.
 */
export const GUIDE_TITLE = "The Homeowner's Guide to Spray Foam Removal";
export const GUIDE_SITE_NAME = 'Spray Foam Removal UK';
export const COSTS_HEADING = 'Removal costs at a glance';
export const CHECKLIST_HEADING = 'Your spray foam removal checklist';

/** The guides the PDF is made of, in order. */
export const GUIDE_SECTIONS = ['/homeowners-bible', '/mortgage-impact', '/professional-removal', '/regulations'] as const;

/** A stretch of text in one style; `link` is a URL or a path on the site. */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  link?: string;
}

export interface GuideSection {
  title: string;
  summary: string | null;
  markdown: string;
}

export interface FreeGuideContent {
  title: string;
  siteName: string;
  /** PDF metadata. */
  subject: string;
  keywords: string;
  /** When the newest of the guides was updated (ISO), or null. */
  updated: string | null;
  cover: { strapline: string; dateLine: string; publisherLine: string; disclaimer: string };
  sections: GuideSection[];
  costs: {
    heading: string;
    intro: TextRun[];
    table: { header: string[]; rows: string[][] };
    vatNote: TextRun[];
    factorsHeading: string;
    factors: TextRun[][];
    calculator: TextRun[];
  };
  checklist: {
    heading: string;
    intro: string;
    groups: Array<{ heading: string; items: string[] }>;
    closing: TextRun[];
  };
}

const PROPERTY_LABELS: Record<PropertyType, string> = {
  terraced: 'Terraced house',
  semi: 'Semi-detached house',
  detached: 'Detached house',
  bungalow: 'Bungalow',
  flat: 'Flat (top floor)',
  commercial: 'Commercial building',
};

const CHECKLIST: FreeGuideContent['checklist']['groups'] = [
  {
    heading: 'Before you ask for quotes',
    items: [
      'Find the paperwork from the installation: quote, invoice, guarantee and any scheme papers',
      'Note where the foam is (loft, walls, floor) and take photos from the loft hatch',
      "Ask your lender, or your buyer's lender, exactly what they need: removal or a specialist report",
      'If removal is not yet required, book a specialist spray foam inspection',
    ],
  },
  {
    heading: 'Choosing a removal company',
    items: [
      'Get at least three written quotes that cover the same scope of work',
      'Public liability insurance details',
      'Waste carrier registration number, checked on the public register',
      'Evidence of operative training, including face-fit testing for respirators',
      'A written method statement and risk assessment',
      'References from recent customers',
      'How decayed timber found during the work will be priced',
    ],
  },
  {
    heading: 'After the removal',
    items: [
      'Photographs of the cleaned roof timbers and any timber treatment',
      'Waste transfer notes for the foam taken away',
      'A post-removal report in the form your lender has asked for',
      'Re-insulation that keeps the roof ventilated and breathable',
      'Every document filed with your property deeds, ready for a buyer',
    ],
  },
];

/** "Spray Foam and Mortgages: Buying, Selling…" (or " - …") → "Spray Foam and Mortgages". */
export function sectionTitle(guide: GuideDocument): string {
  return guide.title.split(/ - |: /)[0].trim();
}

function loadSections(): GuideDocument[] {
  return GUIDE_SECTIONS.map((path) => {
    const guide = findGuide(path);
    if (!guide) throw new Error(`The free guide needs content for ${path}, which is missing from content/`);
    return guide;
  });
}

/** The cost rows: each property type's typical area, open-cell foam in the loft, easy access, outside London. */
export function guideCostRows() {
  return PROPERTY_TYPES.map((type) => {
    const estimate = estimateRemoval({ propertyType: type, foamType: 'open', locations: ['loft'], access: 'easy', region: null });
    return { type, label: PROPERTY_LABELS[type], estimate };
  });
}

function formatDate(iso: string | null): string {
  const date = iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso) : new Date();
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(date);
}

function costs(address: (path: string) => string): FreeGuideContent['costs'] {
  const r = CALCULATOR_RULES;
  const pct = (factor: number) => `${factor > 1 ? '+' : '−'}${Math.round(Math.abs(factor - 1) * 100)}%`;
  return {
    heading: COSTS_HEADING,
    intro: [
      { text: 'Typical quoted ranges for removing ' },
      { text: 'open-cell foam from a loft with easy access, outside London and the South East', bold: true },
      {
        text: `, at the typical loft floor area for each kind of property (turned into the larger area of the roof slopes at a ${r.defaultPitchDegrees}° pitch) and with no extras. They follow the same rules as our online cost calculator: removal at ${formatPounds(r.baseRatePence.open)} per m² for open-cell foam, plus waste disposal through a registered carrier at ${formatPounds(r.wasteFixedPence)} and ${formatPounds(r.wastePerM2Pence)} per m², with a minimum job of ${formatPounds(r.minimumJobPence)}.`,
      },
    ],
    table: {
      header: [
        'Property',
        `Roof slope area (at ${r.defaultPitchDegrees}°)`,
        'Range before VAT',
        `Range with VAT at ${r.vatRate * 100}%`,
        'Typical time',
      ],
      rows: guideCostRows().map(({ label, estimate }) => [
        label,
        `${formatNumber(estimate.areaM2)} m²`,
        `${formatPounds(estimate.lowPence)} – ${formatPounds(estimate.highPence)}`,
        `${formatPounds(estimate.withVatLowPence)} – ${formatPounds(estimate.withVatHighPence)}`,
        formatDays(estimate.durationDays),
      ]),
    },
    vatNote: [
      { text: 'VAT: ', bold: true },
      {
        text: `removal work is quoted before VAT; VAT at ${r.vatRate * 100}% is added on top, as shown in the last-but-one column (installing new insulation in a home is taxed at a lower rate: see the calculator). A contractor that is not VAT-registered charges no VAT. Ranges run from ${Math.round(r.lowFactor * 100)}% to ${Math.round(r.highFactor * 100)}% of the worked-out price, rounded to the nearest ${formatPounds(r.roundToPence)}. They are a guide to what quotes usually look like, not a quote.`,
      },
    ],
    factorsHeading: 'What moves the price',
    factors: [
      [
        { text: 'Foam type: ', bold: true },
        {
          text: `closed-cell foam is bonded and rigid, at ${formatPounds(r.baseRatePence.closed)} per m² instead of ${formatPounds(r.baseRatePence.open)}, and takes about ${Math.round((r.closedCellDurationFactor - 1) * 100)}% longer. "Not sure" is priced at ${formatPounds(r.baseRatePence.unknown)} per m² until it is identified.`,
        },
      ],
      [
        { text: 'Where the foam is: ', bold: true },
        {
          text: `under floors ${pct(r.locationFactor.floor)} compared with a loft; foam in cavity walls is extracted at its own rate, from ${formatPounds(r.cavityRatePence.open)} per m² of wall for open-cell foam.`,
        },
      ],
      [
        { text: 'Access: ', bold: true },
        { text: `moderate ${pct(r.accessFactor.moderate)}, difficult (tight, low pitch, no boards) ${pct(r.accessFactor.difficult)}.` },
      ],
      [
        { text: 'Region: ', bold: true },
        {
          text: `London ${pct(r.regionFactor.London!)}, the South East ${pct(r.regionFactor['South East']!)}, Scotland and Northern Ireland ${pct(r.regionFactor.Scotland!)}.`,
        },
      ],
      [
        { text: 'Extras: ', bold: true },
        {
          text: `timber treatment ${formatPounds(r.extraPerM2Pence.timber_treatment!)} per m², a new breathable membrane ${formatPounds(r.extraPerM2Pence.membrane!)} per m², re-insulation ${formatPounds(r.extraPerM2Pence.reinsulation!)} per m², and a post-removal inspection report for your lender ${formatPounds(r.inspectionReportPence)}.`,
        },
      ],
    ],
    calculator: [
      { text: 'For a figure for your own home, use the ' },
      { text: 'cost calculator', link: '/calculator' },
      { text: ` on our website (${address('/calculator')}): it applies these rules to your area, foam, access, region and extras.` },
    ],
  };
}

/**
 * Everything the guide says. Reads content/ (through the guides repository) and nothing else; `siteUrl`, the
 * site's public origin, lets the text name the site's pages with their host.
 */
export function freeGuideContent(options: { siteUrl: string | null }): FreeGuideContent {
  const siteUrl = options.siteUrl ? options.siteUrl.replace(/\/$/, '') : null;
  const host = siteUrl?.replace(/^https?:\/\//, '') ?? null;
  /** A page of the site as a reader can type it: with the host when the site's address is known. */
  const address = (path: string) => (host ? `${host}${path}` : path);
  const guides = loadSections();
  const updated =
    guides
      .map((g) => g.updated)
      .filter(Boolean)
      .sort()
      .at(-1) ?? null;
  return {
    title: GUIDE_TITLE,
    siteName: GUIDE_SITE_NAME,
    subject: 'Spray foam insulation removal in the UK: risks, mortgages, the removal process, regulations, costs and a checklist',
    keywords: 'spray foam removal, spray foam insulation, mortgage, RICS, UK',
    updated,
    cover: {
      strapline: 'Risks, mortgages, the removal process, regulations, costs and a checklist: everything a UK homeowner needs in one place.',
      dateLine: `Free guide · Updated ${formatDate(updated)}`,
      publisherLine: `Published by ${GUIDE_SITE_NAME}${host ? ` · ${host}` : ''}`,
      disclaimer:
        'This guide is general information for homeowners in the United Kingdom. It is not legal, financial or surveying advice for your property: ask a qualified surveyor, your lender or a solicitor about your own situation. Cost figures are typical ranges, not quotes.',
    },
    sections: guides.map((guide) => ({ title: sectionTitle(guide), summary: guide.summary || null, markdown: guide.markdown })),
    costs: costs(address),
    checklist: {
      heading: CHECKLIST_HEADING,
      intro: 'Print this page and tick each item off as you go.',
      groups: CHECKLIST,
      closing: [
        { text: 'Ready for quotes? ', bold: true },
        { text: 'Tell us about your property on our ' },
        { text: 'quote form', link: '/contact/enhanced-quote' },
        {
          text: ` (${address('/contact/enhanced-quote')}) and up to three vetted removal companies that cover your area will contact you. It is free and there is no obligation.`,
        },
      ],
    },
  };
}

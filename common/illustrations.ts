/**
 * The site's own illustrations (client/public/images/{name}.svg, drawn for this site): guides name one in their
 * front matter (`illustration:`), and blog posts without a cover show their category's.
 */
export const ILLUSTRATIONS = {
  'loft-cross-section': {
    alt: 'A house in cross-section: spray foam under the roof hides the rafters a valuer needs to see',
    width: 560,
    height: 400,
  },
  'valuation-report': {
    alt: 'A house beside a surveyor’s report with the roof marked for further inspection',
    width: 560,
    height: 360,
  },
  'removal-work': {
    alt: 'An operative in a protective suit and mask scraping spray foam off loft rafters, with bagged waste beside him',
    width: 560,
    height: 360,
  },
  'cost-estimate': {
    alt: 'A calculator beside a chart of low and high cost estimates',
    width: 560,
    height: 360,
  },
  'health-safety': {
    alt: 'A respirator, goggles and gloves beside a warning sign and an open window',
    width: 560,
    height: 360,
  },
  'documents-check': {
    alt: 'Insurance, waste carrier and training documents with a tick and a magnifying glass',
    width: 560,
    height: 360,
  },
  'cavity-wall': {
    alt: 'A cavity wall cut away: brick outside, block inside and foam filling the cavity between them',
    width: 560,
    height: 360,
  },
} as const;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function isIllustrationName(name: string): name is IllustrationName {
  return Object.prototype.hasOwnProperty.call(ILLUSTRATIONS, name);
}

export function illustration(name: IllustrationName): Illustration {
  return { src: `/images/${name}.svg`, ...ILLUSTRATIONS[name] };
}

/** What a blog post without a cover image shows in lists, by its category. */
const CATEGORY_ILLUSTRATIONS: Record<string, IllustrationName> = {
  guides: 'loft-cross-section',
  mortgages: 'valuation-report',
  costs: 'cost-estimate',
  removal: 'removal-work',
  health: 'health-safety',
  regulations: 'documents-check',
};

export function categoryIllustration(category: string): Illustration {
  return illustration(CATEGORY_ILLUSTRATIONS[category] ?? 'loft-cross-section');
}

import type { ConservationBasis } from './localData';

/**
 * The sentences a location page (client/src/features/locations/LocationPage.tsx) writes around its Markdown, in one
 * place so that scripts/locationDuplicates.ts measures exactly what a reader sees (issue 28). What is the same in every
 * town (how costs are worked out, mortgages, vetting, regulations and waste) is not repeated: the page links to it.
 */

/** Where what is the same in every town is explained once: each location page links here instead of repeating it. */
export const SHARED_GUIDES = [
  { path: '/spray-foam-insulation-removal-cost', label: 'removal costs' },
  { path: '/mortgage-impact', label: 'mortgages' },
  { path: '/regulations', label: 'the rules on insulation and waste' },
  { path: '/vetting-process', label: 'how we vet and certify companies' },
] as const;

/** The sentence around the SHARED_GUIDES links, split where each link goes. */
export const SHARED_GUIDES_LEAD = 'What does not change from town to town is in our guides to ';

export function sharedGuidesSentence(): string {
  const labels = SHARED_GUIDES.map((guide) => guide.label);
  return `${SHARED_GUIDES_LEAD}${labels.slice(0, -1).join(', ')}, and ${labels[labels.length - 1]}.`;
}

/** How many vetted companies cover the region; with none, that no quotes can be promised and what happens to a request. */
export function coverageSentence(place: { name: string; region: string }, companies: number, certified: number): string {
  if (companies === 0)
    return `No vetted company covers ${place.region} yet, so we cannot promise quotes for ${place.name}: a request sent here is offered only to vetted companies that serve ${place.region}, and may get none.`;
  return `${companies} vetted ${companies === 1 ? 'company covers' : 'companies cover'} ${place.region}, ${certified} of them certified.`;
}

/** The region's quote requests of the last 12 months, or that there were too few to report. */
export function demandSentence(region: string, demand: { requestsLast12Months: number | null; fewerThan: number | null }): string {
  return demand.requestsLast12Months === null
    ? `Fewer than ${demand.fewerThan} homeowners in ${region} asked for quotes here in the last 12 months: too few to give figures.`
    : `${demand.requestsLast12Months} homeowners in ${region} asked for quotes here in the last 12 months.`;
}

/**
 * The local figures section (common/localData.ts). Everything in it sits in tables (figures, their sources and the
 * contacts), which scripts/locationDuplicates.ts does not count as sentences: the wording around the figures is the
 * same on every page by design, and what differs between pages is the figures themselves.
 */
export const LOCAL_DATA_HEADING = 'Local figures and contacts';
export const HOUSING_CAPTION = 'Homes by accommodation type';
export const HOUSING_CAPTION_DETAIL = ', Census 2021 (share of all households)';
export const HOUSING_ROWS = [
  { key: 'detached', label: 'Detached house or bungalow' },
  { key: 'semiDetached', label: 'Semi-detached house or bungalow' },
  { key: 'terraced', label: 'Terraced house or bungalow' },
  { key: 'purposeBuiltFlat', label: 'Flat in a purpose-built block' },
  { key: 'convertedOrSharedHouse', label: 'Flat or bedsit in a converted or shared house' },
] as const;
export const HOUSING_NOT_SHOWN = 'Other converted buildings, commercial buildings and caravans are not shown.';
export const CONSERVATION_CAPTION = 'Conservation areas';
/** The row heading and the caveat for each way a figure was arrived at (ConservationBasis in common/localData.ts). */
export const CONSERVATION_BASIS = {
  listed: {
    row: (council: string) => `Listed for ${council}`,
    caveat: 'A list still being compiled: the council’s own list is the one that counts.',
  },
  counted: {
    row: (council: string) => `Counted for ${council}`,
    caveat: 'Counted by the Planning Data team from the council’s own pages in 2024: the council’s own list is the one that counts.',
  },
  stated: {
    row: (council: string) => `Stated by ${council}`,
    caveat: 'The number the council’s own page gives: its current list is the one that counts.',
  },
} as const satisfies Record<ConservationBasis, { row: (council: string) => string; caveat: string }>;
export const CONTACTS_CAPTION = 'Council contacts';

/** Scotland's councils run building standards; the rest of the UK calls the same service building control. */
export const buildingControlName = (nation: string) => (nation === 'Scotland' ? 'Building standards' : 'Building control');

/** A share as the source gives it, to one decimal place. */
export const formatShare = (percent: number) => `${percent.toFixed(1)}%`;

/** What the page says where a figure is not in common/localData.ts, so no page is silent about a gap. */
export function notAvailable(
  what: 'housing' | 'conservation' | 'buildingControl',
  place: { authority: { name: string } | null; nation: string },
): string {
  if (!place.authority) {
    if (what === 'buildingControl') return 'London has 33 councils: ask the borough’s own building control.';
    return 'Not shown: these figures are kept per council, and London has 33 councils (32 boroughs and the City of London).';
  }
  const council = place.authority.name;
  if (what === 'housing') {
    const census =
      place.nation === 'Scotland'
        ? 'Scotland’s Census 2022'
        : place.nation === 'Northern Ireland'
          ? 'Northern Ireland’s Census 2021'
          : 'Census 2021';
    return `Not available yet: ${census} figures for ${council} are not in the data this site ships.`;
  }
  if (what === 'conservation') return `Not available yet: no list for ${council} is in the data this site ships.`;
  return `No page of ${council} confirmed yet: look for ${buildingControlName(place.nation).toLowerCase()} on the council’s website.`;
}

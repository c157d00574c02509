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

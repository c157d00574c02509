export const UK_REGIONS = [
  'London',
  'South East',
  'South West',
  'East of England',
  'East Midlands',
  'West Midlands',
  'Yorkshire and the Humber',
  'North West',
  'North East',
  'Wales',
  'Scotland',
  'Northern Ireland',
] as const;

export type UkRegion = (typeof UK_REGIONS)[number];

/** The id of a region's heading on /locations (links go to /locations#{id}), e.g. region-south-east. */
export const regionHeadingId = (region: string) => `region-${region.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Postcode areas (the letters before the first digit) to the region they mostly lie in. Used to fill the
 * region of a request from its postcode; areas that straddle a border take the region of most of the area.
 */
const AREA_REGION: Record<string, UkRegion> = {};
const assign = (region: UkRegion, areas: string) => areas.split(' ').forEach((area) => (AREA_REGION[area] = region));
assign('London', 'E EC N NW SE SW W WC BR CR DA EN HA IG KT RM SM TW UB');
assign('South East', 'BN CT GU HP ME MK OX PO RG RH SL SO TN');
assign('South West', 'BA BH BS DT EX GL PL SN SP TA TQ TR');
assign('East of England', 'AL CB CM CO IP LU NR PE SG SS WD');
assign('East Midlands', 'DE LE LN NG NN');
assign('West Midlands', 'B CV DY HR ST SY TF WR WS WV');
assign('Yorkshire and the Humber', 'BD DN HD HG HU HX LS S WF YO');
assign('North West', 'BB BL CA CH CW FY L LA M OL PR SK WA WN');
assign('North East', 'DH DL NE SR TS');
assign('Wales', 'CF LD LL NP SA');
assign('Scotland', 'AB DD DG EH FK G HS IV KA KW KY ML PA PH TD ZE');
assign('Northern Ireland', 'BT');

/** The postcode area (the letters before the first digit) of what has been typed so far, or null. */
export const postcodeAreaOf = (text: string): string | null => /^[A-Z]{1,2}(?=\d)/.exec(text.trim().toUpperCase())?.[0] ?? null;

/** What the calculator and the quote form say of an area no region has (e.g. ZZ); each adds what to do. */
export const unknownPostcodeArea = (area: string) => `We don’t recognise postcode area ${area}`;

export function regionForPostcode(postcode: string): UkRegion | null {
  const area = /^[A-Z]{1,2}/.exec(postcode.toUpperCase())?.[0];
  return area ? (AREA_REGION[area] ?? null) : null;
}

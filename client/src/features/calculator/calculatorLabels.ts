import type { AccessLevel, FoamLocation, FoamType, PropertyType } from '../../../../common/calculator';

export const PROPERTY_LABELS: Record<PropertyType, string> = {
  terraced: 'Terraced house',
  semi: 'Semi-detached house',
  detached: 'Detached house',
  bungalow: 'Bungalow',
  flat: 'Flat',
  commercial: 'Commercial building',
};

export const FOAM_LABELS: Record<FoamType, string> = {
  open: 'Open-cell (soft, spongy)',
  closed: 'Closed-cell (rigid, hard)',
  unknown: 'Not sure',
};

/** Short names for running text ("open-cell £25"). */
export const FOAM_SHORT: Record<FoamType, string> = { open: 'open-cell', closed: 'closed-cell', unknown: 'not sure' };

export const LOCATION_LABELS: Record<FoamLocation, string> = {
  loft: 'Loft / roof',
  walls: 'Walls',
  floor: 'Under floor',
  other: 'Somewhere else',
};

export const ACCESS_LABELS: Record<AccessLevel, string> = {
  easy: 'Easy (boarded loft, good hatch)',
  moderate: 'Moderate',
  difficult: 'Difficult (tight, low pitch, no boards)',
};

import type { AccessLevel, FoamLocation, FoamType, PropertyType } from './calculator';
import { EXTRA_LABELS } from './extras';
import { URGENCY_LABELS, type Reason } from './formOptions';

/** The one set of names for the values of a removal request: forms, the calculator, e-mails and summaries. */
export const PROPERTY_LABELS: Record<PropertyType, string> = {
  terraced: 'Terraced house',
  semi: 'Semi-detached house',
  detached: 'Detached house',
  bungalow: 'Bungalow',
  flat: 'Flat',
  commercial: 'Commercial building',
};

/** Foam types as a form offers them, with how to tell them apart. */
export const FOAM_LABELS: Record<FoamType, string> = {
  open: 'Open-cell (soft, spongy)',
  closed: 'Closed-cell (rigid, hard)',
  unknown: 'Not sure',
};

export const LOCATION_LABELS: Record<FoamLocation, string> = {
  loft: 'Loft / roof',
  walls: 'Walls',
  floor: 'Under floor',
  other: 'Somewhere else',
};

/** Access as a form offers it, with what each level means. */
export const ACCESS_LABELS: Record<AccessLevel, string> = {
  easy: 'Easy (boarded loft, good hatch)',
  moderate: 'Moderate',
  difficult: 'Difficult (tight, low pitch, no boards)',
};

export const REASON_LABELS: Record<Reason, string> = {
  selling: 'Selling the property',
  mortgage: 'Mortgage or remortgage',
  health: 'Health concerns',
  damp: 'Damp or condensation',
  renovation: 'Renovation',
  other: 'Another reason',
};

/** Short labels for running text and e-mails. */
export const REQUEST_LABELS = {
  property: PROPERTY_LABELS,
  foam: { open: 'Open-cell', closed: 'Closed-cell', unknown: 'Not sure' } as Record<FoamType, string>,
  location: LOCATION_LABELS,
  access: { easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult' } as Record<AccessLevel, string>,
  urgency: { ...URGENCY_LABELS, emergency: 'Emergency' },
  reason: REASON_LABELS,
  extras: EXTRA_LABELS,
} as const;

/** The label for a value, or the value itself when it has none (older records, new values). */
export function labelFor<K extends keyof typeof REQUEST_LABELS>(kind: K, value: string): string {
  return (REQUEST_LABELS[kind] as Record<string, string>)[value] ?? value;
}

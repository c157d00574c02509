import type { AccessLevel, Extra, FoamLocation, FoamType, PropertyType } from './calculator';
import type { Reason, Urgency } from './validation/removalRequest';

/** Short, human labels for the values of a removal request, for e-mails and summaries. */
export const REQUEST_LABELS = {
  property: {
    terraced: 'Terraced house',
    semi: 'Semi-detached house',
    detached: 'Detached house',
    bungalow: 'Bungalow',
    flat: 'Flat',
    commercial: 'Commercial building',
  } as Record<PropertyType, string>,
  foam: { open: 'Open-cell', closed: 'Closed-cell', unknown: 'Not sure' } as Record<FoamType, string>,
  location: { loft: 'Loft / roof', walls: 'Walls', floor: 'Under floor', other: 'Somewhere else' } as Record<FoamLocation, string>,
  access: { easy: 'Easy', moderate: 'Moderate', difficult: 'Difficult' } as Record<AccessLevel, string>,
  urgency: { emergency: 'Emergency', asap: 'As soon as possible', '1-3months': 'In the next 1–3 months', planning: 'Just planning' } as Record<Urgency, string>,
  reason: {
    selling: 'Selling the property',
    mortgage: 'Mortgage or remortgage',
    health: 'Health concerns',
    damp: 'Damp or condensation',
    renovation: 'Renovation',
    other: 'Another reason',
  } as Record<Reason, string>,
  extras: {
    timber_treatment: 'Timber treatment',
    membrane: 'New breathable membrane',
    reinsulation: 'Re-insulation',
    inspection_report: 'Inspection report',
  } as Record<Extra, string>,
} as const;

/** The label for a value, or the value itself when it has none (older records, new values). */
export function labelFor<K extends keyof typeof REQUEST_LABELS>(kind: K, value: string): string {
  return (REQUEST_LABELS[kind] as Record<string, string>)[value] ?? value;
}

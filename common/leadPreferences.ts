/**
 * A company's lead preferences (docs/decisions/0051-lead-preferences.md): which leads it wants (postcode districts,
 * property types, foam types), a weekly spend cap and a pause. One set of rules for the server, which lists,
 * alerts and sells by them, and the browser, which shows the same reasons. Days are Europe/London calendar
 * dates written YYYY-MM-DD; amounts are net of VAT.
 */
import { FOAM_TYPES, PROPERTY_TYPES, formatPounds, type FoamType, type PropertyType } from './calculator';
import { PROPERTY_LABELS } from './requestLabels';
import { postcodeAreaOf, regionForPostcode, unknownPostcodeArea } from './ukRegions';
import { addDays, dayInWords } from './vetting';
import type { FieldError } from './validation/fieldErrors';

export interface LeadPreferences {
  /** Outward codes ("SW1A", "M14"), upper case; empty: every district of the company's regions. */
  districts: string[];
  /** Empty: every property type. */
  propertyTypes: PropertyType[];
  /** Empty: every foam type. */
  foamTypes: FoamType[];
  /** Whole pounds, net of VAT, per London week (Monday to Sunday); null: no cap. */
  weeklyCapPounds: number | null;
  /** Buying is paused up to and including this day; null or a past day: not paused. */
  pausedUntil: string | null;
}

export const NO_LEAD_PREFERENCES: LeadPreferences = {
  districts: [],
  propertyTypes: [],
  foamTypes: [],
  weeklyCapPounds: null,
  pausedUntil: null,
};

export const LEAD_PREFERENCE_LIMITS = { maxDistricts: 200, capMinPounds: 1, capMaxPounds: 100_000, maxPauseDays: 366 } as const;

/** What the preferences read of a lead (its redacted fields: no contact details). */
export interface PreferenceLead {
  district: string;
  propertyType: string;
  foamType: string;
}

/** Where a company changes them, named in every refusal. */
export const PREFERENCES_PAGE = 'Lead preferences';

/** A foam type in a sentence ("This lead is for open-cell foam"). */
export const FOAM_WORDS: Record<FoamType, string> = {
  open: 'open-cell foam',
  closed: 'closed-cell foam',
  unknown: 'foam of a type the homeowner does not know',
};

const DISTRICT = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/;

/** `sw1a` → `SW1A`; null when it is not an outward code (a full postcode is not one). */
export function normaliseDistrict(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return DISTRICT.test(compact) ? compact : null;
}

/** What a person typed into one box ("SW1A, M14 m15") as separate entries, as typed, in order, without repeats. */
export function splitDistricts(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter(Boolean))];
}

/** The Monday that starts the London week of `day`. */
export function weekStartOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

export const isPaused = (preferences: Pick<LeadPreferences, 'pausedUntil'>, today: string) =>
  preferences.pausedUntil !== null && today <= preferences.pausedUntil;

export function pauseRefusal(preferences: Pick<LeadPreferences, 'pausedUntil'>, today: string): string | null {
  if (!isPaused(preferences, today)) return null;
  return `Your lead preferences pause buying until the end of ${dayInWords(preferences.pausedUntil!)}: change the date in ${PREFERENCES_PAGE} to buy now`;
}

/** Why this lead is not one the company asked for (district, property type, foam type); null when it is. */
export function mismatchReason(preferences: LeadPreferences, lead: PreferenceLead): string | null {
  const district = (lead.district ?? '').toUpperCase();
  if (preferences.districts.length && !preferences.districts.includes(district))
    return district
      ? `This lead is in ${district}, which is not one of your districts: add it in ${PREFERENCES_PAGE} to buy it`
      : `This lead has no postcode district, so it is not in your districts: empty them in ${PREFERENCES_PAGE} to buy it`;
  if (preferences.propertyTypes.length && !(preferences.propertyTypes as string[]).includes(lead.propertyType)) {
    const label = PROPERTY_LABELS[lead.propertyType as PropertyType] ?? lead.propertyType;
    return `This lead is a ${label.toLowerCase()}, which is not one of your property types: add it in ${PREFERENCES_PAGE} to buy it`;
  }
  if (preferences.foamTypes.length && !(preferences.foamTypes as string[]).includes(lead.foamType)) {
    const what = FOAM_WORDS[lead.foamType as FoamType] ?? `${lead.foamType} foam`;
    return `This lead is for ${what}, which is not one of your foam types: add it in ${PREFERENCES_PAGE} to buy it`;
  }
  return null;
}

/** Why buying this lead now would break the weekly cap; null when it fits (or there is no cap). */
export function capRefusal(
  preferences: Pick<LeadPreferences, 'weeklyCapPounds'>,
  weekSpendPence: number,
  pricePence: number,
): string | null {
  if (preferences.weeklyCapPounds === null) return null;
  const after = weekSpendPence + pricePence;
  if (after <= preferences.weeklyCapPounds * 100) return null;
  return `This lead would take this week’s spend to ${formatPounds(after)}, above your weekly cap of ${formatPounds(preferences.weeklyCapPounds * 100)} (before VAT): change the cap in ${PREFERENCES_PAGE}`;
}

/**
 * Why the company's preferences refuse this purchase now, or null: paused first (it says when buying comes back),
 * then a lead it did not ask for, then the weekly cap.
 */
export function preferenceRefusal(
  preferences: LeadPreferences,
  lead: PreferenceLead,
  purchase: { today: string; weekSpendPence: number; pricePence: number },
): string | null {
  return (
    pauseRefusal(preferences, purchase.today) ??
    mismatchReason(preferences, lead) ??
    capRefusal(preferences, purchase.weekSpendPence, purchase.pricePence)
  );
}

export const WEEKLY_CAP_PROBLEM = `Write the weekly cap as a whole number of pounds from ${LEAD_PREFERENCE_LIMITS.capMinPounds} to ${formatPounds(LEAD_PREFERENCE_LIMITS.capMaxPounds * 100).slice(1)}, or leave it empty for no cap`;

/** What a company sends to change its preferences, as the API receives it. */
export interface LeadPreferencesInput {
  districts: readonly string[];
  propertyTypes: readonly string[];
  foamTypes: readonly string[];
  weeklyCapPounds: number | null;
  pausedUntil: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => DAY.test(day) && new Date(`${day}T12:00:00Z`).toISOString().slice(0, 10) === day;

/**
 * Checks and normalises what a company sent; every problem is a field error with what to do. `regions`: the
 * company's regions, which every district must lie in (a district elsewhere would never be offered).
 */
export function checkLeadPreferences(
  input: LeadPreferencesInput,
  context: { today: string; regions: readonly string[] },
): { preferences: LeadPreferences; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const districts: string[] = [];
  if (input.districts.length > LEAD_PREFERENCE_LIMITS.maxDistricts)
    errors.push({ path: 'districts', message: `Choose at most ${LEAD_PREFERENCE_LIMITS.maxDistricts} districts` });
  else {
    for (const typed of input.districts) {
      const district = normaliseDistrict(typed);
      if (!district) {
        errors.push({
          path: 'districts',
          message: `“${typed.trim().slice(0, 20)}” is not a postcode district: write the first half of a postcode, like SW1A or M14`,
        });
        break;
      }
      const area = postcodeAreaOf(district)!;
      const region = regionForPostcode(district);
      if (!region) {
        errors.push({ path: 'districts', message: `${unknownPostcodeArea(area)}: check ${district}` });
        break;
      }
      if (!context.regions.includes(region)) {
        errors.push({
          path: 'districts',
          message: `${district} is in ${region}, which is not one of your regions (${context.regions.join(', ') || 'none'}): ask us to add the region first`,
        });
        break;
      }
      if (!districts.includes(district)) districts.push(district);
    }
  }
  const propertyTypes = [...new Set(input.propertyTypes)];
  if (propertyTypes.some((type) => !(PROPERTY_TYPES as readonly string[]).includes(type)))
    errors.push({ path: 'propertyTypes', message: 'Choose property types from the list' });
  const foamTypes = [...new Set(input.foamTypes)];
  if (foamTypes.some((type) => !(FOAM_TYPES as readonly string[]).includes(type)))
    errors.push({ path: 'foamTypes', message: 'Choose foam types from the list' });
  const cap = input.weeklyCapPounds;
  if (cap !== null && (!Number.isInteger(cap) || cap < LEAD_PREFERENCE_LIMITS.capMinPounds || cap > LEAD_PREFERENCE_LIMITS.capMaxPounds))
    errors.push({ path: 'weeklyCapPounds', message: WEEKLY_CAP_PROBLEM });
  const pausedUntil = input.pausedUntil ? input.pausedUntil.trim() : null;
  if (pausedUntil !== null) {
    if (!isRealDay(pausedUntil)) errors.push({ path: 'pausedUntil', message: 'Write the date as a day, like 2026-12-24' });
    else if (pausedUntil < context.today)
      errors.push({ path: 'pausedUntil', message: 'Choose today or a later day, or leave it empty to buy as usual' });
    else if (pausedUntil > addDays(context.today, LEAD_PREFERENCE_LIMITS.maxPauseDays))
      errors.push({ path: 'pausedUntil', message: 'Choose a day within a year from today' });
  }
  return {
    preferences: {
      districts,
      propertyTypes: propertyTypes as PropertyType[],
      foamTypes: foamTypes as FoamType[],
      weeklyCapPounds: cap,
      pausedUntil,
    },
    errors,
  };
}

/** What the preferences ask for, for the available-leads page ("districts SW1A, SW1B; flats; open-cell foam"); null: everything. */
export function preferencesSummary(preferences: LeadPreferences): string | null {
  const parts: string[] = [];
  if (preferences.districts.length) parts.push(`districts ${preferences.districts.join(', ')}`);
  if (preferences.propertyTypes.length)
    parts.push(preferences.propertyTypes.map((type) => PROPERTY_LABELS[type].toLowerCase()).join(' or '));
  if (preferences.foamTypes.length) parts.push(preferences.foamTypes.map((type) => FOAM_WORDS[type]).join(' or '));
  return parts.length ? parts.join('; ') : null;
}

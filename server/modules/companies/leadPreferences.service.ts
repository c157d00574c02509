import { checkLeadPreferences } from '../../../common/leadPreferences';
import { clockNow } from '../../platform/clock';
import { invalidInput } from '../../platform/graphql/errors';
import { londonDay } from '../dailyStats';
import type { Company } from './companies.types';
import { getLeadPreferences, putLeadPreferences } from './leadPreferences.repository';
import type { LeadPreferences, LeadPreferencesInput } from './leadPreferences.types';

/** The company's preferences as it sees them, with this week's spend. */
export async function myLeadPreferences(company: Company, now = clockNow()): Promise<LeadPreferences> {
  const state = await getLeadPreferences(company.id, now);
  return {
    ...state.preferences,
    paused: state.paused,
    weekStartsOn: state.weekStart,
    weekSpendPence: state.weekSpendPence,
  };
}

/** Replaces them, after checking every field (BAD_USER_INPUT with a message per field). */
export async function updateLeadPreferences(
  company: Company,
  input: LeadPreferencesInput,
  by: { email: string | null; uid: string },
  now = clockNow(),
): Promise<LeadPreferences> {
  const { preferences, errors } = checkLeadPreferences(
    {
      districts: input.districts,
      propertyTypes: input.propertyTypes,
      foamTypes: input.foamTypes,
      weeklyCapPounds: input.weeklyCapPounds ?? null,
      pausedUntil: input.pausedUntil ?? null,
    },
    { today: londonDay(now), regions: company.regions },
  );
  if (errors.length) throw invalidInput(errors);
  await putLeadPreferences(company.id, preferences, by.email ?? by.uid, now);
  return myLeadPreferences(company, now);
}

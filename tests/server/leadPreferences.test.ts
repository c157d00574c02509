import {
  NO_LEAD_PREFERENCES,
  checkLeadPreferences,
  preferenceRefusal,
  splitDistricts,
  weekStartOf,
  type LeadPreferences,
  type LeadPreferencesInput,
} from '../../common/leadPreferences';

const lead = { district: 'SW1A', propertyType: 'flat', foamType: 'open' };
const prefs = (overrides: Partial<LeadPreferences>): LeadPreferences => ({ ...NO_LEAD_PREFERENCES, ...overrides });
const buying = { today: '2026-12-01', weekSpendPence: 0, pricePence: 4_800 };
const input = (overrides: Partial<LeadPreferencesInput>): LeadPreferencesInput => ({
  districts: [],
  propertyTypes: [],
  foamTypes: [],
  weeklyCapPounds: null,
  pausedUntil: null,
  ...overrides,
});
const context = { today: '2026-12-01', regions: ['London', 'North West'] };

describe('lead preferences (common/leadPreferences.ts)', () => {
  it('allows every lead when nothing is set', () => {
    expect(preferenceRefusal(NO_LEAD_PREFERENCES, lead, buying)).toBeNull();
  });

  it('refuses a lead outside its districts, property types or foam types, naming what differs', () => {
    expect(preferenceRefusal(prefs({ districts: ['M14'] }), lead, buying)).toBe(
      'This lead is in SW1A, which is not one of your districts: add it in Lead preferences to buy it',
    );
    expect(preferenceRefusal(prefs({ districts: ['SW1A'], propertyTypes: ['detached'] }), lead, buying)).toBe(
      'This lead is a flat, which is not one of your property types: add it in Lead preferences to buy it',
    );
    expect(preferenceRefusal(prefs({ foamTypes: ['closed'] }), lead, buying)).toBe(
      'This lead is for open-cell foam, which is not one of your foam types: add it in Lead preferences to buy it',
    );
    expect(preferenceRefusal(prefs({ districts: ['SW1A'], propertyTypes: ['flat'], foamTypes: ['open'] }), lead, buying)).toBeNull();
  });

  it('pauses up to and including the day chosen, and says so before anything else', () => {
    const paused = prefs({ pausedUntil: '2026-12-12', districts: ['M14'] });
    expect(preferenceRefusal(paused, lead, { ...buying, today: '2026-12-12' })).toBe(
      'Your lead preferences pause buying until the end of 12 December 2026: change the date in Lead preferences to buy now',
    );
    expect(preferenceRefusal(prefs({ pausedUntil: '2026-12-12' }), lead, { ...buying, today: '2026-12-13' })).toBeNull();
  });

  it('refuses a purchase that would take the week past the cap, with both amounts; exactly the cap is allowed', () => {
    const capped = prefs({ weeklyCapPounds: 100 });
    expect(preferenceRefusal(capped, lead, { ...buying, weekSpendPence: 5_200, pricePence: 4_800 })).toBeNull();
    expect(preferenceRefusal(capped, lead, { ...buying, weekSpendPence: 5_201, pricePence: 4_800 })).toBe(
      'This lead would take this week’s spend to £100.01, above your weekly cap of £100 (before VAT): change the cap in Lead preferences',
    );
  });

  it('starts the London week on Monday', () => {
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30'); // the Sunday after
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23'); // the Sunday the clocks go forward
  });

  it('normalises districts and refuses one that is not a district, unknown, or outside the regions', () => {
    expect(splitDistricts(' sw1a, M14  m14;e1 ')).toEqual(['sw1a', 'M14', 'm14', 'e1']);
    expect(checkLeadPreferences(input({ districts: ['sw1a', 'M14', 'm14'] }), context)).toEqual({
      preferences: { ...NO_LEAD_PREFERENCES, districts: ['SW1A', 'M14'] },
      errors: [],
    });
    const problem = (districts: string[]) => checkLeadPreferences(input({ districts }), context).errors;
    expect(problem(['SW1A 1AA'])).toEqual([
      { path: 'districts', message: '“SW1A 1AA” is not a postcode district: write the first half of a postcode, like SW1A or M14' },
    ]);
    expect(problem(['ZZ1'])[0].message).toBe('We don’t recognise postcode area ZZ: check ZZ1');
    expect(problem(['EH1'])[0].message).toBe(
      'EH1 is in Scotland, which is not one of your regions (London, North West): ask us to add the region first',
    );
  });

  it('checks the types, the cap and the pause day', () => {
    const errors = checkLeadPreferences(
      input({ propertyTypes: ['castle'], foamTypes: ['foamy'], weeklyCapPounds: 0, pausedUntil: '2026-11-30' }),
      context,
    ).errors;
    expect(errors.map((e) => e.path)).toEqual(['propertyTypes', 'foamTypes', 'weeklyCapPounds', 'pausedUntil']);
    expect(errors[2].message).toBe('Write the weekly cap as a whole number of pounds from 1 to 100,000, or leave it empty for no cap');
    expect(errors[3].message).toBe('Choose today or a later day, or leave it empty to buy as usual');
    const cap = (weeklyCapPounds: number) => checkLeadPreferences(input({ weeklyCapPounds }), context).errors;
    expect(cap(12.5)).toHaveLength(1);
    expect(cap(100_001)).toHaveLength(1);
    expect(cap(1)).toEqual([]);
    expect(cap(100_000)).toEqual([]);
    const pause = (pausedUntil: string) => checkLeadPreferences(input({ pausedUntil }), context).errors;
    expect(pause('2026-12-01')).toEqual([]);
    expect(pause('2026-02-30')[0].message).toBe('Write the date as a day, like 2026-12-24');
    expect(pause('2027-12-03')[0].message).toBe('Choose a day within a year from today');
  });
});

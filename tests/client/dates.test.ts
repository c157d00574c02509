import { formatLondonDateTime, londonDayEndIso, londonDayStartIso } from '../../client/src/lib/dates';

describe('admin date filters in UK time', () => {
  it('starts a winter day at midnight UTC and a summer day at 23:00 UTC the evening before', () => {
    expect(londonDayStartIso('2026-01-15')).toBe('2026-01-15T00:00:00.000Z');
    expect(londonDayStartIso('2026-07-01')).toBe('2026-06-30T23:00:00.000Z');
  });

  it('ends a day at the next London midnight, across the clock changes', () => {
    expect(londonDayEndIso('2026-07-01')).toBe('2026-07-01T23:00:00.000Z');
    // 29 March 2026: the clocks go forward, so the next day starts at 23:00 UTC.
    expect(londonDayEndIso('2026-03-28')).toBe('2026-03-29T00:00:00.000Z');
    expect(londonDayEndIso('2026-03-29')).toBe('2026-03-29T23:00:00.000Z');
    // 25 October 2026: the clocks go back.
    expect(londonDayEndIso('2026-10-25')).toBe('2026-10-26T00:00:00.000Z');
  });

  it('leaves an empty or malformed day unfiltered', () => {
    expect(londonDayStartIso('')).toBeNull();
    expect(londonDayEndIso('15/01/2026')).toBeNull();
  });

  it('agrees with how the admin shows a time', () => {
    expect(formatLondonDateTime(londonDayStartIso('2026-07-01'))).toBe('1 Jul 2026, 00:00');
  });
});

describe('a moment with its time', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });

  it('reads as Intl writes it in Europe/London, every 37 minutes of two years, across the clock changes', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let time = start; time < Date.UTC(2027, 0, 1); time += 37 * 60_000) {
      const date = new Date(time);
      expect({ iso: date.toISOString(), text: formatLondonDateTime(date) }).toEqual({ iso: date.toISOString(), text: intl.format(date) });
    }
  });

  it('is empty for no date or an invalid one', () => {
    expect(formatLondonDateTime(null)).toBe('');
    expect(formatLondonDateTime('not a date')).toBe('');
  });
});

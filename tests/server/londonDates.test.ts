import { formatLondonDate, londonIsoDate } from '../../client/src/lib/dates';

const intlLong = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const intlIso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

describe('dates in Europe/London', () => {
  it('match Intl every half hour across three years, summer-time changes included', () => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2028, 0, 1);
    for (let time = start; time < end; time += 30 * 60_000) {
      const date = new Date(time);
      const expectedLong = intlLong.format(date);
      const expectedIso = intlIso.format(date);
      if (formatLondonDate(date) !== expectedLong || londonIsoDate(date) !== expectedIso) {
        throw new Error(
          `${date.toISOString()}: ${formatLondonDate(date)} / ${londonIsoDate(date)}, Intl says ${expectedLong} / ${expectedIso}`,
        );
      }
    }
  });

  it('read the day after 23:00 UTC in summer as the next London day, and accept ISO strings', () => {
    expect(formatLondonDate('2026-06-08T23:30:00Z')).toBe('9 June 2026');
    expect(formatLondonDate('2026-12-08T23:30:00Z')).toBe('8 December 2026');
    expect(londonIsoDate('2026-03-29T00:59:59Z')).toBe('2026-03-29');
    expect(formatLondonDate('2026-06-08')).toBe('8 June 2026');
  });

  it('give nothing for a missing or invalid date', () => {
    expect(formatLondonDate(null)).toBe('');
    expect(formatLondonDate('not a date')).toBe('');
    expect(londonIsoDate(undefined)).toBeUndefined();
  });
});

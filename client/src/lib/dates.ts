const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 01:00 UTC on the last Sunday of a month: when UK summer time starts (March) or ends (October). */
function lastSundayAt1amUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The wall-clock time in Europe/London, as the UTC fields of a shifted Date. Worked out from the UK's summer-time
 * rule rather than with Intl: the first Intl date format of a page load costs the browser ~15 ms of main thread
 * (loading time zone data), and pages show dates while they hydrate.
 */
function londonWallClock(date: Date): Date {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  const summer = time >= lastSundayAt1amUtc(year, 2) && time < lastSundayAt1amUtc(year, 9);
  return new Date(time + (summer ? 3_600_000 : 0));
}

/** The calendar date in Europe/London. */
function londonCalendarDate(date: Date): { year: number; month: number; day: number } {
  const london = londonWallClock(date);
  return { year: london.getUTCFullYear(), month: london.getUTCMonth(), day: london.getUTCDate() };
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date as people in the UK read it, in Europe/London: "2 April 2026". */
export function formatLondonDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = londonCalendarDate(date);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** The calendar date (YYYY-MM-DD) in Europe/London, for machine-readable dates. */
export function londonIsoDate(value: string | Date | null | undefined): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const { year, month, day } = londonCalendarDate(date);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month abbreviations of British English (CLDR's en-GB, as Node's Intl writes them). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment with its time, in Europe/London: "2 Apr 2026, 14:05" (what Intl's en-GB medium date and short time
 * write, without loading its time zone data; tests/client/dates.test.ts compares the two).
 */
export function formatLondonDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const london = londonWallClock(date);
  return `${london.getUTCDate()} ${SHORT_MONTHS[london.getUTCMonth()]} ${london.getUTCFullYear()}, ${twoDigits(london.getUTCHours())}:${twoDigits(london.getUTCMinutes())}`;
}

/** Midnight in Europe/London at the start of a YYYY-MM-DD day, as an ISO instant; null for an empty or bad day. */
export function londonDayStartIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const year = Number(match[1]);
  const utcMidnight = Date.UTC(year, Number(match[2]) - 1, Number(match[3]));
  // London midnight is 23:00 UTC the evening before during summer time (the change happens at 01:00 UTC, never at midnight).
  const summer = utcMidnight >= lastSundayAt1amUtc(year, 2) && utcMidnight < lastSundayAt1amUtc(year, 9);
  return new Date(utcMidnight - (summer ? 3_600_000 : 0)).toISOString();
}

/** Midnight in Europe/London at the end of a YYYY-MM-DD day (the start of the next): the exclusive end of a date filter. */
export function londonDayEndIso(day: string): string | null {
  const start = londonDayStartIso(day);
  if (!start) return null;
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return londonDayStartIso(next);
}

/** Days as Europe/London calendar dates (YYYY-MM-DD), the keys of the daily counters. */
const londonIso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

export const londonDay = (at: Date) => londonIso.format(at);

/** The `count` days ending with `today` (oldest first). Worked out on UTC noon, so summer time never skips a day. */
export function lastDays(today: string, count: number): string[] {
  const [y, m, d] = today.split('-').map(Number);
  const noon = Date.UTC(y, m - 1, d, 12);
  return Array.from({ length: count }, (_, i) => new Date(noon - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** A day is settled once the day after it is over too: no transaction still running can count into it. */
export const isSettledDay = (day: string, now = new Date()) => day < lastDays(londonDay(now), 2)[0];

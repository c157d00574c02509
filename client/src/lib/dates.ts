/** A date as people in the UK read it, in Europe/London: "2 April 2026". */
export function formatLondonDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}

/** The calendar date (YYYY-MM-DD) in Europe/London, for machine-readable dates. */
export function londonIsoDate(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}

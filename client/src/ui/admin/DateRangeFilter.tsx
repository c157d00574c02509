/** The "From" and "To" days of an admin list's date filter (YYYY-MM-DD, both inclusive; empty for open-ended). */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(changes: { from?: string; to?: string }): void;
}) {
  return (
    <>
      <label>
        From
        <input type="date" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value })} />
      </label>
      <label>
        To
        <input type="date" value={to} min={from || undefined} onChange={(event) => onChange({ to: event.target.value })} />
      </label>
    </>
  );
}

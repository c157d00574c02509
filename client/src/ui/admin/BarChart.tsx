/**
 * A small stacked bar chart in SVG, with a table of the same numbers for screen readers. Hand-written: the
 * dashboard needs bars only, and ~80 lines cost less than any chart library in the admin chunk.
 */
export interface BarSeries {
  key: string;
  label: string;
  color: string;
}

export function BarChart({
  title,
  bars,
  series,
  format = (value) => value.toLocaleString('en-GB'),
}: {
  title: string;
  bars: Array<{ label: string; values: Record<string, number> }>;
  series: BarSeries[];
  format?(value: number): string;
}) {
  const totals = bars.map((bar) => series.reduce((sum, s) => sum + (bar.values[s.key] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const width = 600;
  const height = 160;
  const gap = 2;
  const barWidth = bars.length ? width / bars.length - gap : 0;
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}: chart`} preserveAspectRatio="none">
        {bars.map((bar, i) => {
          let y = height;
          return series.map((s) => {
            const value = bar.values[s.key] ?? 0;
            const h = (value / max) * (height - 4);
            y -= h;
            return value ? (
              <rect key={`${bar.label}-${s.key}`} x={i * (barWidth + gap)} y={y} width={Math.max(1, barWidth)} height={h} fill={s.color}>
                <title>{`${bar.label} · ${s.label}: ${format(value)}`}</title>
              </rect>
            ) : null;
          });
        })}
      </svg>
      {series.length > 1 && (
        <ul className="chart-legend">
          {series.map((s) => (
            <li key={s.key}>
              <span className="swatch" style={{ background: s.color }} /> {s.label}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>Show the numbers</summary>
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Period</th>
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <th scope="row">{bar.label}</th>
                  {series.map((s) => (
                    <td key={s.key}>{format(bar.values[s.key] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

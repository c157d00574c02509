/**
 * A small stacked bar chart in SVG, with a table of the same numbers for screen readers. Hand-written: the
 * dashboard needs bars only, and ~80 lines cost less than any chart library in the admin chunk. Its axes
 * are HTML beside the SVG (which stretches to the width, so text inside it would stretch too): the value
 * axis with round ticks and gridlines, the period axis with its first, middle and last labels.
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
  minStep = 1,
}: {
  title: string;
  bars: Array<{ label: string; values: Record<string, number> }>;
  series: BarSeries[];
  format?(value: number): string;
  /** The smallest step between value ticks, in the values' unit (100 for pence: no £0.01 steps). */
  minStep?: number;
}) {
  const totals = bars.map((bar) => series.reduce((sum, s) => sum + (bar.values[s.key] ?? 0), 0));
  const ticks = valueTicks(Math.max(...totals, 0), minStep);
  const max = ticks.at(-1)!;
  const periodTicks = bars.length ? [...new Set([0, Math.floor((bars.length - 1) / 2), bars.length - 1])] : [];
  const width = 600;
  const height = 160;
  const gap = 2;
  const barWidth = bars.length ? width / bars.length - gap : 0;
  return (
    <figure className="chart">
      <figcaption>{title}</figcaption>
      <div className="chart-plot">
        <ol className="chart-value-axis" aria-hidden="true">
          {ticks.map((tick) => (
            <li key={tick} style={{ bottom: `${(tick / max) * 100}%` }}>
              {format(tick)}
            </li>
          ))}
        </ol>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${title}: chart`} preserveAspectRatio="none">
          {ticks.map((tick) => (
            <line
              key={tick}
              className="chart-gridline"
              x1={0}
              x2={width}
              y1={height - (tick / max) * height}
              y2={height - (tick / max) * height}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((bar, i) => {
            let y = height;
            return series.map((s) => {
              const value = bar.values[s.key] ?? 0;
              const h = (value / max) * height;
              y -= h;
              return value ? (
                <rect key={`${bar.label}-${s.key}`} x={i * (barWidth + gap)} y={y} width={Math.max(1, barWidth)} height={h} fill={s.color}>
                  <title>{`${bar.label} · ${s.label}: ${format(value)}`}</title>
                </rect>
              ) : null;
            });
          })}
        </svg>
        <ol className="chart-period-axis" aria-hidden="true">
          {periodTicks.map((i) => (
            <li key={i} style={{ left: `${((i + 0.5) / bars.length) * 100}%` }}>
              {bars[i].label}
            </li>
          ))}
        </ol>
      </div>
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

/** Round steps from 0 to at least `max` (1, 2 or 5 times a power of ten, at least `minStep`), two to five ticks. */
export function valueTicks(max: number, minStep = 1): number[] {
  if (max <= 0) return [0, minStep];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  const wholeStep = Math.max(minStep, step);
  const ticks: number[] = [];
  for (let tick = 0; ticks.at(-1) === undefined || ticks.at(-1)! < max; tick += wholeStep) ticks.push(tick);
  return ticks;
}

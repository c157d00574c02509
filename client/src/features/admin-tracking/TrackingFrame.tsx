import type { ReactNode } from 'react';
import { Head } from '../../ui/head';
import { AdminStates } from '../../ui/admin/AdminStates';
import { DateRangeFilter } from '../../ui/admin/DateRangeFilter';
import { downloadText, toCsv } from '../../ui/admin/csv';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';

const RANGE_KEYS = ['from', 'to'] as const;

/** The range in the URL (?from=&to=, both optional: the server's default is the last 30 days). */
export function useTrackingRange() {
  const filters = useUrlFilters(RANGE_KEYS);
  return { from: filters.values.from || null, to: filters.values.to || null, filters };
}

export const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/** A ranked table of counts ("Top pages") with its CSV. */
export function CountTable({
  caption,
  keyHeader,
  rows,
  csvName,
  extra,
}: {
  caption: string;
  keyHeader: string;
  rows: Array<{ key: string; count: number; extra?: string }>;
  csvName: string;
  extra?: string;
}) {
  return (
    <section className="tracking-table">
      <div className="page-header">
        <h2>{caption}</h2>
        <button
          type="button"
          className="button secondary small"
          disabled={!rows.length}
          onClick={() =>
            downloadText(
              csvName,
              toCsv(
                extra ? [keyHeader, extra, 'Count'] : [keyHeader, 'Count'],
                rows.map((row) => (extra ? [row.key, row.extra ?? '', row.count] : [row.key, row.count])),
              ),
            )
          }
        >
          Export CSV
        </button>
      </div>
      {rows.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{keyHeader}</th>
                {extra && <th scope="col">{extra}</th>}
                <th scope="col">Count</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.key}-${row.extra ?? ''}`}>
                  <th scope="row">{row.key}</th>
                  {extra && <td>{row.extra}</td>}
                  <td>{row.count.toLocaleString('en-GB')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty-state">Nothing in this range.</p>
      )}
    </section>
  );
}

/** The page around a tracking screen: title, date range in the URL, and the loading/error states. */
export function TrackingFrame({
  title,
  range,
  shown,
  loading,
  error,
  onRetry,
  hasData,
  children,
}: {
  title: string;
  range: ReturnType<typeof useTrackingRange>;
  shown: { from: string; to: string } | null;
  loading: boolean;
  error?: unknown;
  onRetry(): void;
  hasData: boolean;
  children: ReactNode;
}) {
  return (
    <section>
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
        <button type="button" className="button secondary small" onClick={onRetry}>
          Refresh
        </button>
      </div>
      <form className="filters" role="search" aria-label="Choose the days" onSubmit={(event) => event.preventDefault()}>
        <DateRangeFilter
          from={range.filters.values.from || shown?.from || ''}
          to={range.filters.values.to || shown?.to || ''}
          onChange={(changes) => range.filters.set(changes)}
        />
        {(range.from || range.to) && (
          <button type="button" className="button secondary small" onClick={() => range.filters.clear()}>
            Last 30 days
          </button>
        )}
      </form>
      <AdminStates noun={title.toLowerCase()} loading={loading} error={error} onRetry={onRetry} isEmpty={hasData ? false : null} empty="">
        {children}
      </AdminStates>
    </section>
  );
}

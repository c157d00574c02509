import type { ReactNode } from 'react';
import { messageOf } from '../lib/apollo';
import { Head } from './head';
import { FormAlert } from './Field';
import { PageLoading } from './ClientOnly';

interface AdminListProps {
  title: string;
  /** What the list holds, for the loading and error messages: "leads", "applications". */
  noun: string;
  onRefresh(): void;
  /** Filters beside the summary. */
  filters?: ReactNode;
  /** "123 leads · page 1 of 5", announced politely as it changes. */
  summary?: ReactNode;
  error?: unknown;
  /** True before the first answer arrives (a refetch keeps the rows on screen). */
  loading: boolean;
  /** Null while nothing has arrived; otherwise how many rows this page has. */
  rowCount: number | null;
  empty: ReactNode;
  /** The table, rendered when there are rows. */
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of an admin list screen: heading with Refresh, filters and count, error, loading and empty states. */
export function AdminList({ title, noun, onRefresh, filters, summary, error, loading, rowCount, empty, children, footer }: AdminListProps) {
  return (
    <section>
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
        <button type="button" className="button secondary small" onClick={onRefresh}>
          Refresh
        </button>
      </div>
      <div className="toolbar">
        {filters}
        {summary && (
          <p className="muted" aria-live="polite">
            {summary}
          </p>
        )}
      </div>
      {error ? <FormAlert>{messageOf(error, `The ${noun} could not be loaded`)}</FormAlert> : null}
      {loading && rowCount === null && <PageLoading label={`Loading ${noun}…`} />}
      {rowCount === 0 && <p className="empty-state">{empty}</p>}
      {rowCount !== null && rowCount > 0 && <div className="table-scroll">{children}</div>}
      {footer}
    </section>
  );
}

/** A select that filters a list by status; '' is "All". */
export function StatusFilter<S extends string>({ value, statuses, labelOf, onChange }: { value: S | ''; statuses: readonly S[]; labelOf(status: S): string; onChange(status: S | ''): void }) {
  return (
    <label>
      Status{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as S | '')}>
        <option value="">All</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labelOf(status)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Previous and Next for cursor-paged lists. */
export function Pager({ hasPrevious, hasNext, onPrevious, onNext }: { hasPrevious: boolean; hasNext: boolean; onPrevious(): void; onNext(): void }) {
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button secondary small" disabled={!hasPrevious} onClick={onPrevious}>
        Previous
      </button>
      <button type="button" className="button secondary small" disabled={!hasNext} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}

import { useCallback, useState, type ReactNode } from 'react';
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
export function StatusFilter<S extends string>({
  value,
  statuses,
  labelOf,
  onChange,
}: {
  value: S | '';
  statuses: readonly S[];
  labelOf(status: S): string;
  onChange(status: S | ''): void;
}) {
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

/**
 * Where an admin list is among its pages (the API's lists are cursor connections, docs/api.md#lists): the
 * cursors of the pages visited so far, the last one the current page's `after`. Next pushes the page's
 * `endCursor`, Previous pops it, and a new filter starts again from the first page.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const after = cursors[cursors.length - 1];
  const next = useCallback((endCursor: string | null | undefined) => endCursor && setCursors((visited) => [...visited, endCursor]), []);
  const previous = useCallback(() => setCursors((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)), []);
  const reset = useCallback(() => setCursors([null]), []);
  return { after, pageNumber: cursors.length, next, previous, reset };
}

/** "123 leads · page 2 of 5" for a list of `totalCount` items shown `pageSize` at a time. */
export function pageSummary(totalCount: number, noun: { one: string; many: string }, pageNumber: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  return `${totalCount.toLocaleString('en-GB')} ${totalCount === 1 ? noun.one : noun.many} · page ${pageNumber} of ${pages}`;
}

export type CursorPages = ReturnType<typeof useCursorPages>;

/** Previous and Next for a cursor-paged list; nothing when the list fits on one page. */
export function Pager({
  pages,
  pageInfo,
}: {
  pages: CursorPages;
  pageInfo: { hasNextPage: boolean; endCursor: string | null } | undefined;
}) {
  const hasPrevious = pages.pageNumber > 1;
  const hasNext = Boolean(pageInfo?.hasNextPage);
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" className="button secondary small" disabled={!hasPrevious} onClick={pages.previous}>
        Previous
      </button>
      <button type="button" className="button secondary small" disabled={!hasNext} onClick={() => pages.next(pageInfo?.endCursor)}>
        Next
      </button>
    </nav>
  );
}

import { useState, type ReactNode } from 'react';
import { Head } from '../head';
import { AdminStates } from './AdminStates';

/**
 * The frame of every admin list (docs/requirements/admin-console.md#lists): heading with Refresh and its actions,
 * statistics, filters, "N of M" with the export, the bulk bar when rows are selected, the table with its
 * loading, empty and error states, and the pager.
 */
export function ListPage({
  title,
  noun,
  onRefresh,
  actions,
  stats,
  filters,
  totalCount,
  shownCount,
  onExport,
  selectedCount = 0,
  bulkActions,
  loading,
  error,
  onRetry,
  empty,
  children,
  pager,
}: {
  title: string;
  noun: { one: string; many: string };
  /** Shows a Refresh button that fetches the list again. */
  onRefresh?(): void;
  actions?: ReactNode;
  stats?: ReactNode;
  filters?: ReactNode;
  totalCount: number | null;
  shownCount: number | null;
  onExport?(): void;
  selectedCount?: number;
  bulkActions?: ReactNode;
  loading: boolean;
  error?: unknown;
  onRetry?(): void;
  empty: ReactNode;
  children: ReactNode;
  pager?: ReactNode;
}) {
  return (
    <section className="list-page">
      <Head title={title} robots="noindex, nofollow" />
      <div className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          {onRefresh && (
            <button type="button" className="button secondary small" onClick={onRefresh}>
              Refresh
            </button>
          )}
          {actions}
        </div>
      </div>
      {stats}
      {filters && (
        <form className="filters" role="search" aria-label={`Filter ${noun.many}`} onSubmit={(event) => event.preventDefault()}>
          {filters}
        </form>
      )}
      <div className="toolbar">
        <p className="muted" aria-live="polite">
          {totalCount === null
            ? ''
            : `${totalCount.toLocaleString('en-GB')} ${totalCount === 1 ? noun.one : noun.many}${
                shownCount !== null && shownCount < totalCount ? ` · showing ${shownCount}` : ''
              }`}
        </p>
        {onExport && (
          <button type="button" className="button secondary small" onClick={onExport} disabled={!totalCount}>
            Export CSV
          </button>
        )}
      </div>
      {selectedCount > 0 && (
        <div className="bulk-bar" role="region" aria-label="Bulk actions">
          <strong>{selectedCount} selected</strong>
          {bulkActions}
        </div>
      )}
      <AdminStates
        noun={noun.many}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={empty}
        isEmpty={shownCount === null ? null : shownCount === 0}
      >
        {children}
      </AdminStates>
      {pager}
    </section>
  );
}

/** Previous and Next over cursor pages: `after` lives in the URL; earlier cursors in the history stack. */
export function CursorPager({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
}) {
  if (!hasPrevious && !hasNext) return null;
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

interface CursorPageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/** One page of a cursor connection, as the API's lists return it (docs/api.md#lists). */
export interface ConnectionPage<Row> {
  totalCount: number;
  nodes: Row[];
  pageInfo?: CursorPageInfo | null;
}

/**
 * What ListPage shows of one page of a connection: the count, the loading and error states with Try again,
 * and the pager. Spread onto it: `<ListPage … {...connectionList(page, cursorPages, { loading, error, refetch })}>`.
 */
export function connectionList(
  page: ConnectionPage<unknown> | null | undefined,
  pages: { pager(pageInfo: CursorPageInfo | null | undefined): ReactNode },
  query: { loading: boolean; error?: unknown; refetch(): unknown },
) {
  return {
    totalCount: page?.totalCount ?? null,
    shownCount: page ? page.nodes.length : null,
    loading: query.loading,
    error: query.error,
    onRetry: () => void query.refetch(),
    pager: pages.pager(page?.pageInfo),
  };
}

/** Where the current page's `after` cursor is kept: the URL (useUrlFilters), or this hook's state when omitted. */
interface AfterStore {
  after: string | null;
  set(values: { after: string }): void;
}

/**
 * Cursor paging for an admin list (the API's lists are cursor connections, docs/api.md#lists). `after` lives
 * in the URL when the list's filters do (useUrlFilters), otherwise here; the cursors of earlier pages are kept
 * here so Previous works; `reset()` goes back to the first page when the filters change.
 */
export function useCursorPages(urlFilters?: AfterStore) {
  const [cursors, setCursors] = useState<string[]>([]);
  const moveTo = (visited: string[]) => {
    setCursors(visited);
    urlFilters?.set({ after: visited.at(-1) ?? '' });
  };
  return {
    after: urlFilters ? urlFilters.after : (cursors.at(-1) ?? null),
    reset: () => setCursors([]),
    pager: (pageInfo: CursorPageInfo | null | undefined) => (
      <CursorPager
        hasPrevious={cursors.length > 0}
        hasNext={Boolean(pageInfo?.hasNextPage)}
        onPrevious={() => moveTo(cursors.slice(0, -1))}
        onNext={() => {
          const next = pageInfo?.endCursor;
          if (next) moveTo([...cursors, next]);
        }}
      />
    ),
  };
}

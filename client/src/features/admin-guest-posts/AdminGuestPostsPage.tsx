import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import type { AdminGuestPostsQuery as GuestPostsData, GuestPostStatus } from '../../gql/graphql';
import { formatLondonDateTime } from '../../lib/dates';
import { ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminGuestPostsQuery } from './adminGuestPosts.operations';
import { GUEST_POST_STATUS_LABELS } from './guestPostLabels';

type Row = GuestPostsData['adminGuestPosts']['nodes'][number];
const FILTER_KEYS = ['status'] as const;

/** /admin/guest-posts: the review queue of guest posts sent through /guest-post. */
export function AdminGuestPostsPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const raw = filters.values.status.toUpperCase();
  const status = (raw in GUEST_POST_STATUS_LABELS ? raw : null) as GuestPostStatus | null;
  const cursorPages = useCursorPages(filters);
  const { data, loading, error, refetch } = useQuery(AdminGuestPostsQuery, {
    variables: { status, first: 25, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.adminGuestPosts;
  const rows = page?.nodes ?? [];

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      { id: 'createdAt', header: 'Received', cell: ({ row }) => formatLondonDateTime(row.original.createdAt) },
      {
        id: 'title',
        header: 'Guest post',
        cell: ({ row }) => (
          <>
            <Link to={`/admin/guest-posts/${row.original.id}`}>{row.original.title}</Link>
            <div className="muted">{row.original.reference}</div>
          </>
        ),
      },
      {
        id: 'author',
        header: 'Author',
        cell: ({ row }) => (
          <>
            {row.original.authorName}
            <br />
            <a href={`mailto:${row.original.authorEmail}`}>{row.original.authorEmail}</a>
          </>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => {
          const last = row.original.history.at(-1);
          return (
            <>
              <span className="badge">{GUEST_POST_STATUS_LABELS[row.original.status]}</span>
              {last && (
                <div className="muted">
                  {last.action} by {last.by}, {formatLondonDateTime(last.at)}
                </div>
              )}
            </>
          );
        },
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Guest posts"
      noun={{ one: 'guest post', many: 'guest posts' }}
      filters={
        <FilterSelect
          label="Status"
          value={status ?? ''}
          options={Object.entries(GUEST_POST_STATUS_LABELS)}
          onChange={(value) => {
            cursorPages.reset();
            filters.set({ status: value.toLowerCase() });
          }}
        />
      }
      totalCount={page?.totalCount ?? null}
      shownCount={page ? rows.length : null}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      empty="No guest posts match this filter."
      pager={cursorPages.pager(page?.pageInfo)}
    >
      <DataTable caption="Guest posts, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}

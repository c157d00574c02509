import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from '../../ui/Link';
import type { AdminVideosQuery as VideosData, PublicationStatus } from '../../gql/graphql';
import { formatLondonDateTime } from '../../lib/dates';
import { ListPage, useCursorPages } from '../../ui/admin/ListPage';
import { DataTable, type ColumnDef } from '../../ui/admin/DataTable';
import { FilterSelect } from '../../ui/admin/FilterSelect';
import { useUrlFilters } from '../../ui/admin/useUrlFilters';
import { AdminVideosQuery } from './adminVideos.operations';
import { clockFromSeconds, VIDEO_STATUS_LABELS, videoStatusLabel } from './videoForm';

type Row = VideosData['adminVideos']['nodes'][number];
const FILTER_KEYS = ['status'] as const;

/** /admin/videos: every video, whether it is on the site, and a way to add or edit one. */
export function AdminVideosPage() {
  const filters = useUrlFilters(FILTER_KEYS);
  const raw = filters.values.status.toUpperCase();
  const status = (raw in VIDEO_STATUS_LABELS ? raw : null) as PublicationStatus | null;
  const cursorPages = useCursorPages(filters);
  const { data, loading, error, refetch } = useQuery(AdminVideosQuery, {
    variables: { status, first: 25, after: filters.after },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.adminVideos;
  const rows = page?.nodes ?? [];

  const columns = useMemo<Array<ColumnDef<Row, unknown>>>(
    () => [
      {
        id: 'title',
        header: 'Video',
        cell: ({ row }) => (
          <>
            <Link to={`/admin/videos/edit/${row.original.id}`}>{row.original.title}</Link>
            <div className="muted">/videos/{row.original.slug}</div>
          </>
        ),
      },
      { id: 'length', header: 'Length', cell: ({ row }) => clockFromSeconds(row.original.durationSeconds) },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) => (
          <>
            <span className="badge">{videoStatusLabel(row.original.status)}</span>
            <div className="muted">
              {row.original.onSite ? 'On the site' : row.original.demo ? 'Placeholder: needs a real YouTube video' : 'Not on the site'}
            </div>
          </>
        ),
      },
      {
        id: 'changed',
        header: 'Last change',
        cell: ({ row }) => {
          const last = row.original.history.at(-1);
          return last ? `${last.action} by ${last.by}, ${formatLondonDateTime(last.at)}` : formatLondonDateTime(row.original.updatedAt);
        },
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Videos"
      noun={{ one: 'video', many: 'videos' }}
      actions={
        <Link className="button" to="/admin/videos/create">
          New video
        </Link>
      }
      filters={
        <FilterSelect
          label="Status"
          value={status ?? ''}
          options={Object.entries(VIDEO_STATUS_LABELS)}
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
      empty="No videos match this filter."
      pager={cursorPages.pager(page?.pageInfo)}
    >
      <DataTable caption="Videos, newest first" rows={rows} columns={columns} rowId={(row) => row.id} />
    </ListPage>
  );
}
